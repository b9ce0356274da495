package sparkmemlab.cluster;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Spark 4.0's {@code spark.deploy.workerSelectionPolicy} (SPARK-46881): the order in which
 * {@code startExecutorsOnWorkers} offers an app its usable workers. Spark sorts by the pair (free
 * cores or memory, id), reversed for the descending ones, so ties go by id, compared as strings.
 * Under Spark 3.5.3 there is no policy: see {@link UsableWorkerOrder}.
 */
public enum WorkerSelectionPolicy {
    CORES_FREE_ASC(Comparator.comparingInt(WorkerInfo::coresFree).thenComparing(w -> w.id)),
    CORES_FREE_DESC(CORES_FREE_ASC.order.reversed()),
    MEMORY_FREE_ASC(Comparator.comparingInt(WorkerInfo::memoryFree).thenComparing(w -> w.id)),
    MEMORY_FREE_DESC(MEMORY_FREE_ASC.order.reversed()),
    WORKER_ID(Comparator.comparing(w -> w.id));

    /** Spark's default. */
    public static final WorkerSelectionPolicy DEFAULT = CORES_FREE_DESC;

    private final Comparator<WorkerInfo> order;

    WorkerSelectionPolicy(Comparator<WorkerInfo> order) {
        this.order = order;
    }

    Comparator<WorkerInfo> order() {
        return order;
    }

    /** The config entry's reading: upper-cased (Locale.ROOT), then one of the names, or empty. */
    static Optional<WorkerSelectionPolicy> read(String value) {
        String upper = value.toUpperCase(Locale.ROOT);
        for (WorkerSelectionPolicy p : values()) {
            if (p.name().equals(upper)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /**
     * The names as Spark's refusal lists them: {@code checkValues} maps its set of names into a Scala
     * immutable {@code HashSet}, whose order follows the strings' hashes (checked against 4.2.0 in
     * {@code SparkConfValues420Test}).
     */
    static String options() {
        return String.join(", ", List.of(WORKER_ID, CORES_FREE_ASC, MEMORY_FREE_DESC, MEMORY_FREE_ASC, CORES_FREE_DESC).stream()
                .map(Enum::name).toList());
    }
}
