package sparkmemlab.container.spark42;

import java.util.List;
import java.util.Map;
import org.apache.spark.SparkConf;
import org.apache.spark.internal.config.package$;
import org.apache.spark.resource.ResourceProfile;
import org.apache.spark.resource.ResourceProfile$;

/**
 * Spark 4.2.0's own container request, for the container model's check (compiled against 4.2.0 only,
 * loaded by {@code Spark42ClassLoader}): what YARN's allocator asks for, with the factor and the
 * minimum overhead it reads ({@code EXECUTOR_MEMORY_OVERHEAD_FACTOR}, {@code EXECUTOR_MIN_MEMORY_OVERHEAD}).
 */
public final class Spark42ResourceProfile {

    private Spark42ResourceProfile() {
    }

    /**
     * [heap, overhead, off-heap, PySpark, total] MiB; Spark's own exception when it refuses a setting.
     */
    public static List<Long> yarnRequest(Map<String, String> settings) {
        SparkConf conf = new SparkConf(false);
        settings.forEach(conf::set);
        double factor = (Double) conf.get(package$.MODULE$.EXECUTOR_MEMORY_OVERHEAD_FACTOR());
        long minimum = (Long) conf.get(package$.MODULE$.EXECUTOR_MIN_MEMORY_OVERHEAD());
        boolean python = conf.getBoolean("spark.yarn.isPython", false);
        ResourceProfile$ rp = ResourceProfile$.MODULE$;
        rp.clearDefaultProfile();
        try {
            ResourceProfile profile = rp.getOrCreateDefaultProfile(conf);
            var r = rp.getResourcesForClusterManager(profile.id(), profile.executorResources(), minimum, factor, conf, python,
                    scala.collection.immutable.Map$.MODULE$.empty());
            return List.of(r.executorMemoryMiB(), r.memoryOverheadMiB(), r.memoryOffHeapMiB(), r.pysparkMemoryMiB(), r.totalMemMiB());
        } finally {
            rp.clearDefaultProfile();
        }
    }
}
