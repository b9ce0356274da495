package sparkmemlab.fidelity;

import com.google.gson.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import sparkmemlab.scenario.TraceWriter;
import sparkmemlab.model.BlockState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.StepResult;
import sparkmemlab.spark.RealSpark;
import sparkmemlab.spark.RealSparkStepException;

/** Finds the first step where two runs of a scenario differ, field for field. */
public final class TraceDiff {

    private TraceDiff() {
    }

    /** How many times a scenario with steps that wake several parked requests runs on Spark. */
    static final int RUNS_FOR_WAKE_ORDER = 5;

    /**
     * What one comparison with Spark covered.
     *
     * @param difference the first difference, in words, if any
     * @param stepsCompared the steps compared (all, unless Spark's runs disagreed from some step on)
     * @param multiWakeSteps compared steps in which one notifyAll woke two or more parked requests
     * @param wokenFailures compared steps in which a woken request ended in Spark's OOM
     * @param unstableFrom the first step (from 1) at which Spark's repeated runs disagreed, or 0
     */
    public record Comparison(Optional<String> difference, int differsAt, int stepsCompared, int multiWakeSteps,
            int wokenFailures, int unstableFrom) {

        /** What was compared of {@code ours} before step index {@code steps}, where Spark's runs disagree. */
        static Comparison unstableAt(List<StepResult> ours, int steps) {
            int multiWake = 0;
            int wokenFailures = 0;
            for (StepResult r : ours.subList(0, steps)) {
                multiWake += ModelRun.wakesSeveral(r) ? 1 : 0;
                wokenFailures += ModelRun.wokenFailure(r) ? 1 : 0;
            }
            return new Comparison(Optional.empty(), -1, steps, multiWake, wokenFailures, steps + 1);
        }

        /** Whether the step that differs, or one before it, wakes several parked requests at once. */
        boolean differsAfterWakingSeveral(List<StepResult> ours) {
            return differsAt >= 0 && ours.subList(0, Math.min(ours.size(), differsAt + 1)).stream().anyMatch(ModelRun::wakesSeveral);
        }
    }

    /** One run of a scenario on Spark: its trace, and the step Spark could not take, if any. */
    private record SparkTrace(List<StepResult> steps, RealSparkStepException failure) {
        static SparkTrace of(sparkmemlab.scenario.Scenario scenario, Function<sparkmemlab.scenario.Scenario, List<StepResult>> spark) {
            try {
                return new SparkTrace(spark.apply(scenario), null);
            } catch (RealSparkStepException e) {
                return new SparkTrace(e.completed(), e);
            }
        }
    }

    /**
     * Runs the scenario on Spark and compares: a step Spark could not take, where our model took it,
     * is a difference too.
     */
    public static Optional<String> againstSpark(List<StepResult> ours, sparkmemlab.scenario.Scenario scenario) {
        return against(ours, scenario, RealSpark::run);
    }

    /** As {@link #againstSpark}, with {@code spark} running the scenario on a Spark of its choice (3.5.3 or 2.4.8). */
    public static Optional<String> against(List<StepResult> ours, sparkmemlab.scenario.Scenario scenario,
            Function<sparkmemlab.scenario.Scenario, List<StepResult>> spark) {
        return compare(ours, scenario, spark, false).difference();
    }

    /**
     * Compares our trace with Spark's. Where a step of ours wakes two or more parked requests at once,
     * whose order Java leaves open, Spark runs {@value #RUNS_FOR_WAKE_ORDER} times, and only the
     * steps up to the first at which its runs disagree count: a difference there is no difference.
     *
     * @param alwaysRepeat repeat Spark's runs for every such scenario (to say which are stable); else
     *     only for one whose first Spark run differs from ours (ours is then a trace Spark gives)
     */
    public static Comparison compare(List<StepResult> ours, sparkmemlab.scenario.Scenario scenario,
            Function<sparkmemlab.scenario.Scenario, List<StepResult>> on, boolean alwaysRepeat) {
        boolean consumers = scenario.usesConsumers();
        SparkTrace spark = SparkTrace.of(scenario, on);
        int differsAt = firstDifferentStep(ours, spark, consumers);
        int agreed = Integer.MAX_VALUE;
        if ((alwaysRepeat || differsAt >= 0) && ours.stream().anyMatch(ModelRun::wakesSeveral)) {
            for (int run = 1; run < RUNS_FOR_WAKE_ORDER; run++) {
                agreed = Math.min(agreed, agreedSteps(spark, SparkTrace.of(scenario, on), consumers));
            }
        }
        int compared = Math.min(agreed, ours.size());
        int multiWake = 0;
        int wokenFailures = 0;
        for (StepResult r : ours.subList(0, compared)) {
            multiWake += ModelRun.wakesSeveral(r) ? 1 : 0;
            wokenFailures += ModelRun.wokenFailure(r) ? 1 : 0;
        }
        boolean differs = differsAt >= 0 && differsAt < agreed;
        Optional<String> difference = differs ? Optional.of(describe(ours, spark, differsAt, consumers)) : Optional.empty();
        return new Comparison(difference, differs ? differsAt : -1, compared, multiWake, wokenFailures,
                agreed == Integer.MAX_VALUE ? 0 : agreed + 1);
    }

