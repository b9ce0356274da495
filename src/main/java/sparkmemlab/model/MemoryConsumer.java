package sparkmemlab.model;

import java.util.List;
import java.util.OptionalLong;

/**
 * Spark's {@code MemoryConsumer}, as the scenario format defines it: a named user of a task's
 * execution memory that, if spillable, writes all it holds to disk when asked to spill.
 *
 * <p>A consumer can also be a spillable collection, Spark's {@code Spillable} (an
 * {@code ExternalAppendOnlyMap}): its data grows on the heap with no call to the memory manager, and
 * only every so often does {@link #maybeSpillAsk} / {@link #maybeSpillDecide} ask for more memory or
 * spill. Another consumer can force it to spill only in on-heap tungsten mode.
 *
 * <p>As in Spark, a consumer keeps its own accounting: what it holds changes only through its own
 * calls (acquire, free, allocate a page, spill).
 */
final class MemoryConsumer {
    /** Spark's default {@code spark.shuffle.spill.initialMemoryThreshold}: a collection's first threshold. */
    static final long INITIAL_MEMORY_THRESHOLD = 5L * 1024 * 1024;

    final long task;
    final String name;
    final MemoryMode mode;
    final boolean spillable;
    /** Whether this is a spillable collection ({@code Spillable}). */
    final boolean collection;
    /** Spark's {@code used}: what the consumer holds, its pages included. */
    private long used;
    private long pageBytes;
    /** Bytes spilled so far; a collection's {@code memoryBytesSpilled}. */
    private long spilled;
    /** A collection's estimated size on the heap (its {@code currentMemory}). */
    private long collectionSize;
    /** A collection's {@code myMemoryThreshold}; always the initial threshold plus {@link #used}. */
    private long myMemoryThreshold;
    /** A Tungsten consumer (a sorter, ...), which keeps its own accounting; null for the others. */
    final sparkmemlab.model.Tungsten tungsten;
    /** A Tungsten consumer's ask that parked, to go on with when woken. */
    TaskMemoryManager.AcquireCall pending;
    /** What a Tungsten consumer's latest woken ask got: a woken op's {@code granted}. */
    long lastWokenGrant;

    private MemoryConsumer(long task, String name, MemoryMode mode, boolean spillable, boolean collection) {
        this(task, name, mode, spillable, collection, null);
    }

    private MemoryConsumer(long task, String name, MemoryMode mode, boolean spillable, boolean collection,
            sparkmemlab.model.Tungsten tungsten) {
        this.tungsten = tungsten;
        this.task = task;
        this.name = name;
        this.mode = mode;
        this.spillable = spillable;
        this.collection = collection;
        this.myMemoryThreshold = collection ? INITIAL_MEMORY_THRESHOLD : 0;
    }

    /** A consumer of the task layer's ops ({@code consumerAcquire}, {@code allocatePage}). */
    static MemoryConsumer plain(long task, String name, MemoryMode mode, boolean spillable) {
        return new MemoryConsumer(task, name, mode, spillable, false);
    }

    /** A spillable collection: always on-heap ({@code Spillable} extends {@code MemoryConsumer(tmm, ON_HEAP)}). */
    static MemoryConsumer collection(long task, String name) {
        return new MemoryConsumer(task, name, MemoryMode.ON_HEAP, true, true);
    }

    /** A Tungsten consumer, made in Spark's tungsten memory mode; it always spills when it can. */
    static MemoryConsumer tungsten(long task, String name, MemoryMode mode, sparkmemlab.model.Tungsten tungsten) {
        return new MemoryConsumer(task, name, mode, true, false, tungsten);
    }

    /** Whether Spark's object exists: a sorter's constructor may still be waiting for its first array. */
    boolean made() {
        return tungsten == null || tungsten.constructed();
    }

    /** Spark's {@code getUsed}. */
    long used() {
        return tungsten != null ? tungsten.used() : used;
    }

    /** What the consumer holds outside pages: what {@link #freeMemory} may give back. */
    long usedOutsidePages() {
        return tungsten != null ? 0 : used - pageBytes;
    }

