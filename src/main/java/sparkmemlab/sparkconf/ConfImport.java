package sparkmemlab.sparkconf;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.SparkVersion;

/**
 * What an import of Spark's configuration gives the sandbox.
 *
 * @param master where the application runs, as far as the input says
 * @param taken the settings the models take, as Spark reads them, in the order of {@link ConfKeys}
 * @param ignored what the sandbox does not take, and why, in the order given
 * @param refused the values Spark (or the JVM, or the model) refuses; the sandbox takes nothing while there are any
 * @param scenarioConfig the executor's configuration as a scenario's {@code config} holds it (sizes in bytes);
 *        keys left out take Spark's defaults
 * @param executorConfig the executor's configuration, when nothing is refused
 * @param sparkVersion the Spark it is read as (a scenario's top-level {@code "sparkVersion"})
 * @param masterConfig the standalone Master's settings, when its keys are given and nothing is refused
 */
public record ConfImport(Master master, List<Taken> taken, List<Ignored> ignored, List<Problem> refused,
        Map<String, Object> scenarioConfig, Optional<ExecutorConfig> executorConfig, SparkVersion sparkVersion,
        Optional<ClusterConfig> masterConfig) {

    public ConfImport {
        taken = List.copyOf(taken);
        ignored = List.copyOf(ignored);
        refused = List.copyOf(refused);
        scenarioConfig = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(scenarioConfig));
    }

    /** Whether the sandbox can take it: nothing refused. */
    public boolean accepted() {
        return refused.isEmpty();
    }

    /** The value the models take for {@code key}, if any. */
    public Optional<Taken> taken(String key) {
        return taken.stream().filter(t -> t.key().equals(key)).findFirst();
    }
}
