package sparkmemlab.snapshot;

import java.util.Objects;
import sparkmemlab.cluster.scenario.ClusterScenario;

/**
 * A cluster scenario's moment: its configuration and every step ({@code spark-cluster-scenario/1}), the step
 * shown and the view. The cluster's state at that step is the Master's, computed by delivering the steps again
 * (a cluster's steps are few and cheap); the file carries it as the cluster trace gives it, and opening compares
 * the two. Read from a file, it has been checked so.
 *
 * @param at the step shown, from 0 (before the first step) to the number of steps
 */
public record ClusterMoment(ClusterScenario scenario, int at, ViewState view) implements SnapshotMoment, LoadedMoment {

    public ClusterMoment {
        Objects.requireNonNull(scenario);
        Objects.requireNonNull(view);
        if (at < 0 || at > scenario.steps().size()) {
            throw new IllegalArgumentException("the step shown must be from 0 to " + scenario.steps().size());
        }
    }
}
