package sparkmemlab.sparkconf;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.container.OverheadMinimum;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.SparkVersion;

/**
 * The keys the import reads that Spark 3.5.3 does not know, and the release that added each (its config
 * entry's {@code .version}): 3.5.3 takes an unknown key without a word, so on 3.5.3 they are ignored, saying so.
 * The Master's are those its 4.2.0 model reads beyond 3.5.3's ({@link ClusterConfig#keys}), not a second list.
 */
final class Spark4Keys {

    private static final Map<String, String> SINCE = new LinkedHashMap<>();

    static {
        SINCE.put(ExecutorConfig.UNMANAGED_MEMORY_POLLING_INTERVAL, "4.1.0"); // SPARK-53001
        SINCE.put(OverheadMinimum.KEY, "4.0.0"); // SPARK-47208
        for (String key : ClusterConfig.keys(SparkVersion.SPARK_4_2_0)) {
            if (!ClusterConfig.keys(SparkVersion.SPARK_3_5_3).contains(key)) {
                SINCE.put(key, "4.0.0"); // SPARK-46881, SPARK-46800, SPARK-45174, SPARK-46797
            }
        }
    }

    private Spark4Keys() {
    }

    /** The release that added {@code key}, if {@code version} does not know it. */
    static Optional<String> unknownTo(SparkVersion version, String key) {
        return version == SparkVersion.SPARK_3_5_3 ? Optional.ofNullable(SINCE.get(key)) : Optional.empty();
    }
}
