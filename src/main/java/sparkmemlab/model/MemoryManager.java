package sparkmemlab.model;

/**
 * Spark's {@code MemoryManager}: the four pools (execution and storage, on- and off-heap), the
 * releases common to every policy, and Tungsten's page size. {@link UnifiedMemoryManager} decides
 * who borrows from whom; Spark 2.4's legacy {@link StaticMemoryManager} lets no one borrow.
 */
abstract class MemoryManager {
    protected final ExecutorConfig conf;
    protected final Monitor lock;
    protected final EventLog log;
    protected final StorageMemoryPool onHeapStorageMemoryPool;
    protected final StorageMemoryPool offHeapStorageMemoryPool;
    protected final ExecutionMemoryPool onHeapExecutionMemoryPool;
    protected final ExecutionMemoryPool offHeapExecutionMemoryPool;
    protected final long maxOffHeapMemory;
    protected final long offHeapStorageMemory;
    private final long pageSizeBytes;
    /** Spark 4.1+'s unmanaged memory consumers (none report on 3.5.3: the parser refuses the op there). */
    protected final UnmanagedMemory unmanaged;

    MemoryManager(ExecutorConfig conf, long onHeapStorageMemory, long onHeapExecutionMemory, EventLog log) {
        this.conf = conf;
        this.log = log;
        this.lock = new Monitor(log);
        onHeapStorageMemoryPool = new StorageMemoryPool(MemoryMode.ON_HEAP, log);
        offHeapStorageMemoryPool = new StorageMemoryPool(MemoryMode.OFF_HEAP, log);
        onHeapExecutionMemoryPool = new ExecutionMemoryPool(MemoryMode.ON_HEAP, lock, log);
        offHeapExecutionMemoryPool = new ExecutionMemoryPool(MemoryMode.OFF_HEAP, lock, log);
        onHeapStorageMemoryPool.incrementPoolSize(onHeapStorageMemory);
        onHeapExecutionMemoryPool.incrementPoolSize(onHeapExecutionMemory);
        // Spark sizes the off-heap pools from spark.memory.offHeap.size whatever "enabled" says.
        maxOffHeapMemory = conf.offHeapSize();
        offHeapStorageMemory = (long) (maxOffHeapMemory * conf.storageFraction());
        offHeapExecutionMemoryPool.incrementPoolSize(maxOffHeapMemory - offHeapStorageMemory);
        offHeapStorageMemoryPool.incrementPoolSize(offHeapStorageMemory);
        pageSizeBytes = conf.pageSize().orElseGet(this::defaultPageSizeBytes);
        unmanaged = new UnmanagedMemory(conf);
    }

    /**
     * The manager Spark's {@code SparkEnv} would make: Spark 2.4's {@link StaticMemoryManager} when
     * {@code spark.memory.useLegacyMode} is on, else the {@link UnifiedMemoryManager}.
     *
     * @throws SparkConfigException if Spark would refuse the configuration
     */
    static MemoryManager apply(ExecutorConfig conf, EventLog log) {
        return conf.useLegacyMode() ? StaticMemoryManager.apply(conf, log) : UnifiedMemoryManager.apply(conf, log);
    }

    /** The fixed sizes this manager started from. */
    abstract MemoryLayout layout();

    /**
     * Refuses, before anything changes, a step that this manager cannot take although the base
     * manager can (Spark would throw inside it).
     *
     * @param present whether a block is known to the block manager
     * @throws IllegalStepException for such a step
     */
    void checkStep(Operation operation, java.util.function.Predicate<BlockId> present) {
    }

    /** For copies of a model: takes the other manager's pools and parked requests. */
    final void copyFrom(MemoryManager other) {
        onHeapStorageMemoryPool.copyFrom(other.onHeapStorageMemoryPool);
        offHeapStorageMemoryPool.copyFrom(other.offHeapStorageMemoryPool);
        onHeapExecutionMemoryPool.copyFrom(other.onHeapExecutionMemoryPool);
        offHeapExecutionMemoryPool.copyFrom(other.offHeapExecutionMemoryPool);
        lock.copyFrom(other.lock);
        unmanaged.copyFrom(other.unmanaged);
    }

