package sparkmemlab.container;

import java.util.List;
import java.util.Map;

/**
 * A container scenario: a title, the Spark settings, the ops to run, and the Spark it runs on (its
 * top-level {@code "sparkVersion"}, as the rule that is the container's one difference).
 */
public record ContainerScenario(String title, Map<String, String> config, List<ContainerOp> steps, OverheadMinimum spark) {
    public ContainerScenario {
        config = Map.copyOf(config);
        steps = List.copyOf(steps);
    }

    /** A Spark 3.5.3 scenario. */
    public ContainerScenario(String title, Map<String, String> config, List<ContainerOp> steps) {
        this(title, config, steps, OverheadMinimum.FIXED_384);
    }

    /** Runs every step on a new model. @throws IllegalContainerStepException at the first step the model refuses */
    public List<ContainerStep> run() {
        ContainerModel model = new ContainerModel(ContainerConfig.from(config, spark));
        return steps.stream().map(model::step).toList();
    }
}