    /**
     * {@code MemoryConsumer.acquireMemory}: asks the task memory manager (which may spill other
     * consumers) and keeps what it got.
     *
     * @return the bytes granted, or {@link ExecutionMemoryPool#PARKED}; a parked call goes on with
     *     {@link #resumeAcquireMemory}
     */
    long acquireMemory(TaskMemoryManager taskMemoryManager, TaskMemoryManager.AcquireCall call) {
        return kept(taskMemoryManager.acquireExecutionMemory(call));
    }

    /** A parked {@link #acquireMemory} woken: it re-runs its ask and keeps what it got. */
    long resumeAcquireMemory(TaskMemoryManager taskMemoryManager, TaskMemoryManager.AcquireCall call) {
        return kept(taskMemoryManager.resume(call));
    }

    private long kept(long granted) {
        if (granted != ExecutionMemoryPool.PARKED) {
            used += granted;
        }
        return granted;
    }

    /** {@code MemoryConsumer.freeMemory}: gives back memory held outside pages. */
    void freeMemory(TaskMemoryManager taskMemoryManager, long size) {
        taskMemoryManager.releaseExecutionMemory(size, this);
        used -= size;
    }

    /**
     * The end of {@code MemoryConsumer.allocatePage}, once the task memory manager granted
     * {@code acquired} for the page: a page of at least {@code required} bytes (and more than 0) is
     * kept; otherwise the short page is given back ({@code freePage}) and the call ends in Spark's
     * {@code throwOom}, whose message names {@code required}.
     */
    OpResult finishPage(TaskMemoryManager taskMemoryManager, long required, long acquired, EventLog log) {
        if (acquired > 0 && acquired >= required) {
            used += acquired;
            pageBytes += acquired;
            log.add(new MemoryEvent.PageAllocated(task, name, required, acquired));
            return new OpResult.Bytes(acquired);
        }
        if (acquired > 0) {
            taskMemoryManager.releaseExecutionMemory(acquired, this); // freePage of the short page
        }
        log.add(new MemoryEvent.SparkOutOfMemory(task, name, required, acquired));
        return new OpResult.Error(taskMemoryManager.messages().outOfMemory(required, acquired));
    }

    /**
     * Asked by the task memory manager to spill ({@code MemoryConsumer.spill(size, trigger)}).
     *
     * @return the bytes freed
     */
    long spill(TaskMemoryManager taskMemoryManager, MemoryConsumer trigger, List<Spill> spills, EventLog log) {
        if (collection) {
            return forceSpill(taskMemoryManager, trigger, spills, log);
        }
        if (tungsten != null) {
            return tungsten.spill(trigger == this, new TungstenHost(taskMemoryManager, this, log)); // it notes its spills
        }
        long freed = spillable ? used : 0;
        if (freed > 0) {
            taskMemoryManager.releaseExecutionMemory(freed, this);
            used = 0;
            pageBytes = 0;
            noteSpill(freed, spills);
        }
        log.add(new MemoryEvent.ConsumerSpilled(task, name, freed, trigger.name));
        return freed;
    }

    /**
     * {@code Spillable.spill(size, trigger)}: only another consumer, in on-heap tungsten mode, can make
     * a collection spill, and only if it holds data ({@code forceSpill}); it frees what it was granted.
     */
    private long forceSpill(TaskMemoryManager taskMemoryManager, MemoryConsumer trigger, List<Spill> spills, EventLog log) {
        MemoryEvent.CollectionForceSpill.Outcome outcome;
        long freed = 0;
        if (trigger == this) {
            outcome = MemoryEvent.CollectionForceSpill.Outcome.REQUESTER_ITSELF;
        } else if (taskMemoryManager.tungstenMemoryMode() != MemoryMode.ON_HEAP) {
            outcome = MemoryEvent.CollectionForceSpill.Outcome.OFF_HEAP_TUNGSTEN;
        } else if (collectionSize == 0) {
            outcome = MemoryEvent.CollectionForceSpill.Outcome.EMPTY;
        } else {
            outcome = MemoryEvent.CollectionForceSpill.Outcome.SPILLED;
            collectionSize = 0; // written to disk; the collection goes on with a new, empty map
            freed = myMemoryThreshold - INITIAL_MEMORY_THRESHOLD;
            noteSpill(freed, spills);
            releaseMemory(taskMemoryManager);
        }
        log.add(new MemoryEvent.CollectionForceSpill(task, name, trigger.name, freed, outcome));
        return freed;
    }

