package sparkmemlab.spark;

import java.util.function.Supplier;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkEnv;
import org.apache.spark.TaskContext;
import org.apache.spark.internal.config.package$;
import org.apache.spark.memory.TaskMemoryManager;
import org.apache.spark.serializer.SerializerManager;
import org.apache.spark.storage.BlockManager;
import org.apache.spark.util.collection.unsafe.sort.PrefixComparator;
import org.apache.spark.util.collection.unsafe.sort.RecordComparator;
import org.apache.spark.util.collection.unsafe.sort.UnsafeExternalSorter;

/**
 * Spark 4.2.0's side of the harness's version seam (3.5.3's is {@code src/test/java/sparkmemlab/spark/SparkApi.java},
 * which this file replaces when Maven compiles the harness for {@code sparkmemlab.spark42}).
 */
final class SparkApi {

    /** Spark's defaults for what 4.x added to the sorter: no size threshold (4.1), the merge factor (4.2). */
    private static final SparkConf DEFAULTS = new SparkConf(false);

    private SparkApi() {
    }

    /** The Spark this harness is compiled against. */
    static String version() {
        return "4.2.0";
    }

    /** A SparkEnv with nothing but the conf (4.x's constructor has no ShuffleManager or memory manager). */
    static SparkEnv envWithConf(SparkConf conf) {
        return new SparkEnv("0", null, null, null, null, null, null, null, null, null, null, conf);
    }

    /**
     * {@code UnsafeExternalSorter.create} with 4.x's two new arguments at Spark's defaults:
     * {@code spark.shuffle.spill.maxSizeInBytesForSpillThreshold} and {@code spark.unsafe.sorter.spill.merge.factor}.
     */
    static UnsafeExternalSorter sorter(TaskMemoryManager tmm, BlockManager blockManager, SerializerManager serializer,
            TaskContext context, Supplier<RecordComparator> records, PrefixComparator prefix, int initialSize,
            long pageSizeBytes, int numElementsForSpillThreshold, boolean radixSort) {
        long sizeThreshold = (Long) DEFAULTS.get(package$.MODULE$.SHUFFLE_SPILL_MAX_SIZE_FORCE_SPILL_THRESHOLD());
        int mergeFactor = (Integer) DEFAULTS.get(package$.MODULE$.UNSAFE_SORTER_SPILL_MERGE_FACTOR());
        return UnsafeExternalSorter.create(tmm, blockManager, serializer, context, records, prefix, initialSize,
                pageSizeBytes, numElementsForSpillThreshold, sizeThreshold, mergeFactor, radixSort);
    }
}
