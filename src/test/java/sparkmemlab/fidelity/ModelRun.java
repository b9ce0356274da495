package sparkmemlab.fidelity;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;

/** Runs a scenario on our model, and says which steps cannot be compared with Spark. */
final class ModelRun {

    /** A step whose outcome in Spark depends on hash order, or on timing. */
    static final class UncomparableStepException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UncomparableStepException(String message) {
            super(message);
        }
    }


    private ModelRun() {
    }

    /**
     * Why Spark's outcome of this step depends on chance: a spill choice between consumers holding the
     * same bytes (hash order); or a notifyAll that wakes two or more requests, one of which called
     * {@code wait()} earlier in this same step. Its thread may not have parked yet: HotSpot then lets it
     * take the lock as soon as it is free, ahead of the waiter the monitor chose, so the order depends
     * on timing (real Spark gives either, each for runs on end).
     */
    static Optional<String> uncomparable(StepResult r) {
        Set<Long> waitedThisStep = new HashSet<>();
        for (MemoryEvent e : r.events()) {
            if (e instanceof MemoryEvent.SpillChosen c && c.tied()) {
                return Optional.of("chooses between consumers holding the same " + c.held() + " bytes");
            }
            if (e instanceof MemoryEvent.ExecutionParked p) {
                waitedThisStep.add(p.task());
            }
            if (e instanceof MemoryEvent.NotifiedAll n && n.woken().size() >= 2
                    && n.woken().stream().anyMatch(w -> waitedThisStep.contains(w.task()))) {
                return Optional.of("wakes " + n.woken().size() + " requests, one of them on its way into wait()");
            }
        }
        return Optional.empty();
    }

    /** Whether a step woke two or more parked requests at once (one notifyAll), whose order Java leaves open. */
    static boolean wakesSeveral(StepResult r) {
        for (MemoryEvent e : r.events()) {
            if (e instanceof MemoryEvent.NotifiedAll n && n.woken().size() >= 2) {
                return true;
            }
        }
        return false;
    }

    /** Whether a woken request of this step ended in Spark's OOM (a page it still could not have). */
    static boolean wokenFailure(StepResult r) {
        return r.woke().stream().anyMatch(w -> w.failure().isPresent());
    }

    static List<StepResult> run(Scenario scenario) {
        ExecutorModel model = new ExecutorModel(scenario.config());
        List<StepResult> results = new ArrayList<>();
        for (Operation op : scenario.steps()) {
            StepResult r = model.apply(op); // the model checks its invariants after every step
            uncomparable(r).ifPresent(why -> {
                throw new UncomparableStepException("step " + r.step() + " (" + op.op() + ") " + why
                        + ", so it cannot be compared with Spark");
            });
            results.add(r);
        }
        return results;
    }
}
