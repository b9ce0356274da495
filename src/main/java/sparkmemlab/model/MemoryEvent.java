package sparkmemlab.model;

import java.util.List;
import java.util.Optional;
import sparkmemlab.model.storage.StorageLevel;

/**
 * Why the state changed: one thing the memory system did during a step, in the order it did it,
 * naming the Spark method it happened in. The window narrates and animates these.
 */
public sealed interface MemoryEvent {

    /** The Spark method this happened in. */
    SparkMethod method();

    /** Calls the visitor's method for this event. */
    <R> R accept(Visitor<R> visitor);

    /**
     * Something done for each kind of event: a new event must be added here, so every visitor
     * (the narrator first) stops compiling until it says what to do with it.
     */
    interface Visitor<R> {
        R taskRegistered(TaskRegistered event);

        R notifiedAll(NotifiedAll event);

        R woken(Woken event);

        R executionPoolGrown(ExecutionPoolGrown event);

        R executionGranted(ExecutionGranted event);

        R executionParked(ExecutionParked event);

        R executionReleased(ExecutionReleased event);

        R storageBorrowed(StorageBorrowed event);

        R storageGranted(StorageGranted event);

        R storageRefused(StorageRefused event);

        R executionPoolFixed(ExecutionPoolFixed event);

        R unrollEvictionCapped(UnrollEvictionCapped event);

        R evictionStarted(EvictionStarted event);

        R evictionCandidate(EvictionCandidate event);

        R evictionSkipped(EvictionSkipped event);

        R blockEvicted(BlockEvicted event);

        R evictionAbandoned(EvictionAbandoned event);

        R blockIdRenamed(BlockIdRenamed event);

        R blockStored(BlockStored event);

        R blockAlreadyPresent(BlockAlreadyPresent event);

        R blockRead(BlockRead event);

        R blockLockedForReading(BlockLockedForReading event);

        R blockUnlocked(BlockUnlocked event);

        R blockRemoved(BlockRemoved event);

        R unrollReserved(UnrollReserved event);

        R unrollReleased(UnrollReleased event);

        R locksReleased(LocksReleased event);

        R taskEnded(TaskEnded event);

        R spillNeeded(SpillNeeded event);

        R spillChosen(SpillChosen event);

        R consumerSpilled(ConsumerSpilled event);

        R maybeSpillChecked(MaybeSpillChecked event);

        R maybeSpillDecided(MaybeSpillDecided event);

        R collectionSpilled(CollectionSpilled event);

        R collectionForceSpill(CollectionForceSpill event);

        R consumerGranted(ConsumerGranted event);

        R consumerReleased(ConsumerReleased event);

        R pageAllocated(PageAllocated event);

        R sparkOutOfMemory(SparkOutOfMemory event);

        R consumersCleanedUp(ConsumersCleanedUp event);

        R userObjectsAllocated(UserObjectsAllocated event);

        R userObjectsReleased(UserObjectsReleased event);

        R jvmOutOfMemory(JvmOutOfMemory event);

        R cachingStarted(CachingStarted event);

        R alreadyCached(AlreadyCached event);

        R unrollThresholdReached(UnrollThresholdReached event);

        R unrollFailed(UnrollFailed event);

        R valuesStored(ValuesStored event);

        R unrolledValuesRead(UnrolledValuesRead event);

        R blockWrittenToDisk(BlockWrittenToDisk event);

        R blockEvictedToDisk(BlockEvictedToDisk event);

        R blockReadFromDisk(BlockReadFromDisk event);

        R recordsInserted(RecordsInserted event);

        R pointerArrayAllocated(PointerArrayAllocated event);

        R sorterPageAllocated(SorterPageAllocated event);

        R sorterSpilled(SorterSpilled event);

        R sorterSpillRefused(SorterSpillRefused event);

        R tungstenOutOfMemory(TungstenOutOfMemory event);

        R sorterCleanedUp(SorterCleanedUp event);

        R mapArrayAllocated(MapArrayAllocated event);

        R mapPageAllocated(MapPageAllocated event);

