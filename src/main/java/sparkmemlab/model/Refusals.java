package sparkmemlab.model;

import sparkmemlab.i18n.Messages;

/**
 * The steps Spark cannot take (it would block forever, fail an assertion or throw), checked before
 * anything changes: each throws {@link IllegalStepException} naming the field at fault.
 */
final class Refusals implements Operation.Visitor<Void> {
    private final MemoryManager memoryManager;
    private final BlockInfoManager blockInfoManager;
    private final ConsumerLayer consumers;
    private final JvmHeap heap;
    /** The container around the executor, or null without {@code spark.master}. */
    private final ContainerSide container;

    Refusals(MemoryManager memoryManager, BlockInfoManager blockInfoManager, ConsumerLayer consumers, JvmHeap heap,
            ContainerSide container) {
        this.container = container;
        this.memoryManager = memoryManager;
        this.blockInfoManager = blockInfoManager;
        this.consumers = consumers;
        this.heap = heap;
    }

    /** @throws IllegalStepException if Spark could not take this step */
    void check(Operation operation) {
        if (heap.executorLost()) {
            throw new IllegalStepException("op", Messages.get("refused.executorLost"));
        }
        if (container != null) {
            container.checkAlive();
        }
        operation.taskId().ifPresent(task -> {
            if (memoryManager.lock().isParked(task)) {
                throw new IllegalStepException("task", Messages.get("refused.parked", task));
            }
        });
        memoryManager.checkStep(operation, blockInfoManager::contains); // what only this manager refuses
        operation.accept(this);
    }

    @Override
    public Void acquireExecution(Operation.AcquireExecution a) {
        if (a.bytes() == 0) {
            throw new IllegalStepException("bytes", Messages.get("refused.zeroExecution"));
        }
        return null;
    }

    @Override
    public Void releaseExecution(Operation.ReleaseExecution op) {
        return null;
    }

    @Override
    public Void releaseAllExecution(Operation.ReleaseAllExecution op) {
        return null;
    }

    @Override
    public Void putBlock(Operation.PutBlock op) {
        return null;
    }

    @Override
    public Void acquireUnroll(Operation.AcquireUnroll op) {
        return null;
    }

    @Override
    public Void releaseUnroll(Operation.ReleaseUnroll op) {
        return null;
    }

    @Override
    public Void getBlock(Operation.GetBlock op) {
        return null;
    }

    @Override
    public Void cacheBlock(Operation.CacheBlock op) {
        return null;
    }

    @Override
    public Void lockBlock(Operation.LockBlock op) {
        return null;
    }

    @Override
    public Void unlockBlock(Operation.UnlockBlock u) {
        if (!blockInfoManager.contains(u.block())) {
            throw new IllegalStepException("block", Messages.get("refused.unlockMissing", u.block()));
        }
        if (blockInfoManager.readLocksHeld(u.task(), u.block()) == 0) {
            throw new IllegalStepException("task", Messages.get("refused.unlockNotHeld", u.task(), u.block()));
        }
        return null;
    }

    @Override
    public Void removeBlock(Operation.RemoveBlock r) {
        if (blockInfoManager.readerCount(r.block()) > 0) {
            throw new IllegalStepException("block", Messages.get("refused.removeLocked", r.block()));
        }
        return null;
    }

    @Override
    public Void consumerAcquire(Operation.ConsumerAcquire c) {
        if (c.bytes() == 0) {
            throw new IllegalStepException("bytes", Messages.get("refused.zeroConsumer"));
        }
        checkSameConsumer(c.task(), c.consumer(), c.mode(), c.spillable());
        return null;
    }

    @Override
    public Void consumerRelease(Operation.ConsumerRelease c) {
        MemoryConsumer consumer = consumers.existing(c.task(), c.consumer());
        if (consumer == null) {
            throw new IllegalStepException("consumer", Messages.get("refused.noConsumer", c.task(), c.consumer()));
        }
        if (consumer.collection) {
            throw new IllegalStepException("consumer", Messages.get("refused.collection", c.consumer(), c.task()));
        }
        if (consumer.tungsten != null) {
            throw new IllegalStepException("consumer", Messages.get("tungsten.refused.isSorter", c.consumer(), c.task()));
        }
        if (c.bytes() > consumer.usedOutsidePages()) {
            throw new IllegalStepException("bytes",
                    Messages.get("refused.releaseTooMuch", c.consumer(), consumer.usedOutsidePages(), c.bytes()));
        }
        return null;
    }

    @Override
    public Void allocatePage(Operation.AllocatePage p) {
        checkSameConsumer(p.task(), p.consumer(), p.mode(), p.spillable());
        if (p.mode() != memoryManager.tungstenMemoryMode()) {
            throw new IllegalStepException("mode", Messages.get("refused.pageMode", memoryManager.tungstenMemoryMode()));
        }
        long page = Math.max(memoryManager.pageSizeBytes(), p.bytes());
        if (page > TaskMemoryManager.MAXIMUM_PAGE_SIZE_BYTES) {
            throw new IllegalStepException("bytes", Messages.get("refused.pageTooLarge", TaskMemoryManager.MAXIMUM_PAGE_SIZE_BYTES));
        }
        if (page == 0) {
            // spark.buffer.pageSize 0: the page is what was asked, and Spark asserts that it is more than 0.
            throw new IllegalStepException("bytes", Messages.get("refused.zeroPage"));
        }
        return null;
    }

