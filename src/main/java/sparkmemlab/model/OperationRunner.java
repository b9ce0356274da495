package sparkmemlab.model;

import java.util.List;
import java.util.Optional;

/**
 * Dispatch: makes each op's Spark calls on the executor's parts, as Spark's own code makes them, and
 * returns the op's result. Runs after {@link Refusals} has let the op through.
 */
final class OperationRunner implements Operation.Visitor<OpResult> {
    private final MemoryManager memoryManager;
    private final BlockInfoManager blockInfoManager;
    private final BlockManager blockManager;
    private final MemoryStore memoryStore;
    private final ConsumerLayer consumers;
    private final JvmHeap heap;
    private final ParkedCalls parking;
    private final EventLog log;
    /** The container around the executor, or null without {@code spark.master}. */
    private final ContainerSide container;

    OperationRunner(MemoryManager memoryManager, BlockInfoManager blockInfoManager, BlockManager blockManager,
            MemoryStore memoryStore, ConsumerLayer consumers, JvmHeap heap, ParkedCalls parking, EventLog log,
            ContainerSide container) {
        this.memoryManager = memoryManager;
        this.blockInfoManager = blockInfoManager;
        this.blockManager = blockManager;
        this.memoryStore = memoryStore;
        this.consumers = consumers;
        this.heap = heap;
        this.parking = parking;
        this.log = log;
        this.container = container;
    }

    /** Spark's {@code BlockId.apply} gave Spark's own name to one written otherwise: the step says so first. */
    private BlockId named(BlockId block) {
        Optional<String> written = block.writtenAs();
        if (written.isPresent()) {
            log.add(new MemoryEvent.BlockIdRenamed(written.get(), block));
        }
        return block;
    }

    @Override
    public OpResult acquireExecution(Operation.AcquireExecution a) {
        long granted = memoryManager.acquireExecutionMemory(a.bytes(), a.task(), a.mode());
        if (granted == ExecutionMemoryPool.PARKED) {
            return parking.park(a.task(), a.bytes(), a.mode(), new ParkedCall.ExecutionCall(a.task(), a.bytes(), a.mode()));
        }
        return new OpResult.Bytes(granted);
    }

    @Override
    public OpResult releaseExecution(Operation.ReleaseExecution r) {
        memoryManager.releaseExecutionMemory(r.bytes(), r.task(), r.mode());
        return OpResult.NONE;
    }

    @Override
    public OpResult releaseAllExecution(Operation.ReleaseAllExecution r) {
        return new OpResult.Bytes(memoryManager.releaseAllExecutionMemoryForTask(r.task()));
    }

    @Override
    public OpResult putBlock(Operation.PutBlock p) {
        return OpResult.flag(blockManager.putBytes(named(p.block()), p.bytes(), p.mode()));
    }

    @Override
    public OpResult acquireUnroll(Operation.AcquireUnroll u) {
        return OpResult.flag(memoryStore.reserveUnrollMemoryForThisTask(named(u.block()), u.bytes(), u.mode()));
    }

    @Override
    public OpResult releaseUnroll(Operation.ReleaseUnroll u) {
        memoryStore.releaseUnrollMemoryForThisTask(u.mode(), u.bytes());
        return OpResult.NONE;
    }

    @Override
    public OpResult getBlock(Operation.GetBlock g) {
        return OpResult.flag(blockManager.getLocalValues(named(g.block())));
    }

    @Override
    public OpResult cacheBlock(Operation.CacheBlock c) {
        return blockManager.doPutIterator(named(c.block()), c.task(), c.level(), c.records(), c.recordBytes());
    }

    @Override
    public OpResult lockBlock(Operation.LockBlock l) {
        boolean locked = blockInfoManager.lockForReading(named(l.block()));
        log.add(new MemoryEvent.BlockLockedForReading(l.block(), l.task(), locked, blockInfoManager.readerCount(l.block())));
        return OpResult.flag(locked);
    }

    @Override
    public OpResult unlockBlock(Operation.UnlockBlock u) {
        blockInfoManager.unlock(named(u.block()), u.task());
        log.add(new MemoryEvent.BlockUnlocked(u.block(), u.task(), blockInfoManager.readerCount(u.block())));
        return OpResult.NONE;
    }

    @Override
    public OpResult removeBlock(Operation.RemoveBlock r) {
        return OpResult.flag(blockManager.removeBlock(named(r.block())));
    }

    @Override
    public OpResult consumerAcquire(Operation.ConsumerAcquire c) {
        return consumers.acquire(c);
    }

    @Override
    public OpResult consumerRelease(Operation.ConsumerRelease c) {
        return consumers.release(c);
    }

    @Override
    public OpResult allocatePage(Operation.AllocatePage p) {
        return consumers.allocatePage(p);
    }

    /**
     * {@code Spillable.maybeSpill}: the collection's growth is plain JVM allocation, which can fail
     * before Spark is asked anything.
     */
    @Override
    public OpResult maybeSpill(Operation.MaybeSpill m) {
        long growth = consumers.heapGrowth(m);
        if (growth > 0 && !heap.heapHolds(m.task(), growth, heap.heapUsed())) {
            return JvmHeap.jvmOutOfMemory();
        }
        return consumers.maybeSpill(m);
    }

    @Override
    public OpResult userAllocate(Operation.UserAllocate u) {
        return heap.userAllocate(u);
    }

    @Override
    public OpResult userRelease(Operation.UserRelease u) {
        heap.release(u.task(), u.bytes());
        return OpResult.NONE;
    }

    @Override
    public OpResult sorterInsert(Operation.SorterInsert s) {
        return consumers.sorterInsert(s);
    }

    @Override
    public OpResult mapAppend(Operation.MapAppend m) {
        return consumers.mapAppend(m);
    }

    @Override
    public OpResult shuffleInsert(Operation.ShuffleInsert s) {
        return consumers.shuffleInsert(s);
    }

    /** A change of unmanaged memory wakes no one: Spark's poller only sets the manager's totals. */
    @Override
    public OpResult setUnmanagedMemory(Operation.SetUnmanagedMemory u) {
        memoryManager.setUnmanagedMemory(u.component(), u.mode(), u.bytes());
        return OpResult.NONE;
    }

    /** Refusals has made sure there is a container. */
    @Override
    public OpResult inContainer(Operation.InContainer op) {
        return container.step(op);
    }

    /**
     * What Spark does when a task ends, in Spark's order: {@code Task.run}'s finally marks the task
     * completed (its listeners run: in a container, the shuffle fetcher's cleanup), then releases the
     * task's unroll memory and calls {@code notifyAll}; {@code Executor.TaskRunner} then releases its
     * block locks and all its execution memory.
     */
    @Override
    public OpResult endTask(Operation.EndTask e) {
        long task = e.task();
        if (container != null) {
            container.taskEnded(task);
        }
        memoryStore.releaseUnrollMemoryForThisTask(MemoryMode.ON_HEAP, Long.MAX_VALUE);
        memoryStore.releaseUnrollMemoryForThisTask(MemoryMode.OFF_HEAP, Long.MAX_VALUE);
        memoryManager.lock().notifyAll(SparkMethod.TASK_RUNNER_FINALLY);
        List<BlockId> released = blockInfoManager.releaseAllLocksForTask(task);
        if (!released.isEmpty()) {
            log.add(new MemoryEvent.LocksReleased(task, released));
        }
        consumers.cleanUpTask(task);
        long freed = memoryManager.releaseAllExecutionMemoryForTask(task);
        heap.releaseAll(task);
        log.add(new MemoryEvent.TaskEnded(task, freed));
        return new OpResult.Bytes(freed);
    }
}
