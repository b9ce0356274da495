package sparkmemlab.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The parts of Spark's {@code BlockManager} that touch memory: {@code putBytes} for a memory-only
 * serialized block, {@code removeBlock}, and {@code dropFromMemory}, which eviction calls.
 */
final class BlockManager {
    private final BlockInfoManager blockInfoManager;
    private final EventLog log;
    private MemoryStore memoryStore;
    private final List<BlockId> droppedThisStep = new ArrayList<>();

    BlockManager(BlockInfoManager blockInfoManager, EventLog log) {
        this.blockInfoManager = blockInfoManager;
        this.log = log;
    }

    void setMemoryStore(MemoryStore memoryStore) {
        this.memoryStore = memoryStore;
    }

    /**
     * Registers the block under a write lock, stores it, and unlocks it; a put that fails forgets
     * the block again. A block already known is not re-added, and the put counts as done.
     */
    boolean putBytes(BlockId blockId, long size, MemoryMode mode) {
        if (!blockInfoManager.lockNewBlockForWriting(blockId)) {
            log.add(new MemoryEvent.BlockAlreadyPresent(blockId));
            return true;
        }
        boolean stored = memoryStore.putBytes(blockId, size, mode);
        if (stored) {
            blockInfoManager.unlock(blockId, TaskContext.NON_TASK_WRITER);
        } else {
            blockInfoManager.removeBlock(blockId);
        }
        return stored;
    }

    /** Removes a block that no one is reading; false if it is not there. */
    boolean removeBlock(BlockId blockId) {
        if (!blockInfoManager.tryLockForWriting(blockId)) {
            log.add(new MemoryEvent.BlockRemoved(blockId, false, 0));
            return false;
        }
        long bytes = memoryStore.contains(blockId) ? memoryStore.getSize(blockId) : 0;
        boolean removed = memoryStore.remove(blockId);
        blockInfoManager.removeBlock(blockId);
        log.add(new MemoryEvent.BlockRemoved(blockId, removed, bytes));
        return removed;
    }

    /** Eviction's handler: a memory-only block leaves memory and is gone. */
    void dropFromMemory(BlockId blockId, MemoryStore.MemoryEntry entry) {
        memoryStore.remove(blockId);
        droppedThisStep.add(blockId);
        log.add(new MemoryEvent.BlockEvicted(blockId, entry.memoryMode(), entry.size()));
    }

    List<BlockId> drainDropped() {
        List<BlockId> out = List.copyOf(droppedThisStep);
        droppedThisStep.clear();
        return out;
    }
}
