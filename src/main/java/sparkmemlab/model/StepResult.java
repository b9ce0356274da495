package sparkmemlab.model;

import java.util.List;

/**
 * What one step did: its result, the state after it, the parked requests it completed, the blocks
 * it evicted, and the events that explain it.
 *
 * @param step counts from 1
 */
public record StepResult(
        int step,
        Operation operation,
        OpResult result,
        ExecutorState state,
        List<WokenRequest> woke,
        List<BlockId> evicted,
        List<MemoryEvent> events) {

    public StepResult {
        woke = List.copyOf(woke);
        evicted = List.copyOf(evicted);
        events = List.copyOf(events);
    }
}
