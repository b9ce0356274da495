package sparkmemlab.model;

import java.util.Objects;
import sparkmemlab.container.ContainerOp;
import java.util.OptionalLong;
import sparkmemlab.model.storage.StorageLevel;

/**
 * One call into the executor's memory system: the same calls Spark's own code makes on its
 * {@code MemoryManager}, {@code MemoryStore} and {@code BlockInfoManager}. Scenarios, lessons and the
 * sandbox all drive the model through these, so anything done in the window can be replayed.
 */
public sealed interface Operation {

    /** Which op this is; its name in the scenario format is {@link Kind#opName()}. */
    Kind kind();

    /** The op's name in the scenario format, e.g. {@code acquireExecution}. */
    default String op() {
        return kind().opName();
    }

    /** Calls the visitor's method for this op. */
    <R> R accept(Visitor<R> visitor);

    /** Every op, by the name the scenario format gives it: the one place an op's name is written. */
    enum Kind {
        ACQUIRE_EXECUTION("acquireExecution"),
        RELEASE_EXECUTION("releaseExecution"),
        RELEASE_ALL_EXECUTION("releaseAllExecution"),
        PUT_BLOCK("putBlock"),
        ACQUIRE_UNROLL("acquireUnroll"),
        RELEASE_UNROLL("releaseUnroll"),
        GET_BLOCK("getBlock"),
        LOCK_BLOCK("lockBlock"),
        UNLOCK_BLOCK("unlockBlock"),
        REMOVE_BLOCK("removeBlock"),
        CONSUMER_ACQUIRE("consumerAcquire"),
        CONSUMER_RELEASE("consumerRelease"),
        ALLOCATE_PAGE("allocatePage"),
        MAYBE_SPILL("maybeSpill"),
        USER_ALLOCATE("userAllocate"),
        USER_RELEASE("userRelease"),
        END_TASK("endTask"),
        // The container's ops (sparkmemlab.container.ContainerOp): memory beyond the heap that no pool counts.
        THREAD_START("threadStart"),
        THREAD_END("threadEnd"),
        NETTY_ALLOCATE("nettyAllocate"),
        NETTY_RELEASE("nettyRelease"),
        SHUFFLE_FETCH("shuffleFetch"),
        SHUFFLE_FETCH_DONE("shuffleFetchDone"),
        METASPACE_GROW("metaspaceGrow"),
        CODE_CACHE_GROW("codeCacheGrow"),
        DIRECT_ALLOCATE("directAllocate"),
        DIRECT_FREE("directFree"),
        CACHE_BLOCK("cacheBlock"),
        // Tungsten's consumers (UnsafeExternalSorter, BytesToBytesMap, ShuffleExternalSorter).
        SORTER_INSERT("sorterInsert"),
        MAP_APPEND("mapAppend"),
        SHUFFLE_INSERT("shuffleInsert"),
        // Spark 4.1+ (SPARK-53001): a component's own memory, reported to the unified manager.
        SET_UNMANAGED_MEMORY("setUnmanagedMemory");

        private final String opName;

        Kind(String opName) {
            this.opName = opName;
        }

        public String opName() {
            return opName;
        }

        /** Every kind by its name, looked up once a step (a scenario may have a million). */
        private static final java.util.Map<String, Kind> BY_NAME = java.util.Arrays.stream(values())
                .collect(java.util.stream.Collectors.toUnmodifiableMap(Kind::opName, kind -> kind));

        /** The op of that scenario-format name, if there is one. */
        public static java.util.Optional<Kind> named(String opName) {
            return java.util.Optional.ofNullable(BY_NAME.get(opName));
        }
    }

    /**
     * Something done for each kind of op: a new op must be added here, so every visitor stops
     * compiling until it says what to do with it.
     */
    interface Visitor<R> {
        R acquireExecution(AcquireExecution op);

        R releaseExecution(ReleaseExecution op);

        R releaseAllExecution(ReleaseAllExecution op);

        R putBlock(PutBlock op);

