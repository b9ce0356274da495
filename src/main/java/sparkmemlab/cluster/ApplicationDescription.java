package sparkmemlab.cluster;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * What an application asks of the cluster, as Spark's {@code ApplicationDescription} and its default
 * {@code ResourceProfile} hold it for a {@code spark://} master.
 *
 * @param maxCores {@code spark.cores.max}, or empty: the Master's {@code spark.deploy.defaultCores}
 * @param coresPerExecutor {@code spark.executor.cores}, or empty: one executor per worker taking all the
 *     cores it is given
 * @param memoryPerExecutorMB {@code spark.executor.memory} in MiB (1024 by default)
 */
public record ApplicationDescription(String name, OptionalInt maxCores, OptionalInt coresPerExecutor, int memoryPerExecutorMB) {

    public static final String EXECUTOR_MEMORY = "spark.executor.memory";
    public static final String EXECUTOR_CORES = "spark.executor.cores";
    public static final String CORES_MAX = "spark.cores.max";
    /** The keys an app's conf takes. */
    public static final List<String> KEYS = List.of(EXECUTOR_MEMORY, EXECUTOR_CORES, CORES_MAX);

    public ApplicationDescription {
        if (coresPerExecutor.isPresent() && coresPerExecutor.getAsInt() < 1) {
            throw new IllegalArgumentException(ClusterText.get("conf.coresPerExecutor", coresPerExecutor.getAsInt()));
        }
        if (memoryPerExecutorMB < 1) {
            throw new IllegalArgumentException(ClusterText.get("conf.executorMemory", memoryPerExecutorMB));
        }
    }

    /**
     * The description Spark builds from an app's {@code SparkConf}, reading each value as Spark does, in
     * Spark's order: {@code SparkConf.validateSettings} (which reads {@code spark.cores.max} untrimmed
     * when {@code spark.executor.cores} is set too), the default {@code ResourceProfile} (executor cores
     * untrimmed, memory by {@code Utils.memoryStringToMb}), then {@code StandaloneSchedulerBackend}'s
     * {@code spark.cores.max}.
     *
     * @throws ClusterConfigException for an unknown key, a value Spark refuses, executor cores below 1
     *     or executor memory below 1 MiB (which Spark 3.5.3 takes in standalone mode, and which would
     *     make its scheduler loop forever or launch executors without memory)
     */
    public static ApplicationDescription fromConf(String name, Map<String, String> conf) throws ClusterConfigException {
        for (String key : conf.keySet()) {
            if (!KEYS.contains(key)) {
                throw new ClusterConfigException(key, ClusterText.get("conf.unknownKey", String.join(", ", KEYS)), false);
            }
        }
        if (conf.containsKey(CORES_MAX) && conf.containsKey(EXECUTOR_CORES)) {
            SparkConfValues.toInt(CORES_MAX, conf.get(CORES_MAX));
            SparkConfValues.intConf(EXECUTOR_CORES, conf.get(EXECUTOR_CORES));
        }
        OptionalInt coresPerExecutor = conf.containsKey(EXECUTOR_CORES)
                ? OptionalInt.of(SparkConfValues.toInt(EXECUTOR_CORES, conf.get(EXECUTOR_CORES))) : OptionalInt.empty();
        int memory = 1024;
        if (conf.containsKey(EXECUTOR_MEMORY)) {
            try {
                memory = SparkConfValues.memoryStringToMb(conf.get(EXECUTOR_MEMORY));
            } catch (IllegalArgumentException e) {
                throw new ClusterConfigException(EXECUTOR_MEMORY, e.getMessage(), true);
            }
        }
        OptionalInt maxCores = conf.containsKey(CORES_MAX)
                ? OptionalInt.of(SparkConfValues.intConf(CORES_MAX, conf.get(CORES_MAX))) : OptionalInt.empty();
        if (coresPerExecutor.isPresent() && coresPerExecutor.getAsInt() < 1) {
            throw new ClusterConfigException(EXECUTOR_CORES, ClusterText.get("conf.coresPerExecutor", coresPerExecutor.getAsInt()), false);
        }
        if (memory < 1) {
            throw new ClusterConfigException(EXECUTOR_MEMORY, ClusterText.get("conf.executorMemory", memory), false);
        }
        return new ApplicationDescription(name, maxCores, coresPerExecutor, memory);
    }

    /** The cores the app asks for: {@code spark.cores.max}, or the Master's default. */
    public int requestedCores(int defaultCores) {
        return maxCores.orElse(defaultCores);
    }
}
