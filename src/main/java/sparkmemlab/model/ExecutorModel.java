package sparkmemlab.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One executor's memory system, steppable: the unified memory manager, the memory store and the
 * block locks, driven one {@link Operation} at a time. Each step returns the state after it and the
 * events that explain it.
 *
 * <p>Spark blocks a task's thread in {@code wait()} when it cannot have 1/2N; here the request
 * parks, and it re-runs Spark's loop right after any step in which Spark would have called
 * {@code notifyAll}, woken requests in the order they first parked.
 */
public final class ExecutorModel {
    private final ExecutorConfig config;
    private final EventLog log = new EventLog();
    private final TaskContext taskContext = new TaskContext();
    private final UnifiedMemoryManager memoryManager;
    private final BlockInfoManager blockInfoManager;
    private final BlockManager blockManager;
    private final MemoryStore memoryStore;
    private int steps;

    /**
     * @throws SparkConfigException if Spark would refuse this configuration
     */
    public ExecutorModel(ExecutorConfig config) {
        this.config = config;
        this.memoryManager = UnifiedMemoryManager.apply(config, log);
        this.blockInfoManager = new BlockInfoManager(taskContext);
        this.blockManager = new BlockManager(blockInfoManager, log);
        this.memoryStore = new MemoryStore(memoryManager, blockInfoManager, blockManager, taskContext, log);
        blockManager.setMemoryStore(memoryStore);
        memoryManager.setMemoryStore(memoryStore);
    }

    public ExecutorConfig config() {
        return config;
    }

    /** Steps taken so far. */
    public int steps() {
        return steps;
    }

    /** Whether steps record their events (on by default; off only to measure the model alone). */
    public void setRecordingEvents(boolean recording) {
        log.setRecording(recording);
    }

    /** Tungsten's page size for this executor. */
    public long pageSizeBytes() {
        return memoryManager.pageSizeBytes();
    }

    /**
     * Runs one operation.
     *
     * @throws IllegalStepException if Spark could not take this step; nothing changes then
     */
    public StepResult apply(Operation operation) {
        validate(operation);
        OpResult result;
        try {
            operation.taskId().ifPresent(taskContext::enter);
            result = run(operation);
        } finally {
            taskContext.leave();
        }
        List<WokenRequest> woke = wakeNotified();
        steps++;
        return new StepResult(steps, operation, result, state(), woke, blockManager.drainDropped(), log.drain());
    }

    // ---- refusals, checked before anything changes ---------------------------------------------

    private void validate(Operation operation) {
        operation.taskId().ifPresent(task -> {
            if (memoryManager.lock().isParked(task)) {
                throw new IllegalStepException("task", "task " + task + " is parked waiting for execution memory"
                        + " (Spark's thread is blocked in wait()); it can do nothing until it is woken");
            }
        });
        if (operation instanceof Operation.AcquireExecution a && a.bytes() == 0) {
            throw new IllegalStepException("bytes", "Spark asserts that an execution request is for more than 0 bytes"
                    + " (ExecutionMemoryPool.acquireMemory)");
        } else if (operation instanceof Operation.UnlockBlock u) {
            if (!blockInfoManager.contains(u.block())) {
                throw new IllegalStepException("block", "block " + u.block() + " does not exist; Spark's unlock throws");
            }
            if (blockInfoManager.readLocksHeld(u.task(), u.block()) == 0) {
                throw new IllegalStepException("task", "task " + u.task() + " holds no read lock on " + u.block()
                        + "; Spark's unlock would fail an assertion");
            }
        } else if (operation instanceof Operation.RemoveBlock r && blockInfoManager.readerCount(r.block()) > 0) {
            throw new IllegalStepException("block", "block " + r.block() + " is locked for reading; Spark's removeBlock"
                    + " would wait for its write lock until the readers unlock it");
        }
    }

    // ---- the operations ------------------------------------------------------------------------

