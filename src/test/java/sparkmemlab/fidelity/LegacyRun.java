package sparkmemlab.fidelity;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.spark.RealSparkStepException;
import sparkmemlab.spark24.RealSpark24;

/**
 * A scenario run to its end, or to the step the runner could not take: on our model (which checks its
 * invariants after every step) or on real Spark 2.4.8. The legacy contract has steps Spark cannot take
 * (an off-heap put or unroll): both sides must stop at the same one, Spark's words in our message.
 *
 * @param steps the trace up to the refused step
 * @param refusedStep the refused step (from 1), 0 if none
 * @param refusal why, in the runner's words (ours: the model's message; Spark's: its exception's)
 */
record LegacyRun(List<StepResult> steps, int refusedStep, String refusal) {

    static LegacyRun model(Scenario scenario) {
        ExecutorModel model = new ExecutorModel(scenario.config());
        List<StepResult> results = new ArrayList<>();
        for (Operation op : scenario.steps()) {
            StepResult r;
            try {
                r = model.apply(op);
            } catch (IllegalStepException e) {
                return new LegacyRun(results, results.size() + 1, e.getMessage());
            }
            results.add(r);
        }
        return new LegacyRun(results, 0, "");
    }

    static LegacyRun spark(Scenario scenario) {
        try {
            return new LegacyRun(RealSpark24.run(scenario), 0, "");
        } catch (RealSparkStepException e) {
            return new LegacyRun(e.completed(), e.step(), e.sparkMessage());
        }
    }

    /** The first difference between our run and Spark's, field for field, refusals included. */
    static Optional<String> difference(LegacyRun ours, LegacyRun spark, boolean consumers) {
        int common = Math.min(ours.steps().size(), spark.steps().size());
        Optional<String> trace = TraceDiff.firstDifference(ours.steps().subList(0, common), spark.steps().subList(0, common),
                consumers);
        if (trace.isPresent()) {
            return trace;
        }
        if (ours.refusedStep() != spark.refusedStep() || ours.steps().size() != spark.steps().size()) {
            return Optional.of("ours refused step " + ours.refusedStep() + " (" + ours.refusal() + "), Spark step "
                    + spark.refusedStep() + " (" + spark.refusal() + ")");
        }
        if (spark.refusedStep() > 0 && !ours.refusal().contains(spark.refusal())) {
            return Optional.of("step " + spark.refusedStep() + " refused in other words: ours \"" + ours.refusal()
                    + "\", Spark \"" + spark.refusal() + "\"");
        }
        return Optional.empty();
    }
}
