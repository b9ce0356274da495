package sparkmemlab.cluster;

import sparkmemlab.model.SparkVersion;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The order in which {@code startExecutorsOnWorkers} offers an app its usable workers: the one
 * difference between the versions' executor scheduling (SPARK-46881, Spark 4.0).
 */
final class UsableWorkerOrder {

    private UsableWorkerOrder() {
    }

    /** Sorts {@code usable}, which is in registration order. */
    static void sort(List<WorkerInfo> usable, ClusterConfig config) {
        if (config.sparkVersion() == SparkVersion.SPARK_4_2_0) {
            // 4.x: sortBy((free, id)), reversed for the descending policies: ties go by id.
            usable.sort(config.workerSelectionPolicy().order());
        } else {
            // 3.5.3: sortBy(coresFree).reverse over a hash set; the model's ties stay earliest registered first.
            usable.sort(Comparator.comparingInt(WorkerInfo::coresFree).reversed());
        }
    }

    /** The policy that made the order, for the narration: Spark 4's, or none under 3.5.3. */
    static Optional<WorkerSelectionPolicy> policy(ClusterConfig config) {
        return config.sparkVersion() == SparkVersion.SPARK_4_2_0 ? Optional.of(config.workerSelectionPolicy()) : Optional.empty();
    }
}
