package sparkmemlab.model;

import sparkmemlab.i18n.Messages;

/**
 * Spark's {@code UnifiedMemoryManager}: execution and storage share one region with a soft boundary.
 * Storage may borrow any free execution memory; execution may take free storage memory and may
 * evict blocks to take back what storage borrowed beyond its region, but never below it.
 */
final class UnifiedMemoryManager extends MemoryManager {
    private final long maxHeapMemory;
    private final long onHeapStorageRegionSize;

    private UnifiedMemoryManager(ExecutorConfig conf, long maxHeapMemory, long onHeapStorageRegionSize, EventLog log) {
        super(conf, onHeapStorageRegionSize, maxHeapMemory - onHeapStorageRegionSize, log);
        this.maxHeapMemory = maxHeapMemory;
        this.onHeapStorageRegionSize = onHeapStorageRegionSize;
    }

    /** Spark's {@code UnifiedMemoryManager.apply}: sizes from the configuration, or Spark's refusal. */
    static UnifiedMemoryManager apply(ExecutorConfig conf, EventLog log) {
        long maxMemory = getMaxMemory(conf);
        long onHeapStorageRegionSize = (long) (maxMemory * conf.storageFraction());
        if (maxMemory - onHeapStorageRegionSize <= 0) {
            throw new SparkConfigException(ExecutorConfig.MEMORY_FRACTION, Messages.get("spark.noExecutionMemory"));
        }
        return new UnifiedMemoryManager(conf, maxMemory, onHeapStorageRegionSize, log);
    }

    /** The unified region: (heap − reserved) × {@code spark.memory.fraction}. */
    static long getMaxMemory(ExecutorConfig conf) {
        long systemMemory = conf.systemMemory();
        long reservedMemory = conf.reservedMemory();
        long minSystemMemory = (long) Math.ceil(reservedMemory * 1.5);
        if (systemMemory < minSystemMemory) {
            throw new SparkConfigException(ExecutorConfig.EXECUTOR_MEMORY, conf.sparkVersion().messages().invalidDriverMemory(systemMemory, minSystemMemory));
        }
        long usableMemory = systemMemory - reservedMemory;
        return (long) (usableMemory * conf.memoryFraction());
    }

    @Override
    MemoryLayout layout() {
        return new MemoryLayout(conf.systemMemory(), conf.reservedMemory(), maxHeapMemory, onHeapStorageRegionSize,
                maxOffHeapMemory, offHeapStorageMemory);
    }

    /** Spark's {@code assertInvariants}: each mode's two pools add up to its region, as they move. */
    @Override
    void assertInvariants() {
        super.assertInvariants();
        if (onHeapExecutionMemoryPool.poolSize() + onHeapStorageMemoryPool.poolSize() != maxHeapMemory) {
            throw Invariants.broken("ON_HEAP: pools " + onHeapExecutionMemoryPool.poolSize() + " + " + onHeapStorageMemoryPool.poolSize()
                + " != " + maxHeapMemory);
        }
        if (offHeapExecutionMemoryPool.poolSize() + offHeapStorageMemoryPool.poolSize() != maxOffHeapMemory) {
            throw Invariants.broken("OFF_HEAP: pools " + offHeapExecutionMemoryPool.poolSize() + " + " + offHeapStorageMemoryPool.poolSize()
                + " != " + maxOffHeapMemory);
        }
    }

    @Override
    long maxOnHeapStorageMemory() {
        return maxHeapMemory - onHeapExecutionMemoryPool.memoryUsed();
    }

    @Override
    long maxOffHeapStorageMemory() {
        return maxOffHeapMemory - offHeapExecutionMemoryPool.memoryUsed();
    }

    private long maxMemory(MemoryMode mode) {
        return mode == MemoryMode.ON_HEAP ? maxHeapMemory : maxOffHeapMemory;
    }

    private long storageRegionSize(MemoryMode mode) {
        return mode == MemoryMode.ON_HEAP ? onHeapStorageRegionSize : offHeapStorageMemory;
    }

    @Override
    long acquireExecutionMemory(long numBytes, long taskAttemptId, MemoryMode memoryMode) {
        return executionPool(memoryMode).acquireMemory(numBytes, taskAttemptId,
                extra -> maybeGrowExecutionPool(extra, memoryMode), () -> computeMaxExecutionPoolSize(memoryMode));
    }

