package sparkmemlab.scenario;

import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.gson.JsonElement;
import java.util.Map;
import sparkmemlab.container.ContainerTraceJson;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.BlockState;
import sparkmemlab.model.DiskBlock;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.ModeBytes;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.PoolState;
import sparkmemlab.model.Spill;
import sparkmemlab.model.StepResult;
import sparkmemlab.model.WaitingRequest;
import sparkmemlab.model.WokenRequest;

/** One trace line per step, exactly as the scenario format's "Trace" section fixes it. */
public final class TraceWriter {

    private TraceWriter() {
    }

    /** A trace line without the task layer's fields. */
    public static JsonObject toJson(StepResult step) {
        return toJson(step, false, false);
    }

    public static JsonObject toJson(StepResult step, boolean withConsumers) {
        return toJson(step, withConsumers, false);
    }

    /** A trace line with the fields the scenario's ops call for. */
    public static JsonObject toJson(StepResult step, Scenario scenario) {
        JsonObject line = toJson(step, scenario.usesConsumers(), scenario.usesHeap(), scenario.usesCache());
        if (scenario.usesUnmanagedMemory()) {
            line.add("unmanaged", modeBytes(step.state().unmanaged()));
        }
        return line;
    }

    /** {@code {"onHeap": n, "offHeap": n}}. */
    private static JsonObject modeBytes(ModeBytes bytes) {
        JsonObject o = new JsonObject();
        o.addProperty("onHeap", bytes.onHeap());
        o.addProperty("offHeap", bytes.offHeap());
        return o;
    }

    private static JsonObject toJson(StepResult step, boolean withConsumers, boolean withHeap) {
        return toJson(step, withConsumers, withHeap, false);
    }

    /**
     * A trace line; {@code withConsumers} adds {@code consumers} and {@code spills}, which a trace has
     * only when its scenario uses consumers, and {@code withHeap} adds {@code userMemory},
     * {@code heapUsed} and {@code executorLost}, only when it uses the tasks' own objects; {@code withCache}
     * adds each block's {@code level} and the {@code disk} list, only when it caches partitions.
     */
    public static JsonObject toJson(StepResult step, boolean withConsumers, boolean withHeap, boolean withCache) {
        JsonObject line = new JsonObject();
        line.addProperty("step", step.step());
        line.addProperty("op", step.operation().op());
        line.add("result", result(step.result()));
        ExecutorState state = step.state();
        line.add("onHeap", pools(state.onHeap()));
        line.add("offHeap", pools(state.offHeap()));
        JsonObject tasks = new JsonObject();
        for (Map.Entry<Long, ModeBytes> task : state.tasks().entrySet()) {
            JsonObject bytes = new JsonObject();
            bytes.addProperty("onHeap", task.getValue().onHeap());
            bytes.addProperty("offHeap", task.getValue().offHeap());
            tasks.add(Long.toString(task.getKey()), bytes);
        }
        line.add("tasks", tasks);
        JsonArray waiting = new JsonArray();
        for (WaitingRequest request : state.waiting()) {
            JsonObject w = new JsonObject();
            w.addProperty("task", request.task());
            w.addProperty("bytes", request.bytes());
            w.addProperty("mode", request.mode().name());
            waiting.add(w);
        }
        line.add("waiting", waiting);
        JsonArray woke = new JsonArray();
        for (WokenRequest request : step.woke()) {
            JsonObject w = new JsonObject();
            w.addProperty("task", request.task());
            w.add("granted", result(request.outcome()));
            woke.add(w);
        }
        line.add("woke", woke);
        JsonArray evicted = new JsonArray();
        for (BlockId id : step.evicted()) {
            evicted.add(id.name());
        }
        line.add("evicted", evicted);
        JsonArray blocks = new JsonArray();
        for (BlockState block : state.blocks()) {
            JsonObject b = new JsonObject();
            b.addProperty("id", block.id().name());
            b.addProperty("bytes", block.bytes());
            b.addProperty("mode", block.mode().name());
            if (withCache) {
                b.addProperty("level", block.level().name());
            }
            blocks.add(b);
        }
        line.add("blocks", blocks);
        if (withCache) {
            JsonArray disk = new JsonArray();
            for (DiskBlock block : state.disk()) {
                JsonObject d = new JsonObject();
                d.addProperty("id", block.id().name());
                d.addProperty("level", block.level().name());
                disk.add(d);
            }
            line.add("disk", disk);
        }
        if (withConsumers) {
            line.add("consumers", consumers(state));
            JsonArray spills = new JsonArray();
            for (Spill spill : step.spills()) {
                JsonObject o = new JsonObject();
                o.addProperty("task", spill.task());
                o.addProperty("consumer", spill.consumer());
                o.addProperty("bytes", spill.bytes());
                spills.add(o);
            }
            line.add("spills", spills);
        }
        if (withHeap) {
            JsonObject user = new JsonObject();
            state.heap().userMemoryForTask().forEach((task, bytes) -> user.addProperty(Long.toString(task), bytes));
            line.add("userMemory", user);
            line.addProperty("heapUsed", state.heapUsed());
            line.addProperty("executorLost", state.heap().executorLost());
        }
        state.container().ifPresent(c -> {
            JsonObject container = ContainerTraceJson.toJson(c.state());
            JsonArray lost = new JsonArray();
            c.tasksLost().forEach(lost::add);
            container.add("tasksLost", lost);
            line.add("container", container);
        });
        return line;
    }

