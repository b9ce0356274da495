package sparkmemlab.sparkconf;

import sparkmemlab.container.ByteUnit;

import static sparkmemlab.sparkconf.ConfKey.Type.BOOLEAN;
import static sparkmemlab.sparkconf.ConfKey.Type.DOUBLE;
import static sparkmemlab.sparkconf.ConfKey.Type.INT;
import static sparkmemlab.sparkconf.ConfKey.Type.LONG;
import static sparkmemlab.sparkconf.ConfKey.Type.STRING;
import static sparkmemlab.sparkconf.ConfKey.Type.TIME;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.LegacyMemoryConfig;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.model.TungstenConf;
import sparkmemlab.model.config.InvalidConfValue;
import sparkmemlab.sparkconf.ConfKey.Use;

/**
 * The keys the import reads, each as Spark defines it (spark-core 3.5.3's {@code internal/config/package.scala}
 * and {@code Tests.scala}; the legacy manager's as Spark 2.4.8's {@code StaticMemoryManager} and
 * {@code SparkEnv} read them), and the old names Spark still reads for some of them. A rule refuses in the
 * words of the Spark reading the key: 3.5.3's, or 4.x's error conditions, which the executor model's
 * {@link SparkVersion#messages()} words where it checks the same value.
 */
final class ConfKeys {

    static final String MASTER = "spark.master";
    static final String DEPLOY_MODE = "spark.submit.deployMode";
    static final String DRIVER_MEMORY = "spark.driver.memory";
    static final String DRIVER_CORES = "spark.driver.cores";
    static final String TESTING_MEMORY = "spark.testing.memory";
    static final String CORES_MAX = "spark.cores.max";
    static final String EXECUTOR_INSTANCES = "spark.executor.instances";
    static final String DYNAMIC_ALLOCATION = "spark.dynamicAllocation.enabled";
    static final String EXECUTOR_JAVA_OPTIONS = "spark.executor.extraJavaOptions";
    static final String DRIVER_JAVA_OPTIONS = "spark.driver.extraJavaOptions";
    static final String DRIVER_DEFAULT_JAVA_OPTIONS = "spark.driver.defaultJavaOptions";
    static final String APP_NAME = "spark.app.name";

    /** The legacy manager's fractions, which the sandbox's executor takes with {@code useLegacyMode} (scenario-format.md). */
    static final java.util.List<String> LEGACY_FRACTIONS = java.util.List.of(LegacyMemoryConfig.STORAGE_MEMORY_FRACTION,
            LegacyMemoryConfig.STORAGE_SAFETY_FRACTION, LegacyMemoryConfig.SHUFFLE_MEMORY_FRACTION,
            LegacyMemoryConfig.SHUFFLE_SAFETY_FRACTION, LegacyMemoryConfig.UNROLL_FRACTION);

    private static final Map<String, ConfKey> KEYS = new LinkedHashMap<>();

    /** Old name -> the key Spark reads it for ({@code SparkConf.configsWithAlternatives}, {@code withAlternative}). */
    static final Map<String, String> ALTERNATIVES = Map.of(
            "spark.unsafe.offHeap", ExecutorConfig.OFF_HEAP_ENABLED,
            "spark.yarn.executor.memoryOverhead", "spark.executor.memoryOverhead",
            "spark.yarn.driver.memoryOverhead", "spark.driver.memoryOverhead");

