package sparkmemlab.sparkconf;

/**
 * The messages Spark 3.5.3 (and the JVM that runs it) print when they refuse a setting, word for word, so
 * that a student can search for them and they read exactly as Spark's. Each names where Spark says it.
 * They are never translated.
 */
final class SparkWords {

    private SparkWords() {
    }

    // ---- ConfigBuilder (typed configuration entries) and SparkConf's getters ----------------------

    /** {@code ConfigHelpers.toNumber} and {@code toBoolean}: "int", "long", "double" or "boolean". */
    static String shouldBe(String key, String type, String value) {
        return key + " should be " + type + ", but was " + value;
    }

    /** {@code TypedConfigBuilder.checkValue}; {@code value} as Scala prints the converted value. */
    static String invalidValue(String value, String key, String rule) {
        return "'" + value + "' in " + key + " is invalid. " + rule;
    }

    /** {@code SparkConf.catchIllegalValue}, around what {@code getInt}, {@code getLong}, ... threw. */
    static String illegalValue(String key, String cause) {
        return "Illegal value for config key " + key + ": " + cause;
    }

    /** Scala's {@code StringOps.toBoolean}. */
    static String notABoolean(String value) {
        return "For input string: \"" + value + "\"";
    }

    static final String STORAGE_FRACTION_RULE = "Storage fraction must be in [0,1)";
    static final String OFF_HEAP_SIZE_RULE = "The off-heap memory size must not be negative";
    static final String INITIAL_BUFFER_SIZE_RULE = "The buffer size must be greater than 0 and less than or equal to "
            + Integer.MAX_VALUE + ".";
    static final String OVERHEAD_FACTOR_RULE = "Ensure that memory overhead is a double greater than 0";

    /** {@code SparkConf.validateSettings}, for spark.memory.fraction and spark.memory.storageFraction. */
    static String fractionBetween(String key, double value) {
        return key + " should be between 0 and 1 (was '" + value + "').";
    }

    static String executorJavaOptionsSpark(String options) {
        return "spark.executor.extraJavaOptions is not allowed to set Spark options (was '" + options + "'). Set them"
                + " directly on a SparkConf or in a properties file when using ./bin/spark-submit.";
    }

    static String executorJavaOptionsHeap(String options) {
        return "spark.executor.extraJavaOptions is not allowed to specify max heap memory settings (was '" + options
                + "'). Use spark.executor.memory instead.";
    }

    /**
     * 3.5.3's sentence as Spark 4's {@code INVALID_SPARK_CONFIG.<subclass>} error condition words it
     * ({@code error-conditions.json}: the main message "Invalid Spark config:", SQL state 42616).
     */
    static String invalidSparkConfig(sparkmemlab.model.SparkVersion version, String subclass, String sentence) {
        return version == sparkmemlab.model.SparkVersion.SPARK_3_5_3 ? sentence
                : "[INVALID_SPARK_CONFIG." + subclass + "] Invalid Spark config: " + sentence + " SQLSTATE: 42616";
    }

    static final String DEPLOY_MODE_CONF = "spark.submit.deployMode can only be \"cluster\" or \"client\".";

    // ---- UnifiedMemoryManager.getMaxMemory's INVALID_EXECUTOR_MEMORY: the model's (SparkMessages), by version ----

    // ---- spark-submit: SparkSubmitOptionParser, SparkSubmitArguments, SparkSubmit ------------------

    static String missingArgument(String option) {
        return String.format("Missing argument for option '%s'.", option);
    }

    static String unrecognizedOption(String option) {
        return "Unrecognized option '" + option + "'.";
    }

    static String confWithoutEquals(String pair) {
        return "Spark config without '=': " + pair;
    }

    static final String DEPLOY_MODE_FLAG = "--deploy-mode must be either \"client\" or \"cluster\"";
    static final String EXECUTOR_MEMORY_POSITIVE = "Executor memory must be a positive number";
    static final String DRIVER_MEMORY_POSITIVE = "Driver memory must be a positive number";
    static final String EXECUTOR_CORES_POSITIVE = "Executor cores must be a positive number";
    static final String DRIVER_CORES_POSITIVE = "Driver cores must be a positive number";
    static final String TOTAL_CORES_POSITIVE = "Total executor cores must be a positive number";
    static final String EXECUTORS_POSITIVE = "Number of executors must be a positive number";
    static final String MASTER_KINDS = "Master must either be yarn or start with spark, mesos, k8s, or local";
    /** Spark 4's {@code SparkSubmit}, without Mesos. */
    static final String MASTER_KINDS_4 = "Master must either be yarn or start with spark, k8s, or local";
    static final String LOCAL_CLUSTER_MODE = "Cluster deploy mode is not compatible with master \"local\"";

    static String unparsableMaster(String master) {
        return "Could not parse Master URL: '" + master + "'";
    }

    /** The launcher's {@code SparkSubmitCommandBuilder.checkJavaOptions}, for the driver's java options. */
    static String driverJavaOptionsHeap(String options) {
        return String.format("Not allowed to specify max heap(Xmx) memory settings through java options (was %s). Use the"
                + " corresponding --driver-memory or spark.driver.memory configuration instead.", options);
    }

    // ---- the JVM, started by the launcher with -Xmx from the driver's memory -------------------------

    static String invalidMaximumHeap(String option) {
        return "Invalid maximum heap size: " + option + "\nError: Could not create the Java Virtual Machine.";
    }
}
