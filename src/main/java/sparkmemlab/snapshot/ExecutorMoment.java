package sparkmemlab.snapshot;

import java.util.Objects;
import sparkmemlab.model.ExecutorState;

/**
 * An executor scenario's moment, as it is saved: the {@link Snapshot} (its scenario, step and view) with the
 * state at that step, which the file carries for readers without the app. The state is given, not computed
 * here: the workspace has it already, and a million steps are not re-run to save one.
 */
public record ExecutorMoment(Snapshot snapshot, ExecutorState state) implements SnapshotMoment {

    public ExecutorMoment {
        Objects.requireNonNull(snapshot);
        Objects.requireNonNull(state);
    }

    @Override
    public ViewState view() {
        return snapshot.view();
    }
}
