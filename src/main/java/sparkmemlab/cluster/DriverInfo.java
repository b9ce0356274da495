package sparkmemlab.cluster;

import java.util.Optional;

/**
 * Spark's {@code DriverInfo}. Spark names drivers by the clock; here a driver keeps the id it was
 * submitted with, and a supervised driver launched again after its worker was lost is
 * {@code id#2}, then {@code id#3}...
 */
final class DriverInfo {
    final String baseId;
    final int attempt;
    final String id;
    final DriverDescription desc;
    /** Submission order, relaunches included. */
    final long creation;
    DriverState state = DriverState.SUBMITTED;
    /** The most recent worker it was launched on. */
    Optional<WorkerInfo> worker = Optional.empty();

    DriverInfo(String baseId, int attempt, DriverDescription desc, long creation) {
        this.baseId = baseId;
        this.attempt = attempt;
        this.id = attempt == 1 ? baseId : baseId + "#" + attempt;
        this.desc = desc;
        this.creation = creation;
    }

    ClusterState.Driver snapshot() {
        return new ClusterState.Driver(id, state, worker.map(w -> w.id), desc.cores(), desc.mem(), desc.supervise());
    }
}
