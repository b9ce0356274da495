package sparkmemlab.lesson;

import java.util.List;
import java.util.Optional;
import sparkmemlab.cluster.ClusterEvent;
import sparkmemlab.cluster.ClusterState;
import sparkmemlab.cluster.ClusterStep;
import sparkmemlab.cluster.WorkerMessage;

/**
 * One moment of a cluster lesson: the Master's state after step {@code step} (0 = before any), with what the
 * step sent the Workers and the events that explain it, and the same moment on a Master whose
 * {@code spark.deploy.spreadOut} is the other way (what flipping the switch would show).
 *
 * @param result the step, empty at step 0
 * @param spreadOut the {@code spark.deploy.spreadOut} of the Master this moment is of
 * @param flipped the same moment with {@code spreadOut} the other way; empty inside it, and once that Master
 *     refused a step
 * @param before the Master's state just before the step (at step 0, the state itself): what {@code before.<path>} reads
 */
public record ClusterMoment(int step, Optional<ClusterStep> result, ClusterState state, boolean spreadOut,
        Optional<ClusterMoment> flipped, ClusterState before) implements Moment {

    public static ClusterMoment start(ClusterState state, boolean spreadOut) {
        return new ClusterMoment(0, Optional.empty(), state, spreadOut, Optional.empty(), state);
    }

    public static ClusterMoment after(ClusterStep step, boolean spreadOut, ClusterState before) {
        return new ClusterMoment(step.step(), Optional.of(step), step.state(), spreadOut, Optional.empty(), before);
    }

    /** This moment, knowing the same moment on the other setting. */
    ClusterMoment withFlipped(Optional<ClusterMoment> other) {
        return new ClusterMoment(step, result, state, spreadOut, other, before);
    }

    /** The moment just before this step: its state, with no step (what {@code before.<path>} reads), on both settings. */
    ClusterMoment beforeStep() {
        return new ClusterMoment(Math.max(0, step - 1), Optional.empty(), before, spreadOut,
                flipped.map(ClusterMoment::beforeStep), before);
    }

    /** This moment on a Master with {@code spark.deploy.spreadOut} {@code value}, if the lesson has it. */
    public Optional<ClusterMoment> on(boolean value) {
        return value == spreadOut ? Optional.of(this) : flipped;
    }

    @Override
    public Quantities quantities() {
        return ClusterQuantities::parse;
    }

    /** The step's events, none at step 0. */
    public List<ClusterEvent> events() {
        return result.map(ClusterStep::events).orElse(List.of());
    }

    /** The step's {@code LaunchExecutor} messages, in the order sent. */
    public List<WorkerMessage.LaunchExecutor> launched() {
        return result.map(r -> r.launched().stream().filter(m -> m instanceof WorkerMessage.LaunchExecutor)
                .map(m -> (WorkerMessage.LaunchExecutor) m).toList()).orElse(List.of());
    }

    /** The step's {@code KillExecutor} messages. */
    public List<WorkerMessage.KillExecutor> killed() {
        return result.map(ClusterStep::killed).orElse(List.of());
    }

    public Optional<ClusterState.Worker> worker(String id) {
        return state.workers().stream().filter(w -> w.id().equals(id)).findFirst();
    }

    public Optional<ClusterState.App> app(String id) {
        return state.apps().stream().filter(a -> a.id().equals(id)).findFirst();
    }

    /** The moment of a cluster lesson; the parser gives cluster checks to cluster lessons only. */
    static ClusterMoment of(Moment moment) {
        if (moment instanceof ClusterMoment m) {
            return m;
        }
        throw new IllegalStateException("a cluster check read at a moment of another scene: " + moment);
    }
}
