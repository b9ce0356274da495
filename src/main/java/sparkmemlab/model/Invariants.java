package sparkmemlab.model;

/**
 * The bookkeeping that must hold after every step, whatever the step did, checked by the model
 * itself after each one (as Spark's {@code UnifiedMemoryManager} asserts its own on each call). Each
 * part checks its own in O(tasks + consumers); the blocks' bytes are kept as they come and go, so
 * no check walks the blocks. A broken invariant is a bug in the model, not in the scenario.
 */
final class Invariants {
    private final MemoryManager memoryManager;
    private final MemoryStore memoryStore;
    private final ConsumerLayer consumers;
    private final BlockManager blockManager;

    Invariants(MemoryManager memoryManager, MemoryStore memoryStore, ConsumerLayer consumers, BlockManager blockManager) {
        this.blockManager = blockManager;
        this.memoryManager = memoryManager;
        this.memoryStore = memoryStore;
        this.consumers = consumers;
    }

    /** @throws IllegalStateException naming the step and what broke */
    void check(int step, Operation operation) {
        try {
            memoryManager.assertInvariants();
            memoryStore.assertInvariants();
            blockManager.assertInvariants();
            for (TaskMemoryManager tmm : consumers.taskMemoryManagers()) {
                tmm.assertInvariants();
            }
            for (WaitingRequest w : memoryManager.lock().waiting()) {
                if (!memoryManager.executionPool(w.mode()).memoryForTask().containsKey(w.task())) {
                    throw Invariants.broken("parked task " + w.task() + " is not registered in its " + w.mode() + " pool");
                }
            }
        } catch (IllegalStateException e) {
            throw new IllegalStateException("invariant broken after step " + step + " (" + operation.op() + "): "
                    + e.getMessage(), e);
        }
    }

    /** What a part throws when one of its invariants does not hold (its message built only then). */
    static IllegalStateException broken(String what) {
        return new IllegalStateException(what);
    }
}
