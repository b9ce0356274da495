package org.apache.spark.shuffle.sort;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkException;
import org.apache.spark.TaskContext;
import org.apache.spark.executor.ShuffleWriteMetrics;
import org.apache.spark.memory.MemoryConsumer;
import org.apache.spark.memory.TaskMemoryManager;
import org.apache.spark.storage.BlockManager;
import org.apache.spark.unsafe.memory.MemoryBlock;

/**
 * Reaches Spark's package-private {@link ShuffleExternalSorter} as Spark's own
 * {@code ShuffleExternalSorterSuite} does, from its package: the test harness's only door to it.
 */
public final class ShuffleSorterAccess {
    private static final Field ALLOCATED_PAGES = field(ShuffleExternalSorter.class, "allocatedPages");
    private static final Field IN_MEM_SORTER = field(ShuffleExternalSorter.class, "inMemSorter");
    private static final Field SPILLS = field(ShuffleExternalSorter.class, "spills");
    private static final Field ARRAY = field(ShuffleInMemorySorter.class, "array");
    private static final Field USABLE = field(ShuffleInMemorySorter.class, "usableCapacity");

    private ShuffleSorterAccess() {
    }

    /** A new sorter, as {@code UnsafeShuffleWriter.open} makes it; its constructor asks for its first array. */
    public static MemoryConsumer create(TaskMemoryManager tmm, BlockManager blockManager, TaskContext context, int initialSize,
            int partitions, SparkConf conf) throws SparkException {
        return new ShuffleExternalSorter(tmm, blockManager, context, initialSize, partitions, conf, new ShuffleWriteMetrics());
    }

    public static void insertRecord(MemoryConsumer sorter, Object base, long offset, int length, int partition) throws IOException {
        ((ShuffleExternalSorter) sorter).insertRecord(base, offset, length, partition);
    }

    public static void cleanupResources(MemoryConsumer sorter) {
        ((ShuffleExternalSorter) sorter).cleanupResources();
    }

    public static List<Long> pages(MemoryConsumer sorter) {
        List<Long> sizes = new ArrayList<>();
        for (Object page : (List<?>) get(ALLOCATED_PAGES, sorter)) {
            sizes.add(((MemoryBlock) page).size());
        }
        return sizes;
    }

    /** The pointer array's bytes and room (records), and the records in memory; zeros with no in-memory sorter. */
    public static long[] array(MemoryConsumer sorter) {
        ShuffleInMemorySorter ims = (ShuffleInMemorySorter) get(IN_MEM_SORTER, sorter);
        if (ims == null) {
            return new long[] {0, 0, 0};
        }
        Object array = get(ARRAY, ims);
        long bytes = array == null ? 0 : ((org.apache.spark.unsafe.array.LongArray) array).size() * 8;
        return new long[] {bytes, (Integer) get(USABLE, ims), ims.numRecords()};
    }

    /** The spill files written, in order. */
    public static List<File> spillFiles(MemoryConsumer sorter) {
        List<File> files = new ArrayList<>();
        for (Object s : (List<?>) get(SPILLS, sorter)) {
            files.add(((SpillInfo) s).file);
        }
        return files;
    }

    public static int numRecords(MemoryConsumer sorter) {
        ShuffleInMemorySorter ims = (ShuffleInMemorySorter) get(IN_MEM_SORTER, sorter);
        return ims == null ? 0 : ims.numRecords();
    }

    private static Object get(Field f, Object target) {
        try {
            return f.get(target);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Field field(Class<?> owner, String name) {
        try {
            Field f = owner.getDeclaredField(name);
            f.setAccessible(true);
            return f;
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException("Spark 3.5.3's " + owner.getName() + " has no field " + name, e);
        }
    }
}
