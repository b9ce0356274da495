package sparkmemlab.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Builds the immutable {@link ExecutorState} after a step. States are immutable, so the parts a step
 * did not change are shared with the last state built: most steps touch one pool and no block.
 * Counters, not comparisons, tell what changed: comparing per-task maps costs as much as copying them.
 */
final class StateBuilder {
    private final MemoryLayout layout;
    private final MemoryManager memoryManager;
    private final BlockInfoManager blockInfoManager;
    private final MemoryStore memoryStore;
    private final ConsumerLayer consumers;
    private final JvmHeap heap;
    private final ContainerSide container;
    private final BlockManager blockManager;
    private List<BlockState> lastBlocks = List.of();
    private long blocksVersion;
    private final PoolState[] lastPools = new PoolState[MemoryMode.values().length];
    private final long[] lastExecutionVersion = new long[MemoryMode.values().length];
    private final long[] lastUnrollVersion = new long[MemoryMode.values().length];

    StateBuilder(MemoryLayout layout, MemoryManager memoryManager, BlockInfoManager blockInfoManager,
            MemoryStore memoryStore, ConsumerLayer consumers, JvmHeap heap, ContainerSide container,
            BlockManager blockManager) {
        this.blockManager = blockManager;
        this.layout = layout;
        this.memoryManager = memoryManager;
        this.blockInfoManager = blockInfoManager;
        this.memoryStore = memoryStore;
        this.consumers = consumers;
        this.heap = heap;
        this.container = container;
    }

    ExecutorState state() {
        return new ExecutorState(layout, pools(MemoryMode.ON_HEAP), pools(MemoryMode.OFF_HEAP),
                memoryManager.lock().waiting(), blocks(), consumers.state(), heap.state(),
                java.util.Optional.ofNullable(container).map(ContainerSide::state), blockManager.diskBlocks(),
                memoryManager.unmanagedMemoryUsed());
    }

    /** The blocks, least recently used first: the last list, if no block, its place or its readers changed. */
    private List<BlockState> blocks() {
        long version = memoryStore.version() + blockInfoManager.readersVersion();
        if (blocksVersion != version) {
            List<BlockState> blocks = new ArrayList<>();
            boolean anyReaders = blockInfoManager.anyReadLocks();
            for (Map.Entry<BlockId, MemoryStore.MemoryEntry> entry : memoryStore.entries()) {
                blocks.add(new BlockState(entry.getKey(), entry.getValue().size(), entry.getValue().memoryMode(),
                        anyReaders ? blockInfoManager.readerCount(entry.getKey()) : 0,
                        blockInfoManager.level(entry.getKey())));
            }
            lastBlocks = List.copyOf(blocks);
            blocksVersion = version;
        }
        return lastBlocks;
    }

    /** The pools of a mode now: the last state's, if nothing in them changed. */
    private PoolState pools(MemoryMode mode) {
        ExecutionMemoryPool execution = memoryManager.executionPool(mode);
        StorageMemoryPool storage = memoryManager.storagePool(mode);
        int m = mode.ordinal();
        PoolState last = lastPools[m];
        if (last != null && lastExecutionVersion[m] == execution.version()
                && lastUnrollVersion[m] == memoryStore.unrollVersion()
                && last.executionPool() == execution.poolSize() && last.storagePool() == storage.poolSize()
                && last.storageUsed() == storage.memoryUsed()) {
            return last;
        }
        lastExecutionVersion[m] = execution.version();
        lastUnrollVersion[m] = memoryStore.unrollVersion();
        lastPools[m] = new PoolState(execution.poolSize(), execution.memoryUsed(), storage.poolSize(), storage.memoryUsed(),
                memoryStore.currentUnrollMemory(mode), execution.memoryForTask(), memoryStore.unrollMemoryForTask(mode));
        return lastPools[m];
    }
}
