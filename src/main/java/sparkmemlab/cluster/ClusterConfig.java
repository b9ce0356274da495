package sparkmemlab.cluster;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import sparkmemlab.model.config.InvalidConfValue;
import sparkmemlab.model.SparkVersion;

/**
 * The Master's settings ({@code spark.deploy.*}) and whether Workers report launched executors
 * RUNNING on their own (see {@link #reportRunning}).
 *
 * @param reportRunning every Worker answers a {@code LaunchExecutor} with
 *     {@code ExecutorStateChanged(RUNNING)} at the end of the step, as Spark's {@code ExecutorRunner}
 *     does once the process has started; without it executors stay {@code LAUNCHING}
 * @param sparkVersion the Master's Spark; the last three settings exist from 4.0 on and keep their
 *     defaults under 3.5.3
 * @param workerSelectionPolicy {@code spark.deploy.workerSelectionPolicy} (SPARK-46881)
 * @param spreadOutDrivers {@code spark.deploy.spreadOutDrivers} (SPARK-46800)
 * @param maxDrivers {@code spark.deploy.maxDrivers} (SPARK-45174): at most this many drivers run
 */
public record ClusterConfig(boolean spreadOut, int defaultCores, int maxExecutorRetries, int retainedApplications,
        int retainedDrivers, boolean reportRunning, SparkVersion sparkVersion, WorkerSelectionPolicy workerSelectionPolicy,
        boolean spreadOutDrivers, int maxDrivers) {

    public static final String SPREAD_OUT = "spark.deploy.spreadOut";
    public static final String DEFAULT_CORES = "spark.deploy.defaultCores";
    public static final String MAX_EXECUTOR_RETRIES = "spark.deploy.maxExecutorRetries";
    public static final String RETAINED_APPLICATIONS = "spark.deploy.retainedApplications";
    public static final String RETAINED_DRIVERS = "spark.deploy.retainedDrivers";

    // Spark 4.0's keys (spreadOutApps is spreadOut's new name, SPARK-46797; spreadOut stays its alternative).
    public static final String SPREAD_OUT_APPS = "spark.deploy.spreadOutApps";
    public static final String SPREAD_OUT_DRIVERS = "spark.deploy.spreadOutDrivers";
    public static final String WORKER_SELECTION_POLICY = "spark.deploy.workerSelectionPolicy";
    public static final String MAX_DRIVERS = "spark.deploy.maxDrivers";

    /** The keys a cluster scenario's config takes, in the order Spark 3.5.3's Master reads them. */
    public static final List<String> KEYS = List.of(RETAINED_APPLICATIONS, RETAINED_DRIVERS, MAX_EXECUTOR_RETRIES,
            SPREAD_OUT, DEFAULT_CORES);

    /** The keys a 4.2.0 cluster scenario's config takes, in the order Spark 4.2.0's Master reads them. */
    public static final List<String> KEYS_4 = List.of(RETAINED_APPLICATIONS, RETAINED_DRIVERS, MAX_DRIVERS, MAX_EXECUTOR_RETRIES,
            SPREAD_OUT_DRIVERS, SPREAD_OUT_APPS, SPREAD_OUT, WORKER_SELECTION_POLICY, DEFAULT_CORES);

    public ClusterConfig {
        if (defaultCores < 1) {
            throw new IllegalArgumentException(defaultCoresMessage(sparkVersion, Integer.toString(defaultCores)));
        }
        if (maxDrivers < 1) {
            throw new IllegalArgumentException(maxDriversMessage(Integer.toString(maxDrivers)));
        }
        if (sparkVersion != SparkVersion.SPARK_4_2_0 && (workerSelectionPolicy != WorkerSelectionPolicy.DEFAULT || !spreadOutDrivers
                || maxDrivers != Integer.MAX_VALUE)) {
            throw new IllegalArgumentException("Spark " + sparkVersion + " has no worker selection policy, spreadOutDrivers or maxDrivers");
        }
    }

    /** Spark 3.5.3's settings, 4.0's at their defaults. */
    public ClusterConfig(boolean spreadOut, int defaultCores, int maxExecutorRetries, int retainedApplications, int retainedDrivers,
            boolean reportRunning) {
        this(spreadOut, defaultCores, maxExecutorRetries, retainedApplications, retainedDrivers, reportRunning, SparkVersion.SPARK_3_5_3,
                WorkerSelectionPolicy.DEFAULT, true, Integer.MAX_VALUE);
    }

    /** Spark 3.5.3's defaults. */
    public static ClusterConfig defaults() {
        return defaults(SparkVersion.SPARK_3_5_3);
    }

    /** That Spark's defaults. */
    public static ClusterConfig defaults(SparkVersion version) {
        return new ClusterConfig(true, Integer.MAX_VALUE, 10, 200, 200, true, version, WorkerSelectionPolicy.DEFAULT, true,
                Integer.MAX_VALUE);
    }

    /** The same settings on another Spark: the 4.0 settings go back to their defaults on 3.5.3. */
    public ClusterConfig withSparkVersion(SparkVersion version) {
        boolean four = version == SparkVersion.SPARK_4_2_0;
        return new ClusterConfig(spreadOut, defaultCores, maxExecutorRetries, retainedApplications, retainedDrivers, reportRunning,
                version, four ? workerSelectionPolicy : WorkerSelectionPolicy.DEFAULT, four ? spreadOutDrivers : true,
                four ? maxDrivers : Integer.MAX_VALUE);
    }

    /** The same settings with {@code spark.deploy.spreadOut} the other way or the same. */
    public ClusterConfig withSpreadOut(boolean on) {
        return new ClusterConfig(on, defaultCores, maxExecutorRetries, retainedApplications, retainedDrivers, reportRunning,
                sparkVersion, workerSelectionPolicy, spreadOutDrivers, maxDrivers);
    }

    /** The same settings with another worker selection policy (Spark 4 only). */
    public ClusterConfig withWorkerSelectionPolicy(WorkerSelectionPolicy policy) {
        return new ClusterConfig(spreadOut, defaultCores, maxExecutorRetries, retainedApplications, retainedDrivers, reportRunning,
                sparkVersion, policy, spreadOutDrivers, maxDrivers);
    }

    /** The keys this version's cluster scenario takes, in its Master's reading order. */
    public static List<String> keys(SparkVersion version) {
        return version == SparkVersion.SPARK_4_2_0 ? KEYS_4 : KEYS;
    }

    /**
     * The settings as Spark's {@code Master} reads them from its {@code SparkConf}: each value is the
     * string set on the conf.
     *
     * @throws ClusterConfigException for an unknown key or a value Spark refuses
     */
    public static ClusterConfig fromSparkConf(Map<String, String> conf, boolean reportRunning) throws ClusterConfigException {
        return fromSparkConf(SparkVersion.SPARK_3_5_3, conf, reportRunning);
    }

    /**
     * The settings as that version's {@code Master} reads them from its {@code SparkConf}, refusing
     * in that version's words.
     *
     * @throws ClusterConfigException for an unknown key or a value Spark refuses
     */
    public static ClusterConfig fromSparkConf(SparkVersion version, Map<String, String> conf, boolean reportRunning)
            throws ClusterConfigException {
        List<String> keys = keys(version);
        for (String key : conf.keySet()) {
            if (!keys.contains(key)) {
                throw new ClusterConfigException(key, ClusterText.get("conf.unknownKey", String.join(", ", keys)), false);
            }
        }
        return version == SparkVersion.SPARK_4_2_0 ? fromSpark4Conf(conf, reportRunning) : fromSpark3Conf(conf, reportRunning);
    }

    /** Spark 3.5.3's constructor: every setting read, then {@code defaultCores} checked. */
    private static ClusterConfig fromSpark3Conf(Map<String, String> conf, boolean reportRunning) throws ClusterConfigException {
        SparkVersion v = SparkVersion.SPARK_3_5_3;
        ClusterConfig d = defaults();
        int retainedApplications = intOr(v, conf, RETAINED_APPLICATIONS, d.retainedApplications());
        int retainedDrivers = intOr(v, conf, RETAINED_DRIVERS, d.retainedDrivers());
        int maxExecutorRetries = intOr(v, conf, MAX_EXECUTOR_RETRIES, d.maxExecutorRetries());
        boolean spreadOut = conf.containsKey(SPREAD_OUT) ? SparkConfValues.booleanConf(v, SPREAD_OUT, conf.get(SPREAD_OUT)) : d.spreadOut();
        int defaultCores = intOr(v, conf, DEFAULT_CORES, d.defaultCores());
        if (defaultCores < 1) {
            throw new ClusterConfigException(DEFAULT_CORES, defaultCoresMessage(v, Integer.toString(defaultCores)), true);
        }
        return new ClusterConfig(spreadOut, defaultCores, maxExecutorRetries, retainedApplications, retainedDrivers, reportRunning);
    }

    /**
     * Spark 4.2.0's constructor: each entry read and checked in turn ({@code checkValue} runs as the
     * value is read), so the first bad one in this order is the one refused.
     */
    private static ClusterConfig fromSpark4Conf(Map<String, String> conf, boolean reportRunning) throws ClusterConfigException {
        SparkVersion v = SparkVersion.SPARK_4_2_0;
        ClusterConfig d = defaults(v);
        int retainedApplications = intOr(v, conf, RETAINED_APPLICATIONS, d.retainedApplications());
        int retainedDrivers = intOr(v, conf, RETAINED_DRIVERS, d.retainedDrivers());
        int maxDrivers = intOr(v, conf, MAX_DRIVERS, d.maxDrivers());
        if (maxDrivers < 1) {
            throw new ClusterConfigException(MAX_DRIVERS, maxDriversMessage(Integer.toString(maxDrivers)), true);
        }
        int maxExecutorRetries = intOr(v, conf, MAX_EXECUTOR_RETRIES, d.maxExecutorRetries());
        boolean spreadOutDrivers = conf.containsKey(SPREAD_OUT_DRIVERS)
                ? SparkConfValues.booleanConf(v, SPREAD_OUT_DRIVERS, conf.get(SPREAD_OUT_DRIVERS)) : d.spreadOutDrivers();
        // spreadOutApps, else its alternative spreadOut: either is read under, and refused in the name of, spreadOutApps.
        Optional<String> spreadOutApps = Stream.of(SPREAD_OUT_APPS, SPREAD_OUT).filter(conf::containsKey).map(conf::get).findFirst();
        boolean spreadOut = spreadOutApps.isPresent() ? SparkConfValues.booleanConf(v, SPREAD_OUT_APPS, spreadOutApps.get())
                : d.spreadOut();
        WorkerSelectionPolicy policy = d.workerSelectionPolicy();
        if (conf.containsKey(WORKER_SELECTION_POLICY)) {
            String value = conf.get(WORKER_SELECTION_POLICY);
            policy = WorkerSelectionPolicy.read(value).orElseThrow(() -> new ClusterConfigException(WORKER_SELECTION_POLICY,
                    InvalidConfValue.outOfRangeOfOptions(WORKER_SELECTION_POLICY,
                            value.toUpperCase(Locale.ROOT), WorkerSelectionPolicy.options()), true));
        }
        int defaultCores = intOr(v, conf, DEFAULT_CORES, d.defaultCores());
        if (defaultCores < 1) {
            throw new ClusterConfigException(DEFAULT_CORES, defaultCoresMessage(v, Integer.toString(defaultCores)), true);
        }
        return new ClusterConfig(spreadOut, defaultCores, maxExecutorRetries, retainedApplications, retainedDrivers, reportRunning,
                v, policy, spreadOutDrivers, maxDrivers);
    }

    /**
     * The settings as the strings a {@code SparkConf} holds, every key in {@link #KEYS}' order: what
     * {@link #fromSparkConf} reads back to these settings (a saved cluster writes them so).
     */
    public Map<String, String> toSparkConf() {
        Map<String, String> conf = new LinkedHashMap<>();
        conf.put(RETAINED_APPLICATIONS, Integer.toString(retainedApplications));
        conf.put(RETAINED_DRIVERS, Integer.toString(retainedDrivers));
        conf.put(MAX_EXECUTOR_RETRIES, Integer.toString(maxExecutorRetries));
        conf.put(SPREAD_OUT, Boolean.toString(spreadOut));
        conf.put(DEFAULT_CORES, Integer.toString(defaultCores));
        if (sparkVersion == SparkVersion.SPARK_4_2_0) {
            conf.put(MAX_DRIVERS, Integer.toString(maxDrivers));
            conf.put(SPREAD_OUT_DRIVERS, Boolean.toString(spreadOutDrivers));
            conf.put(WORKER_SELECTION_POLICY, workerSelectionPolicy.name());
        }
        return conf;
    }

    private static int intOr(SparkVersion v, Map<String, String> conf, String key, int absent) throws ClusterConfigException {
        return conf.containsKey(key) ? SparkConfValues.intConf(v, key, conf.get(key)) : absent;
    }

    /**
     * Spark's words: 3.5.3's Master constructor throws a {@code SparkException}; 4.0 moved the check
     * into the config entry, which refuses as it reads ({@code value} is the number it read, as a string).
     */
    private static String defaultCoresMessage(SparkVersion version, String value) {
        return version == SparkVersion.SPARK_4_2_0
                ? InvalidConfValue.requirement(DEFAULT_CORES, value, DEFAULT_CORES + " must be positive.")
                : DEFAULT_CORES + " must be positive";
    }

    /** Spark 4.2.0's {@code MAX_DRIVERS.checkValue}. */
    private static String maxDriversMessage(String value) {
        return InvalidConfValue.requirement(MAX_DRIVERS, value,
                "The maximum number of running drivers should be positive.");
    }

    /** The worker selection policy that orders the usable workers: Spark 4's, or none under 3.5.3 (SPARK-46881). */
    public java.util.Optional<WorkerSelectionPolicy> usableWorkerPolicy() {
        return UsableWorkerOrder.policy(this);
    }
}
