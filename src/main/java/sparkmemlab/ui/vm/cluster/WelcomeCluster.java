package sparkmemlab.ui.vm.cluster;

import java.util.List;
import java.util.Map;
import sparkmemlab.cluster.ApplicationDescription;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.ClusterOp;

/**
 * The cluster the workspace opens on: three workers (one small), an app whose executors take two cores each,
 * an app that takes whatever cores a worker has left, and a third that waits for cores.
 */
final class WelcomeCluster {
    private WelcomeCluster() {
    }

    static final List<ClusterOp> OPS = List.of(
            new ClusterOp.AddWorker("worker-1", 4, "8g"),
            new ClusterOp.AddWorker("worker-2", 4, "8g"),
            new ClusterOp.AddWorker("worker-3", 2, "2g"),
            new ClusterOp.SubmitApp("app-1", "app-1", Map.of(ApplicationDescription.EXECUTOR_MEMORY, "2g",
                    ApplicationDescription.EXECUTOR_CORES, "2", ApplicationDescription.CORES_MAX, "6")),
            new ClusterOp.SubmitApp("app-2", "app-2", Map.of(ApplicationDescription.EXECUTOR_MEMORY, "4g")),
            new ClusterOp.SubmitApp("app-3", "app-3", Map.of(ApplicationDescription.EXECUTOR_MEMORY, "1g")));

    static void show(ClusterSession session) {
        try {
            session.show(ClusterHistory.of(ClusterConfig.defaults(), OPS, OPS.size()), session.text().get("cluster.welcome.title"),
                    session.text().get("cluster.welcome.hint"), java.util.Optional.empty());
        } catch (ClusterHistory.Refused e) {
            throw new IllegalStateException("the welcome cluster is one Spark takes", e);
        }
    }
}