    private OpResult run(Operation operation) {
        if (operation instanceof Operation.AcquireExecution a) {
            long granted = memoryManager.acquireExecutionMemory(a.bytes(), a.task(), a.mode());
            if (granted == ExecutionMemoryPool.PARKED) {
                memoryManager.lock().park(new WaitingRequest(a.task(), a.bytes(), a.mode()));
                return OpResult.WAITING;
            }
            return new OpResult.Bytes(granted);
        } else if (operation instanceof Operation.ReleaseExecution r) {
            memoryManager.releaseExecutionMemory(r.bytes(), r.task(), r.mode());
            return OpResult.NONE;
        } else if (operation instanceof Operation.ReleaseAllExecution r) {
            return new OpResult.Bytes(memoryManager.releaseAllExecutionMemoryForTask(r.task()));
        } else if (operation instanceof Operation.PutBlock p) {
            return OpResult.flag(blockManager.putBytes(p.block(), p.bytes(), p.mode()));
        } else if (operation instanceof Operation.AcquireUnroll u) {
            return OpResult.flag(memoryStore.reserveUnrollMemoryForThisTask(u.block(), u.bytes(), u.mode()));
        } else if (operation instanceof Operation.ReleaseUnroll u) {
            memoryStore.releaseUnrollMemoryForThisTask(u.mode(), u.bytes());
            return OpResult.NONE;
        } else if (operation instanceof Operation.GetBlock g) {
            return OpResult.flag(memoryStore.getBytes(g.block()));
        } else if (operation instanceof Operation.LockBlock l) {
            boolean locked = blockInfoManager.lockForReading(l.block());
            log.add(new MemoryEvent.BlockLockedForReading(l.block(), l.task(), locked, blockInfoManager.readerCount(l.block())));
            return OpResult.flag(locked);
        } else if (operation instanceof Operation.UnlockBlock u) {
            blockInfoManager.unlock(u.block(), u.task());
            log.add(new MemoryEvent.BlockUnlocked(u.block(), u.task(), blockInfoManager.readerCount(u.block())));
            return OpResult.NONE;
        } else if (operation instanceof Operation.RemoveBlock r) {
            return OpResult.flag(blockManager.removeBlock(r.block()));
        } else if (operation instanceof Operation.EndTask e) {
            return new OpResult.Bytes(endTask(e.task()));
        }
        throw new IllegalArgumentException("unknown operation " + operation);
    }

    /**
     * What Spark does when a task ends, in Spark's order: {@code Task.run}'s finally releases the
     * task's unroll memory and calls {@code notifyAll}; {@code Executor.TaskRunner} then releases its
     * block locks and all its execution memory.
     */
    private long endTask(long task) {
        memoryStore.releaseUnrollMemoryForThisTask(MemoryMode.ON_HEAP, Long.MAX_VALUE);
        memoryStore.releaseUnrollMemoryForThisTask(MemoryMode.OFF_HEAP, Long.MAX_VALUE);
        memoryManager.lock().notifyAll(SparkMethod.TASK_RUNNER_FINALLY);
        List<BlockId> released = blockInfoManager.releaseAllLocksForTask(task);
        if (!released.isEmpty()) {
            log.add(new MemoryEvent.LocksReleased(task, released));
        }
        long freed = memoryManager.releaseAllExecutionMemoryForTask(task);
        log.add(new MemoryEvent.TaskEnded(task, freed));
        return freed;
    }

    /** Re-runs, in parking order, every parked request that a {@code notifyAll} of this step woke. */
    private List<WokenRequest> wakeNotified() {
        List<WokenRequest> woke = new ArrayList<>();
        Monitor lock = memoryManager.lock();
        Optional<WaitingRequest> next;
        while ((next = lock.nextWoken()).isPresent()) {
            WaitingRequest request = next.get();
            log.add(new MemoryEvent.Woken(request.task(), request.bytes(), request.mode()));
            taskContext.enter(request.task());
            try {
                long granted = memoryManager.retryExecutionMemory(request.bytes(), request.task(), request.mode());
                if (granted != ExecutionMemoryPool.PARKED) {
                    lock.completed(request);
                    woke.add(new WokenRequest(request.task(), granted));
                }
            } finally {
                taskContext.leave();
            }
        }
        return woke;
    }

    // ---- state ---------------------------------------------------------------------------------

    /** The state now. */
    public ExecutorState state() {
        List<BlockState> blocks = new ArrayList<>();
        for (Map.Entry<BlockId, MemoryStore.MemoryEntry> entry : memoryStore.entries()) {
            blocks.add(new BlockState(entry.getKey(), entry.getValue().size(), entry.getValue().memoryMode(),
                    blockInfoManager.readerCount(entry.getKey())));
        }
        return new ExecutorState(memoryManager.layout(), pools(MemoryMode.ON_HEAP), pools(MemoryMode.OFF_HEAP),
                memoryManager.lock().waiting(), blocks);
    }

    private PoolState pools(MemoryMode mode) {
        ExecutionMemoryPool execution = memoryManager.executionPool(mode);
        StorageMemoryPool storage = memoryManager.storagePool(mode);
        return new PoolState(execution.poolSize(), execution.memoryUsed(), storage.poolSize(), storage.memoryUsed(),
                memoryStore.currentUnrollMemory(mode), new TreeMap<>(execution.memoryForTask()),
                new TreeMap<>(memoryStore.unrollMemoryForTask(mode)));
    }
}
