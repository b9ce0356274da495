package sparkmemlab.spark;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.apache.spark.SparkConf;
import org.apache.spark.TaskContext;
import org.apache.spark.memory.MemoryConsumer;
import org.apache.spark.memory.TaskMemoryManager;
import org.apache.spark.shuffle.sort.ShuffleSorterAccess;
import org.apache.spark.unsafe.Platform;
import sparkmemlab.model.ConsumerState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.SpillFile;
import sparkmemlab.model.TungstenState;

/**
 * The format's shuffle sorter: Spark 3.5.3's real, package-private {@code ShuffleExternalSorter}
 * (reached through {@link ShuffleSorterAccess}), made as {@code UnsafeShuffleWriter.open} makes it and
 * fed serialized records round-robin over its partitions. A spill file holds the records' bytes only
 * ({@code writeSortedFile}); its record count is the in-memory sorter's when the file is started.
 */
final class SparkShuffleSorter implements SparkTungsten {
    private final MemoryConsumer sorter;
    final int partitions;
    private final MemoryMode mode;
    private final List<Long> recordsPerFile = new ArrayList<>();
    private long inserted;
    /** What its spills freed, as Spark's task metrics count them ({@code incMemoryBytesSpilled}). */
    private long spilled;

    private SparkShuffleSorter(MemoryConsumer sorter, int partitions) {
        this.sorter = sorter;
        this.partitions = partitions;
        this.mode = sorter.getMode() == org.apache.spark.memory.MemoryMode.ON_HEAP ? MemoryMode.ON_HEAP : MemoryMode.OFF_HEAP;
    }

    /** @throws org.apache.spark.memory.SparkOutOfMemoryError if the constructor's array cannot be had */
    static SparkShuffleSorter create(TaskMemoryManager tmm, SpillFiles files, int initialSize, int partitions, SparkConf conf) {
        try {
            return new SparkShuffleSorter(ShuffleSorterAccess.create(tmm, files.blockManager(), TaskContext.get(), initialSize,
                    partitions, conf), partitions);
        } catch (org.apache.spark.SparkException e) {
            throw new IllegalStateException(e);
        }
    }

    OpResult insert(long records, long recordBytes) {
        byte[] record = new byte[(int) recordBytes];
        try {
            for (long i = 0; i < records; i++) {
                ShuffleSorterAccess.insertRecord(sorter, record, Platform.BYTE_ARRAY_OFFSET, (int) recordBytes,
                        (int) (inserted++ % partitions));
            }
            return OpResult.NONE;
        } catch (org.apache.spark.memory.SparkOutOfMemoryError e) {
            return new OpResult.Error("SparkOutOfMemoryError: " + e.getMessage());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Override
    public MemoryConsumer consumer() {
        return sorter;
    }

    /** Its spill frees every page it holds: what they add up to as the file is started. */
    @Override
    public long spillStarting() {
        recordsPerFile.add((long) ShuffleSorterAccess.numRecords(sorter));
        return ShuffleSorterAccess.pages(sorter).stream().mapToLong(Long::longValue).sum();
    }

    @Override
    public long freedSince(long mark) {
        spilled += mark;
        return mark;
    }

    @Override
    public void cleanup() {
        try {
            ShuffleSorterAccess.cleanupResources(sorter); // UnsafeShuffleWriter.write's finally
        } catch (NullPointerException lostArray) {
            // Its array was lost in a failed reset: Spark's own cleanup throws before freeing anything,
            // and TaskMemoryManager.cleanUpAllAllocatedMemory frees the pages.
            if (ShuffleSorterAccess.array(sorter)[0] != 0) {
                throw lostArray;
            }
        }
    }

    @Override
    public ConsumerState state() {
        List<Long> pages = ShuffleSorterAccess.pages(sorter);
        long pageBytes = pages.stream().mapToLong(Long::longValue).sum();
        long[] array = ShuffleSorterAccess.array(sorter);
        List<File> files = ShuffleSorterAccess.spillFiles(sorter);
        List<SpillFile> spillFiles = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            spillFiles.add(new SpillFile(recordsPerFile.get(i), files.get(i).length()));
        }
        return new ConsumerState(mode, true, sorter.getUsed(), pageBytes, spilled, OptionalLong.empty(),
                Optional.of(new TungstenState("shuffleSorter", pages.size(), pageBytes, array[1], array[0], array[2], spillFiles)));
    }
}
