package sparkmemlab.compare;

import java.util.List;
import java.util.Set;
import sparkmemlab.model.Operation;

/**
 * One step on both managers: each outcome, which parts of them differ, and the causes.
 *
 * @param step counts from 1
 * @param differing the parts that differ, empty when both managers did the same
 * @param causes why, empty when nothing differs
 */
public record ComparedStep(int step, Operation operation, Outcome unified, Outcome legacy, Set<Aspect> differing,
        List<Cause> causes) {

    /** A part of a step's outcome that a view can highlight. */
    public enum Aspect {
        /** One manager took the step, the other refused it or had stopped. */
        TAKEN,
        /** The step's result (bytes granted, stored or not, ...). */
        RESULT,
        /** Blocks evicted during the step. */
        EVICTED,
        /** Parked requests that completed during the step. */
        WOKE,
        /** Requests parked after the step. */
        WAITING,
        /** The blocks in memory after the step (ids, sizes and LRU order). */
        BLOCKS
    }

    public ComparedStep {
        differing = Set.copyOf(differing);
        causes = List.copyOf(causes);
    }

    public Outcome outcome(Manager manager) {
        return manager == Manager.UNIFIED ? unified : legacy;
    }

    /** Whether both managers did the same. */
    public boolean same() {
        return differing.isEmpty();
    }
}
