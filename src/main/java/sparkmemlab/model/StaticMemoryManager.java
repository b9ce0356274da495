package sparkmemlab.model;

import java.util.function.Predicate;
import sparkmemlab.i18n.Messages;

/**
 * Spark 2.4's legacy {@code StaticMemoryManager} (the only manager before Spark 1.6, kept until 3.0
 * behind {@code spark.memory.useLegacyMode}): the heap is cut into two fixed pools, a storage pool of
 * heap × {@code spark.storage.memoryFraction} × {@code spark.storage.safetyFraction} and an execution
 * pool of heap × {@code spark.shuffle.memoryFraction} × {@code spark.shuffle.safetyFraction}. Neither
 * ever borrows from the other, and execution never evicts a block. Unrolling may evict blocks only up
 * to a cap ({@code maxUnrollMemory}). Off-heap memory is all execution's.
 */
final class StaticMemoryManager extends MemoryManager {
    /** Spark 2.4's {@code MIN_MEMORY_BYTES}: the smallest heap it accepts. */
    static final long MIN_MEMORY_BYTES = 32L * 1024 * 1024;

    private final long maxOnHeapStorageMemory;
    private final long maxOnHeapExecutionMemory;
    /** How many bytes of blocks unrolling may evict at most (less what is unrolling and free). */
    private final long maxUnrollMemory;

    private StaticMemoryManager(ExecutorConfig conf, long maxOnHeapExecutionMemory, long maxOnHeapStorageMemory,
            EventLog log) {
        super(conf, maxOnHeapStorageMemory, maxOnHeapExecutionMemory, log);
        this.maxOnHeapStorageMemory = maxOnHeapStorageMemory;
        this.maxOnHeapExecutionMemory = maxOnHeapExecutionMemory;
        // "The StaticMemoryManager does not support off-heap storage memory": after the split every
        // manager makes, the storage share moves to execution.
        long offHeapStorageShare = offHeapStorageMemoryPool.poolSize();
        offHeapExecutionMemoryPool.incrementPoolSize(offHeapStorageShare);
        offHeapStorageMemoryPool.decrementPoolSize(offHeapStorageShare);
        this.maxUnrollMemory = (long) (maxOnHeapStorageMemory * conf.legacy().unrollFraction());
    }

    /**
     * Sizes the pools as Spark 2.4 does, refusing what it refuses in its order: the heap, then a
     * pool that comes out negative ({@code MemoryPool.incrementPoolSize}'s bare {@code require}), then
     * off-heap enabled without a size ({@code MemoryManager.tungstenMemoryMode}).
     */
    static StaticMemoryManager apply(ExecutorConfig conf, EventLog log) {
        long execution = getMaxExecutionMemory(conf);
        long storage = getMaxStorageMemory(conf);
        long offHeapStorage = (long) (conf.offHeapSize() * conf.storageFraction());
        requirePool(storage, LegacyMemoryConfig.STORAGE_MEMORY_FRACTION);
        requirePool(execution, LegacyMemoryConfig.SHUFFLE_MEMORY_FRACTION);
        requirePool(conf.offHeapSize() - offHeapStorage, ExecutorConfig.STORAGE_FRACTION);
        requirePool(offHeapStorage, ExecutorConfig.STORAGE_FRACTION);
        if (conf.offHeapEnabled() && conf.offHeapSize() <= 0) {
            throw new SparkConfigException(ExecutorConfig.OFF_HEAP_SIZE, Messages.get("spark.offHeapZero"));
        }
        return new StaticMemoryManager(conf, execution, storage, log);
    }

    private static void requirePool(long size, String key) {
        if (size < 0) {
            throw new SparkConfigException(key, Messages.get("spark.requirementFailed"));
        }
    }

    /** heap × storage memoryFraction × safetyFraction, in doubles left to right, truncated. */
    static long getMaxStorageMemory(ExecutorConfig conf) {
        LegacyMemoryConfig legacy = conf.legacy();
        return (long) (conf.systemMemory() * legacy.storageMemoryFraction() * legacy.storageSafetyFraction());
    }