        R mapAppendRefused(MapAppendRefused event);

        R mapCannotGrow(MapCannotGrow event);

        R mapSpillRefused(MapSpillRefused event);
    }

    /** A task joined a mode's execution pool: N grew, so Spark calls {@code notifyAll}. */
    record TaskRegistered(long task, MemoryMode mode, int activeTasks) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.taskRegistered(this);
        }

        public SparkMethod method() {
            return SparkMethod.EXECUTION_POOL_ACQUIRE_MEMORY;
        }
    }

    /** {@code notifyAll} on the memory manager: every parked request will re-run Spark's loop. */
    record NotifiedAll(SparkMethod method, List<WaitingRequest> woken) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.notifiedAll(this);
        }

        public NotifiedAll {
            woken = List.copyOf(woken);
        }
    }

    /** A parked request woke and re-runs Spark's loop. */
    record Woken(long task, long bytes, MemoryMode mode) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.woken(this);
        }

        public SparkMethod method() {
            return SparkMethod.EXECUTION_POOL_ACQUIRE_MEMORY;
        }
    }

    /**
     * The execution pool grew by taking space back from storage: first storage's free memory, then
     * by evicting blocks if storage had borrowed beyond its region.
     */
    record ExecutionPoolGrown(MemoryMode mode, long needed, long reclaimable, long fromFreeStorage, long fromEviction)
            implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.executionPoolGrown(this);
        }

        public SparkMethod method() {
            return SparkMethod.MAYBE_GROW_EXECUTION_POOL;
        }

        public long total() {
            return fromFreeStorage + fromEviction;
        }
    }

    /** What limited an execution grant. */
    enum GrantLimit {
        /** The whole request was granted. */
        NONE,
        /** The task may hold at most 1/N of the pool it could grow to. */
        CAPPED_AT_1_OVER_N,
        /** The pool had no more free memory, but the task already holds at least 1/2N. */
        FREE_MEMORY
    }

    /** An execution request returned (Spark's loop ended). */
    record ExecutionGranted(long task, MemoryMode mode, long requested, long granted, long heldBefore,
            int activeTasks, long maxPoolSize, long maxMemoryPerTask, long minMemoryPerTask, GrantLimit limit)
            implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.executionGranted(this);
        }

        public SparkMethod method() {
            return SparkMethod.EXECUTION_POOL_ACQUIRE_MEMORY;
        }
    }

    /** The task would stay below 1/2N: Spark's thread waits; we park the request. */
    record ExecutionParked(long task, MemoryMode mode, long requested, long heldBefore, long grantable,
            int activeTasks, long minMemoryPerTask) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.executionParked(this);
        }

        public SparkMethod method() {
            return SparkMethod.EXECUTION_POOL_ACQUIRE_MEMORY;
        }
    }

    /** Execution memory given back; a task brought to 0 leaves the pool (N shrinks). */
    record ExecutionReleased(long task, MemoryMode mode, long requested, long released, boolean unregistered)
            implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.executionReleased(this);
        }

        public SparkMethod method() {
            return SparkMethod.EXECUTION_POOL_RELEASE_MEMORY;
        }
    }

    /** Storage grew its pool with free execution memory. */
    record StorageBorrowed(BlockId block, MemoryMode mode, long bytes) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.storageBorrowed(this);
        }

        public SparkMethod method() {
            return SparkMethod.ACQUIRE_STORAGE_MEMORY;
        }
    }

    /** Why storage memory was refused. */
    enum StorageRefusal {
        /** Larger than all memory execution does not use: Spark fails fast, evicting nothing. */
        EXCEEDS_MAX_MEMORY,
        /** Legacy mode: larger than the whole (fixed) storage pool: Spark 2.4 fails fast, evicting nothing. */
        EXCEEDS_STORAGE_POOL,
        /** Eviction could not free enough. */
        NOT_ENOUGH_FREE,
        /**
         * Spark 4.1+ (SPARK-53001): larger than all memory execution does not use less the unmanaged memory
         * reported: Spark fails fast, evicting nothing.
         */
        EXCEEDS_MAX_MEMORY_LESS_UNMANAGED
    }

    /** Storage (or unroll) memory granted for a block. */
    record StorageGranted(BlockId block, MemoryMode mode, long bytes) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.storageGranted(this);
        }

        public SparkMethod method() {
            return SparkMethod.STORAGE_POOL_ACQUIRE_MEMORY;
        }
    }

    /** Storage (or unroll) memory refused for a block; {@code limit} is the bound it broke. */
    record StorageRefused(BlockId block, MemoryMode mode, long bytes, StorageRefusal reason, long limit)
            implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.storageRefused(this);
        }

        public SparkMethod method() {
            return switch (reason) {
                case EXCEEDS_MAX_MEMORY, EXCEEDS_MAX_MEMORY_LESS_UNMANAGED -> SparkMethod.ACQUIRE_STORAGE_MEMORY;
                case EXCEEDS_STORAGE_POOL -> SparkMethod.STATIC_ACQUIRE_STORAGE_MEMORY;
                case NOT_ENOUGH_FREE -> SparkMethod.STORAGE_POOL_ACQUIRE_MEMORY;
            };
        }
    }

    /**
     * Legacy mode: the execution pool is short of {@code needed} bytes, and Spark 2.4's static manager
     * gives it no way to grow: free storage memory ({@code storageFree}) stays storage's.
     */
    record ExecutionPoolFixed(long task, MemoryMode mode, long needed, long storageFree) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.executionPoolFixed(this);
        }

        public SparkMethod method() {
            return SparkMethod.STATIC_ACQUIRE_EXECUTION_MEMORY;
        }
    }

    /**
     * Legacy mode: how much an unroll request may evict. Spark 2.4 caps it so that unrolling one big
     * block cannot blow away the cache: {@code maxNumBytesToFree} = max(0, maxUnrollMemory − unroll
     * memory of all tasks − free storage), and the request evicts {@code numBytesToFree} = max(0,
     * min(that, bytes − free)).
     */
    record UnrollEvictionCapped(BlockId block, long bytes, long free, long currentUnrollMemory, long maxUnrollMemory,
            long maxNumBytesToFree, long numBytesToFree) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.unrollEvictionCapped(this);
        }

        public SparkMethod method() {
            return SparkMethod.STATIC_ACQUIRE_UNROLL_MEMORY;
        }
    }

    /** Eviction begins: {@code space} bytes must be freed in {@code mode}, for a block or for execution. */
    record EvictionStarted(Optional<BlockId> forBlock, MemoryMode mode, long space) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.evictionStarted(this);
        }

        public SparkMethod method() {
            return SparkMethod.EVICT_BLOCKS_TO_FREE_SPACE;
        }
    }

    /** Why eviction passed over a block. */
    enum SkipReason {
        /** It lives in the other memory mode. */
        OTHER_MODE,
        /** It belongs to the RDD of the block being stored (no cyclic replacement). */
        SAME_RDD,
        /** It is locked for reading or writing: the write lock cannot be taken. */
        LOCKED
    }

    /** Eviction visited a block and chose it (its write lock was taken). */
    record EvictionCandidate(BlockId block, long bytes) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.evictionCandidate(this);
        }

        public SparkMethod method() {
            return SparkMethod.EVICT_BLOCKS_TO_FREE_SPACE;
        }
    }

    /** Eviction visited a block and passed over it. */
    record EvictionSkipped(BlockId block, SkipReason reason) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.evictionSkipped(this);
        }

        public SparkMethod method() {
            return SparkMethod.EVICT_BLOCKS_TO_FREE_SPACE;
        }
    }

    /** A chosen block was dropped from memory. */
    record BlockEvicted(BlockId block, MemoryMode mode, long bytes) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.blockEvicted(this);
        }

        public SparkMethod method() {
            return SparkMethod.DROP_FROM_MEMORY;
        }
    }

    /** The candidates could not free enough, so nothing was dropped and their locks were let go. */
    record EvictionAbandoned(Optional<BlockId> forBlock, MemoryMode mode, long space, long freeable)
            implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.evictionAbandoned(this);
        }

        public SparkMethod method() {
            return SparkMethod.EVICT_BLOCKS_TO_FREE_SPACE;
        }
    }

    /**
     * Spark's {@code BlockId.apply} read the name {@code written} as {@code block}, which Spark writes
     * otherwise ({@code rdd_01_0} is {@code rdd_1_0}): the step goes on with Spark's id.
     */
    record BlockIdRenamed(String written, BlockId block) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.blockIdRenamed(this);
        }

        public SparkMethod method() {
            return SparkMethod.BLOCK_ID_APPLY;
        }
    }

    /** A block entered the memory store, as most recently used. */
    record BlockStored(BlockId block, MemoryMode mode, long bytes) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.blockStored(this);
        }

        public SparkMethod method() {
            return SparkMethod.PUT_BYTES;
        }
    }

    /** The block was already present: Spark does not re-add it. */
    record BlockAlreadyPresent(BlockId block) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.blockAlreadyPresent(this);
        }

        public SparkMethod method() {
            return SparkMethod.BLOCK_MANAGER_PUT_BYTES;
        }
    }

    /** A read of a block; a present block becomes most recently used. */
    record BlockRead(BlockId block, boolean present) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.blockRead(this);
        }

        public SparkMethod method() {
            return SparkMethod.GET_BYTES;
        }
    }

    /** A read lock taken (or not: the block is missing). */
    record BlockLockedForReading(BlockId block, long task, boolean acquired, int readers) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.blockLockedForReading(this);
        }

        public SparkMethod method() {
            return SparkMethod.LOCK_FOR_READING;
        }
    }

    /** A read lock given back. */
    record BlockUnlocked(BlockId block, long task, int readers) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.blockUnlocked(this);
        }

        public SparkMethod method() {
            return SparkMethod.UNLOCK;
        }
    }

    /** A block removed from memory (or not present). */
    record BlockRemoved(BlockId block, boolean present, long bytes) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.blockRemoved(this);
        }

        public SparkMethod method() {
            return SparkMethod.REMOVE;
        }
    }

    /** Unroll memory reserved for a task. */
    record UnrollReserved(long task, BlockId block, MemoryMode mode, long bytes, boolean success) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.unrollReserved(this);
        }

        public SparkMethod method() {
            return SparkMethod.RESERVE_UNROLL_MEMORY_FOR_THIS_TASK;
        }
    }

    /** Unroll memory given back by a task. */
    record UnrollReleased(long task, MemoryMode mode, long requested, long released) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.unrollReleased(this);
        }

        public SparkMethod method() {
            return SparkMethod.RELEASE_UNROLL_MEMORY_FOR_THIS_TASK;
        }
    }

    /** A task's read locks all let go, when it ended. */
    record LocksReleased(long task, List<BlockId> blocks) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.locksReleased(this);
        }

        public LocksReleased {
            blocks = List.copyOf(blocks);
        }

        public SparkMethod method() {
            return SparkMethod.RELEASE_ALL_LOCKS_FOR_TASK;
        }
    }

    /** A task ended: its unroll memory, locks and execution memory are all given back. */
    record TaskEnded(long task, long executionFreed) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.taskEnded(this);
        }

        public SparkMethod method() {
            return SparkMethod.TASK_RUNNER_FINALLY;
        }
    }

    /** The memory manager granted a consumer less than it asked for: the task looks for consumers to spill. */
    record SpillNeeded(long task, String consumer, long required, long got, List<String> candidates) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.spillNeeded(this);
        }

        public SpillNeeded {
            candidates = List.copyOf(candidates);
        }

        public SparkMethod method() {
            return SparkMethod.TMM_ACQUIRE_EXECUTION_MEMORY;
        }
    }

    /**
     * The consumer Spark asks to spill: the smallest holding at least the shortfall, else the biggest
     * (the requester counts as holding 0). {@code tied} says another candidate held the same bytes,
     * where Spark's choice depends on hash order.
     */
    record SpillChosen(long task, String consumer, long held, long shortfall, boolean tied) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.spillChosen(this);
        }

        public SparkMethod method() {
            return SparkMethod.TRY_SPILL_AND_ACQUIRE;
        }
    }

    /** A consumer spilled what it held to disk (0 if it cannot spill or holds nothing). */
    record ConsumerSpilled(long task, String consumer, long bytes, String requestedBy) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.consumerSpilled(this);
        }

        public SparkMethod method() {
            return SparkMethod.CONSUMER_SPILL;
        }
    }

    /**
     * A spillable collection, grown to {@code size}, compared it with its threshold: at or over it,
     * it asks for {@code request} = 2 × size − threshold (0: below it, no ask).
     */
    record MaybeSpillChecked(long task, String consumer, long size, long threshold, long request) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.maybeSpillChecked(this);
        }

        public SparkMethod method() {
            return SparkMethod.SPILLABLE_MAYBE_SPILL;
        }
    }

    /** The collection's threshold rose by what it was granted; still at or over it, it spills itself. */
    record MaybeSpillDecided(long task, String consumer, long size, long granted, long threshold, boolean spill)
            implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.maybeSpillDecided(this);
        }

        public SparkMethod method() {
            return SparkMethod.SPILLABLE_MAYBE_SPILL;
        }
    }

    /** The collection wrote its {@code written} bytes to disk and gave back the {@code freed} it was granted. */
    record CollectionSpilled(long task, String consumer, long written, long freed) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.collectionSpilled(this);
        }

        public SparkMethod method() {
            return SparkMethod.SPILLABLE_MAYBE_SPILL;
        }
    }

    /**
     * Another consumer's request asked a collection to spill ({@code Spillable.spill(size, trigger)}):
     * it spills and frees its grant only if the asker is another consumer, tungsten is on-heap and it
     * holds data.
     */
    record CollectionForceSpill(long task, String consumer, String requestedBy, long freed, Outcome outcome)
            implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.collectionForceSpill(this);
        }

        /** What the collection did, and why. */
        public enum Outcome {
            SPILLED,
            /** {@code trigger == this}: a collection never spills itself this way. */
            REQUESTER_ITSELF,
            /** Spark forces collections to spill only in on-heap tungsten mode. */
            OFF_HEAP_TUNGSTEN,
            /** {@code forceSpill} found nothing to write. */
            EMPTY
        }

        public SparkMethod method() {
            return SparkMethod.SPILLABLE_SPILL;
        }
    }

    /** A consumer's request returned: what it asked for and what it got, spills included. */
    record ConsumerGranted(long task, String consumer, long required, long got) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.consumerGranted(this);
        }

        public SparkMethod method() {
            return SparkMethod.TMM_ACQUIRE_EXECUTION_MEMORY;
        }
    }

    /** A consumer gave back memory it held outside pages. */
    record ConsumerReleased(long task, String consumer, long bytes) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.consumerReleased(this);
        }

        public SparkMethod method() {
            return SparkMethod.CONSUMER_FREE_MEMORY;
        }
    }

    /** A page was allocated for a consumer. */
    record PageAllocated(long task, String consumer, long required, long pageBytes) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.pageAllocated(this);
        }

        public SparkMethod method() {
            return SparkMethod.CONSUMER_ALLOCATE_PAGE;
        }
    }

    /** The page could not be had: the short page (if any) was given back and Spark threw its OOM. */
    record SparkOutOfMemory(long task, String consumer, long required, long got) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.sparkOutOfMemory(this);
        }

        public SparkMethod method() {
            return SparkMethod.CONSUMER_ALLOCATE_PAGE;
        }
    }

    /** A task's consumers forgotten and their pages freed at its end, without spilling. */
    record ConsumersCleanedUp(long task, List<String> consumers) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.consumersCleanedUp(this);
        }

        public ConsumersCleanedUp {
            consumers = List.copyOf(consumers);
        }

        public SparkMethod method() {
            return SparkMethod.CLEAN_UP_ALL_ALLOCATED_MEMORY;
        }
    }

    /** A task made objects of its own on the heap, outside Spark's accounting. */
    record UserObjectsAllocated(long task, long bytes, long heapUsed, long heapSize) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.userObjectsAllocated(this);
        }

        public SparkMethod method() {
            return SparkMethod.USER_CODE;
        }
    }

    /** A task let go of objects of its own (at its end, all of them). */
    record UserObjectsReleased(long task, long bytes) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.userObjectsReleased(this);
        }

        public SparkMethod method() {
            return SparkMethod.USER_CODE;
        }
    }

    /**
     * The heap could not hold a task's objects: {@code java.lang.OutOfMemoryError}. It is fatal, so
     * Spark's uncaught-exception handler makes the executor's JVM exit (code 52) and every task on it
     * is lost, unlike {@code SparkOutOfMemoryError}, which fails one task.
     */
    record JvmOutOfMemory(long task, long bytes, long heapUsed, long heapSize) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.jvmOutOfMemory(this);
        }

        public SparkMethod method() {
            return SparkMethod.UNCAUGHT_EXCEPTION_HANDLER;
        }
    }

    /** A task computes a partition to cache it ({@code doPutIterator}): {@code values} values of {@code valueBytes} bytes. */
    record CachingStarted(BlockId block, long task, StorageLevel level, int values, int valueBytes) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.cachingStarted(this);
        }

        public SparkMethod method() {
            return SparkMethod.DO_PUT_ITERATOR;
        }
    }

    /** The block is known already (in memory, or else on disk): Spark leaves it as it is. */
    record AlreadyCached(BlockId block, boolean inMemory) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.alreadyCached(this);
        }

        public SparkMethod method() {
            return SparkMethod.DO_PUT_ITERATOR;
        }
    }

    /** A check every 16 values found the vector's estimate at or above the unroll memory reserved for the block: more is asked for. */
    record UnrollThresholdReached(BlockId block, int values, long estimate, long reserved) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.unrollThresholdReached(this);
        }

        public SparkMethod method() {
            return SparkMethod.PUT_ITERATOR_AS_VALUES;
        }
    }

    /** A reservation was refused: the block is not stored in memory; the values unrolled so far hold {@code unrollMemory}. */
    record UnrollFailed(BlockId block, int valuesUnrolled, int values, long unrollMemory) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.unrollFailed(this);
        }

        public SparkMethod method() {
            return SparkMethod.PUT_ITERATOR_AS_VALUES;
        }
    }

    /** Every value was unrolled: the block's unroll memory became {@code bytes} of storage memory and the block is stored, most recently used. */
    record ValuesStored(BlockId block, int values, long bytes, long unrollMemory) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.valuesStored(this);
        }

        public SparkMethod method() {
            return SparkMethod.PUT_ITERATOR_AS_VALUES;
        }
    }

    /** The partially unrolled values were read (by the task, or into the disk store): their unroll memory goes back. */
    record UnrolledValuesRead(BlockId block, int values, long unrollMemory) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.unrolledValuesRead(this);
        }

        public SparkMethod method() {
            return SparkMethod.RELEASE_UNROLL_MEMORY;
        }
    }

    /** The block's values were written to the disk store. */
    record BlockWrittenToDisk(BlockId block, StorageLevel level, int values) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.blockWrittenToDisk(this);
        }

        public SparkMethod method() {
            return SparkMethod.DISK_STORE_PUT;
        }
    }

    /** A chosen block whose level uses disk left memory for the disk store ({@code written}: written now, not there already); it stays known. */
    record BlockEvictedToDisk(BlockId block, MemoryMode mode, long bytes, boolean written) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.blockEvictedToDisk(this);
        }

        public SparkMethod method() {
            return SparkMethod.DROP_FROM_MEMORY;
        }
    }

    /** A read found the block on disk only: its values are read from the disk store (and, at a level with memory, unrolled into memory again). */
    record BlockReadFromDisk(BlockId block, StorageLevel level) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.blockReadFromDisk(this);
        }

        public SparkMethod method() {
            return SparkMethod.GET_LOCAL_VALUES;
        }
    }

    /** Which of Tungsten's classes an event of the sorters' kind happened in. */
    enum TungstenClass {
        SORTER, MAP, SHUFFLE_SORTER;

        SparkMethod pick(SparkMethod sorter, SparkMethod map, SparkMethod shuffleSorter) {
            return this == SORTER ? sorter : this == MAP ? map : shuffleSorter;
        }
    }

    /** A sorter's step of records is in: it holds {@code records} of them, its array room for {@code capacity}. */
    record RecordsInserted(TungstenClass of, long task, String consumer, long records, long capacity) implements MemoryEvent {
        /** An event of Spark SQL's sorter. */
        public RecordsInserted(long task, String consumer, long records, long capacity) {
            this(TungstenClass.SORTER, task, consumer, records, capacity);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.recordsInserted(this);
        }

        public SparkMethod method() {
            return of.pick(SparkMethod.SORTER_INSERT_RECORD, SparkMethod.SORTER_INSERT_RECORD, SparkMethod.SHUFFLE_SORTER_INSERT_RECORD);
        }
    }

    /**
     * A sorter's pointer array was allocated: its first ({@code INITIAL}), one of twice the size while
     * the old one was still held ({@code GROWN}), or one of the initial size after a spill ({@code RESET}).
     */
    record PointerArrayAllocated(TungstenClass of, long task, String consumer, Why why, long capacity, long bytes) implements MemoryEvent {
        /** An event of Spark SQL's sorter. */
        public PointerArrayAllocated(long task, String consumer, Why why, long capacity, long bytes) {
            this(TungstenClass.SORTER, task, consumer, why, capacity, bytes);
        }

        /** Why the array was allocated. */
        public enum Why { INITIAL, GROWN, RESET }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.pointerArrayAllocated(this);
        }

        public SparkMethod method() {
            return of.pick(SparkMethod.GROW_POINTER_ARRAY, SparkMethod.GROW_POINTER_ARRAY, SparkMethod.SHUFFLE_SORTER_GROW_POINTER_ARRAY);
        }
    }

    /** A sorter's record did not fit in its current page: it got a new one. */
    record SorterPageAllocated(TungstenClass of, long task, String consumer, long required, long pageBytes) implements MemoryEvent {
        /** An event of Spark SQL's sorter. */
        public SorterPageAllocated(long task, String consumer, long required, long pageBytes) {
            this(TungstenClass.SORTER, task, consumer, required, pageBytes);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.sorterPageAllocated(this);
        }

        public SparkMethod method() {
            return of.pick(SparkMethod.ACQUIRE_NEW_PAGE, SparkMethod.ACQUIRE_NEW_PAGE, SparkMethod.SHUFFLE_SORTER_ACQUIRE_NEW_PAGE);
        }
    }

    /**
     * A sorter wrote its records to a spill file and freed its pages ({@code pageBytes}, what Spark's
     * spill returns) and its pointer array ({@code arrayBytes}).
     */
    record SorterSpilled(TungstenClass of, long task, String consumer, Reason reason, long records, long fileBytes, long pageBytes,
            long arrayBytes) implements MemoryEvent {
        /** An event of Spark SQL's sorter. */
        public SorterSpilled(long task, String consumer, Reason reason, long records, long fileBytes, long pageBytes, long arrayBytes) {
            this(TungstenClass.SORTER, task, consumer, reason, records, fileBytes, pageBytes, arrayBytes);
        }

        /** What made it spill. */
        public enum Reason {
            /** Its own ask fell short and the task memory manager asked it, last. */
            MEMORY,
            /** It held {@code spark.shuffle.spill.numElementsForceSpillThreshold} records. */
            ELEMENTS_THRESHOLD,
            /** A doubled pointer array would be larger than Spark's largest page. */
            ARRAY_TOO_LARGE
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.sorterSpilled(this);
        }

        public SparkMethod method() {
            return of.pick(SparkMethod.SORTER_SPILL, SparkMethod.SORTER_SPILL, SparkMethod.SHUFFLE_SORTER_SPILL);
        }
    }

    /**
     * A sorter asked to spill freed nothing: asked by another consumer while it is not being read
     * ({@code byItself} false), or by itself with no records in memory.
     */
    record SorterSpillRefused(TungstenClass of, long task, String consumer, boolean byItself) implements MemoryEvent {
        /** An event of Spark SQL's sorter. */
        public SorterSpillRefused(long task, String consumer, boolean byItself) {
            this(TungstenClass.SORTER, task, consumer, byItself);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.sorterSpillRefused(this);
        }

        public SparkMethod method() {
            return of.pick(SparkMethod.SORTER_SPILL, SparkMethod.SORTER_SPILL, SparkMethod.SHUFFLE_SORTER_SPILL);
        }
    }

    /**
     * A Tungsten consumer's pointer array ({@code array}) or data page could not be had: a short grant
     * was given back and Spark threw {@code SparkOutOfMemoryError}.
     */
    record TungstenOutOfMemory(long task, String consumer, long required, long got, boolean array) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.tungstenOutOfMemory(this);
        }

        public SparkMethod method() {
            return array ? SparkMethod.CONSUMER_ALLOCATE_ARRAY : SparkMethod.CONSUMER_ALLOCATE_PAGE;
        }
    }

    /**
     * At its task's end, a sorter's completion listener ({@code cleanupResources}) freed its pages and
     * array ({@code freed}) and deleted its spill files, before the task memory manager's clean-up.
     */
    record SorterCleanedUp(TungstenClass of, long task, String consumer, long freed, int spillFiles) implements MemoryEvent {
        /** An event of Spark SQL's sorter. */
        public SorterCleanedUp(long task, String consumer, long freed, int spillFiles) {
            this(TungstenClass.SORTER, task, consumer, freed, spillFiles);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.sorterCleanedUp(this);
        }

        public SparkMethod method() {
            return of.pick(SparkMethod.SORTER_CLEANUP_RESOURCES, SparkMethod.MAP_FREE, SparkMethod.SHUFFLE_SORTER_CLEANUP_RESOURCES);
        }
    }

    /** A hash map's array: its first ({@code grown} false) or, at half full, one of twice the capacity (growAndRehash). */
    record MapArrayAllocated(long task, String consumer, boolean grown, long capacity, long bytes) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.mapArrayAllocated(this);
        }

        public SparkMethod method() {
            return grown ? SparkMethod.MAP_GROW_AND_REHASH : SparkMethod.MAP_APPEND;
        }
    }

    /** A hash map's record did not fit its current page: it got a new one. */
    record MapPageAllocated(long task, String consumer, long required, long pageBytes) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.mapPageAllocated(this);
        }

        public SparkMethod method() {
            return SparkMethod.MAP_ACQUIRE_NEW_PAGE;
        }
    }

    /**
     * A hash map's append returned false: its page could not be had ({@code noPage}), or it could not
     * grow and is at its threshold. The aggregation falls back to sorting then.
     */
    record MapAppendRefused(long task, String consumer, long keys, long threshold, boolean noPage) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.mapAppendRefused(this);
        }

        public SparkMethod method() {
            return noPage ? SparkMethod.MAP_ACQUIRE_NEW_PAGE : SparkMethod.MAP_APPEND;
        }
    }

    /** A hash map's doubled array could not be had: it keeps its array and takes no more keys than its threshold. */
    record MapCannotGrow(long task, String consumer, long required, long got, long keys) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.mapCannotGrow(this);
        }

        public SparkMethod method() {
            return SparkMethod.MAP_GROW_AND_REHASH;
        }
    }

    /** A hash map asked to spill frees nothing: no destructive iterator is reading it. */
    record MapSpillRefused(long task, String consumer, boolean byItself) implements MemoryEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.mapSpillRefused(this);
        }

        public SparkMethod method() {
            return SparkMethod.MAP_SPILL;
        }
    }
}
