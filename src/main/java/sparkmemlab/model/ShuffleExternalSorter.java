package sparkmemlab.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Spark 3.5.3's {@code ShuffleExternalSorter} with its {@code ShuffleInMemorySorter}, as memory sees them:
 * the serialized shuffle writer's sorter ({@code UnsafeShuffleWriter}, a repartition or a join's
 * exchange when the serializer can relocate records and there is no map-side aggregation). Its pointer
 * array holds one packed 8-byte pointer a record (page number, offset, partition), as much again for radix
 * sort; its pages are at most 128 MiB, the largest a packed pointer can address. Unlike
 * {@link UnsafeExternalSorter}, its spill writes its records to a file and at once asks for a new array
 * of its initial size ({@code ShuffleInMemorySorter.reset}), and a failed doubling is no error if a spill
 * made room.
 */
public final class ShuffleExternalSorter implements Tungsten {
    /** {@code PackedRecordPointer.MAXIMUM_PAGE_SIZE_BYTES}: 2^27. */
    public static final long MAXIMUM_PAGE_SIZE_BYTES = 1L << 27;
    /** {@code SortShuffleManager.MAX_SHUFFLE_OUTPUT_PARTITIONS_FOR_SERIALIZED_MODE}: 2^24. */
    public static final int MAX_PARTITIONS = 1 << 24;
    private static final int UAO_SIZE = UnsafeExternalSorter.UAO_SIZE;
    private static final MemoryEvent.TungstenClass SHUFFLE = MemoryEvent.TungstenClass.SHUFFLE_SORTER;

    private enum Stage { CONSTRUCT, START, GROW, PAGE, DONE }

    private final long task;
    private final String name;
    private final int partitions;
    private final long initialLongs;

    private long arrayLongs;
    private long pos;
    private final List<Long> pages = new ArrayList<>();
    private long pageBytes;
    private long pageFree = -1;
    private long recordLengthsInMemory;
    private final List<SpillFile> spillFiles = new ArrayList<>();
    private long totalSpillBytes;

    private Stage stage = Stage.CONSTRUCT;
    private long inFlightSize;
    private long remaining;
    private long recordBytes;

    private ShuffleExternalSorter(long task, String name, int partitions, long initialLongs) {
        this.task = task;
        this.name = name;
        this.partitions = partitions;
        this.initialLongs = initialLongs;
    }

    public static ShuffleExternalSorter create(long task, String name, int partitions, TungstenConf conf) {
        return new ShuffleExternalSorter(task, name, partitions, conf.initialBufferSize());
    }

    @Override
    public boolean constructed() {
        return stage != Stage.CONSTRUCT;
    }

    /**
     * Whether its pointer array is gone: a spill's new array ({@code reset}) could not be had, and Spark's
     * next insert would throw a NullPointerException ({@code getMemoryUsage} of a null array).
     */
    public boolean arrayLost() {
        return constructed() && arrayLongs == 0;
    }

    public int partitions() {
        return partitions;
    }

    /** {@code insertRecord}, {@code records} times: null, {@link OpResult#WAITING}, or Spark's OOM. */
    public OpResult insert(long records, long bytes, TaskMemory memory) {
        remaining = records;
        recordBytes = bytes;
        if (stage != Stage.CONSTRUCT) {
            stage = Stage.START;
        }
        return run(memory, null);
    }

    @Override
    public OpResult resume(long acquired, TaskMemory memory) {
        return run(memory, acquired);
    }

    private OpResult run(TaskMemory memory, Long acquired) {
        try {
            if (acquired != null) {
                allocated(acquired, memory);
            }
            while (stage != Stage.DONE) {
                step(memory);
            }
            return OpResult.NONE;
        } catch (Parked p) {
            return OpResult.WAITING;
        } catch (OutOfMemory oom) {
            if (constructed()) {
                stage = Stage.DONE;
            }
            return new OpResult.Error(oom.getMessage());
        }
    }

    private long pageSize(TaskMemory memory) {
        return Math.min(MAXIMUM_PAGE_SIZE_BYTES, memory.pageSizeBytes());
    }

