package sparkmemlab.container.netty;

import java.util.List;

/**
 * One allocator after a step, as {@code PooledByteBufAllocatorMetric} reports it, with the services
 * that use it and the bytes its thread caches hold back.
 *
 * @param usedHeapMemory {@code usedHeapMemory()}: -1 when the allocator has no heap arena
 * @param usedDirectMemory {@code usedDirectMemory()}: -1 when it has no direct arena
 * @param inUseDirect the direct bytes live buffers take (their size classes), huge ones included
 * @param cachedDirect the direct bytes in thread caches: released, but still held in chunks
 */
public record AllocatorState(
        String name,
        List<TransportService> services,
        boolean preferDirect,
        boolean caches,
        List<ArenaState> heapArenas,
        List<ArenaState> directArenas,
        long usedHeapMemory,
        long usedDirectMemory,
        long inUseHeap,
        long inUseDirect,
        long cachedHeap,
        long cachedDirect) {

    public AllocatorState {
        services = List.copyOf(services);
        heapArenas = List.copyOf(heapArenas);
        directArenas = List.copyOf(directArenas);
    }

    /** The direct bytes this allocator has taken from the JVM ({@code usedDirectMemory}, 0 for none). */
    public long directBytes() {
        return Math.max(0, usedDirectMemory);
    }

    public long heapBytes() {
        return Math.max(0, usedHeapMemory);
    }
}
