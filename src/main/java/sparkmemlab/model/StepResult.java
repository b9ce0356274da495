package sparkmemlab.model;

import java.util.List;
import sparkmemlab.container.ContainerEvent;

/**
 * What one step did: its result, the state after it, the parked requests it completed, the blocks
 * it evicted, the consumers that spilled, and the events that explain it (the container's apart:
 * what happened beyond the heap).
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
        List<Spill> spills,
        List<MemoryEvent> events,
        List<ContainerEvent> containerEvents) {

    public StepResult {
        containerEvents = List.copyOf(containerEvents);
        woke = List.copyOf(woke);
        evicted = List.copyOf(evicted);
        spills = List.copyOf(spills);
        events = List.copyOf(events);
    }

    /** A step of an executor with no container. */
    public StepResult(int step, Operation operation, OpResult result, ExecutorState state, List<WokenRequest> woke,
            List<BlockId> evicted, List<Spill> spills, List<MemoryEvent> events) {
        this(step, operation, result, state, woke, evicted, spills, events, List.of());
    }

    /** A step in which no consumer spilled. */
    public StepResult(int step, Operation operation, OpResult result, ExecutorState state, List<WokenRequest> woke,
            List<BlockId> evicted, List<MemoryEvent> events) {
        this(step, operation, result, state, woke, evicted, List.of(), events);
    }
}
