package sparkmemlab.fidelity;

import com.google.gson.JsonObject;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import sparkmemlab.json.TraceJson;
import sparkmemlab.model.BlockState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.StepResult;
import sparkmemlab.spark.RealSpark;
import sparkmemlab.spark.RealSparkStepException;

/** Finds the first step where two runs of a scenario differ, field for field. */
public final class TraceDiff {

    private TraceDiff() {
    }

    /**
     * Runs the scenario on Spark and compares: a step Spark could not take, where our model took it,
     * is a difference too.
     */
    public static Optional<String> againstSpark(List<StepResult> ours, sparkmemlab.scenario.Scenario scenario) {
        return against(ours, scenario, RealSpark::run);
    }

    /** As {@link #againstSpark}, with {@code spark} running the scenario on a Spark of its choice. */
    public static Optional<String> against(List<StepResult> ours, sparkmemlab.scenario.Scenario scenario,
            Function<sparkmemlab.scenario.Scenario, List<StepResult>> spark) {
        boolean consumers = scenario.usesConsumers();
        try {
            return firstDifference(ours, spark.apply(scenario), consumers);
        } catch (RealSparkStepException e) {
            Optional<String> before = firstDifference(ours.subList(0, e.completed().size()), e.completed(), consumers);
            return Optional.of(before.orElse("step " + e.step() + " (" + e.operation().op()
                    + "): our model took it, Spark could not: " + e.getMessage()));
        }
    }

    /** The first difference, in words naming the step and the field; empty when the runs agree. */
    public static Optional<String> firstDifference(List<StepResult> ours, List<StepResult> spark, boolean consumers) {
        for (int i = 0; i < Math.min(ours.size(), spark.size()); i++) {
            Optional<String> d = difference(ours.get(i), spark.get(i), consumers);
            if (d.isPresent()) {
                return d;
            }
        }
        if (ours.size() != spark.size()) {
            return Optional.of("ours has " + ours.size() + " steps, Spark's " + spark.size());
        }
        return Optional.empty();
    }

    static Optional<String> difference(StepResult ours, StepResult spark, boolean consumers) {
        JsonObject a = TraceJson.toJson(ours, consumers);
        JsonObject b = TraceJson.toJson(spark, consumers);
        Set<String> keys = new TreeSet<>(a.keySet());
        keys.addAll(b.keySet()); // a field only one side has is a difference too
        for (String key : keys) {
            if (!a.get(key).equals(b.get(key))) {
                return Optional.of("step " + ours.step() + " (" + ours.operation().op() + "), field \"" + key
                        + "\":\n  ours:  " + a.get(key) + "\n  Spark: " + b.get(key));
            }
        }
        // Beyond the trace: per-task unroll memory and each block's readers.
        for (MemoryMode mode : MemoryMode.values()) {
            var u1 = ours.state().pools(mode).unrollMemoryForTask();
            var u2 = spark.state().pools(mode).unrollMemoryForTask();
            if (!u1.equals(u2)) {
                return Optional.of("step " + ours.step() + ": " + mode + " unroll memory per task: ours " + u1 + ", Spark " + u2);
            }
        }
        if (consumers && !ours.state().consumers().equals(spark.state().consumers())) {
            return Optional.of("step " + ours.step() + ": consumers: ours " + ours.state().consumers() + ", Spark " + spark.state().consumers());
        }
        List<Integer> r1 = ours.state().blocks().stream().map(BlockState::readers).toList();
        List<Integer> r2 = spark.state().blocks().stream().map(BlockState::readers).toList();
        if (!r1.equals(r2)) {
            return Optional.of("step " + ours.step() + ": block readers: ours " + r1 + ", Spark " + r2);
        }
        return Optional.empty();
    }
}
