package sparkmemlab.scenario;

import java.util.Set;
import java.util.stream.Stream;
import sparkmemlab.container.ContainerOpCodec;
import java.util.function.BiConsumer;
import sparkmemlab.model.Operation;
import sparkmemlab.model.Operation.Kind;

/**
 * How each op is written in the scenario format: the fields it takes, how to read them and how to
 * write them, one entry per op (its name is {@link Kind#opName()}). The table is a switch over every
 * {@link Kind}, so an op without an entry does not compile.
 *
 * @param fields the step fields this op takes; any other op field on its step is an error
 */
record OpCodec<T extends Operation>(Class<T> type, Set<String> fields, Reader<T> read, BiConsumer<T, StepWriter> write) {

    static final String TASK = "task";
    static final String BYTES = "bytes";
    static final String BLOCK = "block";
    static final String MODE = "mode";
    static final String CONSUMER = "consumer";
    static final String SPILLABLE = "spillable";
    static final String LEVEL = "level";
    static final String RECORDS = "records";
    static final String RECORD_BYTES = "recordBytes";
    static final String RADIX_SORT = "radixSort";
    static final String KEYS = "keys";
    static final String KEY_BYTES = "keyBytes";
    static final String VALUE_BYTES = "valueBytes";
    static final String PARTITIONS = "partitions";
    static final String COMPONENT = "component";

    /** The fields that belong to some op; any other field on a step (narration, say) is ignored. */
    static final Set<String> ALL_FIELDS = java.util.stream.Stream.concat(Stream.of(TASK, BYTES, BLOCK, MODE, CONSUMER, SPILLABLE,
            LEVEL, RECORDS, RECORD_BYTES, RADIX_SORT, KEYS, KEY_BYTES, VALUE_BYTES, PARTITIONS, COMPONENT),
            ContainerOpCodec.ops().stream().flatMap(op -> ContainerOpCodec.row(op).orElseThrow().fields().stream()))
            .collect(java.util.stream.Collectors.toUnmodifiableSet());

    /** Reads one op from its step's fields. */
    @FunctionalInterface
    interface Reader<T> {
        T read(StepReader step) throws ScenarioException;
    }

    /** Each kind's entry, made once (a scenario may have a million steps). */
    private static final java.util.Map<Kind, OpCodec<?>> TABLE = table();

    private static java.util.Map<Kind, OpCodec<?>> table() {
        java.util.Map<Kind, OpCodec<?>> table = new java.util.EnumMap<>(Kind.class);
        for (Kind kind : Kind.values()) {
            table.put(kind, entry(kind));
        }
        return table;
    }

    static OpCodec<?> of(Kind kind) {
        return TABLE.get(kind);
    }

