package sparkmemlab.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Spark 3.5.3's {@code UnsafeExternalSorter} with its {@code UnsafeInMemorySorter}, as memory sees
 * them (every sort of Spark SQL: ORDER BY, a sort-merge join's sides, a window, an aggregation's
 * fallback). Records go into data pages of {@code max(page size, record + 4)} got through
 * {@code MemoryConsumer.allocatePage}; the pointer array holds a pointer and a key prefix per record
 * (two longs), and as much again for radix sort's buffer, or half as much for Tim sort's. The array
 * starts at {@code spark.shuffle.sort.initialBufferSize} records and grows by allocating a new array of
 * twice its size while the old one is still held; any of these asks can make the task memory manager
 * spill this sorter (the requester is asked last), after which the in-memory sorter starts again
 * with an array of its initial size.
 *
 * <p>A sorter inserts the records of one step one at a time, each through Spark's
 * {@code insertRecord}: the force-spill threshold, {@code growPointerArrayIfNecessary},
 * {@code acquireNewPageIfNecessary}, {@code growPointerArrayIfNecessary} again. Each ask of memory can
 * park; {@link #stage} and {@link #inFlight} say where the insert goes on.
 */
public final class UnsafeExternalSorter implements Tungsten {
    /** Spark's {@code TaskMemoryManager.MAXIMUM_PAGE_SIZE_BYTES}. */
    public static final long MAXIMUM_PAGE_SIZE_BYTES = ((1L << 31) - 1) * 8L;
    /** {@code UnsafeAlignedOffset.getUaoSize()} on the platforms Spark runs on (8 only on unaligned ones). */
    public static final int UAO_SIZE = 4;
    /** A spill file's record count, and each record's length and key prefix ({@code UnsafeSorterSpillWriter}). */
    private static final long FILE_HEADER = 4;
    private static final long FILE_RECORD_HEADER = 4 + 8;

    /** Where the insert under way is. */
    private enum Stage { CONSTRUCT, START, GROW1, PAGE, GROW2, INSERT, DONE }

    /** Which ask of memory is in flight (parked). */
    private enum Ask { CONSTRUCT, INITIAL, DOUBLE, AFTER_SPILL, PAGE }

    private final long task;
    private final String name;
    private final boolean radixSort;
    private final long initialLongs;

    /** The pointer array's longs, 0 when Spark's {@code array} is null (freed by a spill). */
    private long arrayLongs;
    /** Spark's {@code pos}: longs in use, two per record. */
    private long pos;
    /** The data pages' sizes. */
    private final List<Long> pages = new ArrayList<>();
    private long pageBytes;
    /** Bytes left in the current page, or -1 with no current page. */
    private long pageFree = -1;
    /** The lengths of the records in memory, summed (for the spill file's size). */
    private long recordLengthsInMemory;
    private final List<SpillFile> spillFiles = new ArrayList<>();
    private long totalSpillBytes;

    // The insert under way.
    private Stage stage = Stage.CONSTRUCT;
    private Ask inFlight;
    private long inFlightSize;
    private long remaining;
    private long recordBytes;

    private UnsafeExternalSorter(long task, String name, boolean radixSort, long initialLongs) {
        this.task = task;
        this.name = name;
        this.radixSort = radixSort;
        this.initialLongs = initialLongs;
    }

    /**
     * A new sorter ({@code UnsafeExternalSorter.create}); its in-memory sorter's first array is asked
     * for by the first {@link #insert}, as Spark's constructor asks for it.
     */
    public static UnsafeExternalSorter create(long task, String name, boolean radixSort, TungstenConf conf) {
        return new UnsafeExternalSorter(task, name, radixSort, 2L * conf.initialBufferSize());
    }

    /** Whether the constructor's array has been had: until then a failed insert leaves no sorter. */
    @Override
    public boolean constructed() {
        return stage != Stage.CONSTRUCT;
    }

    public boolean radixSort() {
        return radixSort;
    }

    /**
     * Inserts {@code records} records of {@code bytes} bytes each ({@code insertRecord}).
     *
     * @return {@link OpResult#NONE}, {@link OpResult#WAITING} if an ask parked, or Spark's
     *     {@code SparkOutOfMemoryError} (the records inserted before it stay)
     */
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

    /** Runs the insert until it is done, parks or fails; {@code acquired} finishes a parked ask first. */
    private OpResult run(TaskMemory memory, Long acquired) {
        try {
            if (acquired != null) {
                allocated(inFlight, inFlightSize, acquired, memory);
            }
            while (stage != Stage.DONE) {
                step(memory);
            }
            return OpResult.NONE;
        } catch (Parked p) {
            return OpResult.WAITING;
        } catch (OutOfMemory oom) {
            stage = constructed() ? Stage.DONE : Stage.CONSTRUCT;
            return new OpResult.Error(oom.getMessage());
        }
    }

    private void step(TaskMemory memory) {
        switch (stage) {
            case CONSTRUCT -> ask(Ask.CONSTRUCT, initialLongs * 8, memory);
            case START -> {
                if (remaining == 0) {
                    stage = Stage.DONE;
                    return;
                }
                if (numRecords() >= memory.conf().numElementsForceSpillThreshold()) {
                    spill(MemoryEvent.SorterSpilled.Reason.ELEMENTS_THRESHOLD, memory);
                }
                stage = Stage.GROW1;
            }
            case GROW1, GROW2 -> growPointerArrayIfNecessary(memory);
            case PAGE -> {
                long required = recordBytes + UAO_SIZE;
                if (pageFree < required) {
                    ask(Ask.PAGE, Math.max(memory.pageSizeBytes(), required), memory);
                } else {
                    stage = Stage.GROW2;
                }
            }
            case INSERT -> {
                pageFree -= recordBytes + UAO_SIZE;
                pos += 2;
                recordLengthsInMemory += recordBytes;
                remaining--;
                stage = Stage.START;
                if (remaining == 0) {
                    memory.event(new MemoryEvent.RecordsInserted(task, name, numRecords(), capacity()));
                }
            }
            case DONE -> { }
        }
    }

    private Stage afterGrow() {
        return stage == Stage.GROW1 ? Stage.PAGE : Stage.INSERT;
    }

    private void growPointerArrayIfNecessary(TaskMemory memory) {
        if (hasSpaceForAnotherRecord()) {
            stage = afterGrow();
            return;
        }
        if (numRecords() <= 0) {
            ask(Ask.INITIAL, initialLongs * 8, memory);
            return;
        }
        long used = arrayLongs * 8;
        long size = used / 8 * 2 * 8;
        if (size > MAXIMUM_PAGE_SIZE_BYTES) {
            spill(MemoryEvent.SorterSpilled.Reason.ARRAY_TOO_LARGE, memory); // TooLargePageException
            afterDouble(0, memory);
            return;
        }
        ask(Ask.DOUBLE, size, memory);
    }

    /** Asks for memory; what it got goes to {@link #allocated}, now or when the parked ask is woken. */
    private void ask(Ask what, long size, TaskMemory memory) {
        inFlight = what;
        inFlightSize = size;
        long got = memory.acquire(size);
        if (got == TaskMemory.PARKED) {
            throw new Parked();
        }
        allocated(what, size, got, memory);
    }

    /** The rest of the Spark method whose ask got {@code acquired}. */
    private void allocated(Ask what, long size, long acquired, TaskMemory memory) {
        inFlight = null;
        switch (what) {
            case CONSTRUCT -> {
                arrayLongs = array(size, acquired, memory) / 8;
                memory.event(new MemoryEvent.PointerArrayAllocated(task, name, MemoryEvent.PointerArrayAllocated.Why.INITIAL,
                        capacity(), arrayLongs * 8));
                stage = Stage.START;
            }
            case INITIAL, AFTER_SPILL -> {
                expandPointerArray(array(size, acquired, memory) / 8, MemoryEvent.PointerArrayAllocated.Why.RESET, memory);
                stage = afterGrow();
            }
            case DOUBLE -> {
                long longs;
                try {
                    longs = array(size, acquired, memory) / 8;
                } catch (OutOfMemory oom) {
                    if (numRecords() > 0) {
                        throw oom; // "Unable to grow the pointer array"
                    }
                    longs = 0; // all records were spilled: the new array is not needed
                }
                afterDouble(longs, memory);
            }
            case PAGE -> {
                long required = recordBytes + UAO_SIZE;
                if (acquired <= 0 || acquired < required) {
                    throw outOfMemory(required, acquired, false, memory);
                }
                pages.add(acquired);
                pageBytes += acquired;
                pageFree = acquired;
                memory.event(new MemoryEvent.SorterPageAllocated(task, name, required, acquired));
                stage = Stage.GROW2;
            }
        }
    }

    /** The end of a doubling: a spill during it left no records, so an array of the initial size is enough. */
    private void afterDouble(long longs, TaskMemory memory) {
        if (numRecords() <= 0) {
            if (longs > 0) {
                memory.release(longs * 8); // freeArray of the array just had
            }
            ask(Ask.AFTER_SPILL, initialLongs * 8, memory);
            return;
        }
        expandPointerArray(longs, MemoryEvent.PointerArrayAllocated.Why.GROWN, memory);
        stage = afterGrow();
    }

    /**
     * The end of {@code MemoryConsumer.allocateArray}: the array of {@code size} bytes, or Spark's OOM
     * after giving a short grant back.
     */
    private long array(long size, long acquired, TaskMemory memory) {
        if (acquired <= 0 || acquired < size) {
            throw outOfMemory(size, acquired, true, memory);
        }
        return size;
    }

    private OutOfMemory outOfMemory(long required, long got, boolean array, TaskMemory memory) {
        if (got > 0) {
            memory.release(got); // throwOom frees the short page
        }
        memory.event(new MemoryEvent.TungstenOutOfMemory(task, name, required, Math.max(0, got), array));
        return new OutOfMemory(memory.messages().outOfMemory(required, Math.max(0, got)));
    }

    /** {@code UnsafeInMemorySorter.expandPointerArray}: copies the records over and frees the old array. */
    private void expandPointerArray(long longs, MemoryEvent.PointerArrayAllocated.Why why, TaskMemory memory) {
        if (arrayLongs > 0) {
            memory.release(arrayLongs * 8);
        }
        arrayLongs = longs;
        memory.event(new MemoryEvent.PointerArrayAllocated(task, name, why, capacity(), arrayLongs * 8));
    }

    /** Spark's {@code usableCapacity}: radix sort needs as much again as the pointers, Tim sort half. */
    private long usableCapacity() {
        return (long) (arrayLongs / (radixSort ? 2 : 1.5));
    }

    private boolean hasSpaceForAnotherRecord() {
        return pos + 1 < usableCapacity();
    }

    /** Records the array can hold before it must grow. */
    private long capacity() {
        return usableCapacity() / 2;
    }

    public long numRecords() {
        return pos / 2;
    }

    @Override
    public long used() {
        return arrayLongs * 8 + pageBytes;
    }

    @Override
    public long spill(boolean byItself, TaskMemory memory) {
        if (!byItself || numRecords() <= 0) {
            memory.event(new MemoryEvent.SorterSpillRefused(task, name, byItself));
            return 0;
        }
        return spill(MemoryEvent.SorterSpilled.Reason.MEMORY, memory);
    }

    /**
     * {@code spill(size, this)}: writes the records to a spill file, frees the pages (what it returns)
     * and then the pointer array, which is had again, at its initial size, by the next insert.
     */
    private long spill(MemoryEvent.SorterSpilled.Reason reason, TaskMemory memory) {
        if (numRecords() <= 0) {
            return 0;
        }
        long records = numRecords();
        SpillFile file = new SpillFile(records, FILE_HEADER + records * FILE_RECORD_HEADER + recordLengthsInMemory);
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
        if (arrayLongs > 0) {
            memory.release(array);
        }
        arrayLongs = 0;
        pos = 0;
        recordLengthsInMemory = 0;
        totalSpillBytes += freed;
        memory.spilled(freed);
        memory.event(new MemoryEvent.SorterSpilled(task, name, reason, file.records(), file.bytes(), freed, array));
        return freed;
    }

    @Override
    public void cleanupResources(TaskMemory memory) {
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
        memory.event(new MemoryEvent.SorterCleanedUp(task, name, freed, spillFiles.size()));
        spillFiles.clear();
    }

    /** Spark's {@code getSpillSize}: the memory bytes spilled so far (pages only, as Spark counts them). */
    public long spillSize() {
        return totalSpillBytes;
    }

    @Override
    public TungstenState state() {
        return new TungstenState("sorter", pages.size(), pageBytes, capacity(), arrayLongs * 8, numRecords(), spillFiles);
    }

    @Override
    public UnsafeExternalSorter copy() {
        UnsafeExternalSorter c = new UnsafeExternalSorter(task, name, radixSort, initialLongs);
        c.arrayLongs = arrayLongs;
        c.pos = pos;
        c.pages.addAll(pages);
        c.pageBytes = pageBytes;
        c.pageFree = pageFree;
        c.recordLengthsInMemory = recordLengthsInMemory;
        c.spillFiles.addAll(spillFiles);
        c.totalSpillBytes = totalSpillBytes;
        c.stage = stage;
        c.inFlight = inFlight;
        c.inFlightSize = inFlightSize;
        c.remaining = remaining;
        c.recordBytes = recordBytes;
        return c;
    }

    @Override
    public void assertInvariants() {
        long sum = pages.stream().mapToLong(Long::longValue).sum();
        if (sum != pageBytes || pos < 0 || pos % 2 != 0 || pos > usableCapacity()
                || (pos > 0 && pages.isEmpty()) || pageFree > (pages.isEmpty() ? -1 : pages.get(pages.size() - 1))) {
            throw new IllegalStateException("sorter " + name + " of task " + task + ": pages " + pages + " (" + pageBytes
                    + " counted), pos " + pos + " of usable " + usableCapacity() + ", " + pageFree + " free in the current page");
        }
    }

    /** The ask parked: the insert goes on in {@link #resume}. */
    private static final class Parked extends RuntimeException {
        Parked() {
            super(null, null, false, false);
        }
    }

    /** Spark's {@code SparkOutOfMemoryError}, ending the step. */
    private static final class OutOfMemory extends RuntimeException {
        OutOfMemory(String message) {
            super(message, null, false, false);
        }
    }
}
