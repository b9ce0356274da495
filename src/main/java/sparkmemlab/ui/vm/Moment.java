package sparkmemlab.ui.vm;

import sparkmemlab.model.ExecutorState;
import sparkmemlab.snapshot.ExecutorMoment;
import sparkmemlab.snapshot.Snapshot;

/**
 * The executor scenario a workspace shows, at its step, and the state there: what File > Export snapshot saves
 * of an executor workspace, and the history a lesson export tells.
 */
public record Moment(Snapshot snapshot, ExecutorState state) {

    /** As a snapshot saves it. */
    public ExecutorMoment saved() {
        return new ExecutorMoment(snapshot, state);
    }
}
