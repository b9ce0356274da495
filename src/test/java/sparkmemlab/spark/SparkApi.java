package sparkmemlab.spark;

import java.util.function.Supplier;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkEnv;
import org.apache.spark.TaskContext;
import org.apache.spark.memory.TaskMemoryManager;
import org.apache.spark.serializer.SerializerManager;
import org.apache.spark.storage.BlockManager;
import org.apache.spark.util.collection.unsafe.sort.PrefixComparator;
import org.apache.spark.util.collection.unsafe.sort.RecordComparator;
import org.apache.spark.util.collection.unsafe.sort.UnsafeExternalSorter;

/**
 * The calls of the harness whose signatures differ between the Spark versions it is compiled against:
 * this is Spark 3.5.3's. {@code src/test/spark42/sparkmemlab/spark/SparkApi.java} is Spark 4.2.0's, and
 * replaces this one when Maven compiles the harness again for {@code sparkmemlab.spark42}.
 */
final class SparkApi {

    private SparkApi() {
    }

    /** The Spark this harness is compiled against. */
    static String version() {
        return "3.5.3";
    }

    /** A SparkEnv with nothing but the conf (everything else null). */
    static SparkEnv envWithConf(SparkConf conf) {
        return new SparkEnv("0", null, null, null, null, null, null, null, null, null, null, null, null, conf);
    }

    /** {@code UnsafeExternalSorter.create} with the arguments Spark 3.5.3 has. */
    static UnsafeExternalSorter sorter(TaskMemoryManager tmm, BlockManager blockManager, SerializerManager serializer,
            TaskContext context, Supplier<RecordComparator> records, PrefixComparator prefix, int initialSize,
            long pageSizeBytes, int numElementsForSpillThreshold, boolean radixSort) {
        return UnsafeExternalSorter.create(tmm, blockManager, serializer, context, records, prefix, initialSize,
                pageSizeBytes, numElementsForSpillThreshold, radixSort);
    }
}
