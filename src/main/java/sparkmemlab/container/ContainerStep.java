package sparkmemlab.container;

import java.util.List;

/** What one step did: the op, the state after it, and the events that explain it. @param step counts from 1 */
public record ContainerStep(int step, ContainerOp op, ContainerState state, List<ContainerEvent> events) {
    public ContainerStep {
        events = List.copyOf(events);
    }
}
