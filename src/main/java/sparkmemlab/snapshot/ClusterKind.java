package sparkmemlab.snapshot;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.List;
import sparkmemlab.cluster.ClusterStep;
import sparkmemlab.cluster.Master;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.cluster.scenario.ClusterScenarioJson;
import sparkmemlab.cluster.scenario.ClusterScenarioParser;
import sparkmemlab.cluster.scenario.ClusterScenarioRunner;
import sparkmemlab.cluster.scenario.ClusterTraceJson;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.workspace.WorkspaceName;

/**
 * A cluster scenario at a step ({@code spark-cluster-scenario/1}, src/docs/cluster-format.md). Its state is
 * the line the cluster trace prints for that step, so a snapshot can be checked against {@code run --trace};
 * before the first step it is the Master's empty state at step 0.
 */
final class ClusterKind extends ScenarioKind<ClusterScenario, List<ClusterStep>> {
    static final ClusterKind INSTANCE = new ClusterKind();
    /** Any version of the cluster scenario format: the parser refuses those it does not read, naming them. */
    static final String SCENARIO_FORMAT_PREFIX = "spark-cluster-scenario/";

    private ClusterKind() {
        super("cluster", WorkspaceName.CLUSTER);
    }

    @Override
    ClusterScenario parse(String file, JsonElement scenario) throws ScenarioException {
        return ClusterScenarioParser.parse(file, scenario);
    }

    @Override
    int steps(ClusterScenario scenario) {
        return scenario.steps().size();
    }

    @Override
    List<ClusterStep> run(String file, ClusterScenario scenario) throws ScenarioException {
        return ClusterScenarioRunner.run(file, scenario);
    }

    @Override
    JsonElement stateJson(ClusterScenario scenario, List<ClusterStep> steps, int at) {
        return at == 0 ? ClusterTraceJson.beforeFirstStep(new Master(scenario.config()).state(), scenario.usesDrivers())
                : ClusterTraceJson.toJson(steps.get(at - 1), scenario.usesDrivers());
    }

    @Override
    ClusterMoment loaded(ClusterScenario scenario, int at, ViewState view, List<ClusterStep> steps) {
        return new ClusterMoment(scenario, at, view);
    }

    /**
     * Writes a cluster moment; its state is computed by delivering its steps again.
     *
     * @throws IllegalArgumentException if the Master refuses one of them (a moment is made of steps it took)
     */
    void write(ClusterMoment moment, JsonObject into) {
        ClusterScenario scenario = moment.scenario();
        List<ClusterStep> steps;
        try {
            steps = run("", scenario);
        } catch (ScenarioException e) {
            throw new IllegalArgumentException("a cluster moment of steps the Master refuses: " + e.getMessage(), e);
        }
        write(into, ClusterScenarioJson.toJson(scenario), moment.at(), stateJson(scenario, steps, moment.at()));
    }
}
