package sparkmemlab.cluster.scenario;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.ClusterOp;

/**
 * A cluster scenario ({@code spark-cluster-scenario/1}, see {@code src/docs/cluster-format.md}).
 *
 * @param sparkConf the Master's settings as the strings set on its {@code SparkConf}, in file order
 * @param config the same, as the Master reads them, with {@code reportRunning}
 */
public record ClusterScenario(String title, Map<String, String> sparkConf, ClusterConfig config, List<ClusterOp> steps) {

    public static final String FORMAT = "spark-cluster-scenario/1";

    public ClusterScenario {
        sparkConf = Collections.unmodifiableMap(new LinkedHashMap<>(sparkConf));
        steps = List.copyOf(steps);
    }

    /** Whether the trace shows drivers: only when some step submits one. */
    public boolean usesDrivers() {
        return steps.stream().anyMatch(s -> s instanceof ClusterOp.SubmitDriver);
    }

    /** The same scenario with other steps (a shrinker's candidate). */
    public ClusterScenario withSteps(List<ClusterOp> other) {
        return new ClusterScenario(title, sparkConf, config, other);
    }
}
