package sparkmemlab.cluster.fidelity;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.ClusterConfigException;
import sparkmemlab.cluster.ClusterOp;
import sparkmemlab.cluster.scenario.ClusterScenario;

/** Makes a failing cluster scenario smaller: drops steps, then settings, one at a time while it still fails. */
final class ClusterShrinker {

    private ClusterShrinker() {
    }

    static ClusterScenario shrink(ClusterScenario scenario, Predicate<ClusterScenario> fails) {
        ClusterScenario smallest = scenario;
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int i = smallest.steps().size() - 1; i >= 0; i--) {
                List<ClusterOp> fewer = new ArrayList<>(smallest.steps());
                fewer.remove(i);
                ClusterScenario candidate = smallest.withSteps(fewer);
                if (fails.test(candidate)) {
                    smallest = candidate;
                    progress = true;
                }
            }
            for (String key : List.copyOf(smallest.sparkConf().keySet())) {
                Optional<ClusterScenario> candidate = without(smallest, key);
                if (candidate.isPresent() && fails.test(candidate.get())) {
                    smallest = candidate.get();
                    progress = true;
                }
            }
        }
        return smallest;
    }

    private static Optional<ClusterScenario> without(ClusterScenario s, String key) {
        Map<String, String> conf = new LinkedHashMap<>(s.sparkConf());
        conf.remove(key);
        try {
            return Optional.of(new ClusterScenario(s.title(), conf, ClusterConfig.fromSparkConf(s.config().sparkVersion(), conf, s.config().reportRunning()),
                    s.steps()));
        } catch (ClusterConfigException e) {
            return Optional.empty();
        }
    }
}