    private void step(TaskMemory memory) {
        switch (stage) {
            case CONSTRUCT -> ask(initialLongs * 8, memory);
            case START -> {
                if (remaining == 0) {
                    stage = Stage.DONE;
                    return;
                }
                if (pos >= memory.conf().numElementsForceSpillThreshold()) {
                    spill(MemoryEvent.SorterSpilled.Reason.ELEMENTS_THRESHOLD, memory);
                }
                if (hasSpaceForAnotherRecord()) {
                    stage = Stage.PAGE;
                    return;
                }
                long size = arrayLongs * 8 / 8 * 2 * 8;
                if (size > UnsafeExternalSorter.MAXIMUM_PAGE_SIZE_BYTES) {
                    spill(MemoryEvent.SorterSpilled.Reason.ARRAY_TOO_LARGE, memory); // TooLargePageException
                    stage = Stage.PAGE;
                    return;
                }
                stage = Stage.GROW;
                ask(size, memory);
            }
            case PAGE -> {
                long required = recordBytes + UAO_SIZE;
                if (pageFree < required) {
                    ask(Math.max(pageSize(memory), required), memory);
                } else {
                    insert(memory);
                }
            }
            case GROW, DONE -> throw new IllegalStateException("an ask of " + name + " is in flight");
        }
    }

    private void insert(TaskMemory memory) {
        pageFree -= recordBytes + UAO_SIZE;
        pos++;
        recordLengthsInMemory += recordBytes;
        remaining--;
        stage = Stage.START;
        if (remaining == 0) {
            memory.event(new MemoryEvent.RecordsInserted(SHUFFLE, task, name, pos, usableCapacity()));
        }
    }

    private void ask(long size, TaskMemory memory) {
        inFlightSize = size;
        long got = memory.acquire(size);
        if (got == TaskMemory.PARKED) {
            throw new Parked();
        }
        allocated(got, memory);
    }

    private void allocated(long acquired, TaskMemory memory) {
        long size = inFlightSize;
        switch (stage) {
            case CONSTRUCT -> {
                arrayLongs = array(size, acquired, memory) / 8;
                memory.event(new MemoryEvent.PointerArrayAllocated(SHUFFLE, task, name, MemoryEvent.PointerArrayAllocated.Why.INITIAL,
                        usableCapacity(), arrayLongs * 8));
                stage = Stage.START;
            }
            case GROW -> {
                long longs;
                try {
                    longs = array(size, acquired, memory) / 8;
                } catch (OutOfMemory oom) {
                    if (!hasSpaceForAnotherRecord()) {
                        throw oom; // "Unable to grow the pointer array"
                    }
                    stage = Stage.PAGE; // a spill during the ask made room
                    return;
                }
                if (hasSpaceForAnotherRecord()) {
                    memory.release(longs * 8); // a spill during the ask made room: the new array is not needed
                } else {
                    memory.release(arrayLongs * 8);
                    arrayLongs = longs;
                    memory.event(new MemoryEvent.PointerArrayAllocated(SHUFFLE, task, name, MemoryEvent.PointerArrayAllocated.Why.GROWN,
                            usableCapacity(), arrayLongs * 8));
                }
                stage = Stage.PAGE;
            }
            case PAGE -> {
                long required = recordBytes + UAO_SIZE;
                if (acquired <= 0 || acquired < required) {
                    throw outOfMemory(required, acquired, false, memory);
                }
                pages.add(acquired);
                pageBytes += acquired;
                pageFree = acquired;
                memory.event(new MemoryEvent.SorterPageAllocated(SHUFFLE, task, name, required, acquired));
                insert(memory);
            }
            case START, DONE -> throw new IllegalStateException("no ask of " + name + " is in flight");
        }
    }

    private long array(long size, long acquired, TaskMemory memory) {
        if (acquired <= 0 || acquired < size) {
            throw outOfMemory(size, acquired, true, memory);
        }
        return size;
    }

    private OutOfMemory outOfMemory(long required, long got, boolean array, TaskMemory memory) {
        if (got > 0) {
            memory.release(got);
        }
        memory.event(new MemoryEvent.TungstenOutOfMemory(task, name, required, Math.max(0, got), array));
        return new OutOfMemory(memory.messages().outOfMemory(required, Math.max(0, got)));
    }

    /** {@code ShuffleInMemorySorter.getUsableCapacity} with radix sort (Spark's default): half the array. */
    private long usableCapacity() {
        return arrayLongs / 2;
    }

    private boolean hasSpaceForAnotherRecord() {
        return pos < usableCapacity();
    }