    static {
        // The executor: the sandbox's own keys.
        add(ConfKey.bytes(ExecutorConfig.EXECUTOR_MEMORY, ByteUnit.MiB, Use.EXECUTOR));
        add(ConfKey.of(TESTING_MEMORY, LONG, Use.EXECUTOR));
        add(ConfKey.of(ExecutorConfig.RESERVED_MEMORY, LONG, Use.EXECUTOR).readByGetter()); // UnifiedMemoryManager: conf.getLong
        // SparkContext's validateSettings reads both fractions first (conf.getDouble, between 0 and 1); then the
        // memory manager reads them as entries, and storageFraction's entry checks [0, 1).
        add(ConfKey.of(ExecutorConfig.MEMORY_FRACTION, DOUBLE, Use.EXECUTOR).readByGetter()
                .checked((v, version) -> between0And1(ExecutorConfig.MEMORY_FRACTION, (double) v)));
        add(ConfKey.of(ExecutorConfig.STORAGE_FRACTION, DOUBLE, Use.EXECUTOR).readByGetter()
                .checked((v, version) -> between0And1(ExecutorConfig.STORAGE_FRACTION, (double) v).or(() -> (double) v < 1.0
                        ? Optional.empty()
                        : Optional.of(version == SparkVersion.SPARK_3_5_3
                                ? SparkWords.invalidValue(String.valueOf(v), ExecutorConfig.STORAGE_FRACTION,
                                        SparkWords.STORAGE_FRACTION_RULE)
                                : version.messages().storageFraction((double) v)))));
        add(ConfKey.of(ExecutorConfig.OFF_HEAP_ENABLED, BOOLEAN, Use.EXECUTOR));
        add(ConfKey.bytes(ExecutorConfig.OFF_HEAP_SIZE, ByteUnit.BYTE, Use.EXECUTOR).checked((v, version) -> (long) v >= 0
                ? Optional.empty()
                : Optional.of(version == SparkVersion.SPARK_3_5_3
                        ? SparkWords.invalidValue(String.valueOf(v), ExecutorConfig.OFF_HEAP_SIZE, SparkWords.OFF_HEAP_SIZE_RULE)
                        : version.messages().offHeapNegative((long) v))));
        add(ConfKey.of(ExecutorConfig.EXECUTOR_CORES, INT, Use.EXECUTOR));
        add(ConfKey.bytes(ExecutorConfig.PAGE_SIZE, ByteUnit.BYTE, Use.EXECUTOR));
        // The Tungsten sorters' two settings (internal keys of Spark's config package: a bytes entry read as a count
        // of records, and an int).
        add(ConfKey.bytes(TungstenConf.INITIAL_BUFFER_SIZE, ByteUnit.BYTE, Use.EXECUTOR).checked((v, version) -> (long) v > 0
                && (long) v <= Integer.MAX_VALUE ? Optional.empty()
                : Optional.of(requirement(version, v + "", v + "b", TungstenConf.INITIAL_BUFFER_SIZE,
                        SparkWords.INITIAL_BUFFER_SIZE_RULE))));
        add(ConfKey.of(TungstenConf.NUM_ELEMENTS_FORCE_SPILL_THRESHOLD, INT, Use.EXECUTOR));
        // Spark 4.1's (SPARK-53001): a time entry in milliseconds; 0 (the default) polls no unmanaged memory.
        add(ConfKey.of(ExecutorConfig.UNMANAGED_MEMORY_POLLING_INTERVAL, TIME, Use.EXECUTOR));
        // The container around the executor's JVM.
        add(ConfKey.bytes("spark.executor.memoryOverhead", ByteUnit.MiB, Use.CONTAINER));
        // Spark 4.0's (SPARK-47208): the least overhead, instead of a fixed 384 MiB.
        add(ConfKey.bytes(sparkmemlab.container.OverheadMinimum.KEY, ByteUnit.MiB, Use.CONTAINER));
        add(overheadFactor("spark.executor.memoryOverheadFactor", Use.CONTAINER));
        add(ConfKey.bytes("spark.executor.pyspark.memory", ByteUnit.MiB, Use.CONTAINER));
        // The cluster.
        add(ConfKey.of(CORES_MAX, INT, Use.CLUSTER));
        add(ConfKey.of(EXECUTOR_INSTANCES, INT, Use.CLUSTER));
        add(ConfKey.of(DYNAMIC_ALLOCATION, BOOLEAN, Use.CLUSTER));
        add(ConfKey.of("spark.task.cpus", INT, Use.CLUSTER));
        // Spark 2.4.8's legacy StaticMemoryManager (Spark 3 removed it and no longer reads these).
        add(ConfKey.of(LegacyMemoryConfig.USE_LEGACY_MODE, BOOLEAN, Use.LEGACY).readByGetter());
        for (String fraction : LEGACY_FRACTIONS) {
            add(ConfKey.of(fraction, DOUBLE, Use.LEGACY).readByGetter());
        }
        // The driver, and how the application is submitted.
        add(ConfKey.bytes(DRIVER_MEMORY, ByteUnit.MiB, Use.DRIVER));
        add(ConfKey.of(DRIVER_CORES, INT, Use.DRIVER));
        add(ConfKey.bytes("spark.driver.memoryOverhead", ByteUnit.MiB, Use.DRIVER));
        add(overheadFactor("spark.driver.memoryOverheadFactor", Use.DRIVER));
        add(ConfKey.of(MASTER, STRING, Use.SUBMIT));
        add(ConfKey.of(DEPLOY_MODE, STRING, Use.SUBMIT));
        // The JVMs' own options: Spark refuses a heap size set in them.
        add(ConfKey.of(EXECUTOR_JAVA_OPTIONS, STRING, Use.JVM_OPTIONS).checked((v, version) -> executorJavaOptions((String) v, version)));
        add(ConfKey.of(DRIVER_JAVA_OPTIONS, STRING, Use.JVM_OPTIONS).checked((v, version) -> driverJavaOptions((String) v)));
        add(ConfKey.of(DRIVER_DEFAULT_JAVA_OPTIONS, STRING, Use.JVM_OPTIONS).checked((v, version) -> driverJavaOptions((String) v)));
    }

