package sparkmemlab.model;

/**
 * How a Spark version's {@code UnifiedMemoryManager} counts memory that components manage themselves
 * (RocksDB state stores, native code): {@link #NONE} before Spark 4.1, {@link Spark53001UnmanagedMemory} since.
 */
public interface UnmanagedMemoryRule {

    /** Spark 3.5: there is no unmanaged memory; execution and storage see their whole region. */
    UnmanagedMemoryRule NONE = new UnmanagedMemoryRule() {
        @Override
        public boolean exists() {
            return false;
        }

        @Override
        public long maxExecutionPoolSize(long availableMemory, long unmanaged) {
            return availableMemory;
        }

        @Override
        public long storageLimit(long maxStorageMemory, long unmanaged) {
            return maxStorageMemory;
        }
    };

    /** Whether this Spark knows unmanaged memory at all ({@code setUnmanagedMemory}, its polling key). */
    boolean exists();

    /**
     * {@code computeMaxExecutionPoolSize} from {@code maxMemory − min(storage used, storage region)} and the
     * unmanaged memory in effect in that mode.
     */
    long maxExecutionPoolSize(long availableMemory, long unmanaged);

    /** The limit of {@code acquireStorageMemory}'s fail-fast check, from {@code maxOn/OffHeapStorageMemory}. */
    long storageLimit(long maxStorageMemory, long unmanaged);
}
