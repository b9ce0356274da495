package sparkmemlab.cluster.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.ClusterConfigException;
import sparkmemlab.cluster.spark42.RealMaster42;
import sparkmemlab.model.SparkVersion;

/**
 * The model reads a 4.2.0 Master's settings as Spark 4.2.0's real {@code Master} constructor does:
 * the same values, or a refusal in the same words, on the strings of {@link SparkConfValuesTest} and
 * the worker selection policies in varied spellings.
 */
@Tag("spark")
class SparkConfValues420Test {

    private static final List<String> FIELDS = List.of("spreadOutApps", "defaultCores", "maxExecutorRetries", "retainedApplications",
            "retainedDrivers", "maxDrivers", "spreadOutDrivers", "workerSelectionPolicy");

    private static final List<String> POLICIES = List.of("CORES_FREE_DESC", "cores_free_asc", "Memory_Free_Desc", "MEMORY_FREE_ASC",
            "worker_id", " WORKER_ID", "WORKER_ID ", "workerid", "", "\u0131d", "random");

    @Test
    void theMastersSettingsAreReadAs420sConstructorReadsThem() throws Exception {
        List<Map<String, String>> confs = new ArrayList<>();
        for (String n : SparkConfValuesTest.NUMBERS) {
            for (String key : List.of(ClusterConfig.DEFAULT_CORES, ClusterConfig.MAX_EXECUTOR_RETRIES, ClusterConfig.RETAINED_APPLICATIONS,
                    ClusterConfig.RETAINED_DRIVERS, ClusterConfig.MAX_DRIVERS)) {
                confs.add(Map.of(key, n));
            }
        }
        for (String b : SparkConfValuesTest.BOOLEANS) {
            for (String key : List.of(ClusterConfig.SPREAD_OUT, ClusterConfig.SPREAD_OUT_APPS, ClusterConfig.SPREAD_OUT_DRIVERS)) {
                confs.add(Map.of(key, b));
            }
            confs.add(Map.of(ClusterConfig.SPREAD_OUT_APPS, "false", ClusterConfig.SPREAD_OUT, b));
        }
        for (String p : POLICIES) {
            confs.add(Map.of(ClusterConfig.WORKER_SELECTION_POLICY, p));
        }
        // Two bad settings: the one read first is refused.
        confs.add(Map.of(ClusterConfig.DEFAULT_CORES, "0", ClusterConfig.MAX_DRIVERS, "0"));
        confs.add(Map.of(ClusterConfig.DEFAULT_CORES, "x", ClusterConfig.WORKER_SELECTION_POLICY, "x"));
        int refused = 0;
        for (Map<String, String> conf : confs) {
            String ours;
            try {
                ClusterConfig c = ClusterConfig.fromSparkConf(SparkVersion.SPARK_4_2_0, conf, true);
                ours = List.of(c.spreadOut(), c.defaultCores(), c.maxExecutorRetries(), c.retainedApplications(), c.retainedDrivers(),
                        c.maxDrivers(), c.spreadOutDrivers(), c.workerSelectionPolicy().name()).toString();
            } catch (ClusterConfigException e) {
                ours = "refused: " + e.getMessage();
                refused++;
            }
            String spark;
            try {
                spark = RealMaster42.settings(conf, FIELDS).toString();
            } catch (IllegalArgumentException e) {
                spark = "refused: " + e.getMessage();
            }
            assertEquals(spark, ours, conf.toString());
        }
        assertTrue(refused > confs.size() / 4 && refused < confs.size(), refused + " of " + confs.size() + " refused");
    }
}
