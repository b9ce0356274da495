package sparkmemlab.model;

/**
 * SPARK-53001 (Spark 4.1): the unified manager subtracts the unmanaged memory its poller last saw
 * ({@code getUnmanagedMemoryUsed(mode)}, 0 while {@code spark.memory.unmanagedMemoryPollingInterval} is 0)
 * from what execution may grow to and from the storage fail-fast limit, never going below 0. Eviction and
 * {@code maybeGrowExecutionPool} are unchanged, and a change of the value wakes no one.
 */
final class Spark53001UnmanagedMemory implements UnmanagedMemoryRule {

    @Override
    public boolean exists() {
        return true;
    }

    @Override
    public long maxExecutionPoolSize(long availableMemory, long unmanaged) {
        return Math.max(0L, availableMemory - unmanaged);
    }

    @Override
    public long storageLimit(long maxStorageMemory, long unmanaged) {
        return Math.max(0L, maxStorageMemory - unmanaged);
    }
}
