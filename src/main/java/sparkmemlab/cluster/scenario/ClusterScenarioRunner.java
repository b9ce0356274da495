package sparkmemlab.cluster.scenario;

import java.util.ArrayList;
import java.util.List;
import sparkmemlab.cluster.ClusterOp;
import sparkmemlab.cluster.ClusterStep;
import sparkmemlab.cluster.ClusterText;
import sparkmemlab.cluster.IllegalClusterStepException;
import sparkmemlab.cluster.Master;
import sparkmemlab.scenario.ScenarioException;

/** Runs a cluster scenario on the model, step by step, turning the model's refusals into scenario errors. */
public final class ClusterScenarioRunner {

    private ClusterScenarioRunner() {
    }

    /**
     * Runs every step.
     *
     * @param file names the scenario in errors
     * @throws ScenarioException naming the first step Spark cannot take
     */
    public static List<ClusterStep> run(String file, ClusterScenario scenario) throws ScenarioException {
        Master master = new Master(scenario.config());
        List<ClusterStep> steps = new ArrayList<>(scenario.steps().size());
        for (int i = 0; i < scenario.steps().size(); i++) {
            steps.add(step(file, master, i, scenario.steps().get(i)));
        }
        return steps;
    }

    /** Runs step {@code index} (from 0), or says why Spark could not take it. */
    public static ClusterStep step(String file, Master master, int index, ClusterOp op) throws ScenarioException {
        try {
            return master.apply(op);
        } catch (IllegalClusterStepException e) {
            String place = ClusterText.get("place.stepField", ClusterText.get("place.stepOp", index + 1, op.op()), e.field());
            throw new ScenarioException(file, place, "$.steps[" + index + "]." + e.field(),
                    ClusterText.get("step.refused", e.getMessage()));
        }
    }
}
