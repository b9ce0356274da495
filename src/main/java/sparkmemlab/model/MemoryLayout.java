package sparkmemlab.model;

/**
 * The fixed sizes an executor's memory manager starts from. On-heap: the heap Spark sees, the
 * reserved memory, the unified region ({@code maxHeapMemory}) and its soft boundary
 * ({@code onHeapStorageRegionSize}); off-heap: its total and its storage region.
 */
public record MemoryLayout(
        long systemMemory,
        long reservedMemory,
        long maxHeapMemory,
        long onHeapStorageRegionSize,
        long maxOffHeapMemory,
        long offHeapStorageRegionSize) {

    /** The unified region of a mode (execution plus storage). */
    public long maxMemory(MemoryMode mode) {
        return mode == MemoryMode.ON_HEAP ? maxHeapMemory : maxOffHeapMemory;
    }

    /** The storage region of a mode: below it, cached blocks are immune to eviction by execution. */
    public long storageRegionSize(MemoryMode mode) {
        return mode == MemoryMode.ON_HEAP ? onHeapStorageRegionSize : offHeapStorageRegionSize;
    }

    /** User memory: what the heap keeps outside reserved memory and the unified region. */
    public long userMemory() {
        return Math.max(0, systemMemory - reservedMemory - maxHeapMemory);
    }
}
