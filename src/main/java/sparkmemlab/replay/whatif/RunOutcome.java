package sparkmemlab.replay.whatif;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sparkmemlab.model.MemoryMode;

/**
 * What a run of the model did with an executor's tasks and blocks, as figures.
 *
 * @param evicted the blocks the model evicted, in order (a block evicted twice is named twice)
 * @param spilled the bytes each task spilled (its consumer's self-spill), by task
 * @param waited the tasks whose request parked (below 1/2N) at least once
 * @param shortBy the tasks that never got all of their peak, with the bytes they went without
 * @param refusedPuts the blocks the model could not store
 * @param peakStorage the most storage memory in use after any step (on-heap, unroll included)
 * @param peakExecution the most execution memory in use after any step (in Spark's tungsten mode)
 * @param steps the scenario's steps
 */
public record RunOutcome(List<String> evicted, Map<Long, Long> spilled, Set<Long> waited, Map<Long, Long> shortBy,
        Set<String> refusedPuts, long peakStorage, long peakExecution, int steps) {

    public RunOutcome {
        evicted = List.copyOf(evicted);
        spilled = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(spilled));
        waited = java.util.Collections.unmodifiableSet(new LinkedHashSet<>(waited));
        shortBy = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(shortBy));
        refusedPuts = java.util.Collections.unmodifiableSet(new LinkedHashSet<>(refusedPuts));
    }

    static RunOutcome of(ModelRun run) {
        List<String> evicted = new ArrayList<>();
        run.evictions().forEach(e -> evicted.add(e.block()));
        MemoryMode tungsten = run.config().tungstenMemoryMode();
        long storage = 0;
        long execution = 0;
        for (int i = 0; i < run.steps().size(); i++) {
            storage = Math.max(storage, run.storageUsed(i, MemoryMode.ON_HEAP));
            execution = Math.max(execution, run.executionUsed(i, tungsten));
        }
        return new RunOutcome(evicted, run.spills(), run.waited(), run.shortBy(), run.refusedPuts(), storage, execution,
                run.steps().size());
    }

    /** The bytes spilled by all tasks. */
    public long spilledBytes() {
        return spilled.values().stream().mapToLong(Long::longValue).sum();
    }
}
