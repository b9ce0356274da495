package sparkmemlab.fidelity;

import java.util.ArrayList;
import java.util.List;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.Invariants;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;

/** Runs a scenario on our model, checking the invariants after every step. */
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

    static List<StepResult> run(Scenario scenario) {
        ExecutorModel model = new ExecutorModel(scenario.config());
        List<StepResult> results = new ArrayList<>();
        for (Operation op : scenario.steps()) {
            boolean several = RandomScenarioGenerator.wakesSeveral(op, model.state());
            StepResult r = model.apply(op);
            List<String> broken = Invariants.violations(r.state());
            if (!broken.isEmpty()) {
                throw new AssertionError("invariants broken after step " + r.step() + " (" + op.op() + "): " + broken);
            }
            if (several) {
                throw new UncomparableStepException("step " + r.step() + " (" + op.op() + ") wakes two or more parked requests at once;"
                        + " Java gives no order, so it cannot be compared with Spark");
            }
            results.add(r);
        }
        return results;
    }
}
