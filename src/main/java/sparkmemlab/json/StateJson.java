package sparkmemlab.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.Map;
import java.util.SortedMap;
import sparkmemlab.model.BlockState;
import sparkmemlab.model.ConsumerState;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryLayout;
import sparkmemlab.model.PoolState;
import sparkmemlab.model.WaitingRequest;

/**
 * The whole state at one moment as JSON, for readers without the app (a snapshot's {@code state}).
 * Keys always come in the same order, so equal states write equal bytes.
 */
public final class StateJson {

    private StateJson() {
    }

    public static JsonObject toJson(ExecutorState state) {
        JsonObject o = new JsonObject();
        o.add("layout", layout(state.layout()));
        o.add("onHeap", pools(state.onHeap()));
        o.add("offHeap", pools(state.offHeap()));
        JsonArray waiting = new JsonArray();
        for (WaitingRequest w : state.waiting()) {
            JsonObject r = new JsonObject();
            r.addProperty("task", w.task());
            r.addProperty("bytes", w.bytes());
            r.addProperty("mode", w.mode().name());
            waiting.add(r);
        }
        o.add("waiting", waiting);
        JsonArray blocks = new JsonArray();
        for (BlockState b : state.blocks()) {
            JsonObject r = new JsonObject();
            r.addProperty("id", b.id().name());
            r.addProperty("bytes", b.bytes());
            r.addProperty("mode", b.mode().name());
            r.addProperty("readers", b.readers());
            blocks.add(r);
        }
        o.add("blocks", blocks);
        JsonObject consumers = new JsonObject();
        state.consumers().forEach((task, byName) -> {
            JsonObject named = new JsonObject();
            byName.forEach((name, c) -> named.add(name, consumer(c)));
            consumers.add(Long.toString(task), named);
        });
        o.add("consumers", consumers);
        o.add("userMemory", byTask(state.heap().userMemoryForTask()));
        o.addProperty("heapUsed", state.heapUsed());
        o.addProperty("executorLost", state.heap().executorLost());
        return o;
    }

    private static JsonObject layout(MemoryLayout l) {
        JsonObject o = new JsonObject();
        o.addProperty("systemMemory", l.systemMemory());
        o.addProperty("reservedMemory", l.reservedMemory());
        o.addProperty("maxHeapMemory", l.maxHeapMemory());
        o.addProperty("onHeapStorageRegionSize", l.onHeapStorageRegionSize());
        o.addProperty("maxOffHeapMemory", l.maxOffHeapMemory());
        o.addProperty("offHeapStorageRegionSize", l.offHeapStorageRegionSize());
        return o;
    }

    private static JsonObject pools(PoolState p) {
        JsonObject o = new JsonObject();
        o.addProperty("executionPool", p.executionPool());
        o.addProperty("executionUsed", p.executionUsed());
        o.addProperty("storagePool", p.storagePool());
        o.addProperty("storageUsed", p.storageUsed());
        o.addProperty("unrollUsed", p.unrollUsed());
        o.add("memoryForTask", byTask(p.memoryForTask()));
        o.add("unrollMemoryForTask", byTask(p.unrollMemoryForTask()));
        return o;
    }

    private static JsonObject consumer(ConsumerState c) {
        JsonObject o = new JsonObject();
        o.addProperty("mode", c.mode().name());
        o.addProperty("spillable", c.spillable());
        o.addProperty("used", c.used());
        o.addProperty("pageBytes", c.pageBytes());
        o.addProperty("spilled", c.spilled());
        c.collectionSize().ifPresent(size -> o.addProperty("collectionSize", size));
        return o;
    }

    private static JsonObject byTask(SortedMap<Long, Long> bytes) {
        JsonObject o = new JsonObject();
        for (Map.Entry<Long, Long> e : bytes.entrySet()) {
            o.addProperty(Long.toString(e.getKey()), e.getValue());
        }
        return o;
    }
}
