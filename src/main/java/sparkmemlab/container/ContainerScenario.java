package sparkmemlab.container;

import java.util.List;
import java.util.Map;

/** A container scenario: a title, the Spark settings, and the ops to run. */
public record ContainerScenario(String title, Map<String, String> config, List<ContainerOp> steps) {
    public ContainerScenario {
        config = Map.copyOf(config);
        steps = List.copyOf(steps);
    }

    /** Runs every step on a new model. @throws IllegalContainerStepException at the first step the model refuses */
    public List<ContainerStep> run() {
        ContainerModel model = new ContainerModel(ContainerConfig.from(config));
        return steps.stream().map(model::step).toList();
    }
}
