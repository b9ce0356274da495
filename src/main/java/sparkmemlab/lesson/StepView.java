package sparkmemlab.lesson;

import java.util.Optional;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.StepResult;

/**
 * One moment of a lesson run, as placeholders and checks see it: after step {@code step} (0 = before any
 * step), with the state just before that step (for what the step evicted).
 *
 * @param result the step's result, empty at step 0
 * @param pageSize Tungsten's page size of this executor
 */
public record StepView(int step, Optional<StepResult> result, ExecutorState state, ExecutorState before, long pageSize) {

    /** The moment before any step. */
    public static StepView start(ExecutorState state, long pageSize) {
        return new StepView(0, Optional.empty(), state, state, pageSize);
    }

    public static StepView after(StepResult result, ExecutorState before, long pageSize) {
        return new StepView(result.step(), Optional.of(result), result.state(), before, pageSize);
    }
}
