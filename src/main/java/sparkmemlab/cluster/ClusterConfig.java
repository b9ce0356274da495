package sparkmemlab.cluster;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Master's settings ({@code spark.deploy.*}) and whether Workers report launched executors
 * RUNNING on their own (see {@link #reportRunning}).
 *
 * @param reportRunning every Worker answers a {@code LaunchExecutor} with
 *     {@code ExecutorStateChanged(RUNNING)} at the end of the step, as Spark's {@code ExecutorRunner}
 *     does once the process has started; without it executors stay {@code LAUNCHING}
 */
public record ClusterConfig(boolean spreadOut, int defaultCores, int maxExecutorRetries, int retainedApplications,
        int retainedDrivers, boolean reportRunning) {

    public static final String SPREAD_OUT = "spark.deploy.spreadOut";
    public static final String DEFAULT_CORES = "spark.deploy.defaultCores";
    public static final String MAX_EXECUTOR_RETRIES = "spark.deploy.maxExecutorRetries";
    public static final String RETAINED_APPLICATIONS = "spark.deploy.retainedApplications";
    public static final String RETAINED_DRIVERS = "spark.deploy.retainedDrivers";

    /** The keys a cluster scenario's config takes, in the order Spark's Master reads them. */
    public static final List<String> KEYS = List.of(RETAINED_APPLICATIONS, RETAINED_DRIVERS, MAX_EXECUTOR_RETRIES,
            SPREAD_OUT, DEFAULT_CORES);

    public ClusterConfig {
        if (defaultCores < 1) {
            throw new IllegalArgumentException(defaultCoresMessage());
        }
    }

    /** Spark's defaults. */
    public static ClusterConfig defaults() {
        return new ClusterConfig(true, Integer.MAX_VALUE, 10, 200, 200, true);
    }

    /**
     * The settings as Spark's {@code Master} reads them from its {@code SparkConf}: each value is the
     * string set on the conf.
     *
     * @throws ClusterConfigException for an unknown key or a value Spark refuses
     */
    public static ClusterConfig fromSparkConf(Map<String, String> conf, boolean reportRunning) throws ClusterConfigException {
        for (String key : conf.keySet()) {
            if (!KEYS.contains(key)) {
                throw new ClusterConfigException(key, ClusterText.get("conf.unknownKey", String.join(", ", KEYS)), false);
            }
        }
        ClusterConfig d = defaults();
        int retainedApplications = intOr(conf, RETAINED_APPLICATIONS, d.retainedApplications());
        int retainedDrivers = intOr(conf, RETAINED_DRIVERS, d.retainedDrivers());
        int maxExecutorRetries = intOr(conf, MAX_EXECUTOR_RETRIES, d.maxExecutorRetries());
        boolean spreadOut = conf.containsKey(SPREAD_OUT) ? SparkConfValues.booleanConf(SPREAD_OUT, conf.get(SPREAD_OUT)) : d.spreadOut();
        int defaultCores = intOr(conf, DEFAULT_CORES, d.defaultCores());
        if (defaultCores < 1) {
            throw new ClusterConfigException(DEFAULT_CORES, defaultCoresMessage(), true);
        }
        return new ClusterConfig(spreadOut, defaultCores, maxExecutorRetries, retainedApplications, retainedDrivers, reportRunning);
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
        return conf;
    }

    private static int intOr(Map<String, String> conf, String key, int absent) throws ClusterConfigException {
        return conf.containsKey(key) ? SparkConfValues.intConf(key, conf.get(key)) : absent;
    }

    /** Spark's words (a {@code SparkException} from the Master's constructor). */
    private static String defaultCoresMessage() {
        return DEFAULT_CORES + " must be positive";
    }
}