    /** heap × shuffle memoryFraction × safetyFraction; refuses a heap under 32 MiB first. */
    static long getMaxExecutionMemory(ExecutorConfig conf) {
        if (conf.systemMemory() < MIN_MEMORY_BYTES) {
            throw new SparkConfigException(ExecutorConfig.EXECUTOR_MEMORY,
                    Messages.get("spark.legacyDriverMemory", conf.systemMemory(), MIN_MEMORY_BYTES));
        }
        LegacyMemoryConfig legacy = conf.legacy();
        return (long) (conf.systemMemory() * legacy.shuffleMemoryFraction() * legacy.shuffleSafetyFraction());
    }

    /** There is no reserved memory; the two pools are the walls, and off-heap storage is 0. */
    @Override
    MemoryLayout layout() {
        return new MemoryLayout(conf.systemMemory(), 0, maxOnHeapStorageMemory + maxOnHeapExecutionMemory,
                maxOnHeapStorageMemory, maxOffHeapMemory, 0);
    }

    long maxUnrollMemory() {
        return maxUnrollMemory;
    }

    @Override
    long maxOnHeapStorageMemory() {
        return maxOnHeapStorageMemory;
    }

    @Override
    long maxOffHeapStorageMemory() {
        return 0;
    }

    /**
     * Spark's {@code require}s on off-heap storage and unroll memory (a put of a known block never gets
     * there); and the task layer, which this project models for Spark 3.5.3 only (2.4's
     * {@code TaskMemoryManager} spills otherwise).
     */
    @Override
    void checkStep(Operation operation, Predicate<BlockId> present) {
        if (operation instanceof Operation.ConsumerOperation) {
            throw new IllegalStepException("op", Messages.get("config.legacyOp", operation.op()));
        }
        if (operation instanceof Operation.CacheBlock) {
            // Spark 2.4.8 sizes values with Scala 2.12's collections: not checked against it yet.
            throw new IllegalStepException("op", Messages.get("cache.legacyNotYet"));
        }
        if (operation instanceof Operation.PutBlock p && p.mode() == MemoryMode.OFF_HEAP && !present.test(p.block())) {
            throw new IllegalStepException("mode", Messages.get("refused.staticOffHeap",
                    SparkMethod.STATIC_ACQUIRE_STORAGE_MEMORY.qualifiedName(), Messages.get("spark.staticOffHeapStorage")));
        }
        if (operation instanceof Operation.AcquireUnroll u && u.mode() == MemoryMode.OFF_HEAP) {
            throw new IllegalStepException("mode", Messages.get("refused.staticOffHeap",
                    SparkMethod.STATIC_ACQUIRE_UNROLL_MEMORY.qualifiedName(), Messages.get("spark.staticOffHeapUnroll")));
        }
    }

    /**
     * {@code ExecutionMemoryPool.acquireMemory} on a pool that cannot grow: 1/N and 1/2N of the pool
     * as it is, no eviction, no free storage memory.
     */
    @Override
    long acquireExecutionMemory(long numBytes, long taskAttemptId, MemoryMode memoryMode) {
        ExecutionMemoryPool pool = executionPool(memoryMode);
        return pool.acquireMemory(numBytes, taskAttemptId, extra -> cannotGrow(taskAttemptId, memoryMode, extra),
                pool::poolSize);
    }

    @Override
    long retryExecutionMemory(long numBytes, long taskAttemptId, MemoryMode memoryMode) {
        ExecutionMemoryPool pool = executionPool(memoryMode);
        return pool.attemptToGrant(numBytes, taskAttemptId, extra -> cannotGrow(taskAttemptId, memoryMode, extra),
                pool::poolSize);
    }

