package sparkmemlab.model;

import java.util.ArrayList;
import java.util.List;
import sparkmemlab.model.storage.StorageLevel;
import sparkmemlab.model.storage.UnrollResult;

/**
 * The parts of Spark's {@code BlockManager} that touch memory: {@code putBytes} for a memory-only
 * serialized block, {@code doPutIterator} for a partition cached at a deserialized level, the read
 * that brings a block back from disk ({@code getLocalValues}), {@code removeBlock}, and
 * {@code dropFromMemory}, which eviction calls. It owns the {@link DiskStore}.
 */
final class BlockManager {
    private final BlockInfoManager blockInfoManager;
    private final EventLog log;
    private final DiskStore diskStore = new DiskStore();
    private MemoryStore memoryStore;
    private final List<BlockId> droppedThisStep = new ArrayList<>();

    BlockManager(BlockInfoManager blockInfoManager, EventLog log) {
        this.blockInfoManager = blockInfoManager;
        this.log = log;
    }

    void setMemoryStore(MemoryStore memoryStore) {
        this.memoryStore = memoryStore;
    }

    void copyFrom(BlockManager other) {
        diskStore.copyFrom(other.diskStore);
    }

    /**
     * Registers the block under a write lock, stores it, and unlocks it; a put that fails forgets
     * the block again. A block already known is not re-added, and the put counts as done.
     */
    boolean putBytes(BlockId blockId, long size, MemoryMode mode) {
        if (!blockInfoManager.lockNewBlockForWriting(blockId, BlockState.putBlockLevel(mode))) {
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

    /**
     * Spark's {@code doPutIterator} of a partition of {@code values} {@code byte[]} values of
     * {@code valueBytes} bytes, computed by the current task, at a deserialized level: a level with
     * memory unrolls the values into memory first; if that fails, a level with disk writes them to the
     * disk store (reading the unrolled values, so their unroll memory goes back), and {@code MEMORY_ONLY}
     * forgets the block, and then the task reads the values it had unrolled, which gives their unroll
     * memory back. {@code DISK_ONLY} writes to disk directly. A block known already is left as it is.
     *
     * @return where the block is after the step
     */
    OpResult doPutIterator(BlockId blockId, long task, StorageLevel level, int values, int valueBytes) {
        if (!blockInfoManager.lockNewBlockForWriting(blockId, level)) {
            log.add(new MemoryEvent.AlreadyCached(blockId, memoryStore.contains(blockId)));
            return where(blockId);
        }
        log.add(new MemoryEvent.CachingStarted(blockId, task, level, values, valueBytes));
        OpResult place;
        UnrollResult unrolled = null;
        if (level.useMemory()) {
            unrolled = memoryStore.putIteratorAsValues(blockId, values, valueBytes, MemoryMode.ON_HEAP);
            if (unrolled.complete()) {
                place = OpResult.IN_MEMORY;
            } else if (level.useDisk()) {
                readUnrolledValues(blockId, unrolled);
                writeToDisk(blockId, level, values, valueBytes);
                place = OpResult.ON_DISK;
            } else {
                place = OpResult.NOWHERE;
            }
        } else {
            writeToDisk(blockId, level, values, valueBytes);
            place = OpResult.ON_DISK;
        }
        if (place == OpResult.NOWHERE) {
            // doPut's removeBlockInternal; then the task goes on with the values the put handed back
            blockInfoManager.removeBlock(blockId);
            readUnrolledValues(blockId, unrolled);
        } else {
            blockInfoManager.unlock(blockId, TaskContext.NON_TASK_WRITER);
        }
        return place;
    }

    /**
     * A read of a block (no task, no lock outlasting it): a block in memory, or a block not known at
     * all, is the memory store's read, as before; a block on disk only is read from the disk store,
     * and at a level with memory {@code maybeCacheDiskValuesInMemory} unrolls its values into memory
     * again (as Spark's non-task id) — if that fails, the values are read from disk and their unroll
     * memory goes back, and the block stays on disk only.
     *
     * @return whether the block exists
     */
    boolean getLocalValues(BlockId blockId) {
        if (memoryStore.contains(blockId) || !diskStore.contains(blockId)) {
            return memoryStore.getBytes(blockId);
        }
        DiskStore.DiskEntry entry = diskStore.get(blockId);
        log.add(new MemoryEvent.BlockReadFromDisk(blockId, entry.level()));
        if (entry.level().useMemory()) {
            UnrollResult unrolled = memoryStore.putIteratorAsValues(blockId, entry.values(), entry.valueBytes(),
                    MemoryMode.ON_HEAP);
            if (!unrolled.complete()) {
                readUnrolledValues(blockId, unrolled);
            }
        }
        return true;
    }

    /** {@code PartiallyUnrolledIterator}: once its unrolled values are read, their unroll memory goes back. */
    private void readUnrolledValues(BlockId blockId, UnrollResult unrolled) {
        log.add(new MemoryEvent.UnrolledValuesRead(blockId, unrolled.valuesUnrolled(), unrolled.unrollMemory()));
        memoryStore.releaseUnrollMemoryForThisTask(MemoryMode.ON_HEAP, unrolled.unrollMemory());
    }

    private void writeToDisk(BlockId blockId, StorageLevel level, int values, int valueBytes) {
        diskStore.put(blockId, new DiskStore.DiskEntry(level, values, valueBytes));
        log.add(new MemoryEvent.BlockWrittenToDisk(blockId, level, values));
    }

    private OpResult where(BlockId blockId) {
        if (memoryStore.contains(blockId)) {
            return OpResult.IN_MEMORY;
        }
        return diskStore.contains(blockId) ? OpResult.ON_DISK : OpResult.NOWHERE;
    }

    /** Removes a block that no one is reading, from memory and disk; false if it is in neither. */
    boolean removeBlock(BlockId blockId) {
        if (!blockInfoManager.tryLockForWriting(blockId)) {
            log.add(new MemoryEvent.BlockRemoved(blockId, false, 0));
            return false;
        }
        long bytes = memoryStore.contains(blockId) ? memoryStore.getSize(blockId) : 0;
        boolean removed = memoryStore.remove(blockId);
        removed |= diskStore.remove(blockId);
        blockInfoManager.removeBlock(blockId);
        log.add(new MemoryEvent.BlockRemoved(blockId, removed, bytes));
        return removed;
    }

    /**
     * Eviction's handler: a block whose level uses disk is written to the disk store unless it is
     * there already, then leaves memory; a memory-only block leaves memory and is gone.
     *
     * @return whether the block is still stored (on disk), so that it stays known
     */
    boolean dropFromMemory(BlockId blockId, MemoryStore.MemoryEntry entry) {
        StorageLevel level = blockInfoManager.level(blockId);
        boolean written = false;
        if (level.useDisk() && !diskStore.contains(blockId)) {
            writeToDisk(blockId, level, entry.values(), entry.valueBytes());
            written = true;
        }
        memoryStore.remove(blockId);
        droppedThisStep.add(blockId);
        if (level.useDisk()) {
            log.add(new MemoryEvent.BlockEvictedToDisk(blockId, entry.memoryMode(), entry.size(), written));
        } else {
            log.add(new MemoryEvent.BlockEvicted(blockId, entry.memoryMode(), entry.size()));
        }
        return diskStore.contains(blockId);
    }

    List<BlockId> drainDropped() {
        List<BlockId> out = List.copyOf(droppedThisStep);
        droppedThisStep.clear();
        return out;
    }

    /** The blocks on disk, in the order they arrived. */
    List<DiskBlock> diskBlocks() {
        return diskStore.blocks();
    }

    /** Every block on disk is known, unlocked for writing, at a level with disk. */
    void assertInvariants() {
        diskStore.assertInvariants(blockInfoManager);
    }
}