    /** {@code UnmanagedMemoryConsumer.getMemBytesUsed} of that component's consumer, as the poller will see it. */
    final void setUnmanagedMemory(String component, MemoryMode mode, long bytes) {
        unmanaged.set(component, mode, bytes);
    }

    /** What the manager subtracts for unmanaged memory now, in each mode. */
    final ModeBytes unmanagedMemoryUsed() {
        return unmanaged.used();
    }

    /**
     * What must hold between steps in any memory manager, in O(tasks): nothing used exceeds its pool
     * and each execution pool's per-task memory adds up to its use. A manager adds its own rules. A
     * broken one is a bug in the model, never the scenario's fault.
     *
     * @throws IllegalStateException naming what broke
     */
    void assertInvariants() {
        for (MemoryMode mode : MemoryMode.values()) {
            executionPool(mode).assertInvariants();
            storagePool(mode).assertInvariants();
        }
    }

    abstract long maxOnHeapStorageMemory();

    abstract long maxOffHeapStorageMemory();

    final void setMemoryStore(MemoryStore store) {
        onHeapStorageMemoryPool.setMemoryStore(store);
        offHeapStorageMemoryPool.setMemoryStore(store);
    }

    abstract boolean acquireStorageMemory(BlockId blockId, long numBytes, MemoryMode memoryMode);

    abstract boolean acquireUnrollMemory(BlockId blockId, long numBytes, MemoryMode memoryMode);

    /** @return the bytes granted, or {@link ExecutionMemoryPool#PARKED} */
    abstract long acquireExecutionMemory(long numBytes, long taskAttemptId, MemoryMode memoryMode);

    /** Re-runs a parked request's loop where Spark's {@code notifyAll} would wake its thread. */
    abstract long retryExecutionMemory(long numBytes, long taskAttemptId, MemoryMode memoryMode);

    final void releaseExecutionMemory(long numBytes, long taskAttemptId, MemoryMode memoryMode) {
        executionPool(memoryMode).releaseMemory(numBytes, taskAttemptId);
    }

    final long releaseAllExecutionMemoryForTask(long taskAttemptId) {
        return onHeapExecutionMemoryPool.releaseAllMemoryForTask(taskAttemptId)
                + offHeapExecutionMemoryPool.releaseAllMemoryForTask(taskAttemptId);
    }

    final void releaseStorageMemory(long numBytes, MemoryMode memoryMode) {
        storagePool(memoryMode).releaseMemory(numBytes);
    }

    final void releaseUnrollMemory(long numBytes, MemoryMode memoryMode) {
        releaseStorageMemory(numBytes, memoryMode);
    }

    final ExecutionMemoryPool executionPool(MemoryMode mode) {
        return mode == MemoryMode.ON_HEAP ? onHeapExecutionMemoryPool : offHeapExecutionMemoryPool;
    }

    final StorageMemoryPool storagePool(MemoryMode mode) {
        return mode == MemoryMode.ON_HEAP ? onHeapStorageMemoryPool : offHeapStorageMemoryPool;
    }

    final Monitor lock() {
        return lock;
    }

    /** Tungsten's memory mode: off-heap when off-heap is enabled. */
    final MemoryMode tungstenMemoryMode() {
        return conf.tungstenMemoryMode();
    }

    /** {@code spark.buffer.pageSize}, or Spark's default from the initial Tungsten pool. */
    final sparkmemlab.model.TungstenConf tungstenConf() {
        return conf.tungsten();
    }

    final long pageSizeBytes() {
        return pageSizeBytes;
    }

    /**
     * Spark's default page size: the next power of two of (initial Tungsten execution pool / cores /
     * 16), between 1 MiB and 64 MiB. (Spark subtracts 16 bytes of array header on-heap under G1;
     * the scenario format fixes the plain figure.)
     */
    private long defaultPageSizeBytes() {
        long minPageSize = 1L << 20;
        long maxPageSize = 64L * minPageSize;
        long maxTungstenMemory = executionPool(tungstenMemoryMode()).poolSize();
        long size = nextPowerOf2(maxTungstenMemory / conf.cores() / 16);
        return Math.min(maxPageSize, Math.max(minPageSize, size));
    }

    /** Spark's {@code ByteArrayMethods.nextPowerOf2}. */
    static long nextPowerOf2(long num) {
        long highBit = Long.highestOneBit(num);
        return highBit == num ? num : highBit << 1;
    }
}