    @Override
    public long used() {
        return arrayLongs * 8 + pageBytes;
    }

    @Override
    public long spill(boolean byItself, TaskMemory memory) {
        if (!byItself || pos == 0) {
            memory.event(new MemoryEvent.SorterSpillRefused(SHUFFLE, task, name, byItself));
            return 0;
        }
        return spill(MemoryEvent.SorterSpilled.Reason.MEMORY, memory);
    }

    /**
     * {@code spill(size, this)}: {@code writeSortedFile}, the pages freed (what it returns), then
     * {@code ShuffleInMemorySorter.reset}: the array freed and one of the initial size asked for at once.
     */
    private long spill(MemoryEvent.SorterSpilled.Reason reason, TaskMemory memory) {
        if (pos == 0) {
            return 0;
        }
        SpillFile file = new SpillFile(pos, recordLengthsInMemory);
        spillFiles.add(file);
        long freed = 0;
        for (long page : pages) {
            memory.release(page);
            freed += page;
        }
        pages.clear();
        pageBytes = 0;
        pageFree = -1;
        long array = arrayLongs * 8;
        pos = 0;
        recordLengthsInMemory = 0;
        memory.release(array);
        arrayLongs = 0;
        totalSpillBytes += freed;
        memory.spilled(freed);
        memory.event(new MemoryEvent.SorterSpilled(SHUFFLE, task, name, reason, file.records(), file.bytes(), freed, array));
        // reset(): the array just freed is at least the initial one, so this ask is granted at once.
        long got = memory.acquire(initialLongs * 8);
        if (got == TaskMemory.PARKED) {
            throw new IllegalStateException(name + ": reset's ask parked, which the memory just freed rules out");
        }
        arrayLongs = array(initialLongs * 8, got, memory) / 8;
        memory.event(new MemoryEvent.PointerArrayAllocated(SHUFFLE, task, name, MemoryEvent.PointerArrayAllocated.Why.RESET,
                usableCapacity(), arrayLongs * 8));
        return freed;
    }

    @Override
    public void cleanupResources(TaskMemory memory) {
        if (arrayLost()) {
            // Spark's cleanupResources reads the lost array first (a NullPointerException): it frees
            // nothing, and the task memory manager's clean-up finds the pages.
            return;
        }
        long freed = used();
        for (long page : pages) {
            memory.release(page);
        }
        if (arrayLongs > 0) {
            memory.release(arrayLongs * 8);
        }
        pages.clear();
        pageBytes = 0;
        pageFree = -1;
        arrayLongs = 0;
        pos = 0;
        recordLengthsInMemory = 0;
        memory.event(new MemoryEvent.SorterCleanedUp(SHUFFLE, task, name, freed, spillFiles.size()));
        spillFiles.clear();
    }

    @Override
    public TungstenState state() {
        return new TungstenState("shuffleSorter", pages.size(), pageBytes, usableCapacity(), arrayLongs * 8, pos, spillFiles);
    }

    @Override
    public ShuffleExternalSorter copy() {
        ShuffleExternalSorter c = new ShuffleExternalSorter(task, name, partitions, initialLongs);
        c.arrayLongs = arrayLongs;
        c.pos = pos;
        c.pages.addAll(pages);
        c.pageBytes = pageBytes;
        c.pageFree = pageFree;
        c.recordLengthsInMemory = recordLengthsInMemory;
        c.spillFiles.addAll(spillFiles);
        c.totalSpillBytes = totalSpillBytes;
        c.stage = stage;
        c.inFlightSize = inFlightSize;
        c.remaining = remaining;
        c.recordBytes = recordBytes;
        return c;
    }

    @Override
    public void assertInvariants() {
        long sum = pages.stream().mapToLong(Long::longValue).sum();
        if (sum != pageBytes || pos < 0 || pos > usableCapacity() || (pos > 0 && pages.isEmpty())) {
            throw new IllegalStateException("shuffle sorter " + name + " of task " + task + ": pages " + pages + " ("
                    + pageBytes + " counted), " + pos + " records of room for " + usableCapacity());
        }
    }

    private static final class Parked extends RuntimeException {
        Parked() {
            super(null, null, false, false);
        }
    }

    private static final class OutOfMemory extends RuntimeException {
        OutOfMemory(String message) {
            super(message, null, false, false);
        }
    }
}