    /**
     * Whether any of {@code runs} more runs on Spark gives our trace up to and with step index
     * {@code through}: then Spark's outcome there depends on timing, even where a few runs in a row
     * agreed (seen under heavy load).
     */
    public static boolean sparkCanGive(List<StepResult> ours, sparkmemlab.scenario.Scenario scenario,
            Function<sparkmemlab.scenario.Scenario, List<StepResult>> on, int runs, int through) {
        boolean consumers = scenario.usesConsumers();
        for (int run = 0; run < runs; run++) {
            int differsAt = firstDifferentStep(ours, SparkTrace.of(scenario, on), consumers);
            if (differsAt < 0 || differsAt > through) {
                return true;
            }
        }
        return false;
    }

    /** The index of the first step at which ours and Spark's run differ (Spark failing included), or -1. */
    private static int firstDifferentStep(List<StepResult> ours, SparkTrace spark, boolean consumers) {
        int common = Math.min(ours.size(), spark.steps().size());
        for (int i = 0; i < common; i++) {
            if (difference(ours.get(i), spark.steps().get(i), consumers).isPresent()) {
                return i;
            }
        }
        return ours.size() == spark.steps().size() ? -1 : common;
    }

    private static String describe(List<StepResult> ours, SparkTrace spark, int at, boolean consumers) {
        if (at < Math.min(ours.size(), spark.steps().size())) {
            return difference(ours.get(at), spark.steps().get(at), consumers).orElseThrow();
        }
        RealSparkStepException e = spark.failure();
        return e != null ? "step " + e.step() + " (" + e.operation().op() + "): our model took it, Spark could not: "
                + e.getMessage() : "ours has " + ours.size() + " steps, Spark's " + spark.steps().size();
    }

    /** How many first steps two Spark runs agree on; {@link Integer#MAX_VALUE} if they agree throughout. */
    private static int agreedSteps(SparkTrace a, SparkTrace b, boolean consumers) {
        int common = Math.min(a.steps().size(), b.steps().size());
        for (int i = 0; i < common; i++) {
            if (difference(a.steps().get(i), b.steps().get(i), consumers).isPresent()) {
                return i;
            }
        }
        boolean sameEnd = a.steps().size() == b.steps().size() && (a.failure() == null) == (b.failure() == null);
        return sameEnd ? Integer.MAX_VALUE : common;
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

    /** The first key, of either side's, whose values differ (a key only one side has included). */
    static Optional<String> differentKey(JsonObject a, JsonObject b) {
        Set<String> keys = new TreeSet<>(a.keySet());
        keys.addAll(b.keySet());
        return keys.stream().filter(key -> !Objects.equals(a.get(key), b.get(key))).findFirst();
    }

    static Optional<String> difference(StepResult ours, StepResult spark, boolean consumers) {
        // Each block's level and the disk store are compared in every scenario, not only where a trace shows them.
        JsonObject a = TraceWriter.toJson(ours, consumers, false, true);
        JsonObject b = TraceWriter.toJson(spark, consumers, false, true);
        Optional<String> key = differentKey(a, b);
        if (key.isPresent()) {
            return Optional.of("step " + ours.step() + " (" + ours.operation().op() + "), field \"" + key.get()
                    + "\":\n  ours:  " + a.get(key.get()) + "\n  Spark: " + b.get(key.get()));
        }
        if (!ours.state().unmanaged().equals(spark.state().unmanaged())) {
            return Optional.of("step " + ours.step() + ": unmanaged memory: ours " + ours.state().unmanaged() + ", Spark "
                    + spark.state().unmanaged());
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
