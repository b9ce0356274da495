package sparkmemlab.lesson;

import java.util.Map;
import java.util.Optional;
import sparkmemlab.compare.Manager;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.StepResult;

/**
 * One moment of a lesson run, as placeholders and checks see it: after step {@code step} (0 = before any
 * step), with the state just before that step (for what the step evicted).
 *
 * @param result the step's result, empty at step 0
 * @param pageSize Tungsten's page size of this executor
 * @param managers the same moment on each memory manager, for a lesson that runs its scene on both (the
 *     Legacy vs unified workspace's); empty for any other lesson
 */
public record StepView(int step, Optional<StepResult> result, ExecutorState state, ExecutorState before, long pageSize,
        Map<Manager, StepView> managers) implements Moment {

    public StepView {
        managers = Map.copyOf(managers);
    }

    /** The moment before any step. */
    public static StepView start(ExecutorState state, long pageSize) {
        return new StepView(0, Optional.empty(), state, state, pageSize, Map.of());
    }

    public static StepView after(StepResult result, ExecutorState before, long pageSize) {
        return new StepView(result.step(), Optional.of(result), result.state(), before, pageSize, Map.of());
    }

    /**
     * The moment just before this step: its state, with no result (what {@code before.<path>} reads). On each
     * manager too, for a lesson that runs on both.
     */
    StepView beforeStep() {
        Map<Manager, StepView> earlier = new java.util.EnumMap<>(Manager.class);
        managers.forEach((m, v) -> earlier.put(m, v.beforeStep()));
        return new StepView(Math.max(0, step - 1), Optional.empty(), before, before, pageSize, earlier);
    }

    /** Whether the step's operation failed (an out-of-memory error, a refusal): its state after is what the failure left. */
    boolean failed() {
        return result.map(r -> r.result() instanceof sparkmemlab.model.OpResult.Error).orElse(false);
    }

    /** This moment, knowing it on each manager too. */
    StepView withManagers(Map<Manager, StepView> views) {
        return new StepView(step, result, state, before, pageSize, views);
    }

    @Override
    public Quantities quantities() {
        return Quantity::parse;
    }

    /** The moment of an executor lesson; the parser gives executor checks to executor lessons only. */
    static StepView of(Moment moment) {
        if (moment instanceof StepView view) {
            return view;
        }
        throw new IllegalStateException("an executor check read at a moment of another scene: " + moment);
    }

    /** This moment on one manager, if the lesson runs on both. */
    public Optional<StepView> on(Manager manager) {
        return Optional.ofNullable(managers.get(manager));
    }
}
