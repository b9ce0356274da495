package sparkmemlab.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sparkmemlab.model.storage.StorageLevel;

/**
 * Spark's {@code BlockInfoManager}, reduced to what the memory store needs: each block's readers and
 * writer, and the read locks each task holds. A block locked for reading or writing cannot be
 * evicted, because eviction must take its write lock without waiting.
 */
final class BlockInfoManager {
    static final long NO_WRITER = -1;

    /** Spark's {@code BlockInfo}: the block's storage level, and who holds its locks. */
    static final class BlockInfo {
        long writerTask = NO_WRITER;
        int readerCount;
        StorageLevel level;
    }

    private final TaskContext taskContext;
    private final Map<BlockId, BlockInfo> infos = new HashMap<>();
    /** Spark's {@code readLocksByTask}: a multiset of blocks per task. */
    private final Map<Long, Map<BlockId, Integer>> readLocksByTask = new LinkedHashMap<>();
    /** Counts changes to readers, so that a state can tell when to list the blocks again. */
    private long readersVersion;
    /** Read locks held on all blocks together: when 0, a state need not look each block up. */
    private int readLocks;

    BlockInfoManager(TaskContext taskContext) {
        this.taskContext = taskContext;
    }

    long readersVersion() {
        return readersVersion;
    }

    void copyFrom(BlockInfoManager other) {
        readersVersion++;
        infos.clear();
        other.infos.forEach((id, info) -> {
            BlockInfo copy = new BlockInfo();
            copy.writerTask = info.writerTask;
            copy.readerCount = info.readerCount;
            copy.level = info.level;
            infos.put(id, copy);
        });
        readLocksByTask.clear();
        other.readLocksByTask.forEach((task, counts) -> readLocksByTask.put(task, new LinkedHashMap<>(counts)));
        readLocks = other.readLocks;
    }

    /** Registers a new block of that level write-locked by the current task; false if it already exists. */
    boolean lockNewBlockForWriting(BlockId blockId, StorageLevel level) {
        if (infos.containsKey(blockId)) {
            return false;
        }
        BlockInfo info = new BlockInfo();
        info.writerTask = taskContext.taskAttemptIdForLocks();
        info.level = level;
        infos.put(blockId, info);
        return true;
    }

    /** The level the block was put with; the block must be known. */
    StorageLevel level(BlockId blockId) {
        return infos.get(blockId).level;
    }

    /** Whether a write lock is held on the block (none outlasts a step). */
    boolean isWriteLocked(BlockId blockId) {
        BlockInfo info = infos.get(blockId);
        return info != null && info.writerTask != NO_WRITER;
    }

    /**
     * A read lock for the current task. Spark would wait while a writer holds the block; in our
     * model writers never outlast a step, so there is never one to wait for.
     *
     * @return false if the block does not exist
     */
    boolean lockForReading(BlockId blockId) {
        BlockInfo info = infos.get(blockId);
        if (info == null) {
            return false;
        }
        if (info.writerTask != NO_WRITER) {
            throw new IllegalStateException("block " + blockId + " is write-locked between steps");
        }
        info.readerCount++;
        readLocks++;
        readersVersion++;
        readLocksByTask.computeIfAbsent(taskContext.taskAttemptIdForLocks(), t -> new LinkedHashMap<>())
                .merge(blockId, 1, Integer::sum);
        return true;
    }

    /** Non-blocking write lock (eviction's {@code tryLock}): only with no reader and no writer. */
    boolean tryLockForWriting(BlockId blockId) {
        BlockInfo info = infos.get(blockId);
        if (info == null || info.writerTask != NO_WRITER || info.readerCount > 0) {
            return false;
        }
        info.writerTask = taskContext.taskAttemptIdForLocks();
        return true;
    }

    /** Releases the write lock if there is one, else one read lock of {@code taskAttemptId}. */
    void unlock(BlockId blockId, long taskAttemptId) {
        BlockInfo info = infos.get(blockId);
        if (info.writerTask != NO_WRITER) {
            info.writerTask = NO_WRITER;
            return;
        }
        Map<BlockId, Integer> counts = readLocksByTask.get(taskAttemptId);
        info.readerCount--;
        readLocks--;
        readersVersion++;
        int left = counts.merge(blockId, -1, Integer::sum);
        if (left == 0) {
            counts.remove(blockId);
        }
    }

    /** Forgets a block whose write lock the caller holds. */
    void removeBlock(BlockId blockId) {
        infos.remove(blockId);
    }

    /** Releases every lock a task holds (when it ends); returns the blocks it had locked. */
    List<BlockId> releaseAllLocksForTask(long taskAttemptId) {
        Map<BlockId, Integer> readLocks = readLocksByTask.remove(taskAttemptId);
        List<BlockId> released = new ArrayList<>();
        if (readLocks != null) {
            readersVersion++;
            readLocks.forEach((blockId, count) -> {
                infos.get(blockId).readerCount -= count;
                this.readLocks -= count;
                released.add(blockId);
            });
        }
        return released;
    }

    boolean contains(BlockId blockId) {
        return infos.containsKey(blockId);
    }

    /** Whether any block is locked for reading. */
    boolean anyReadLocks() {
        return readLocks > 0;
    }

    int readerCount(BlockId blockId) {
        BlockInfo info = infos.get(blockId);
        return info == null ? 0 : info.readerCount;
    }

    int readLocksHeld(long taskAttemptId, BlockId blockId) {
        Map<BlockId, Integer> counts = readLocksByTask.get(taskAttemptId);
        return counts == null ? 0 : counts.getOrDefault(blockId, 0);
    }
}
