package sparkmemlab.cluster;

import java.util.List;

/**
 * What one step did: the state after it, the messages the Master sent Workers, and the events that
 * explain it.
 *
 * @param step counts from 1
 * @param launched the {@code LaunchExecutor} and {@code LaunchDriver} messages, in the order sent
 * @param killed the {@code KillExecutor} messages, by app (submission order) then executor id
 */
public record ClusterStep(int step, ClusterOp op, ClusterState state, List<WorkerMessage.Launch> launched,
        List<WorkerMessage.KillExecutor> killed, List<ClusterEvent> events) {

    public ClusterStep {
        launched = List.copyOf(launched);
        killed = List.copyOf(killed);
        events = List.copyOf(events);
    }
}
