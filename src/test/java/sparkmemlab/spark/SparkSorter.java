package sparkmemlab.spark;

import java.io.File;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.apache.spark.TaskContext;
import org.apache.spark.memory.SparkOutOfMemoryError;
import org.apache.spark.memory.TaskMemoryManager;
import org.apache.spark.unsafe.Platform;
import org.apache.spark.unsafe.memory.MemoryBlock;
import org.apache.spark.util.collection.unsafe.sort.PrefixComparators;
import org.apache.spark.util.collection.unsafe.sort.RecordComparator;
import org.apache.spark.util.collection.unsafe.sort.UnsafeExternalSorter;
import org.apache.spark.util.collection.unsafe.sort.UnsafeInMemorySorter;
import org.apache.spark.util.collection.unsafe.sort.UnsafeSorterSpillWriter;
import sparkmemlab.model.ConsumerState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.SpillFile;
import sparkmemlab.model.TungstenState;

/**
 * The format's sorter: Spark 3.5.3's real {@link UnsafeExternalSorter}, made as Spark SQL makes one
 * ({@code UnsafeExternalRowSorter}: the task's memory manager, its context, the executor's page size, a
 * record comparator and a long key prefix, radix sort as the step says) and fed records as
 * {@code insertRecord} is fed rows. Its state is read from Spark's own fields. Every method runs on the
 * task's thread holding the memory manager's lock.
 */
final class SparkSorter implements SparkTungsten {
    private static final Field ALLOCATED_PAGES = SparkFields.field(UnsafeExternalSorter.class, "allocatedPages");
    private static final Field IN_MEM_SORTER = SparkFields.field(UnsafeExternalSorter.class, "inMemSorter");
    private static final Field SPILL_WRITERS = SparkFields.field(UnsafeExternalSorter.class, "spillWriters");
    private static final Field USABLE_CAPACITY = SparkFields.field(UnsafeInMemorySorter.class, "usableCapacity");
    private static final Field RECORDS_TO_WRITE = SparkFields.field(UnsafeSorterSpillWriter.class, "numRecordsToWrite");

    /** Sorts by the key prefix alone: the records' bytes are never compared. */
    private static final class ByPrefix extends RecordComparator {
        @Override
        public int compare(Object leftBase, long leftOffset, int leftLength, Object rightBase, long rightOffset,
                int rightLength) {
            return 0;
        }
    }

    final UnsafeExternalSorter sorter;
    final boolean radixSort;
    private final MemoryMode mode;
    private long inserted;

    private SparkSorter(UnsafeExternalSorter sorter, boolean radixSort, MemoryMode mode) {
        this.sorter = sorter;
        this.radixSort = radixSort;
        this.mode = mode;
    }

    /**
     * A new sorter; its in-memory sorter's first array is asked for now, as Spark's constructor does.
     *
     * @throws SparkOutOfMemoryError if that array cannot be had
     */
    static SparkSorter create(TaskMemoryManager tmm, SpillFiles spills, long pageSizeBytes, int initialSize,
            int numElementsForSpillThreshold, boolean radixSort) {
        UnsafeExternalSorter s = SparkApi.sorter(tmm, spills.blockManager(), spills.serializerManager(),
                TaskContext.get(), ByPrefix::new, PrefixComparators.LONG, initialSize, pageSizeBytes,
                numElementsForSpillThreshold, radixSort);
        MemoryMode mode = s.getMode() == org.apache.spark.memory.MemoryMode.ON_HEAP ? MemoryMode.ON_HEAP : MemoryMode.OFF_HEAP;
        return new SparkSorter(s, radixSort, mode);
    }

    /** {@code insertRecord}, {@code records} times; Spark's OOM as the result (the records before it stay). */
    OpResult insert(long records, long recordBytes) {
        byte[] record = new byte[(int) recordBytes];
        try {
            for (long i = 0; i < records; i++) {
                sorter.insertRecord(record, Platform.BYTE_ARRAY_OFFSET, (int) recordBytes, inserted++, false);
            }
            return OpResult.NONE;
        } catch (SparkOutOfMemoryError e) {
            return new OpResult.Error("SparkOutOfMemoryError: " + e.getMessage());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Spark's {@code getSpillSize}: memory bytes spilled so far. */
    long spillSize() {
        return sorter.getSpillSize();
    }

    @Override
    public ConsumerState state() {
        @SuppressWarnings("unchecked")
        List<MemoryBlock> pages = (List<MemoryBlock>) SparkFields.get(ALLOCATED_PAGES, sorter);
        long pageBytes = 0;
        for (MemoryBlock page : pages) {
            pageBytes += page.size();
        }
        UnsafeInMemorySorter ims = (UnsafeInMemorySorter) SparkFields.get(IN_MEM_SORTER, sorter);
        long capacity = ims == null ? 0 : SparkFields.getInt(USABLE_CAPACITY, ims) / 2;
        long arrayBytes = ims == null ? 0 : ims.getMemoryUsage();
        long records = ims == null ? 0 : ims.numRecords();
        @SuppressWarnings("unchecked")
        List<UnsafeSorterSpillWriter> writers = (List<UnsafeSorterSpillWriter>) SparkFields.get(SPILL_WRITERS, sorter);
        List<SpillFile> files = new ArrayList<>();
        for (UnsafeSorterSpillWriter w : writers) {
            File f = w.getFile();
            files.add(new SpillFile(SparkFields.getInt(RECORDS_TO_WRITE, w), f.length()));
        }
        return new ConsumerState(mode, true, sorter.getUsed(), pageBytes, sorter.getSpillSize(), OptionalLong.empty(),
                Optional.of(new TungstenState("sorter", pages.size(), pageBytes, capacity, arrayBytes, records, files)));
    }

    @Override
    public org.apache.spark.memory.MemoryConsumer consumer() {
        return sorter;
    }

    @Override
    public long spillStarting() {
        return sorter.getSpillSize();
    }

    @Override
    public long freedSince(long mark) {
        return sorter.getSpillSize() - mark;
    }

    /** Its task's completion listener. */
    @Override
    public void cleanup() {
        sorter.cleanupResources();
    }
}
