package sparkmemlab.snapshot;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import sparkmemlab.json.StateJson;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.scenario.ScenarioRunner;
import sparkmemlab.scenario.ScenarioWriter;
import sparkmemlab.workspace.WorkspaceName;

/** An executor scenario at a step ({@code spark-memory-scenario/1}): the kind every snapshot was before the others. */
final class ExecutorKind extends ScenarioKind<Scenario, ExecutorKind.Run> {
    static final ExecutorKind INSTANCE = new ExecutorKind();

    /** The state before the first step and every step's result. */
    record Run(ExecutorState initial, List<StepResult> steps) {
    }

    private ExecutorKind() {
        super("executor", WorkspaceName.DEFAULT);
    }

    @Override
    Scenario parse(String file, JsonElement scenario) throws ScenarioException {
        return ScenarioParser.parse(file, scenario);
    }

    @Override
    int steps(Scenario scenario) {
        return scenario.steps().size();
    }

    /** Every step on the model, the initial state kept too: the window shows them all without running them again. */
    @Override
    Run run(String file, Scenario scenario) throws ScenarioException {
        ExecutorModel model = ScenarioRunner.start(file, scenario);
        ExecutorState initial = model.state();
        List<StepResult> results = new ArrayList<>(scenario.steps().size());
        for (int i = 0; i < scenario.steps().size(); i++) {
            results.add(ScenarioRunner.step(file, model, i, scenario.steps().get(i)));
        }
        return new Run(initial, results);
    }

    @Override
    JsonElement stateJson(Scenario scenario, Run run, int at) {
        return StateJson.toJson(at == 0 ? run.initial() : run.steps().get(at - 1).state());
    }

    @Override
    LoadedSnapshot loaded(Scenario scenario, int at, ViewState view, Run run) {
        return new LoadedSnapshot(new Snapshot(scenario, at, view), run.initial(), run.steps());
    }

    void write(ExecutorMoment moment, JsonObject into) {
        Snapshot s = moment.snapshot();
        write(into, ScenarioWriter.toJson(s.scenario()), s.at(), StateJson.toJson(moment.state()));
    }
}