        R acquireUnroll(AcquireUnroll op);

        R releaseUnroll(ReleaseUnroll op);

        R getBlock(GetBlock op);

        R lockBlock(LockBlock op);

        R unlockBlock(UnlockBlock op);

        R removeBlock(RemoveBlock op);

        R consumerAcquire(ConsumerAcquire op);

        R consumerRelease(ConsumerRelease op);

        R allocatePage(AllocatePage op);

        R maybeSpill(MaybeSpill op);

        R userAllocate(UserAllocate op);

        R userRelease(UserRelease op);

        R endTask(EndTask op);

        R inContainer(InContainer op);

        R cacheBlock(CacheBlock op);

        R sorterInsert(SorterInsert op);

        R mapAppend(MapAppend op);

        R shuffleInsert(ShuffleInsert op);

        R setUnmanagedMemory(SetUnmanagedMemory op);
    }

    /** The task attempt that makes the call, if the call is made by a task. */
    OptionalLong taskId();

    /** Operations made by a task. */
    sealed interface TaskOperation extends Operation {
        long task();

        @Override
        default OptionalLong taskId() {
            return OptionalLong.of(task());
        }
    }

    /** Operations made outside any task (the driver, or a block manager thread). */
    sealed interface NonTaskOperation extends Operation {
        @Override
        default OptionalLong taskId() {
            return OptionalLong.empty();
        }
    }

    private static long checkTask(long task) {
        if (task < 0) {
            throw new IllegalArgumentException("a task attempt id must not be negative");
        }
        return task;
    }