    private static JsonObject consumers(ExecutorState state) {
        JsonObject byTask = new JsonObject();
        state.consumers().forEach((task, byName) -> {
            JsonObject consumers = new JsonObject();
            byName.forEach((name, consumer) -> {
                JsonObject o = new JsonObject();
                o.addProperty("used", consumer.used());
                o.addProperty("spilled", consumer.spilled());
                consumer.collectionSize().ifPresent(size -> o.addProperty("size", size));
                consumer.tungsten().ifPresent(t -> tungsten(o, t));
                consumers.add(name, o);
            });
            byTask.add(Long.toString(task), consumers);
        });
        return byTask;
    }

    /** A Tungsten consumer's own fields: its kind, pages, pointer array, records and spill files. */
    private static void tungsten(JsonObject o, sparkmemlab.model.TungstenState t) {
        o.addProperty("kind", t.kind());
        JsonObject pages = new JsonObject();
        pages.addProperty("count", t.pages());
        pages.addProperty("bytes", t.pageBytes());
        o.add("pages", pages);
        JsonObject array = new JsonObject();
        array.addProperty("capacity", t.pointerArrayCapacity());
        array.addProperty("bytes", t.pointerArrayBytes());
        o.add("pointerArray", array);
        o.addProperty("records", t.records());
        JsonArray files = new JsonArray();
        for (sparkmemlab.model.SpillFile f : t.spillFiles()) {
            JsonObject file = new JsonObject();
            file.addProperty("records", f.records());
            file.addProperty("bytes", f.bytes());
            files.add(file);
        }
        o.add("spillFiles", files);
    }

    static JsonElement result(OpResult result) {
        if (result instanceof OpResult.Bytes b) {
            return new JsonPrimitive(b.bytes());
        }
        if (result instanceof OpResult.Flag f) {
            return new JsonPrimitive(f.value());
        }
        if (result instanceof OpResult.Error e) {
            return new JsonPrimitive(e.message());
        }
        if (result instanceof OpResult.Where w) {
            return new JsonPrimitive(w.place());
        }
        return result instanceof OpResult.Waiting ? new JsonPrimitive("waiting") : JsonNull.INSTANCE;
    }

    private static JsonObject pools(PoolState pools) {
        JsonObject o = new JsonObject();
        o.addProperty("executionPool", pools.executionPool());
        o.addProperty("executionUsed", pools.executionUsed());
        o.addProperty("storagePool", pools.storagePool());
        o.addProperty("storageUsed", pools.storageUsed());
        o.addProperty("unrollUsed", pools.unrollUsed());
        return o;
    }
}
