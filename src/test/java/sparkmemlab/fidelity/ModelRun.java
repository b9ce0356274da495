package sparkmemlab.fidelity;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;

/** Runs a scenario on our model, and says which steps cannot be compared with Spark. */
final class ModelRun {

    /** A step whose outcome in Spark depends on hash order. */
    static final class UncomparableStepException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UncomparableStepException(String message) {
            super(message);
        }
    }


    private ModelRun() {
    }

    /** Why Spark's outcome of this step depends on chance: a spill choice between consumers holding the same bytes. */
    static Optional<String> uncomparable(StepResult r) {
        for (MemoryEvent e : r.events()) {
            if (e instanceof MemoryEvent.SpillChosen c && c.tied()) {
                return Optional.of("chooses between consumers holding the same " + c.held() + " bytes");
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