    /**
     * The first half of {@code Spillable.maybeSpill}: the collection has grown to {@code size}.
     *
     * @return what to ask the task memory manager for, or 0 if the size is still below the threshold
     */
    long maybeSpillAsk(long size, EventLog log) {
        collectionSize = size;
        long request = size >= myMemoryThreshold ? 2 * size - myMemoryThreshold : 0;
        log.add(new MemoryEvent.MaybeSpillChecked(task, name, size, myMemoryThreshold, request));
        return request;
    }

    /**
     * The second half of {@code Spillable.maybeSpill}, once {@code acquireMemory} got {@code granted}:
     * the threshold rises by it, and if the collection is still at or over it, it spills itself.
     *
     * @return whether it spilled
     */
    boolean maybeSpillDecide(long granted, TaskMemoryManager taskMemoryManager, List<Spill> spills, EventLog log) {
        used += granted;
        myMemoryThreshold += granted;
        boolean spill = collectionSize >= myMemoryThreshold;
        log.add(new MemoryEvent.MaybeSpillDecided(task, name, collectionSize, granted, myMemoryThreshold, spill));
        if (spill) {
            long written = collectionSize;
            long freed = myMemoryThreshold - INITIAL_MEMORY_THRESHOLD;
            noteSpill(written, spills);
            collectionSize = 0;
            releaseMemory(taskMemoryManager);
            log.add(new MemoryEvent.CollectionSpilled(task, name, written, freed));
        }
        return spill;
    }

    /** A Tungsten consumer's spill, however it came (asked by the task memory manager, or its own). */
    void noteTungstenSpill(long bytes, List<Spill> spills) {
        noteSpill(bytes, spills);
    }

    /** Adds to what the consumer has spilled; the step lists the spill if it moved any bytes. */
    private void noteSpill(long bytes, List<Spill> spills) {
        spilled += bytes;
        if (bytes > 0) {
            spills.add(new Spill(task, name, bytes));
        }
    }

    /** {@code Spillable.releaseMemory}: frees all it was granted (a call even for 0 bytes). */
    private void releaseMemory(TaskMemoryManager taskMemoryManager) {
        long grant = myMemoryThreshold - INITIAL_MEMORY_THRESHOLD;
        taskMemoryManager.releaseExecutionMemory(grant, this);
        used -= grant;
        myMemoryThreshold = INITIAL_MEMORY_THRESHOLD;
    }

    /** The collection's data on the heap beyond its grant (0 for other consumers). */
    long aheadOfGrant() {
        return collection ? Math.max(0, collectionSize - used) : 0;
    }

    MemoryConsumer copy() {
        MemoryConsumer copy = new MemoryConsumer(task, name, mode, spillable, collection,
                tungsten == null ? null : tungsten.copy());
        copy.used = used;
        copy.pageBytes = pageBytes;
        copy.spilled = spilled;
        copy.lastWokenGrant = lastWokenGrant;
        copy.collectionSize = collectionSize;
        copy.myMemoryThreshold = myMemoryThreshold;
        return copy;
    }

    ConsumerState state() {
        if (tungsten != null) {
            sparkmemlab.model.TungstenState t = tungsten.state();
            return new ConsumerState(mode, spillable, used(), t.pageBytes(), spilled, OptionalLong.empty(),
                    java.util.Optional.of(t));
        }
        return new ConsumerState(mode, spillable, used, pageBytes, spilled,
                collection ? OptionalLong.of(collectionSize) : OptionalLong.empty());
    }
}
