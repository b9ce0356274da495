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

    /** A step whose outcome in Spark depends on the order Java wakes threads in. */
    static final class UncomparableStepException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UncomparableStepException(String message) {
            super(message);
        }
    }


    private ModelRun() {
    }

    /**
     * Why Spark's outcome of this step depends on chance: two or more parked requests woken at once
     * (Java gives no order), or a spill choice between consumers holding the same bytes (hash order).
     */
    static Optional<String> uncomparable(StepResult r) {
        for (MemoryEvent e : r.events()) {
            if (e instanceof MemoryEvent.NotifiedAll n && n.woken().size() >= 2) {
                return Optional.of("wakes " + n.woken().size() + " parked requests at once");
            }
            if (e instanceof MemoryEvent.SpillChosen c && c.tied()) {
                return Optional.of("chooses between consumers holding the same " + c.held() + " bytes");
            }
        }
        return Optional.empty();
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
