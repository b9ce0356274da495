package sparkmemlab.model;

/**
 * How Spark 2.4.8's {@code StaticMemoryManager} cuts the heap: each pool is heap × memoryFraction ×
 * safetyFraction; the rest of its share (heap × memoryFraction less the pool) is its safety margin, heap that
 * the pool never hands out but that the tasks' own objects and Spark's do use.
 *
 * @param storageShare heap × {@code spark.storage.memoryFraction}, at least the pool
 * @param storagePool the storage pool
 * @param shuffleShare heap × {@code spark.shuffle.memoryFraction}, at least the pool
 * @param executionPool the execution (shuffle) pool
 */
public record LegacyRegions(long storageShare, long storagePool, long shuffleShare, long executionPool) {

    /** The regions of a legacy configuration's heap. */
    public static LegacyRegions of(ExecutorConfig config) {
        LegacyMemoryConfig legacy = config.legacy();
        long storagePool = StaticMemoryManager.getMaxStorageMemory(config);
        long executionPool = StaticMemoryManager.getMaxExecutionMemory(config);
        long heap = config.systemMemory();
        return new LegacyRegions(Math.max(storagePool, (long) (heap * legacy.storageMemoryFraction())), storagePool,
                Math.max(executionPool, (long) (heap * legacy.shuffleMemoryFraction())), executionPool);
    }

    public long storageSafety() {
        return storageShare - storagePool;
    }

    public long shuffleSafety() {
        return shuffleShare - executionPool;
    }
}
