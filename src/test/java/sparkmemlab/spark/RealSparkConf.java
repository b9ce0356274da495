package sparkmemlab.spark;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.apache.spark.SparkConf;
import org.apache.spark.internal.config.ConfigEntry;
import org.apache.spark.network.util.ByteUnit;
import org.apache.spark.network.util.JavaUtils;
import scala.jdk.javaapi.CollectionConverters;

/**
 * How Apache Spark 3.5.3 itself reads configuration text: byte strings ({@code JavaUtils}), typed config
 * entries and SparkConf's getters, {@code SparkConf.validateSettings}, {@code spark-defaults.conf}
 * ({@code Utils.getPropertiesFromFile}), spark-submit's arguments ({@code SparkSubmitArguments}) and the
 * memory manager's own checks ({@code UnifiedMemoryManager.apply}), for the import to be compared with.
 */
public final class RealSparkConf {

    /** What Spark made of a text: a value, or the exception it threw. */
    public record Outcome(Object value, String error) {
        static Outcome of(Callable<Object> read) {
            try {
                return new Outcome(read.call(), null);
            } catch (Exception e) {
                return new Outcome(null, e.getMessage());
            }
        }
    }

    private RealSparkConf() {
    }

    public static Outcome byteStringAs(String text, String unit) {
        return Outcome.of(() -> JavaUtils.byteStringAs(text, ByteUnit.valueOf(unit)));
    }

    /** Spark's {@code ConfigBuilder.byteFromString}, as a bytes entry of {@code unit} reads a value. */
    public static Outcome byteFromString(String text, String unit) {
        return Outcome.of(() -> org.apache.spark.internal.config.ConfigHelpers$.MODULE$.byteFromString(text, ByteUnit.valueOf(unit)));
    }

    /**
     * Sets {@code key} to {@code value} and reads it as Spark does: {@code validateSettings} first (as
     * SparkContext does before anything else), then the key's config entry, or {@code getter} ("long",
     * "double", "boolean") for keys Spark's memory managers read with a SparkConf getter instead.
     * Optional entries are unwrapped.
     */
    public static Outcome read(String key, String value, Optional<String> getter) {
        SparkLogging.init();
        loadEntries();
        return Outcome.of(() -> {
            SparkConf conf = new SparkConf(false).set(key, value);
            conf.validateSettings();
            if (getter.isPresent()) {
                return switch (getter.get()) {
                    case "long" -> conf.getLong(key, 0);
                    case "double" -> conf.getDouble(key, 0);
                    case "boolean" -> conf.getBoolean(key, false);
                    default -> throw new IllegalArgumentException(getter.get());
                };
            }
            ConfigEntry<?> entry = ConfigEntry.findEntry(key);
            if (entry == null) {
                throw new IllegalStateException("Spark has no entry " + key);
            }
            Object read = conf.get(entry);
            return read instanceof scala.Option<?> option ? (option.isDefined() ? option.get() : null) : read;
        });
    }

    private static void loadEntries() {
        // Entries register themselves when their object is first used.
        org.apache.spark.internal.config.package$.MODULE$.EXECUTOR_MEMORY();
        org.apache.spark.internal.config.Tests$.MODULE$.TEST_MEMORY();
        org.apache.spark.internal.config.Python$.MODULE$.PYSPARK_EXECUTOR_MEMORY();
    }

    /** {@code Utils.getPropertiesFromFile}, then only "spark." keys, as {@code loadDefaultSparkProperties}. */
    public static Map<String, String> defaultsFile(Path file) {
        Map<String, String> all = CollectionConverters.asJava(org.apache.spark.util.Utils.getPropertiesFromFile(file.toString()));
        Map<String, String> spark = new TreeMap<>();
        all.forEach((k, v) -> {
            if (k.startsWith("spark.")) {
                spark.put(k, v);
            }
        });
        return spark;
    }

    /** What {@code SparkSubmitArguments} made of the arguments, or its refusal. */
    public record Submit(String error, String master, String deployMode, String executorMemory, String executorCores,
            String totalExecutorCores, String numExecutors, String driverMemory, String driverCores,
            List<String> childArgs, Map<String, String> sparkProperties) {
    }

    /** spark-submit's arguments (without the command itself), with an environment that holds only a Hadoop configuration folder. */
    public static Submit submitArguments(List<String> args) {
        SparkLogging.init();
        scala.collection.immutable.Map<String, String> env = scala.collection.immutable.Map$.MODULE$.<String, String>empty()
                .updated("HADOOP_CONF_DIR", "/nonexistent-hadoop-conf");
        try {
            org.apache.spark.deploy.SparkSubmitArguments a = new org.apache.spark.deploy.SparkSubmitArguments(
                    CollectionConverters.asScala(args).toSeq(), env);
            return new Submit(null, a.master(), a.deployMode(), a.executorMemory(), a.executorCores(),
                    a.totalExecutorCores(), a.numExecutors(), a.driverMemory(), a.driverCores(),
                    List.copyOf(CollectionConverters.asJava(a.childArgs())),
                    new TreeMap<>(CollectionConverters.asJava(a.sparkProperties())));
        } catch (Exception e) {
            return new Submit(e.getMessage(), null, null, null, null, null, null, null, null, List.of(), Map.of());
        }
    }

    /** {@code UnifiedMemoryManager.apply} on a configuration: empty if Spark builds it, else its refusal. */
    public static Optional<String> memoryManagerRefusal(Map<String, String> settings) {
        SparkLogging.init();
        SparkConf conf = new SparkConf(false);
        settings.forEach(conf::set);
        try {
            org.apache.spark.memory.UnifiedMemoryManager$.MODULE$.apply(conf, 1);
            return Optional.empty();
        } catch (Exception e) {
            return Optional.of(e.getMessage());
        }
    }
}
