package sparkmemlab.scenario;

import sparkmemlab.i18n.Messages;

import java.util.ArrayList;
import java.util.List;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.Operation;
import sparkmemlab.model.SparkConfigException;
import sparkmemlab.model.StepResult;

/** Runs a scenario on the model, step by step, turning the model's refusals into scenario errors. */
public final class ScenarioRunner {

    private ScenarioRunner() {
    }

    /**
     * Runs every step.
     *
     * @param file names the scenario in errors
     * @throws ScenarioException if Spark refuses the configuration or cannot take a step
     */
    public static List<StepResult> run(String file, Scenario scenario) throws ScenarioException {
        ExecutorModel model = start(file, scenario);
        List<StepResult> results = new ArrayList<>(scenario.steps().size());
        for (int i = 0; i < scenario.steps().size(); i++) {
            results.add(step(file, model, i, scenario.steps().get(i)));
        }
        return results;
    }

    /** The model for a scenario's configuration, or the configuration's refusal. */
    public static ExecutorModel start(String file, Scenario scenario) throws ScenarioException {
        try {
            return new ExecutorModel(scenario.config());
        } catch (SparkConfigException e) {
            throw new ScenarioException(file, Messages.get("place.config", e.field()), "$.config['" + e.field() + "']",
                    Messages.get("config.refused", e.getMessage()));
        }
    }

    /** Runs step {@code index} (from 0), or says why Spark could not take it. */
    public static StepResult step(String file, ExecutorModel model, int index, Operation operation) throws ScenarioException {
        try {
            return model.apply(operation);
        } catch (IllegalStepException e) {
            String place = Messages.get("place.stepField", Messages.get("place.stepOp", index + 1, operation.op()), e.field());
            throw new ScenarioException(file, place, "$.steps[" + index + "]." + e.field(), Messages.get("step.refused", e.getMessage()));
        }
    }
}