    @Override
    long retryExecutionMemory(long numBytes, long taskAttemptId, MemoryMode memoryMode) {
        return executionPool(memoryMode).attemptToGrant(numBytes, taskAttemptId,
                extra -> maybeGrowExecutionPool(extra, memoryMode), () -> computeMaxExecutionPoolSize(memoryMode));
    }

    /**
     * Grows the execution pool by taking back storage space: any free storage memory, and, if the
     * storage pool has grown beyond its region, the borrowed part by evicting blocks. Called on every
     * pass of the acquire loop.
     */
    private void maybeGrowExecutionPool(long extraMemoryNeeded, MemoryMode mode) {
        if (extraMemoryNeeded <= 0) {
            return;
        }
        StorageMemoryPool storagePool = storagePool(mode);
        long memoryReclaimableFromStorage = Math.max(storagePool.memoryFree(),
                storagePool.poolSize() - storageRegionSize(mode));
        if (memoryReclaimableFromStorage > 0) {
            long wanted = Math.min(extraMemoryNeeded, memoryReclaimableFromStorage);
            long freeBefore = storagePool.memoryFree();
            long spaceToReclaim = storagePool.freeSpaceToShrinkPool(wanted);
            storagePool.decrementPoolSize(spaceToReclaim);
            executionPool(mode).incrementPoolSize(spaceToReclaim);
            long fromFree = Math.min(wanted, freeBefore);
            log.add(new MemoryEvent.ExecutionPoolGrown(mode, extraMemoryNeeded, memoryReclaimableFromStorage,
                    fromFree, spaceToReclaim - fromFree));
        }
    }

    /**
     * The size the execution pool could reach by evicting storage: it caps each task at 1/N. It must
     * count what eviction could free (else SPARK-12155), but not storage's own region, which
     * execution can never take.
     */
    private long computeMaxExecutionPoolSize(MemoryMode mode) {
        // On 4.1+ (SPARK-53001) less the unmanaged memory polled; 3.5's rule is the whole of it.
        return conf.sparkVersion().unmanaged().maxExecutionPoolSize(availableToExecution(mode), unmanaged.used(mode));
    }

    /** maxMemory − min(storage used, storage region): all of Spark 3.5's {@code computeMaxExecutionPoolSize}. */
    private long availableToExecution(MemoryMode mode) {
        return maxExecutionPoolSize(maxMemory(mode), storagePool(mode).memoryUsed(), storageRegionSize(mode));
    }

    /** {@code computeMaxExecutionPoolSize} of a mode with that region, storage use and storage region. */
    static long maxExecutionPoolSize(long maxMemory, long storageUsed, long storageRegionSize) {
        return maxMemory - Math.min(storageUsed, storageRegionSize);
    }

    @Override
    boolean acquireStorageMemory(BlockId blockId, long numBytes, MemoryMode memoryMode) {
        ExecutionMemoryPool executionPool = executionPool(memoryMode);
        StorageMemoryPool storagePool = storagePool(memoryMode);
        long maxMemory = memoryMode == MemoryMode.ON_HEAP ? maxOnHeapStorageMemory() : maxOffHeapStorageMemory();
        long maxStorageMemory = maxMemory;
        maxMemory = conf.sparkVersion().unmanaged().storageLimit(maxMemory, unmanaged.used(memoryMode)); // SPARK-53001 on 4.1+
        if (numBytes > maxMemory) {
            // Fail fast: the block cannot fit even if every block were evicted.
            log.add(new MemoryEvent.StorageRefused(blockId, memoryMode, numBytes, maxMemory < maxStorageMemory
                    ? MemoryEvent.StorageRefusal.EXCEEDS_MAX_MEMORY_LESS_UNMANAGED : MemoryEvent.StorageRefusal.EXCEEDS_MAX_MEMORY,
                    maxMemory));
            return false;
        }
        if (numBytes > storagePool.memoryFree()) {
            // Not enough free storage: borrow free execution memory first.
            long memoryBorrowedFromExecution = Math.min(executionPool.memoryFree(), numBytes - storagePool.memoryFree());
            executionPool.decrementPoolSize(memoryBorrowedFromExecution);
            storagePool.incrementPoolSize(memoryBorrowedFromExecution);
            if (memoryBorrowedFromExecution > 0) {
                log.add(new MemoryEvent.StorageBorrowed(blockId, memoryMode, memoryBorrowedFromExecution));
            }
        }
        return storagePool.acquireMemory(blockId, numBytes);
    }

    @Override
    boolean acquireUnrollMemory(BlockId blockId, long numBytes, MemoryMode memoryMode) {
        return acquireStorageMemory(blockId, numBytes, memoryMode);
    }
}