    private static OpCodec<?> entry(Kind kind) {
        return switch (kind) {
            case ACQUIRE_EXECUTION -> new OpCodec<>(Operation.AcquireExecution.class, Set.of(TASK, BYTES, MODE),
                    s -> new Operation.AcquireExecution(s.task(), s.bytes(), s.mode()),
                    (op, w) -> w.task(op.task()).bytes(op.bytes()).mode(op.mode()));
            case RELEASE_EXECUTION -> new OpCodec<>(Operation.ReleaseExecution.class, Set.of(TASK, BYTES, MODE),
                    s -> new Operation.ReleaseExecution(s.task(), s.bytes(), s.mode()),
                    (op, w) -> w.task(op.task()).bytes(op.bytes()).mode(op.mode()));
            case RELEASE_ALL_EXECUTION -> new OpCodec<>(Operation.ReleaseAllExecution.class, Set.of(TASK),
                    s -> new Operation.ReleaseAllExecution(s.task()),
                    (op, w) -> w.task(op.task()));
            case PUT_BLOCK -> new OpCodec<>(Operation.PutBlock.class, Set.of(BLOCK, BYTES, MODE, TASK),
                    s -> new Operation.PutBlock(s.block(), s.bytes(), s.mode(), s.optionalTask()),
                    (op, w) -> {
                        w.block(op.block()).bytes(op.bytes()).mode(op.mode());
                        op.taskId().ifPresent(w::task);
                    });
            case ACQUIRE_UNROLL -> new OpCodec<>(Operation.AcquireUnroll.class, Set.of(TASK, BLOCK, BYTES, MODE),
                    s -> new Operation.AcquireUnroll(s.task(), s.block(), s.bytes(), s.mode()),
                    (op, w) -> w.task(op.task()).block(op.block()).bytes(op.bytes()).mode(op.mode()));
            case RELEASE_UNROLL -> new OpCodec<>(Operation.ReleaseUnroll.class, Set.of(TASK, BYTES, MODE),
                    s -> new Operation.ReleaseUnroll(s.task(), s.bytes(), s.mode()),
                    (op, w) -> w.task(op.task()).bytes(op.bytes()).mode(op.mode()));
            case GET_BLOCK -> new OpCodec<>(Operation.GetBlock.class, Set.of(BLOCK),
                    s -> new Operation.GetBlock(s.block()),
                    (op, w) -> w.block(op.block()));
            case LOCK_BLOCK -> new OpCodec<>(Operation.LockBlock.class, Set.of(BLOCK, TASK),
                    s -> new Operation.LockBlock(s.block(), s.task()),
                    (op, w) -> w.block(op.block()).task(op.task()));
            case UNLOCK_BLOCK -> new OpCodec<>(Operation.UnlockBlock.class, Set.of(BLOCK, TASK),
                    s -> new Operation.UnlockBlock(s.block(), s.task()),
                    (op, w) -> w.block(op.block()).task(op.task()));
            case REMOVE_BLOCK -> new OpCodec<>(Operation.RemoveBlock.class, Set.of(BLOCK),
                    s -> new Operation.RemoveBlock(s.block()),
                    (op, w) -> w.block(op.block()));
            case CONSUMER_ACQUIRE -> new OpCodec<>(Operation.ConsumerAcquire.class,
                    Set.of(TASK, CONSUMER, BYTES, MODE, SPILLABLE),
                    s -> new Operation.ConsumerAcquire(s.task(), s.consumer(), s.bytes(), s.mode(), s.spillable()),
                    (op, w) -> w.task(op.task()).consumer(op.consumer()).bytes(op.bytes()).mode(op.mode())
                            .spillable(op.spillable()));
            case CONSUMER_RELEASE -> new OpCodec<>(Operation.ConsumerRelease.class, Set.of(TASK, CONSUMER, BYTES),
                    s -> new Operation.ConsumerRelease(s.task(), s.consumer(), s.bytes()),
                    (op, w) -> w.task(op.task()).consumer(op.consumer()).bytes(op.bytes()));
            case ALLOCATE_PAGE -> new OpCodec<>(Operation.AllocatePage.class, Set.of(TASK, CONSUMER, BYTES, MODE, SPILLABLE),
                    s -> new Operation.AllocatePage(s.task(), s.consumer(), s.bytes(), s.mode(), s.spillable()),
                    (op, w) -> w.task(op.task()).consumer(op.consumer()).bytes(op.bytes()).mode(op.mode())
                            .spillable(op.spillable()));
            case MAYBE_SPILL -> new OpCodec<>(Operation.MaybeSpill.class, Set.of(TASK, CONSUMER, BYTES),
                    s -> new Operation.MaybeSpill(s.task(), s.consumer(), s.bytes()),
                    (op, w) -> w.task(op.task()).consumer(op.consumer()).bytes(op.bytes()));
            case USER_ALLOCATE -> new OpCodec<>(Operation.UserAllocate.class, Set.of(TASK, BYTES),
                    s -> new Operation.UserAllocate(s.task(), s.bytes()),
                    (op, w) -> w.task(op.task()).bytes(op.bytes()));
            case USER_RELEASE -> new OpCodec<>(Operation.UserRelease.class, Set.of(TASK, BYTES),
                    s -> new Operation.UserRelease(s.task(), s.bytes()),
                    (op, w) -> w.task(op.task()).bytes(op.bytes()));
            case END_TASK -> new OpCodec<>(Operation.EndTask.class, Set.of(TASK),
                    s -> new Operation.EndTask(s.task()),
                    (op, w) -> w.task(op.task()));
            case THREAD_START, THREAD_END, NETTY_ALLOCATE, NETTY_RELEASE, SHUFFLE_FETCH, SHUFFLE_FETCH_DONE, METASPACE_GROW,
                    CODE_CACHE_GROW, DIRECT_ALLOCATE, DIRECT_FREE -> inContainer(kind);
            case CACHE_BLOCK -> new OpCodec<>(Operation.CacheBlock.class, Set.of(BLOCK, TASK, LEVEL, RECORDS, RECORD_BYTES),
                    s -> new Operation.CacheBlock(s.rddBlock(), s.task(), s.level(), s.intCount(RECORDS),
                            s.intCount(RECORD_BYTES)),
                    (op, w) -> w.block(op.block()).task(op.task()).cache(op.level(), op.records(), op.recordBytes()));
            case SORTER_INSERT -> new OpCodec<>(Operation.SorterInsert.class, Set.of(TASK, CONSUMER, RECORDS, RECORD_BYTES, RADIX_SORT),
                    s -> new Operation.SorterInsert(s.task(), s.consumer(), s.records(), s.recordBytes(), s.radixSort()),
                    (op, w) -> w.task(op.task()).consumer(op.consumer()).with(RECORDS, op.records())
                            .with(RECORD_BYTES, op.recordBytes()).with(RADIX_SORT, op.radixSort()));
            case MAP_APPEND -> new OpCodec<>(Operation.MapAppend.class, Set.of(TASK, CONSUMER, KEYS, KEY_BYTES, VALUE_BYTES),
                    s -> new Operation.MapAppend(s.task(), s.consumer(), s.keys(), s.word(KEY_BYTES), s.word(VALUE_BYTES)),
                    (op, w) -> w.task(op.task()).consumer(op.consumer()).with(KEYS, op.keys())
                            .with(KEY_BYTES, op.keyBytes()).with(VALUE_BYTES, op.valueBytes()));
            case SHUFFLE_INSERT -> new OpCodec<>(Operation.ShuffleInsert.class, Set.of(TASK, CONSUMER, RECORDS, RECORD_BYTES, PARTITIONS),
                    s -> new Operation.ShuffleInsert(s.task(), s.consumer(), s.records(), s.recordBytes(), s.partitions()),
                    (op, w) -> w.task(op.task()).consumer(op.consumer()).with(RECORDS, op.records())
                            .with(RECORD_BYTES, op.recordBytes()).with(PARTITIONS, op.partitions()));
            case SET_UNMANAGED_MEMORY -> new OpCodec<>(Operation.SetUnmanagedMemory.class, Set.of(COMPONENT, BYTES, MODE),
                    s -> new Operation.SetUnmanagedMemory(s.component(), s.bytes(), s.mode()),
                    (op, w) -> w.with(COMPONENT, op.component()).bytes(op.bytes()).mode(op.mode()));
        };
    }

    /** A container op: its fields, reading and writing are the container's own table's. */
    private static OpCodec<Operation.InContainer> inContainer(Kind kind) {
        ContainerOpCodec.Row row = ContainerOpCodec.row(kind.opName()).orElseThrow();
        return new OpCodec<>(Operation.InContainer.class, Set.copyOf(row.fields()),
                s -> new Operation.InContainer(s.containerOp(row)),
                (op, w) -> ContainerOpCodec.write(op.step()).forEach(w::field));
    }

    /** Writes the fields of an op of this codec's kind. */
    void writeFields(Operation op, StepWriter writer) {
        write.accept(type.cast(op), writer);
    }
}