    private static long checkBytes(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("bytes must not be negative");
        }
        return bytes;
    }

    /** {@code MemoryManager.acquireExecutionMemory}. */
    record AcquireExecution(long task, long bytes, MemoryMode mode) implements TaskOperation {
        public AcquireExecution {
            checkTask(task);
            checkBytes(bytes);
            Objects.requireNonNull(mode);
        }

        @Override
        public Kind kind() {
            return Kind.ACQUIRE_EXECUTION;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.acquireExecution(this);
        }
    }

    /** {@code MemoryManager.releaseExecutionMemory}. */
    record ReleaseExecution(long task, long bytes, MemoryMode mode) implements TaskOperation {
        public ReleaseExecution {
            checkTask(task);
            checkBytes(bytes);
            Objects.requireNonNull(mode);
        }

        @Override
        public Kind kind() {
            return Kind.RELEASE_EXECUTION;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.releaseExecution(this);
        }
    }

    /** {@code MemoryManager.releaseAllExecutionMemoryForTask}. */
    record ReleaseAllExecution(long task) implements TaskOperation {
        public ReleaseAllExecution {
            checkTask(task);
        }

        @Override
        public Kind kind() {
            return Kind.RELEASE_ALL_EXECUTION;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.releaseAllExecution(this);
        }
    }

    /** {@code BlockManager.putBytes} of a memory-only serialized block (so {@code MemoryStore.putBytes}). */
    record PutBlock(BlockId block, long bytes, MemoryMode mode, OptionalLong taskId) implements Operation {
        public PutBlock {
            Objects.requireNonNull(block);
            checkBytes(bytes);
            Objects.requireNonNull(mode);
            Objects.requireNonNull(taskId);
            taskId.ifPresent(Operation::checkTask);
        }

        @Override
        public Kind kind() {
            return Kind.PUT_BLOCK;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.putBlock(this);
        }
    }

    /** {@code MemoryStore.reserveUnrollMemoryForThisTask}. */
    record AcquireUnroll(long task, BlockId block, long bytes, MemoryMode mode) implements TaskOperation {
        public AcquireUnroll {
            checkTask(task);
            Objects.requireNonNull(block);
            checkBytes(bytes);
            Objects.requireNonNull(mode);
        }

        @Override
        public Kind kind() {
            return Kind.ACQUIRE_UNROLL;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.acquireUnroll(this);
        }
    }

    /** {@code MemoryStore.releaseUnrollMemoryForThisTask}. */
    record ReleaseUnroll(long task, long bytes, MemoryMode mode) implements TaskOperation {
        public ReleaseUnroll {
            checkTask(task);
            checkBytes(bytes);
            Objects.requireNonNull(mode);
        }

        @Override
        public Kind kind() {
            return Kind.RELEASE_UNROLL;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.releaseUnroll(this);
        }
    }

    /** A read of a block ({@code MemoryStore.getBytes}): moves it to most-recently-used. */
    record GetBlock(BlockId block) implements NonTaskOperation {
        public GetBlock {
            Objects.requireNonNull(block);
        }

        @Override
        public Kind kind() {
            return Kind.GET_BLOCK;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.getBlock(this);
        }
    }

    /** {@code BlockInfoManager.lockForReading}. */
    record LockBlock(BlockId block, long task) implements TaskOperation {
        public LockBlock {
            Objects.requireNonNull(block);
            checkTask(task);
        }

        @Override
        public Kind kind() {
            return Kind.LOCK_BLOCK;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.lockBlock(this);
        }
    }

    /** {@code BlockInfoManager.unlock} of a read lock. */
    record UnlockBlock(BlockId block, long task) implements TaskOperation {
        public UnlockBlock {
            Objects.requireNonNull(block);
            checkTask(task);
        }

        @Override
        public Kind kind() {
            return Kind.UNLOCK_BLOCK;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.unlockBlock(this);
        }
    }

    /** {@code BlockManager.removeBlock}, so {@code MemoryStore.remove}. */
    record RemoveBlock(BlockId block) implements NonTaskOperation {
        public RemoveBlock {
            Objects.requireNonNull(block);
        }

        @Override
        public Kind kind() {
            return Kind.REMOVE_BLOCK;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.removeBlock(this);
        }
    }

    private static String checkConsumer(String consumer) {
        if (consumer == null || consumer.isEmpty()) {
            throw new IllegalArgumentException("a consumer needs a name");
        }
        return consumer;
    }

    /** Operations of a task's memory consumer (Spark's {@code MemoryConsumer}). */
    sealed interface ConsumerOperation extends TaskOperation {
        String consumer();
    }

    /**
     * {@code TaskMemoryManager.acquireExecutionMemory(bytes, consumer)}: the consumer keeps what it got.
     * The consumer is created at its first use with this mode and spillability.
     */
    record ConsumerAcquire(long task, String consumer, long bytes, MemoryMode mode, boolean spillable)
            implements ConsumerOperation {
        public ConsumerAcquire {
            checkTask(task);
            checkConsumer(consumer);
            checkBytes(bytes);
            Objects.requireNonNull(mode);
        }

        @Override
        public Kind kind() {
            return Kind.CONSUMER_ACQUIRE;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.consumerAcquire(this);
        }
    }

    /** {@code MemoryConsumer.freeMemory}: gives back memory the consumer holds outside pages. */
    record ConsumerRelease(long task, String consumer, long bytes) implements ConsumerOperation {
        public ConsumerRelease {
            checkTask(task);
            checkConsumer(consumer);
            checkBytes(bytes);
        }

        @Override
        public Kind kind() {
            return Kind.CONSUMER_RELEASE;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.consumerRelease(this);
        }
    }

    /** {@code MemoryConsumer.allocatePage(bytes)}: a page of at least {@code bytes}, or Spark's OOM. */
    record AllocatePage(long task, String consumer, long bytes, MemoryMode mode, boolean spillable)
            implements ConsumerOperation {
        public AllocatePage {
            checkTask(task);
            checkConsumer(consumer);
            checkBytes(bytes);
            Objects.requireNonNull(mode);
        }

        @Override
        public Kind kind() {
            return Kind.ALLOCATE_PAGE;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.allocatePage(this);
        }
    }

    /**
     * {@code Spillable.maybeSpill(collection, bytes)}: the task's spillable collection (an
     * {@code ExternalAppendOnlyMap}) has grown on the heap to an estimated {@code bytes} and checks, as
     * Spark does every 32 records, whether to ask for more memory or spill. The collection is created
     * at its first use; it is always an on-heap consumer.
     */
    record MaybeSpill(long task, String consumer, long bytes) implements ConsumerOperation {
        public MaybeSpill {
            checkTask(task);
            checkConsumer(consumer);
            checkBytes(bytes);
        }

        @Override
        public Kind kind() {
            return Kind.MAYBE_SPILL;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.maybeSpill(this);
        }
    }

    /**
     * Not a Spark call: the task makes {@code bytes} of its own objects on the JVM heap (user memory),
     * which Spark's memory manager never hears of.
     */
    record UserAllocate(long task, long bytes) implements TaskOperation {
        public UserAllocate {
            checkTask(task);
            checkBytes(bytes);
        }

        @Override
        public Kind kind() {
            return Kind.USER_ALLOCATE;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.userAllocate(this);
        }
    }

    /** Not a Spark call: the task lets go of {@code bytes} of its own objects (they become garbage). */
    record UserRelease(long task, long bytes) implements TaskOperation {
        public UserRelease {
            checkTask(task);
            checkBytes(bytes);
        }

        @Override
        public Kind kind() {
            return Kind.USER_RELEASE;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.userRelease(this);
        }
    }

    /** What Spark's {@code Task.run} and {@code Executor.TaskRunner} do when a task ends. */
    record EndTask(long task) implements TaskOperation {
        public EndTask {
            checkTask(task);
        }

        @Override
        public Kind kind() {
            return Kind.END_TASK;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.endTask(this);
        }
    }

    /**
     * A step in the executor's process outside the memory manager (a thread, a Netty buffer, a shuffle
     * fetch, metaspace, the code cache, a direct buffer): the container's op, run only when the
     * executor has a container ({@code spark.master}). Off-heap memory has no op here: the container
     * follows the memory manager's off-heap pools.
     */
    record InContainer(ContainerOp step) implements NonTaskOperation {
        public InContainer {
            Objects.requireNonNull(step);
            if (Kind.named(step.op()).isEmpty()) {
                throw new IllegalArgumentException(step.op() + " is not an executor op: the off-heap pools drive off-heap memory");
            }
        }

        @Override
        public Kind kind() {
            return Kind.named(step.op()).orElseThrow();
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.inContainer(this);
        }
    }

    /**
     * {@code BlockManager.doPutIterator} of an RDD partition that {@code task} computes, at a
     * deserialized {@code level}: {@code records} distinct {@code byte[]} values of {@code recordBytes}
     * bytes each (what {@code rdd.persist(level)} caches).
     */
    record CacheBlock(BlockId block, long task, StorageLevel level, int records, int recordBytes)
            implements TaskOperation {
        public CacheBlock {
            Objects.requireNonNull(block);
            checkTask(task);
            Objects.requireNonNull(level);
            if (!level.deserialized() && level != StorageLevel.DISK_ONLY) {
                throw new IllegalArgumentException("cacheBlock takes MEMORY_ONLY, MEMORY_AND_DISK or DISK_ONLY, not " + level);
            }
            if (block.rddId().isEmpty()) {
                throw new IllegalArgumentException("cacheBlock caches an RDD partition (rdd_<id>_<p>), not " + block.name());
            }
            if (records < 0 || recordBytes < 0) {
                throw new IllegalArgumentException("records and recordBytes must not be negative");
            }
        }

        @Override
        public Kind kind() {
            return Kind.CACHE_BLOCK;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.cacheBlock(this);
        }
    }

    /**
     * {@code UnsafeExternalSorter.insertRecord}, {@code records} times, each record {@code recordBytes}
     * long: what an ORDER BY, a sort-merge join or an aggregation's fallback does with each row. The
     * sorter is made at its first use in Spark's tungsten memory mode; {@code radixSort} says whether
     * its prefix comparator can radix sort (a sort on one numeric key: then the pointer array keeps as
     * much again for the sort's buffer, else half as much for Tim sort's).
     */
    record SorterInsert(long task, String consumer, long records, long recordBytes, boolean radixSort)
            implements ConsumerOperation {
        /** The longest record a data page can hold: Spark's largest page less the record's length field. */
        public static final long MAX_RECORD_BYTES = Integer.MAX_VALUE - 4L;

        public SorterInsert {
            checkTask(task);
            checkConsumer(consumer);
            checkBytes(records);
            checkBytes(recordBytes);
            if (recordBytes > MAX_RECORD_BYTES) {
                throw new IllegalArgumentException("a record is an int's length at most");
            }
        }

        @Override
        public Kind kind() {
            return Kind.SORTER_INSERT;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.sorterInsert(this);
        }
    }

    /**
     * {@code BytesToBytesMap.lookup} and {@code Location.append} of {@code keys} new keys, each key
     * {@code keyBytes} and its value {@code valueBytes} long (multiples of 8, as UnsafeRows are): what a
     * GROUP BY's hash aggregation does with each row of a new group. It stops at the first append that
     * returns false. The map is made at its first use in Spark's tungsten memory mode.
     */
    record MapAppend(long task, String consumer, long keys, long keyBytes, long valueBytes) implements ConsumerOperation {
        public MapAppend {
            checkTask(task);
            checkConsumer(consumer);
            checkBytes(keys);
            checkBytes(keyBytes);
            checkBytes(valueBytes);
            if (keyBytes % 8 != 0 || valueBytes % 8 != 0 || keyBytes + valueBytes > Integer.MAX_VALUE - 24L) {
                throw new IllegalArgumentException("a key and a value are whole words of an int's length");
            }
        }

        @Override
        public Kind kind() {
            return Kind.MAP_APPEND;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.mapAppend(this);
        }
    }

    /**
     * {@code ShuffleExternalSorter.insertRecord}, {@code records} times, each serialized record
     * {@code recordBytes} long, spread over {@code partitions} reduce partitions: what the serialized
     * shuffle writer ({@code UnsafeShuffleWriter}) does with each row of a repartition or an exchange.
     * The sorter is made at its first use in Spark's tungsten memory mode.
     */
    record ShuffleInsert(long task, String consumer, long records, long recordBytes, int partitions)
            implements ConsumerOperation {
        /** The default number of partitions: Spark SQL's {@code spark.sql.shuffle.partitions}. */
        public static final int DEFAULT_PARTITIONS = 200;

        public ShuffleInsert {
            checkTask(task);
            checkConsumer(consumer);
            checkBytes(records);
            checkBytes(recordBytes);
            if (recordBytes > SorterInsert.MAX_RECORD_BYTES || partitions < 1) {
                throw new IllegalArgumentException("a record is an int's length at most; a shuffle has a partition at least");
            }
        }

        @Override
        public Kind kind() {
            return Kind.SHUFFLE_INSERT;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.shuffleInsert(this);
        }
    }

    /**
     * An unmanaged memory consumer (Spark 4.1+, SPARK-53001: a RocksDB state store, native code) registered
     * with {@code UnifiedMemoryManager.registerUnmanagedMemoryConsumer} at its first use, one per component
     * and mode, now reports {@code bytes} from {@code getMemBytesUsed}; with polling on, Spark's poller has seen it.
     */
    record SetUnmanagedMemory(String component, long bytes, MemoryMode mode) implements NonTaskOperation {
        public SetUnmanagedMemory {
            Objects.requireNonNull(component);
            Objects.requireNonNull(mode);
            if (component.isEmpty()) {
                throw new IllegalArgumentException("an empty component name");
            }
            if (bytes < 0) {
                throw new IllegalArgumentException("negative bytes " + bytes);
            }
        }

        @Override
        public Kind kind() {
            return Kind.SET_UNMANAGED_MEMORY;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.setUnmanagedMemory(this);
        }
    }
}
