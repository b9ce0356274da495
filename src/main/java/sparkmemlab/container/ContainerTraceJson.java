package sparkmemlab.container;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import sparkmemlab.container.netty.AllocatorState;
import sparkmemlab.container.netty.ArenaState;
import sparkmemlab.container.netty.ChunkState;

/**
 * The container's trace object after a step: {@code {"limit", "used", "killed", ...}} with {@code limit} the
 * size the cluster manager enforces in bytes (YARN's grant, Kubernetes' pod limit) and {@code request} what Spark
 * asked for (see src/docs/container-format.md for every field).
 */
public final class ContainerTraceJson {
    private ContainerTraceJson() {
    }

    public static JsonObject toJson(ContainerState s) {
        JsonObject o = new JsonObject();
        o.addProperty("limit", s.limit());
        o.addProperty("used", s.used());
        o.addProperty("killed", s.killed());
        o.addProperty("clusterManager", s.clusterManager().key());
        ExecutorResources r = s.resources();
        JsonObject request = new JsonObject();
        request.addProperty("executorMemoryMiB", r.executorMemoryMiB());
        request.addProperty("memoryOverheadMiB", r.memoryOverheadMiB());
        request.addProperty("memoryOffHeapMiB", r.memoryOffHeapMiB());
        request.addProperty("pysparkMemoryMiB", r.pysparkMemoryMiB());
        request.addProperty("totalMemMiB", r.totalMemMiB());
        request.addProperty("overheadFactor", r.overheadFactor());
        if (s.clusterManager() == ClusterManager.KUBERNETES) {
            request.addProperty("podMemory", r.kubernetesQuantity());
        }
        o.add("request", request);
        JsonObject parts = new JsonObject();
        s.parts().forEach((part, bytes) -> parts.addProperty(part.key(), bytes));
        o.add("parts", parts);
        o.addProperty("bytesInFlight", s.bytesInFlight());
        o.addProperty("threads", s.threads());
        JsonArray allocators = new JsonArray();
        for (AllocatorState a : s.netty().allocators()) {
            JsonObject j = new JsonObject();
            j.addProperty("name", a.name());
            JsonArray services = new JsonArray();
            a.services().forEach(service -> services.add(service.key()));
            j.add("services", services);
            j.addProperty("usedDirectMemory", a.usedDirectMemory());
            j.addProperty("usedHeapMemory", a.usedHeapMemory());
            j.addProperty("cachedDirect", a.cachedDirect());
            j.add("directArenas", arenas(a.directArenas()));
            j.add("heapArenas", arenas(a.heapArenas()));
            allocators.add(j);
        }
        JsonObject netty = new JsonObject();
        netty.add("allocators", allocators);
        netty.addProperty("unpooledDirect", s.netty().unpooledDirect());
        o.add("netty", netty);
        s.kill().ifPresent(k -> {
            JsonObject kill = new JsonObject();
            kill.addProperty("exitStatus", k.exitStatus());
            kill.addProperty("reason", k.reason());
            kill.addProperty("message", k.message());
            o.add("kill", kill);
        });
        s.jvmError().ifPresent(e -> o.addProperty("jvmError", e));
        return o;
    }

    private static JsonArray arenas(java.util.List<ArenaState> arenas) {
        JsonArray a = new JsonArray();
        for (ArenaState arena : arenas) {
            JsonObject j = new JsonObject();
            j.addProperty("numThreadCaches", arena.numThreadCaches());
            j.addProperty("numActiveBytes", arena.numActiveBytes());
            JsonArray chunks = new JsonArray();
            for (ChunkState c : arena.chunks()) {
                JsonObject cj = new JsonObject();
                cj.addProperty("id", c.id());
                cj.addProperty("list", c.list());
                cj.addProperty("freeBytes", c.freeBytes());
                cj.addProperty("usage", c.usage());
                chunks.add(cj);
            }
            j.add("chunks", chunks);
            a.add(j);
        }
        return a;
    }
}
