package sparkmemlab.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.LegacyMemoryConfig;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.scenario.Scenario;

/** Writes a scenario in the scenario format, sizes as exact bytes, so that it reads back equal. */
public final class ScenarioJson {

    private ScenarioJson() {
    }

    public static JsonObject toJson(Scenario scenario) {
        JsonObject doc = new JsonObject();
        doc.addProperty("format", Scenario.FORMAT);
        doc.addProperty("title", scenario.title());
        doc.add("config", config(scenario.config()));
        JsonArray steps = new JsonArray();
        for (Operation op : scenario.steps()) {
            steps.add(step(op));
        }
        doc.add("steps", steps);
        return doc;
    }

    private static JsonObject config(ExecutorConfig c) {
        JsonObject o = new JsonObject();
        o.addProperty(ExecutorConfig.EXECUTOR_MEMORY, c.systemMemory());
        o.addProperty(ExecutorConfig.RESERVED_MEMORY, c.reservedMemory());
        o.addProperty(ExecutorConfig.MEMORY_FRACTION, c.memoryFraction());
        o.addProperty(ExecutorConfig.STORAGE_FRACTION, c.storageFraction());
        o.addProperty(ExecutorConfig.OFF_HEAP_ENABLED, c.offHeapEnabled());
        o.addProperty(ExecutorConfig.OFF_HEAP_SIZE, c.offHeapSize());
        o.addProperty(ExecutorConfig.EXECUTOR_CORES, c.cores());
        c.pageSize().ifPresent(size -> o.addProperty(ExecutorConfig.PAGE_SIZE, size));
        LegacyMemoryConfig legacy = c.legacy();
        if (!legacy.equals(LegacyMemoryConfig.UNIFIED)) {
            o.addProperty(LegacyMemoryConfig.USE_LEGACY_MODE, legacy.useLegacyMode());
            o.addProperty(LegacyMemoryConfig.STORAGE_MEMORY_FRACTION, legacy.storageMemoryFraction());
            o.addProperty(LegacyMemoryConfig.STORAGE_SAFETY_FRACTION, legacy.storageSafetyFraction());
            o.addProperty(LegacyMemoryConfig.SHUFFLE_MEMORY_FRACTION, legacy.shuffleMemoryFraction());
            o.addProperty(LegacyMemoryConfig.SHUFFLE_SAFETY_FRACTION, legacy.shuffleSafetyFraction());
            o.addProperty(LegacyMemoryConfig.UNROLL_FRACTION, legacy.unrollFraction());
        }
        return o;
    }

    /** One step as the scenario format writes it. */
    public static JsonObject step(Operation op) {
        JsonObject o = new JsonObject();
        o.addProperty("op", op.op());
        Fields f = new Fields(o);
        if (op instanceof Operation.AcquireExecution a) {
            f.task(a.task()).bytes(a.bytes()).mode(a.mode());
        } else if (op instanceof Operation.ReleaseExecution r) {
            f.task(r.task()).bytes(r.bytes()).mode(r.mode());
        } else if (op instanceof Operation.ReleaseAllExecution r) {
            f.task(r.task());
        } else if (op instanceof Operation.PutBlock p) {
            f.block(p.block()).bytes(p.bytes()).mode(p.mode());
            p.taskId().ifPresent(f::task);
        } else if (op instanceof Operation.AcquireUnroll u) {
            f.task(u.task()).block(u.block()).bytes(u.bytes()).mode(u.mode());
        } else if (op instanceof Operation.ReleaseUnroll u) {
            f.task(u.task()).bytes(u.bytes()).mode(u.mode());
        } else if (op instanceof Operation.GetBlock g) {
            f.block(g.block());
        } else if (op instanceof Operation.LockBlock l) {
            f.block(l.block()).task(l.task());
        } else if (op instanceof Operation.UnlockBlock u) {
            f.block(u.block()).task(u.task());
        } else if (op instanceof Operation.RemoveBlock r) {
            f.block(r.block());
        } else if (op instanceof Operation.EndTask e) {
            f.task(e.task());
        } else if (op instanceof Operation.ConsumerAcquire c) {
            f.task(c.task()).consumer(c.consumer()).bytes(c.bytes()).mode(c.mode()).spillable(c.spillable());
        } else if (op instanceof Operation.ConsumerRelease c) {
            f.task(c.task()).consumer(c.consumer()).bytes(c.bytes());
        } else if (op instanceof Operation.AllocatePage p) {
            f.task(p.task()).consumer(p.consumer()).bytes(p.bytes()).mode(p.mode()).spillable(p.spillable());
        } else if (op instanceof Operation.MaybeSpill m) {
            f.task(m.task()).consumer(m.consumer()).bytes(m.bytes());
        } else if (op instanceof Operation.UserAllocate u) {
            f.task(u.task()).bytes(u.bytes());
        } else if (op instanceof Operation.UserRelease u) {
            f.task(u.task()).bytes(u.bytes());
        }
        return o;
    }

    /** Adds a step's fields to its object, in the order each op's branch names them. */
    private record Fields(JsonObject o) {
        Fields task(long task) {
            o.addProperty("task", task);
            return this;
        }

        Fields consumer(String consumer) {
            o.addProperty("consumer", consumer);
            return this;
        }

        Fields block(BlockId block) {
            o.addProperty("block", block.name());
            return this;
        }

        Fields bytes(long bytes) {
            o.addProperty("bytes", bytes);
            return this;
        }

        Fields mode(MemoryMode mode) {
            o.addProperty("mode", mode.name());
            return this;
        }

        Fields spillable(boolean spillable) {
            o.addProperty("spillable", spillable);
            return this;
        }
    }
}
