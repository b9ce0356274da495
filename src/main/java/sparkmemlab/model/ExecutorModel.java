package sparkmemlab.model;

import sparkmemlab.i18n.Messages;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One executor's memory system, steppable: the memory manager (unified, or Spark 2.4's static one in
 * legacy mode), the memory store and the
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
    private final MemoryManager memoryManager;
    private final BlockInfoManager blockInfoManager;
    private final BlockManager blockManager;
    private final MemoryStore memoryStore;
    /** Each running task's TaskMemoryManager, made at its first consumer op. */
    private final Map<Long, TaskMemoryManager> taskMemoryManagers = new TreeMap<>();
    /** How each parked request goes on when woken, by task (a parked task can make no other call). */
    private final Map<Long, ParkedCall> parkedCalls = new HashMap<>();
    private final List<Spill> spillsThisStep = new ArrayList<>();
    /** Our own bookkeeping, not Spark's: each task's objects on the heap. */
    private final TreeMap<Long, Long> userMemoryForTask = new TreeMap<>();
    private boolean executorLost;
    private int steps;
    private final MemoryLayout layout;
    /** The parts of the last state built, shared with the next one when unchanged. */
    private List<BlockState> lastBlocks = List.of();
    private long blocksVersion;
    private PoolState lastOnHeap;
    private PoolState lastOffHeap;
    private final long[] lastExecutionVersion = new long[MemoryMode.values().length];
    private final long[] lastUnrollVersion = new long[MemoryMode.values().length];
    private static final SortedMap<Long, SortedMap<String, ConsumerState>> EMPTY_CONSUMERS =
            java.util.Collections.unmodifiableSortedMap(new TreeMap<>());

    /** A call parked where Spark's thread would wait: what it needs to go on when woken. */
    private sealed interface ParkedCall {
    }

    /** A parked {@code acquireExecutionMemory}. */
    private record ExecutionCall(long task, long bytes, MemoryMode mode) implements ParkedCall {
    }

    /** A parked consumer request, and the consumer op it finishes when it returns. */
    private record ConsumerCall(long task, TaskMemoryManager.AcquireCall call, Operation.ConsumerOperation op)
            implements ParkedCall {
    }

    /**
     * @throws SparkConfigException if Spark would refuse this configuration
     */
    public ExecutorModel(ExecutorConfig config) {
        this.config = config;
        this.memoryManager = MemoryManager.apply(config, log);
        this.blockInfoManager = new BlockInfoManager(taskContext);
        this.blockManager = new BlockManager(blockInfoManager, log);
        this.memoryStore = new MemoryStore(memoryManager, blockInfoManager, blockManager, taskContext, log);
        blockManager.setMemoryStore(memoryStore);
        memoryManager.setMemoryStore(memoryStore);
        this.layout = memoryManager.layout();
    }

    /**
     * An independent model in exactly this model's state (parked requests included): what a
     * checkpoint keeps, so that a history can go on from any step without replaying from the start.
     */
    public ExecutorModel copy() {
        ExecutorModel copy = new ExecutorModel(config);
        copy.memoryManager.copyFrom(memoryManager);
        copy.blockInfoManager.copyFrom(blockInfoManager);
        copy.memoryStore.copyFrom(memoryStore);
        Map<MemoryConsumer, MemoryConsumer> consumers = new IdentityHashMap<>();
        taskMemoryManagers.forEach((task, tmm) ->
                copy.taskMemoryManagers.put(task, tmm.copy(copy.memoryManager, copy.log, copy.spillsThisStep, consumers)));
        parkedCalls.forEach((task, parked) -> copy.parkedCalls.put(task, parked instanceof ConsumerCall c
                ? new ConsumerCall(c.task(), c.call().copy(consumers::get), c.op()) : parked));
        copy.userMemoryForTask.putAll(userMemoryForTask);
        copy.executorLost = executorLost;
        copy.steps = steps;
        copy.log.setRecording(log.recording());
        return copy;
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
        OpResult result = take(operation);
        List<WokenRequest> woke = wakeNotified();
        memoryManager.assertInvariants();
        steps++;
        List<Spill> spills = List.copyOf(spillsThisStep);
        spillsThisStep.clear();
        return new StepResult(steps, operation, result, state(), woke, blockManager.drainDropped(), spills, log.drain());
    }

    /**
     * Runs one operation exactly as {@link #apply} does, but builds no state, result or events: for
     * replaying a history's steps up to the one to show.
     *
     * @throws IllegalStepException if Spark could not take this step; nothing changes then
     */
    public void advance(Operation operation) {
        boolean recording = log.recording();
        log.setRecording(false);
        try {
            take(operation);
            wakeNotified();
            memoryManager.assertInvariants();
        } finally {
            log.setRecording(recording);
        }
        steps++;
        spillsThisStep.clear();
        blockManager.drainDropped();
    }

    private OpResult take(Operation operation) {
        validate(operation);
        try {
            operation.taskId().ifPresent(taskContext::enter);
            return run(operation);
        } finally {
            taskContext.leave();
        }
    }

    // ---- refusals, checked before anything changes ---------------------------------------------

    private void validate(Operation operation) {
        if (executorLost) {
            throw new IllegalStepException("op", Messages.get("refused.executorLost"));
        }
        operation.taskId().ifPresent(task -> {
            if (memoryManager.lock().isParked(task)) {
                throw new IllegalStepException("task", Messages.get("refused.parked", task));
            }
        });
        memoryManager.checkStep(operation, blockInfoManager::contains);
        if (operation instanceof Operation.AcquireExecution a && a.bytes() == 0) {
            throw new IllegalStepException("bytes", Messages.get("refused.zeroExecution"));
        } else if (operation instanceof Operation.UnlockBlock u) {
            if (!blockInfoManager.contains(u.block())) {
                throw new IllegalStepException("block", Messages.get("refused.unlockMissing", u.block()));
            }
            if (blockInfoManager.readLocksHeld(u.task(), u.block()) == 0) {
                throw new IllegalStepException("task", Messages.get("refused.unlockNotHeld", u.task(), u.block()));
            }
        } else if (operation instanceof Operation.ConsumerAcquire c) {
            if (c.bytes() == 0) {
                throw new IllegalStepException("bytes", Messages.get("refused.zeroConsumer"));
            }
            checkSameConsumer(c.task(), c.consumer(), c.mode(), c.spillable());
        } else if (operation instanceof Operation.AllocatePage p) {
            checkSameConsumer(p.task(), p.consumer(), p.mode(), p.spillable());
            if (p.mode() != memoryManager.tungstenMemoryMode()) {
                throw new IllegalStepException("mode", Messages.get("refused.pageMode", memoryManager.tungstenMemoryMode()));
            }
            if (Math.max(memoryManager.pageSizeBytes(), p.bytes()) > TaskMemoryManager.MAXIMUM_PAGE_SIZE_BYTES) {
                throw new IllegalStepException("bytes", Messages.get("refused.pageTooLarge", TaskMemoryManager.MAXIMUM_PAGE_SIZE_BYTES));
            }
        } else if (operation instanceof Operation.MaybeSpill m) {
            MemoryConsumer existing = existingConsumer(m.task(), m.consumer());
            if (existing != null && !existing.collection) {
                throw new IllegalStepException("consumer", Messages.get("refused.notCollection", m.consumer(), m.task()));
            }
        } else if (operation instanceof Operation.ConsumerRelease c) {
            MemoryConsumer consumer = existingConsumer(c.task(), c.consumer());
            if (consumer == null) {
                throw new IllegalStepException("consumer", Messages.get("refused.noConsumer", c.task(), c.consumer()));
            }
            if (consumer.collection) {
                throw new IllegalStepException("consumer", Messages.get("refused.collection", c.consumer(), c.task()));
            }
            if (c.bytes() > consumer.used - consumer.pageBytes) {
                throw new IllegalStepException("bytes",
                        Messages.get("refused.releaseTooMuch", c.consumer(), consumer.used - consumer.pageBytes, c.bytes()));
            }
        } else if (operation instanceof Operation.UserRelease u && u.bytes() > userMemoryForTask.getOrDefault(u.task(), 0L)) {
            throw new IllegalStepException("bytes", Messages.get("refused.userRelease", u.task(),
                    userMemoryForTask.getOrDefault(u.task(), 0L), u.bytes()));
        } else if (operation instanceof Operation.RemoveBlock r && blockInfoManager.readerCount(r.block()) > 0) {
            throw new IllegalStepException("block", Messages.get("refused.removeLocked", r.block()));
        }
    }

    /** A consumer keeps the mode and spillability it was created with until its task ends. */
    private void checkSameConsumer(long task, String name, MemoryMode mode, boolean spillable) {
        MemoryConsumer existing = existingConsumer(task, name);
        if (existing != null && existing.collection) {
            throw new IllegalStepException("consumer", Messages.get("refused.collection", name, task));
        }
        if (existing != null && existing.mode != mode) {
            throw new IllegalStepException("mode", Messages.get("refused.consumerMode", name, task, existing.mode));
        }
        if (existing != null && existing.spillable != spillable) {
            throw new IllegalStepException("spillable",
                    Messages.get("refused.consumerSpillable", name, task, String.valueOf(existing.spillable)));
        }
    }

    private MemoryConsumer existingConsumer(long task, String name) {
        TaskMemoryManager tmm = taskMemoryManagers.get(task);
        return tmm == null ? null : tmm.named(name);
    }

    // ---- the operations ------------------------------------------------------------------------

    private OpResult run(Operation operation) {
        if (operation instanceof Operation.AcquireExecution a) {
            long granted = memoryManager.acquireExecutionMemory(a.bytes(), a.task(), a.mode());
            if (granted == ExecutionMemoryPool.PARKED) {
                return park(a.task(), a.bytes(), a.mode(), new ExecutionCall(a.task(), a.bytes(), a.mode()));
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
        } else if (operation instanceof Operation.ConsumerAcquire c) {
            return consumerAcquire(c);
        } else if (operation instanceof Operation.ConsumerRelease c) {
            MemoryConsumer consumer = taskMemoryManagers.get(c.task()).named(c.consumer());
            taskMemoryManagers.get(c.task()).releaseExecutionMemory(c.bytes(), consumer);
            consumer.used -= c.bytes();
            log.add(new MemoryEvent.ConsumerReleased(c.task(), c.consumer(), c.bytes()));
            return OpResult.NONE;
        } else if (operation instanceof Operation.AllocatePage p) {
            return allocatePage(p);
        } else if (operation instanceof Operation.MaybeSpill m) {
            return maybeSpill(m);
        } else if (operation instanceof Operation.UserAllocate u) {
            return userAllocate(u);
        } else if (operation instanceof Operation.UserRelease u) {
            releaseUserMemory(u.task(), u.bytes());
            return OpResult.NONE;
        }
        throw new IllegalArgumentException("unknown operation " + operation);
    }

    /**
     * A task's own objects on the heap. The JVM knows nothing of Spark's pools: it fails when the
     * heap is full, whatever room the pools show, and the error is fatal to the executor.
     */
    private OpResult userAllocate(Operation.UserAllocate u) {
        long heapUsed = heapUsed();
        if (!heapHolds(u.task(), u.bytes(), heapUsed)) {
            return jvmOutOfMemory();
        }
        userMemoryForTask.merge(u.task(), u.bytes(), Long::sum);
        log.add(new MemoryEvent.UserObjectsAllocated(u.task(), u.bytes(), heapUsed + u.bytes(), layout.systemMemory()));
        return new OpResult.Bytes(u.bytes());
    }

    /** Whether the heap has room for {@code bytes} more; if not, the JVM fails and the executor is lost. */
    private boolean heapHolds(long task, long bytes, long heapUsed) {
        if (bytes <= layout.systemMemory() - heapUsed) {
            return true;
        }
        executorLost = true;
        log.add(new MemoryEvent.JvmOutOfMemory(task, bytes, heapUsed, layout.systemMemory()));
        return false;
    }

    private static OpResult jvmOutOfMemory() {
        return new OpResult.Error(Messages.get("jvm.outOfMemory"));
    }

    /** {@link ExecutorState#heapUsed}, without building a state. */
    private long heapUsed() {
        long used = layout.reservedMemory() + memoryManager.executionPool(MemoryMode.ON_HEAP).memoryUsed()
                + memoryManager.storagePool(MemoryMode.ON_HEAP).memoryUsed();
        for (long bytes : userMemoryForTask.values()) {
            used += bytes;
        }
        for (TaskMemoryManager tmm : taskMemoryManagers.values()) {
            for (MemoryConsumer c : tmm.consumersByName().values()) {
                used += c.aheadOfGrant();
            }
        }
        return used;
    }

    /**
     * {@code Spillable.maybeSpill}: the collection's growth is plain JVM allocation, which can fail
     * before Spark is asked anything; then, at or over its threshold, it asks for memory and spills
     * itself if it got too little.
     */
    private OpResult maybeSpill(Operation.MaybeSpill m) {
        TaskMemoryManager tmm = taskMemoryManager(m.task());
        MemoryConsumer existing = tmm.named(m.consumer());
        long aheadBefore = existing == null ? 0 : existing.aheadOfGrant();
        long used = existing == null ? 0 : existing.used;
        long growth = Math.max(0, m.bytes() - used) - aheadBefore;
        if (growth > 0 && !heapHolds(m.task(), growth, heapUsed())) {
            return jvmOutOfMemory();
        }
        MemoryConsumer collection = tmm.collection(m.consumer());
        long request = collection.maybeSpillAsk(m.bytes(), log);
        if (request == 0) {
            return OpResult.flag(false);
        }
        TaskMemoryManager.AcquireCall call = new TaskMemoryManager.AcquireCall(collection, request);
        long granted = tmm.acquireExecutionMemory(call);
        if (granted == ExecutionMemoryPool.PARKED) {
            return park(m.task(), m.bytes(), MemoryMode.ON_HEAP, new ConsumerCall(m.task(), call, m));
        }
        return OpResult.flag(collection.maybeSpillDecide(granted, tmm, spillsThisStep, log));
    }

    private void releaseUserMemory(long task, long bytes) {
        long left = userMemoryForTask.getOrDefault(task, 0L) - bytes;
        if (left > 0) {
            userMemoryForTask.put(task, left);
        } else {
            userMemoryForTask.remove(task);
        }
        if (bytes > 0) {
            log.add(new MemoryEvent.UserObjectsReleased(task, bytes));
        }
    }

    private OpResult park(long task, long bytes, MemoryMode mode, ParkedCall call) {
        memoryManager.lock().park(new WaitingRequest(task, bytes, mode));
        parkedCalls.put(task, call);
        return OpResult.WAITING;
    }

    private TaskMemoryManager taskMemoryManager(long task) {
        return taskMemoryManagers.computeIfAbsent(task, t -> new TaskMemoryManager(t, memoryManager, log, spillsThisStep));
    }

    /** {@code MemoryConsumer.acquireMemory}: the consumer keeps what the task memory manager got. */
    private OpResult consumerAcquire(Operation.ConsumerAcquire c) {
        TaskMemoryManager tmm = taskMemoryManager(c.task());
        MemoryConsumer consumer = tmm.consumer(c.consumer(), c.mode(), c.spillable());
        TaskMemoryManager.AcquireCall call = new TaskMemoryManager.AcquireCall(consumer, c.bytes());
        long got = tmm.acquireExecutionMemory(call);
        if (got == ExecutionMemoryPool.PARKED) {
            return park(c.task(), c.bytes(), c.mode(), new ConsumerCall(c.task(), call, c));
        }
        consumer.used += got;
        return new OpResult.Bytes(got);
    }

    /**
     * {@code MemoryConsumer.allocatePage}: asks for a page of max(page size, bytes); a page smaller
     * than {@code bytes} is given back and the result is Spark's OOM.
     */
    private OpResult allocatePage(Operation.AllocatePage p) {
        TaskMemoryManager tmm = taskMemoryManager(p.task());
        MemoryConsumer consumer = tmm.consumer(p.consumer(), p.mode(), p.spillable());
        TaskMemoryManager.AcquireCall call = new TaskMemoryManager.AcquireCall(consumer,
                Math.max(memoryManager.pageSizeBytes(), p.bytes()));
        long acquired = tmm.acquireExecutionMemory(call);
        if (acquired == ExecutionMemoryPool.PARKED) {
            return park(p.task(), p.bytes(), p.mode(), new ConsumerCall(p.task(), call, p));
        }
        return finishPage(tmm, consumer, p.bytes(), acquired);
    }

    private OpResult finishPage(TaskMemoryManager tmm, MemoryConsumer consumer, long required, long acquired) {
        if (acquired > 0 && acquired >= required) {
            consumer.used += acquired;
            consumer.pageBytes += acquired;
            log.add(new MemoryEvent.PageAllocated(consumer.task, consumer.name, required, acquired));
            return new OpResult.Bytes(acquired);
        }
        if (acquired > 0) {
            tmm.releaseExecutionMemory(acquired, consumer); // freePage of the short page
        }
        log.add(new MemoryEvent.SparkOutOfMemory(consumer.task, consumer.name, required, acquired));
        return new OpResult.Error(Messages.get("spark.outOfMemory", required, acquired));
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
        TaskMemoryManager tmm = taskMemoryManagers.remove(task);
        (tmm != null ? tmm : new TaskMemoryManager(task, memoryManager, log, spillsThisStep)).cleanUpAllAllocatedMemory();
        long freed = memoryManager.releaseAllExecutionMemoryForTask(task);
        releaseUserMemory(task, userMemoryForTask.getOrDefault(task, 0L));
        log.add(new MemoryEvent.TaskEnded(task, freed));
        return freed;
    }

    /**
     * Re-runs a parked call; returns {@link ExecutionMemoryPool#PARKED} or what the woken op reports:
     * the bytes it was granted, or a page's bytes (0 if it ended in Spark's OOM).
     */
    private long resume(ParkedCall parked) {
        if (parked instanceof ExecutionCall e) {
            return memoryManager.retryExecutionMemory(e.bytes(), e.task(), e.mode());
        }
        ConsumerCall c = (ConsumerCall) parked;
        TaskMemoryManager tmm = taskMemoryManagers.get(c.task());
        long got = tmm.resume(c.call());
        if (got == ExecutionMemoryPool.PARKED) {
            return got;
        }
        MemoryConsumer consumer = c.call().consumer;
        if (c.op() instanceof Operation.AllocatePage p) {
            return finishPage(tmm, consumer, p.bytes(), got) instanceof OpResult.Bytes page ? page.bytes() : 0;
        }
        if (c.op() instanceof Operation.MaybeSpill) {
            consumer.maybeSpillDecide(got, tmm, spillsThisStep, log);
        } else {
            consumer.used += got;
        }
        return got;
    }

    /** Re-runs, in parking order, every parked request that a {@code notifyAll} of this step woke. */
    private List<WokenRequest> wakeNotified() {
        List<WokenRequest> woke = List.of();
        Monitor lock = memoryManager.lock();
        Optional<WaitingRequest> next;
        while ((next = lock.nextWoken()).isPresent()) {
            WaitingRequest request = next.get();
            log.add(new MemoryEvent.Woken(request.task(), request.bytes(), request.mode()));
            taskContext.enter(request.task());
            try {
                long granted = resume(parkedCalls.get(request.task()));
                if (granted != ExecutionMemoryPool.PARKED) {
                    lock.completed(request);
                    parkedCalls.remove(request.task());
                    if (woke.isEmpty()) {
                        woke = new ArrayList<>();
                    }
                    woke.add(new WokenRequest(request.task(), granted));
                } else {
                    lock.reparked();
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
        // States are immutable, so the parts a step did not change are shared with the last state:
        // most steps touch one pool and no block.
        if (blocksVersion != memoryStore.version() + blockInfoManager.readersVersion()) {
            List<BlockState> blocks = new ArrayList<>();
            boolean anyReaders = blockInfoManager.anyReadLocks();
            for (Map.Entry<BlockId, MemoryStore.MemoryEntry> entry : memoryStore.entries()) {
                blocks.add(new BlockState(entry.getKey(), entry.getValue().size(), entry.getValue().memoryMode(),
                        anyReaders ? blockInfoManager.readerCount(entry.getKey()) : 0));
            }
            lastBlocks = List.copyOf(blocks);
            blocksVersion = memoryStore.version() + blockInfoManager.readersVersion();
        }
        SortedMap<Long, SortedMap<String, ConsumerState>> consumers = EMPTY_CONSUMERS;
        if (!taskMemoryManagers.isEmpty()) {
            consumers = new TreeMap<>();
            for (Map.Entry<Long, TaskMemoryManager> e : taskMemoryManagers.entrySet()) {
                if (!e.getValue().consumersByName().isEmpty()) {
                    TreeMap<String, ConsumerState> byName = new TreeMap<>();
                    e.getValue().consumersByName().forEach((name, consumer) -> byName.put(name, consumer.state()));
                    consumers.put(e.getKey(), byName);
                }
            }
        }
        HeapState heap = userMemoryForTask.isEmpty() && !executorLost ? HeapState.EMPTY
                : new HeapState(userMemoryForTask, executorLost);
        lastOnHeap = pools(MemoryMode.ON_HEAP, lastOnHeap);
        lastOffHeap = pools(MemoryMode.OFF_HEAP, lastOffHeap);
        return new ExecutorState(layout, lastOnHeap, lastOffHeap, memoryManager.lock().waiting(), lastBlocks, consumers, heap);
    }

    /** The pools of a mode now: the last state's, if nothing in them changed. */
    private PoolState pools(MemoryMode mode, PoolState last) {
        ExecutionMemoryPool execution = memoryManager.executionPool(mode);
        StorageMemoryPool storage = memoryManager.storagePool(mode);
        int m = mode.ordinal();
        // Counters, not comparisons: most steps change one pool, and comparing per-task maps costs as
        // much as copying them.
        if (last != null && lastExecutionVersion[m] == execution.version()
                && lastUnrollVersion[m] == memoryStore.unrollVersion()
                && last.executionPool() == execution.poolSize() && last.storagePool() == storage.poolSize()
                && last.storageUsed() == storage.memoryUsed()) {
            return last;
        }
        lastExecutionVersion[m] = execution.version();
        lastUnrollVersion[m] = memoryStore.unrollVersion();
        return new PoolState(execution.poolSize(), execution.memoryUsed(), storage.poolSize(), storage.memoryUsed(),
                memoryStore.currentUnrollMemory(mode), execution.memoryForTask(), memoryStore.unrollMemoryForTask(mode));
    }
}
