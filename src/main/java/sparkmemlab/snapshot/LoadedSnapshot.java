package sparkmemlab.snapshot;

import java.util.List;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.StepResult;

/**
 * A snapshot read and checked: every step re-run on the model, and the state at its step equal to
 * the one the file carries.
 *
 * @param steps the result of every step, in order
 * @param initial the state before the first step
 */
public record LoadedSnapshot(Snapshot snapshot, ExecutorState initial, List<StepResult> steps) implements LoadedMoment {

    public LoadedSnapshot {
        steps = List.copyOf(steps);
    }

    @Override
    public ViewState view() {
        return snapshot.view();
    }

    /** The state at the snapshot's step. */
    public ExecutorState state() {
        return snapshot.at() == 0 ? initial : steps.get(snapshot.at() - 1).state();
    }
}
