package sparkmemlab.model;

import java.util.ArrayList;
import java.util.List;

/** The bookkeeping that must hold after every step, whatever the step did. */
public final class Invariants {

    private Invariants() {
    }

    /** Runs one step and fails, naming the step, if any invariant breaks after it. */
    public static StepResult applyChecked(ExecutorModel model, Operation op) {
        StepResult r = model.apply(op);
        List<String> broken = violations(r.state());
        if (!broken.isEmpty()) {
            throw new AssertionError("invariants broken after " + op + ": " + broken);
        }
        return r;
    }

    /** Every broken invariant, in words; empty when all hold. */
    public static List<String> violations(ExecutorState state) {
        List<String> broken = new ArrayList<>();
        for (MemoryMode mode : MemoryMode.values()) {
            PoolState p = state.pools(mode);
            long max = state.layout().maxMemory(mode);
            check(broken, p.executionPool() + p.storagePool() == max,
                    mode + ": pool sizes " + p.executionPool() + " + " + p.storagePool() + " != " + max);
            check(broken, p.executionPool() >= 0 && p.storagePool() >= 0, mode + ": a negative pool");
            check(broken, 0 <= p.executionUsed() && p.executionUsed() <= p.executionPool(),
                    mode + ": execution uses " + p.executionUsed() + " of a pool of " + p.executionPool());
            check(broken, 0 <= p.storageUsed() && p.storageUsed() <= p.storagePool(),
                    mode + ": storage uses " + p.storageUsed() + " of a pool of " + p.storagePool());
            long perTask = p.memoryForTask().values().stream().mapToLong(Long::longValue).sum();
            check(broken, perTask == p.executionUsed(),
                    mode + ": per-task execution " + perTask + " != pool use " + p.executionUsed());
            long unroll = p.unrollMemoryForTask().values().stream().mapToLong(Long::longValue).sum();
            check(broken, unroll == p.unrollUsed(), mode + ": per-task unroll " + unroll + " != " + p.unrollUsed());
            long blocks = state.blocks().stream().filter(b -> b.mode() == mode).mapToLong(BlockState::bytes).sum();
            check(broken, blocks == p.storageUsed() - p.unrollUsed(),
                    mode + ": blocks " + blocks + " != storage use less unroll " + (p.storageUsed() - p.unrollUsed()));
        }
        for (WaitingRequest w : state.waiting()) {
            check(broken, state.pools(w.mode()).memoryForTask().containsKey(w.task()),
                    "parked task " + w.task() + " is not registered in its " + w.mode() + " pool");
        }
        return broken;
    }

    private static void check(List<String> broken, boolean holds, String what) {
        if (!holds) {
            broken.add(what);
        }
    }
}
