package sparkmemlab.cluster.fidelity;

import sparkmemlab.model.SparkVersion;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import sparkmemlab.cluster.ClusterOp;
import sparkmemlab.cluster.ClusterStep;
import sparkmemlab.cluster.IllegalClusterStepException;
import sparkmemlab.cluster.Master;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.cluster.scenario.ClusterTraceJson;
import sparkmemlab.cluster.spark.RealMaster;
import sparkmemlab.cluster.spark42.RealMaster42;
import sparkmemlab.cluster.spark.StepRefused;

/** Runs a cluster scenario on the model and on Spark's real Master (3.5.3's or 4.2.0's) and finds the first difference. */
final class ClusterTraceDiff {

    private ClusterTraceDiff() {
    }

    /** A run: the steps taken, and the step (from 1) that was refused, if one was. */
    record Run(List<ClusterStep> steps, Optional<String> refusal) {
    }

    static Run model(ClusterScenario scenario) {
        Master master = new Master(scenario.config());
        List<ClusterStep> steps = new ArrayList<>();
        for (ClusterOp op : scenario.steps()) {
            try {
                steps.add(master.apply(op));
            } catch (IllegalClusterStepException e) {
                return new Run(steps, Optional.of(e.getMessage()));
            }
        }
        return new Run(steps, Optional.empty());
    }

    /** The scenario on the real Master of its Spark version. */
    static Run spark(ClusterScenario scenario) {
        try {
            return new Run(scenario.config().sparkVersion() == SparkVersion.SPARK_4_2_0 ? RealMaster42.run(scenario) : RealMaster.run(scenario),
                    Optional.empty());
        } catch (StepRefused e) {
            return new Run(e.completed(), Optional.of(e.getMessage()));
        }
    }

    /** The first difference, in words naming the step and the field; empty when the runs agree. */
    static Optional<String> againstSpark(ClusterScenario scenario) {
        return difference(model(scenario), spark(scenario), scenario.usesDrivers());
    }

    static Optional<String> difference(Run ours, Run spark, boolean drivers) {
        for (int i = 0; i < Math.min(ours.steps().size(), spark.steps().size()); i++) {
            Optional<String> d = difference(ours.steps().get(i), spark.steps().get(i), drivers);
            if (d.isPresent()) {
                return d;
            }
        }
        if (ours.steps().size() != spark.steps().size() || ours.refusal().isPresent() != spark.refusal().isPresent()) {
            return Optional.of("ours took " + ours.steps().size() + " steps" + ours.refusal().map(r -> ", then refused: " + r).orElse("")
                    + "; Spark took " + spark.steps().size() + spark.refusal().map(r -> ", then refused: " + r).orElse(""));
        }
        return Optional.empty();
    }

    /** Field for field over the union of both traces' keys, then the rest of the state (executor states on workers, names). */
    static Optional<String> difference(ClusterStep ours, ClusterStep spark, boolean drivers) {
        JsonObject a = ClusterTraceJson.toJson(ours, drivers);
        JsonObject b = ClusterTraceJson.toJson(spark, drivers);
        Set<String> keys = new LinkedHashSet<>(a.keySet());
        keys.addAll(b.keySet());
        for (String key : keys) {
            JsonElement x = a.get(key);
            JsonElement y = b.get(key);
            if (x == null ? y != null : !x.equals(y)) {
                return Optional.of("step " + ours.step() + " (" + ours.op().op() + "), field \"" + key + "\":\n  ours:  " + x
                        + "\n  Spark: " + y);
            }
        }
        if (!ours.state().equals(spark.state())) {
            return Optional.of("step " + ours.step() + " (" + ours.op().op() + "): beyond the trace:\n  ours:  " + ours.state()
                    + "\n  Spark: " + spark.state());
        }
        return Optional.empty();
    }
}