    private ConfKeys() {
    }

    private static Optional<String> between0And1(String key, double value) {
        return value > 1 || value < 0 ? Optional.of(SparkWords.fractionBetween(key, value)) : Optional.empty();
    }

    private static ConfKey overheadFactor(String key, Use use) {
        return ConfKey.of(key, DOUBLE, use).checked((v, version) -> (double) v > 0
                ? Optional.empty()
                : Optional.of(requirement(version, String.valueOf(v), String.valueOf(v), key, SparkWords.OVERHEAD_FACTOR_RULE)));
    }

    /**
     * A {@code checkValue} refusal: 3.5.3's sentence, or 4.x's {@code INVALID_CONF_VALUE.REQUIREMENT} with the
     * value as the entry writes it back ({@code spark4Value}: a size as {@code <n>b}).
     */
    private static String requirement(SparkVersion version, String value, String spark4Value, String key, String rule) {
        return version == SparkVersion.SPARK_3_5_3 ? SparkWords.invalidValue(value, key, rule)
                : InvalidConfValue.requirement(key, spark4Value, rule);
    }

    /**
     * {@code SparkConf.validateSettings}: no Spark options and no heap size in the executor's java options;
     * since 4.0 the same sentences as {@code INVALID_SPARK_CONFIG}'s subclasses.
     */
    private static Optional<String> executorJavaOptions(String options, SparkVersion version) {
        if (options.contains("-Dspark")) {
            return Optional.of(SparkWords.invalidSparkConfig(version, "INVALID_EXECUTOR_SPARK_OPTIONS",
                    SparkWords.executorJavaOptionsSpark(options)));
        }
        return options.contains("-Xmx") ? Optional.of(SparkWords.invalidSparkConfig(version, "INVALID_EXECUTOR_MEMORY_OPTIONS",
                SparkWords.executorJavaOptionsHeap(options))) : Optional.empty();
    }

    /** The launcher's {@code checkJavaOptions}: no heap size in the driver's java options. */
    static Optional<String> driverJavaOptions(String options) {
        return !options.isEmpty() && options.contains("Xmx") ? Optional.of(SparkWords.driverJavaOptionsHeap(options))
                : Optional.empty();
    }

    private static void add(ConfKey key) {
        KEYS.put(key.key(), key);
    }

    static Optional<ConfKey> get(String key) {
        return Optional.ofNullable(KEYS.get(key));
    }

    /** Every key the import reads, in the order above. */
    static Iterable<String> names() {
        return KEYS.keySet();
    }
}
