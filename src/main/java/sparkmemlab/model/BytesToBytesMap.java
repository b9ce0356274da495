package sparkmemlab.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Spark 3.5.3's {@code BytesToBytesMap}, as memory sees it: the hash map under every hash aggregation
 * of Spark SQL (a GROUP BY's {@code UnsafeFixedWidthAggregationMap}). Its array holds two longs a slot
 * (an address and a hash), its capacity a power of two (at least 64) made at construction; its load
 * factor is 0.5, so it grows ({@code growAndRehash}: a new array of twice the capacity, had while the
 * old one is held) when it holds half as many keys as slots. Records (the key, the value, their lengths
 * and a pointer) go into data pages of {@code max(page size, record + 4)}. An {@code append} that cannot
 * have its page returns false (the aggregation then falls back to sorting); one whose growth cannot be
 * had keeps the map as it is, and the map then takes no more keys than its threshold. Asked to spill by
 * its task memory manager it frees nothing (it spills only while a destructive iterator reads it), which
 * is why an aggregation makes the task's other consumers spill first.
 */
public final class BytesToBytesMap implements Tungsten {
    /** Spark's {@code MAX_CAPACITY}: 2^29 slots. */
    public static final int MAX_CAPACITY = 1 << 29;
    /** {@code TungstenAggregationIterator}'s initial capacity for its map (1024 × 16). */
    public static final int AGGREGATION_INITIAL_CAPACITY = 1024 * 16;
    private static final double LOAD_FACTOR = 0.5;
    private static final int UAO_SIZE = UnsafeExternalSorter.UAO_SIZE;

    private enum Stage { CONSTRUCT, START, PAGE, GROW, DONE }

    private final long task;
    private final String name;
    private final int initialCapacity;

    private long capacity;
    private long growthThreshold;
    private long numKeys;
    private boolean canGrowArray = true;
    private final List<Long> pages = new ArrayList<>();
    private long pageBytes;
    /** Bytes left in the current page, -1 with none. */
    private long pageFree = -1;

    private Stage stage = Stage.CONSTRUCT;
    private long inFlightSize;
    private long remaining;
    private long keyBytes;
    private long valueBytes;
    private boolean appended = true;

    private BytesToBytesMap(long task, String name, int initialCapacity) {
        this.task = task;
        this.name = name;
        this.initialCapacity = initialCapacity;
    }

    /** A new aggregation map; its array is asked for by the first {@link #append}, as Spark's constructor asks for it. */
    public static BytesToBytesMap create(long task, String name) {
        return new BytesToBytesMap(task, name, AGGREGATION_INITIAL_CAPACITY);
    }

    @Override
    public boolean constructed() {
        return stage != Stage.CONSTRUCT;
    }

    /** Spark's {@code allocate}: the capacity of a requested one, a power of two from 64 to MAX_CAPACITY. */
    static long capacityFor(long requested) {
        long pow = Long.highestOneBit(Math.max(1, requested));
        if (pow < requested) {
            pow <<= 1;
        }
        return Math.max(Math.min(MAX_CAPACITY, pow), 64);
    }

    /**
     * Looks up and appends {@code keys} new keys, each with its value ({@code Location.append}), stopping
     * at the first append that returns false.
     *
     * @return whether every key went in, {@link OpResult#WAITING} if an ask parked, or Spark's OOM if the
     *     constructor's array could not be had
     */
    public OpResult append(long keys, long keyBytes, long valueBytes, TaskMemory memory) {
        this.remaining = keys;
        this.keyBytes = keyBytes;
        this.valueBytes = valueBytes;
        this.appended = true;
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
            return OpResult.flag(appended);
        } catch (Parked p) {
            return OpResult.WAITING;
        } catch (OutOfMemory oom) {
            return new OpResult.Error(oom.getMessage());
        }
    }

    private long recordLength() {
        return 2L * UAO_SIZE + keyBytes + valueBytes + 8;
    }

    private void step(TaskMemory memory) {
        switch (stage) {
            case CONSTRUCT -> ask(capacityFor(initialCapacity) * 2 * 8, memory);
            case START -> {
                if (remaining == 0) {
                    stage = Stage.DONE;
                } else if (numKeys == MAX_CAPACITY - 1 || (!canGrowArray && numKeys >= growthThreshold)) {
                    memory.event(new MemoryEvent.MapAppendRefused(task, name, numKeys, growthThreshold, false));
                    appended = false;
                    stage = Stage.DONE;
                } else if (pageFree < recordLength()) {
                    stage = Stage.PAGE;
                    ask(Math.max(memory.pageSizeBytes(), recordLength() + UAO_SIZE), memory);
                } else {
                    insert(memory);
                }
            }
            case PAGE, GROW, DONE -> throw new IllegalStateException("an ask of " + name + " is in flight");
        }
    }

    private void insert(TaskMemory memory) {
        pageFree -= recordLength();
        numKeys++;
        remaining--;
        if (numKeys >= growthThreshold) {
            if (capacity < MAX_CAPACITY) {
                stage = Stage.GROW;
                ask(Math.min(capacity * 2, MAX_CAPACITY) * 2 * 8, memory);
                return;
            }
            canGrowArray = false;
        }
        stage = Stage.START;
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
        // A page may come short of the page size: allocatePage keeps any that holds the record.
        long needed = stage == Stage.PAGE ? recordLength() + UAO_SIZE : size;
        boolean granted = acquired > 0 && acquired >= needed;
        if (!granted && acquired > 0) {
            memory.release(acquired); // throwOom frees the short page
        }
        switch (stage) {
            case CONSTRUCT -> {
                if (!granted) {
                    memory.event(new MemoryEvent.TungstenOutOfMemory(task, name, size, Math.max(0, acquired), true));
                    throw new OutOfMemory(memory.messages().outOfMemory(size, Math.max(0, acquired)));
                }
                setArray(size);
                memory.event(new MemoryEvent.MapArrayAllocated(task, name, false, capacity, size));
                stage = Stage.START;
            }
            case PAGE -> {
                if (!granted) {
                    // acquireNewPage catches Spark's OOM: append returns false.
                    memory.event(new MemoryEvent.MapAppendRefused(task, name, numKeys, growthThreshold, true));
                    appended = false;
                    stage = Stage.DONE;
                    return;
                }
                pages.add(acquired);
                pageBytes += acquired;
                pageFree = acquired - UAO_SIZE; // the page's record count comes first
                memory.event(new MemoryEvent.MapPageAllocated(task, name, recordLength() + UAO_SIZE, acquired));
                insert(memory);
            }
            case GROW -> {
                if (!granted) {
                    // growAndRehash's SparkOutOfMemoryError is caught: the map keeps its array and grows no more.
                    canGrowArray = false;
                    memory.event(new MemoryEvent.MapCannotGrow(task, name, size, Math.max(0, acquired), numKeys));
                } else {
                    memory.release(capacity * 2 * 8); // freeArray of the old one, after the rehash
                    setArray(size);
                    memory.event(new MemoryEvent.MapArrayAllocated(task, name, true, capacity, size));
                }
                stage = Stage.START;
            }
            case START, DONE -> throw new IllegalStateException("no ask of " + name + " is in flight");
        }
    }

    private void setArray(long bytes) {
        capacity = bytes / 16;
        growthThreshold = (long) (capacity * LOAD_FACTOR);
    }

    @Override
    public long used() {
        return capacity * 2 * 8 + pageBytes;
    }

    /** Not being read by a destructive iterator, the map frees nothing when asked to spill. */
    @Override
    public long spill(boolean byItself, TaskMemory memory) {
        memory.event(new MemoryEvent.MapSpillRefused(task, name, byItself));
        return 0;
    }

    /** The aggregation's completion listener frees the map ({@code BytesToBytesMap.free}). */
    @Override
    public void cleanupResources(TaskMemory memory) {
        long freed = used();
        if (capacity > 0) {
            memory.release(capacity * 2 * 8);
        }
        for (long page : pages) {
            memory.release(page);
        }
        pages.clear();
        pageBytes = 0;
        pageFree = -1;
        capacity = 0;
        growthThreshold = 0;
        numKeys = 0;
        memory.event(new MemoryEvent.SorterCleanedUp(MemoryEvent.TungstenClass.MAP, task, name, freed, 0));
    }

    @Override
    public TungstenState state() {
        return new TungstenState("map", pages.size(), pageBytes, capacity, capacity * 2 * 8, numKeys, List.of());
    }

    @Override
    public BytesToBytesMap copy() {
        BytesToBytesMap c = new BytesToBytesMap(task, name, initialCapacity);
        c.capacity = capacity;
        c.growthThreshold = growthThreshold;
        c.numKeys = numKeys;
        c.canGrowArray = canGrowArray;
        c.pages.addAll(pages);
        c.pageBytes = pageBytes;
        c.pageFree = pageFree;
        c.stage = stage;
        c.inFlightSize = inFlightSize;
        c.remaining = remaining;
        c.keyBytes = keyBytes;
        c.valueBytes = valueBytes;
        c.appended = appended;
        return c;
    }

    @Override
    public void assertInvariants() {
        long sum = pages.stream().mapToLong(Long::longValue).sum();
        if (sum != pageBytes || numKeys < 0 || (capacity > 0 && Long.bitCount(capacity) != 1)
                || (numKeys > 0 && pages.isEmpty()) || (canGrowArray && capacity > 0 && numKeys >= growthThreshold && stage == Stage.DONE)) {
            throw new IllegalStateException("map " + name + " of task " + task + ": pages " + pages + " (" + pageBytes
                    + " counted), " + numKeys + " keys in " + capacity + " slots, threshold " + growthThreshold);
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
