package sparkmemlab.ui.vm.kernel;

import java.util.Locale;

/** What the sandbox can do: each is one operation of the model (start = a new task's first request). */
public enum ActionKind {
    START_TASK(true, false, true, true),
    ACQUIRE_EXECUTION(true, false, true, true),
    RELEASE_EXECUTION(true, false, true, true),
    END_TASK(true, false, false, false),
    CACHE_BLOCK(false, true, true, true),
    /** {@code cache()} of an RDD partition: its values unrolled by size estimate at a storage level ({@code cacheBlock}). */
    CACHE_RDD(true, true, false, false),
    READ_BLOCK(false, true, false, false),
    LOCK_BLOCK(true, true, false, false),
    UNLOCK_BLOCK(true, true, false, false),
    REMOVE_BLOCK(false, true, false, false),
    UNROLL(true, true, true, true),
    RELEASE_UNROLL(true, false, true, true),
    CONSUMER_ACQUIRE(true, false, true, true),
    CONSUMER_RELEASE(true, false, true, false),
    ALLOCATE_PAGE(true, false, true, true),
    /** A spillable collection grows to the given size and checks whether to ask or spill ({@code maybeSpill}). */
    MAYBE_SPILL(true, false, true, false),
    USER_ALLOCATE(true, false, true, false),
    USER_RELEASE(true, false, true, false);

    private final boolean task;
    private final boolean block;
    private final boolean bytes;
    private final boolean mode;

    ActionKind(boolean task, boolean block, boolean bytes, boolean mode) {
        this.task = task;
        this.block = block;
        this.bytes = bytes;
        this.mode = mode;
    }

    public boolean takesTask() { return task; }
    public boolean takesBlock() { return block; }
    public boolean takesBytes() { return bytes; }
    public boolean takesMode() { return mode; }
    public boolean takesValues() { return this == CACHE_RDD; }
    public boolean takesConsumer() { return this == CONSUMER_ACQUIRE || this == CONSUMER_RELEASE || this == ALLOCATE_PAGE || this == MAYBE_SPILL; }

    /** The message key of its name. */
    public String key() {
        return "action." + name().toLowerCase(Locale.ROOT);
    }
}