    @Override
    public Void maybeSpill(Operation.MaybeSpill m) {
        MemoryConsumer existing = consumers.existing(m.task(), m.consumer());
        if (existing != null && !existing.collection) {
            throw new IllegalStepException("consumer", Messages.get("refused.notCollection", m.consumer(), m.task()));
        }
        return null;
    }

    @Override
    public Void userAllocate(Operation.UserAllocate op) {
        return null;
    }

    @Override
    public Void userRelease(Operation.UserRelease u) {
        if (u.bytes() > heap.userMemory(u.task())) {
            throw new IllegalStepException("bytes", Messages.get("refused.userRelease", u.task(), heap.userMemory(u.task()), u.bytes()));
        }
        return null;
    }

    @Override
    public Void setUnmanagedMemory(Operation.SetUnmanagedMemory op) {
        return null;
    }

    @Override
    public Void endTask(Operation.EndTask op) {
        return null;
    }

    /** A sorter's name is its own until its task ends; a record must fit a page of Spark's largest. */
    @Override
    public Void sorterInsert(Operation.SorterInsert s) {
        MemoryConsumer existing = consumers.existing(s.task(), s.consumer());
        if (existing != null && !(existing.tungsten instanceof sparkmemlab.model.UnsafeExternalSorter)) {
            throw new IllegalStepException("consumer", Messages.get("tungsten.refused.notSorter", s.consumer(), s.task()));
        }
        if (existing != null && ((sparkmemlab.model.UnsafeExternalSorter) existing.tungsten).radixSort() != s.radixSort()) {
            throw new IllegalStepException("radixSort", Messages.get("tungsten.refused.radixSort", s.consumer(), s.task(),
                    String.valueOf(!s.radixSort())));
        }
        return null;
    }

    /**
     * A shuffle sorter's name is its own until its task ends, with its partitions; the serialized
     * shuffle takes at most 2^24 partitions and records its packed pointers can address.
     */
    @Override
    public Void shuffleInsert(Operation.ShuffleInsert s) {
        MemoryConsumer existing = consumers.existing(s.task(), s.consumer());
        if (existing != null && !(existing.tungsten instanceof sparkmemlab.model.ShuffleExternalSorter)) {
            throw new IllegalStepException("consumer", Messages.get("tungsten.refused.notShuffleSorter", s.consumer(), s.task()));
        }
        if (existing != null && ((sparkmemlab.model.ShuffleExternalSorter) existing.tungsten).partitions() != s.partitions()) {
            throw new IllegalStepException("partitions", Messages.get("tungsten.refused.partitions", s.consumer(), s.task(),
                    ((sparkmemlab.model.ShuffleExternalSorter) existing.tungsten).partitions()));
        }
        if (existing != null && ((sparkmemlab.model.ShuffleExternalSorter) existing.tungsten).arrayLost()) {
            throw new IllegalStepException("consumer", Messages.get("tungsten.refused.arrayLost", s.consumer(), s.task()));
        }
        if (s.partitions() > sparkmemlab.model.ShuffleExternalSorter.MAX_PARTITIONS) {
            throw new IllegalStepException("partitions", Messages.get("tungsten.refused.tooManyPartitions",
                    sparkmemlab.model.ShuffleExternalSorter.MAX_PARTITIONS));
        }
        if (s.recordBytes() == 0) {
            throw new IllegalStepException("recordBytes", Messages.get("tungsten.refused.emptyShuffleRecord"));
        }
        if (s.recordBytes() + 4 > sparkmemlab.model.ShuffleExternalSorter.MAXIMUM_PAGE_SIZE_BYTES) {
            throw new IllegalStepException("recordBytes", Messages.get("tungsten.refused.packedPointer",
                    sparkmemlab.model.ShuffleExternalSorter.MAXIMUM_PAGE_SIZE_BYTES - 4));
        }
        return null;
    }

    /** A map's name is its own until its task ends; Spark's map refuses a page size over its largest page. */
    @Override
    public Void mapAppend(Operation.MapAppend m) {
        MemoryConsumer existing = consumers.existing(m.task(), m.consumer());
        if (existing != null && !(existing.tungsten instanceof sparkmemlab.model.BytesToBytesMap)) {
            throw new IllegalStepException("consumer", Messages.get("tungsten.refused.notMap", m.consumer(), m.task()));
        }
        if (memoryManager.pageSizeBytes() > TaskMemoryManager.MAXIMUM_PAGE_SIZE_BYTES) {
            throw new IllegalStepException("consumer", Messages.get("refused.pageTooLarge", TaskMemoryManager.MAXIMUM_PAGE_SIZE_BYTES));
        }
        return null;
    }

    /** A consumer keeps the mode and spillability it was created with until its task ends. */
    private void checkSameConsumer(long task, String name, MemoryMode mode, boolean spillable) {
        MemoryConsumer existing = consumers.existing(task, name);
        if (existing == null) {
            return;
        }
        if (existing.collection) {
            throw new IllegalStepException("consumer", Messages.get("refused.collection", name, task));
        }
        if (existing.tungsten != null) {
            throw new IllegalStepException("consumer", Messages.get("tungsten.refused.isSorter", name, task));
        }
        if (existing.mode != mode) {
            throw new IllegalStepException("mode", Messages.get("refused.consumerMode", name, task, existing.mode));
        }
        if (existing.spillable != spillable) {
            throw new IllegalStepException("spillable",
                    Messages.get("refused.consumerSpillable", name, task, String.valueOf(existing.spillable)));
        }
    }

    @Override
    public Void inContainer(Operation.InContainer op) {
        if (container == null) {
            throw new IllegalStepException("op", Messages.get("refused.noContainer", op.op()));
        }
        return null;
    }
}
