package sparkmemlab.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import sparkmemlab.model.ExecutorConfig;
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
        return o;
    }

    /** One step as the scenario format writes it. */
    public static JsonObject step(Operation op) {
        JsonObject o = new JsonObject();
        o.addProperty("op", op.op());
        if (op instanceof Operation.AcquireExecution a) {
            task(o, a.task()).bytes(o, a.bytes()).mode(o, a.mode());
        } else if (op instanceof Operation.ReleaseExecution r) {
            task(o, r.task()).bytes(o, r.bytes()).mode(o, r.mode());
        } else if (op instanceof Operation.ReleaseAllExecution r) {
            task(o, r.task());
        } else if (op instanceof Operation.PutBlock p) {
            o.addProperty("block", p.block().name());
            new Fields().bytes(o, p.bytes()).mode(o, p.mode());
            p.taskId().ifPresent(t -> o.addProperty("task", t));
        } else if (op instanceof Operation.AcquireUnroll u) {
            task(o, u.task());
            o.addProperty("block", u.block().name());
            new Fields().bytes(o, u.bytes()).mode(o, u.mode());
        } else if (op instanceof Operation.ReleaseUnroll u) {
            task(o, u.task()).bytes(o, u.bytes()).mode(o, u.mode());
        } else if (op instanceof Operation.GetBlock g) {
            o.addProperty("block", g.block().name());
        } else if (op instanceof Operation.LockBlock l) {
            o.addProperty("block", l.block().name());
            task(o, l.task());
        } else if (op instanceof Operation.UnlockBlock u) {
            o.addProperty("block", u.block().name());
            task(o, u.task());
        } else if (op instanceof Operation.RemoveBlock r) {
            o.addProperty("block", r.block().name());
        } else if (op instanceof Operation.EndTask e) {
            task(o, e.task());
        } else if (op instanceof Operation.ConsumerAcquire c) {
            consumer(o, c.task(), c.consumer()).bytes(o, c.bytes()).mode(o, c.mode());
            o.addProperty("spillable", c.spillable());
        } else if (op instanceof Operation.UserAllocate u) {
            task(o, u.task()).bytes(o, u.bytes());
        } else if (op instanceof Operation.UserRelease u) {
            task(o, u.task()).bytes(o, u.bytes());
        } else if (op instanceof Operation.ConsumerRelease c) {
            consumer(o, c.task(), c.consumer()).bytes(o, c.bytes());
        } else if (op instanceof Operation.AllocatePage p) {
            consumer(o, p.task(), p.consumer()).bytes(o, p.bytes()).mode(o, p.mode());
            o.addProperty("spillable", p.spillable());
        }
        return o;
    }

    private static Fields consumer(JsonObject o, long task, String consumer) {
        o.addProperty("task", task);
        o.addProperty("consumer", consumer);
        return new Fields();
    }

    private static Fields task(JsonObject o, long task) {
        o.addProperty("task", task);
        return new Fields();
    }

    /** Writes fields in the format's order: task, block, bytes, mode. */
    private static final class Fields {
        Fields bytes(JsonObject o, long bytes) {
            o.addProperty("bytes", bytes);
            return this;
        }

        Fields mode(JsonObject o, sparkmemlab.model.MemoryMode mode) {
            o.addProperty("mode", mode.name());
            return this;
        }
    }
}
