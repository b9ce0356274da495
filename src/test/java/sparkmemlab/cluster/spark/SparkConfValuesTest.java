package sparkmemlab.cluster.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.apache.spark.util.Utils;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import sparkmemlab.cluster.ApplicationDescription;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.ClusterConfigException;
import sparkmemlab.cluster.SparkConfValues;
import sparkmemlab.spark.SparkLogging;

/**
 * The model reads every setting and size as Spark 3.5.3 does: the same value, or a refusal where
 * Spark refuses, on strings chosen to sit at the edges of Spark's parsers.
 */
@Tag("spark")
class SparkConfValuesTest {

    static final List<String> SIZES = List.of("1g", "1G", " 1g ", "1gb", "1GB", "1gib", "1.5g", "-1g", "0", "1024", "1048576",
            "1048575", "1m", "1k", "1025k", "1t", "2047t", "2048t", "3000t", "4097t", "8191p", "8192p", "9223372036854775807",
            "9223372036854775808", "", " ", "abc", "1 g", "+1g", "\u0661g", "1\u212Ag", "0x10m", "007m");

    static final List<String> NUMBERS = List.of("4", " 4", "4 ", "+4", "-1", "0", "2147483647", "2147483648", "-2147483648", "4.0",
            "", "x", "\u0664", "1e3", "0x4", "007");

    static final List<String> BOOLEANS = List.of("true", "false", "TRUE", " false ", "False", "yes", "1", "", "tru");

    @Test
    void sizesAreReadAsUtilsMemoryStringToMbReadsThem() {
        SparkLogging.init();
        for (String size : SIZES) {
            assertEquals(spark(() -> Utils.memoryStringToMb(size)), ours(() -> SparkConfValues.memoryStringToMb(size)), size);
        }
    }

    @Test
    void theMastersSettingsAreReadAsItsConstructorReadsThem() throws Exception {
        List<Map<String, String>> confs = new ArrayList<>();
        for (String n : NUMBERS) {
            for (String key : List.of(ClusterConfig.DEFAULT_CORES, ClusterConfig.MAX_EXECUTOR_RETRIES,
                    ClusterConfig.RETAINED_APPLICATIONS, ClusterConfig.RETAINED_DRIVERS)) {
                confs.add(Map.of(key, n));
            }
        }
        for (String b : BOOLEANS) {
            confs.add(Map.of(ClusterConfig.SPREAD_OUT, b));
        }
        ReversingShuffle shuffle = ReversingShuffle.install();
        try {
            for (Map<String, String> conf : confs) {
                Optional<List<Object>> ours;
                try {
                    ClusterConfig c = ClusterConfig.fromSparkConf(conf, true);
                    ours = Optional.of(List.of(c.spreadOut(), c.defaultCores(), c.maxExecutorRetries(), c.retainedApplications(),
                            c.retainedDrivers()));
                } catch (ClusterConfigException e) {
                    ours = Optional.empty();
                }
                Optional<List<Object>> spark;
                try {
                    SparkMaster m = new SparkMaster(conf, true, shuffle);
                    spark = Optional.of(List.of(m.setting("spreadOutApps"), m.setting("defaultCores"), m.setting("maxExecutorRetries"),
                            m.setting("retainedApplications"), m.setting("retainedDrivers")));
                } catch (Exception e) {
                    spark = Optional.empty();
                }
                assertEquals(spark, ours, conf.toString());
            }
        } finally {
            shuffle.close();
        }
    }

    @Test
    void anAppsSettingsMakeTheDescriptionSparksSchedulerBackendMakes() {
        List<Map<String, String>> confs = new ArrayList<>();
        for (String n : NUMBERS) {
            confs.add(Map.of("spark.executor.cores", n));
            confs.add(Map.of("spark.cores.max", n));
            confs.add(Map.of("spark.cores.max", n, "spark.executor.cores", "2"));
            confs.add(Map.of("spark.cores.max", "8", "spark.executor.cores", n));
        }
        for (String size : SIZES) {
            confs.add(Map.of("spark.executor.memory", size));
        }
        int compared = 0;
        for (Map<String, String> conf : confs) {
            Optional<List<Object>> ours;
            try {
                ApplicationDescription d = ApplicationDescription.fromConf("app", conf);
                ours = Optional.of(List.of(d.memoryPerExecutorMB(), d.coresPerExecutor(), d.maxCores()));
            } catch (ClusterConfigException e) {
                if (!e.sparkRefuses()) {
                    continue; // one the model refuses and Spark takes (cores below 1, memory below 1 MiB)
                }
                ours = Optional.empty();
            }
            Optional<List<Object>> spark;
            try {
                var d = SparkMaster.appDescription("app", conf);
                spark = Optional.of(List.of(d.memoryPerExecutorMB(), optionalInt(d.coresPerExecutor()), optionalInt(d.maxCores())));
            } catch (RuntimeException e) {
                spark = Optional.empty();
            }
            assertEquals(spark, ours, conf.toString());
            compared++;
        }
        assertFalse(compared < confs.size() / 2, "compared only " + compared);
    }

    private static OptionalInt optionalInt(scala.Option<Object> o) {
        return o.isDefined() ? OptionalInt.of((Integer) o.get()) : OptionalInt.empty();
    }

    private static Optional<Integer> spark(java.util.function.IntSupplier read) {
        try {
            return Optional.of(read.getAsInt());
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private static Optional<Integer> ours(java.util.function.IntSupplier read) {
        return spark(read);
    }
}