    /** Spark 2.4 passes the pool no way to grow; we say so when it falls short. */
    private void cannotGrow(long task, MemoryMode mode, long extraMemoryNeeded) {
        if (extraMemoryNeeded > 0) {
            log.add(new MemoryEvent.ExecutionPoolFixed(task, mode, extraMemoryNeeded, storagePool(mode).memoryFree()));
        }
    }

    /**
     * Fails fast when the block is larger than the whole storage pool (not "pool less what execution
     * uses": execution has a pool of its own); otherwise the storage pool evicts what it must.
     */
    @Override
    boolean acquireStorageMemory(BlockId blockId, long numBytes, MemoryMode memoryMode) {
        requireOnHeap(memoryMode, "spark.staticOffHeapStorage");
        if (numBytes > maxOnHeapStorageMemory) {
            log.add(new MemoryEvent.StorageRefused(blockId, memoryMode, numBytes,
                    MemoryEvent.StorageRefusal.EXCEEDS_STORAGE_POOL, maxOnHeapStorageMemory));
            return false;
        }
        return onHeapStorageMemoryPool.acquireMemory(blockId, numBytes);
    }

    /**
     * Unrolling uses all free storage memory and may evict blocks for the rest, but only so much that
     * unroll memory (of all tasks) and free memory together reach {@code maxUnrollMemory}: unrolling
     * one big block must not blow away the whole cache. It can evict and still fail.
     */
    @Override
    boolean acquireUnrollMemory(BlockId blockId, long numBytes, MemoryMode memoryMode) {
        requireOnHeap(memoryMode, "spark.staticOffHeapUnroll");
        MemoryStore store = onHeapStorageMemoryPool.memoryStore();
        // Spark 2.4's MemoryStore.currentUnrollMemory adds both modes (off-heap unroll is always 0 here).
        long currentUnrollMemory = store.currentUnrollMemory(MemoryMode.ON_HEAP) + store.currentUnrollMemory(MemoryMode.OFF_HEAP);
        long freeMemory = onHeapStorageMemoryPool.memoryFree();
        long maxNumBytesToFree = Math.max(0, maxUnrollMemory - currentUnrollMemory - freeMemory);
        long numBytesToFree = Math.max(0, Math.min(maxNumBytesToFree, numBytes - freeMemory));
        log.add(new MemoryEvent.UnrollEvictionCapped(blockId, numBytes, freeMemory, currentUnrollMemory, maxUnrollMemory,
                maxNumBytesToFree, numBytesToFree));
        return onHeapStorageMemoryPool.acquireMemory(blockId, numBytes, numBytesToFree);
    }

    /** Spark's {@code require}; {@link #checkStep} refuses such a step before it gets here. */
    private static void requireOnHeap(MemoryMode mode, String sparkMessage) {
        if (mode == MemoryMode.OFF_HEAP) {
            throw new IllegalArgumentException(Messages.get(sparkMessage));
        }
    }

    /** The pools never move, and off-heap storage stays empty. */
    @Override
    void assertInvariants() {
        super.assertInvariants();
        check(onHeapStorageMemoryPool.poolSize() == maxOnHeapStorageMemory, "the on-heap storage pool moved");
        check(onHeapExecutionMemoryPool.poolSize() == maxOnHeapExecutionMemory, "the on-heap execution pool moved");
        check(offHeapExecutionMemoryPool.poolSize() == maxOffHeapMemory, "the off-heap execution pool moved");
        check(offHeapStorageMemoryPool.poolSize() == 0 && offHeapStorageMemoryPool.memoryUsed() == 0,
                "off-heap storage memory in use");
        for (MemoryMode mode : MemoryMode.values()) {
            check(executionPool(mode).memoryUsed() <= executionPool(mode).poolSize(), mode + " execution over its pool");
            check(storagePool(mode).memoryUsed() <= storagePool(mode).poolSize(), mode + " storage over its pool");
        }
    }

    private static void check(boolean holds, String what) {
        if (!holds) {
            throw new IllegalStateException("StaticMemoryManager invariant broken: " + what);
        }
    }
}
