package sparkmemlab.model;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import sparkmemlab.model.storage.JvmLayout;
import sparkmemlab.model.storage.SizeEstimator;
import sparkmemlab.model.storage.UnrollResult;
import sparkmemlab.model.storage.ValuesUnroller;

/**
 * Spark's {@code MemoryStore}: blocks in an access-ordered LRU list, per-task unroll memory, and the
 * eviction that makes room for a block or for execution.
 */
final class MemoryStore {

    /**
     * Spark's {@code MemoryEntry}, without the data: a serialized block of known size, or (a
     * {@code DeserializedMemoryEntry}) {@code values} {@code byte[]} values of {@code valueBytes} each,
     * which is what eviction writes to disk.
     */
    record MemoryEntry(long size, MemoryMode memoryMode, int values, int valueBytes) {
        MemoryEntry(long size, MemoryMode memoryMode) {
            this(size, memoryMode, 0, 0);
        }
    }

    /** Spark's {@code SizeEstimator} on the executor's JVM: 64-bit, compressed oops. */
    private static final SizeEstimator SIZE_ESTIMATOR = new SizeEstimator(JvmLayout.COMPRESSED_OOPS);
    private final ValuesUnroller unroller = new ValuesUnroller(SIZE_ESTIMATOR, ValuesUnroller.UNROLL_MEMORY_THRESHOLD);

    private final MemoryManager memoryManager;
    private final BlockInfoManager blockInfoManager;
    private final BlockManager blockEvictionHandler;
    private final TaskContext taskContext;
    private final EventLog log;
    /** Access order: reading a block moves it to the end; eviction starts at the front. */
    private final LinkedHashMap<BlockId, MemoryEntry> entries = new LinkedHashMap<>(32, 0.75f, true);
    /** Spark's unroll memory maps, sorted, as states show them. */
    private final TreeMap<Long, Long> onHeapUnrollMemoryMap = new TreeMap<>();
    private final TreeMap<Long, Long> offHeapUnrollMemoryMap = new TreeMap<>();
    /** The bytes of the blocks of each mode, kept as they come and go (for the invariants, without a walk). */
    private final long[] blocksBytes = new long[MemoryMode.values().length];
    /** Counts changes to the blocks or their order, so that a state can tell when to list them again. */
    private long version;
    private long unrollVersion;
    /** Each mode's unroll memory summed at {@link #checkedUnrollVersion}: summed again only when it changed. */
    private final long[] checkedUnroll = new long[MemoryMode.values().length];
    private long checkedUnrollVersion = -1;

    MemoryStore(MemoryManager memoryManager, BlockInfoManager blockInfoManager, BlockManager blockEvictionHandler,
            TaskContext taskContext, EventLog log) {
        this.memoryManager = memoryManager;
        this.blockInfoManager = blockInfoManager;
        this.blockEvictionHandler = blockEvictionHandler;
        this.taskContext = taskContext;
        this.log = log;
    }

    /** For copies of a model: the same blocks in the same LRU order, and the same unroll memory. */
    long version() {
        return version;
    }

    /** Counts changes to the unroll maps (either mode), so that a state can tell when to copy them again. */
    long unrollVersion() {
        return unrollVersion;
    }

    void copyFrom(MemoryStore other) {
        version++;
        entries.clear();
        entries.putAll(other.entries);
        System.arraycopy(other.blocksBytes, 0, blocksBytes, 0, blocksBytes.length);
        onHeapUnrollMemoryMap.clear();
        onHeapUnrollMemoryMap.putAll(other.onHeapUnrollMemoryMap);
        offHeapUnrollMemoryMap.clear();
        offHeapUnrollMemoryMap.putAll(other.offHeapUnrollMemoryMap);
        unrollVersion++;
    }

    boolean contains(BlockId blockId) {
        return entries.containsKey(blockId);
    }

    /** Like Spark's {@code getSize}, this is an access: the block moves to most recently used. */
    long getSize(BlockId blockId) {
        version++;
        return entries.get(blockId).size();
    }

    /** Stores a serialized block of known size if storage memory can be had for it. */
    boolean putBytes(BlockId blockId, long size, MemoryMode memoryMode) {
        if (contains(blockId)) {
            throw new IllegalStateException("Block " + blockId + " is already present in the MemoryStore");
        }
        if (memoryManager.acquireStorageMemory(blockId, size, memoryMode)) {
            entries.put(blockId, new MemoryEntry(size, memoryMode));
            blocksBytes[memoryMode.ordinal()] += size;
            version++;
            log.add(new MemoryEvent.BlockStored(blockId, memoryMode, size));
            return true;
        }
        return false;
    }

    /**
     * Spark's {@code putIteratorAsValues}: unrolls {@code values} {@code byte[]} values of
     * {@code valueBytes} bytes each into a size-tracking vector, reserving unroll memory for the current
     * task as the estimate grows ({@link ValuesUnroller}); with every value in, the unroll memory
     * becomes storage memory for the block's size (released and acquired under the manager's lock, as
     * one) and the block is stored. If a reservation is refused, the values unrolled so far still
     * hold their unroll memory: the caller reads them and then releases it.
     */
    UnrollResult putIteratorAsValues(BlockId blockId, int values, int valueBytes, MemoryMode memoryMode) {
        if (contains(blockId)) {
            throw new IllegalStateException("Block " + blockId + " is already present in the MemoryStore");
        }
        UnrollResult unrolled = unroller.unroll(values, valueBytes, new ValuesUnroller.Reservations() {
            @Override
            public boolean reserve(long bytes) {
                return reserveUnrollMemoryForThisTask(blockId, bytes, memoryMode);
            }

            @Override
            public void thresholdReached(int valuesSoFar, long estimate, long reserved) {
                log.add(new MemoryEvent.UnrollThresholdReached(blockId, valuesSoFar, estimate, reserved));
            }
        });
        if (!unrolled.complete()) {
            log.add(new MemoryEvent.UnrollFailed(blockId, unrolled.valuesUnrolled(), values, unrolled.unrollMemory()));
            return unrolled;
        }
        releaseUnrollMemoryForThisTask(memoryMode, unrolled.unrollMemory());
        if (!memoryManager.acquireStorageMemory(blockId, unrolled.size(), memoryMode)) {
            throw new IllegalStateException("transferring unroll memory to storage memory failed");
        }
        entries.put(blockId, new MemoryEntry(unrolled.size(), memoryMode, values, valueBytes));
        blocksBytes[memoryMode.ordinal()] += unrolled.size();
        version++;
        log.add(new MemoryEvent.ValuesStored(blockId, values, unrolled.size(), unrolled.unrollMemory()));
        return unrolled;
    }

    /** A read of the block: a present block becomes most recently used. */
    boolean getBytes(BlockId blockId) {
        boolean present = entries.get(blockId) != null;
        if (present) {
            version++;
        }
        log.add(new MemoryEvent.BlockRead(blockId, present));
        return present;
    }

    boolean remove(BlockId blockId) {
        MemoryEntry entry = entries.remove(blockId);
        if (entry == null) {
            return false;
        }
        version++;
        blocksBytes[entry.memoryMode().ordinal()] -= entry.size();
        memoryManager.releaseStorageMemory(entry.size(), entry.memoryMode());
        return true;
    }

    /**
     * Evicts blocks of {@code memoryMode}, least recently used first, to free {@code space} bytes for
     * {@code blockId} (or for execution, when empty). Blocks of the same RDD as the incoming block are
     * never chosen (that would cycle through an RDD that does not fit), nor blocks locked by anyone.
     * All or nothing: if the candidates cannot free enough, none is dropped.
     *
     * @return the bytes freed
     */
    long evictBlocksToFreeSpace(Optional<BlockId> blockId, long space, MemoryMode memoryMode) {
        if (space <= 0) {
            throw new IllegalArgumentException("space must be positive: " + space);
        }
        log.add(new MemoryEvent.EvictionStarted(blockId, memoryMode, space));
        Optional<Integer> rddToAdd = blockId.flatMap(BlockId::rddId);
        long freedMemory = 0;
        List<BlockId> selectedBlocks = new ArrayList<>();
        Iterator<Map.Entry<BlockId, MemoryEntry>> iterator = entries.entrySet().iterator();
        while (freedMemory < space && iterator.hasNext()) {
            Map.Entry<BlockId, MemoryEntry> pair = iterator.next();
            BlockId candidate = pair.getKey();
            MemoryEntry entry = pair.getValue();
            if (entry.memoryMode() != memoryMode) {
                log.add(new MemoryEvent.EvictionSkipped(candidate, MemoryEvent.SkipReason.OTHER_MODE));
            } else if (rddToAdd.isPresent() && rddToAdd.equals(candidate.rddId())) {
                log.add(new MemoryEvent.EvictionSkipped(candidate, MemoryEvent.SkipReason.SAME_RDD));
            } else if (!blockInfoManager.tryLockForWriting(candidate)) {
                log.add(new MemoryEvent.EvictionSkipped(candidate, MemoryEvent.SkipReason.LOCKED));
            } else {
                selectedBlocks.add(candidate);
                freedMemory += entry.size();
                log.add(new MemoryEvent.EvictionCandidate(candidate, entry.size()));
            }
        }
        if (freedMemory >= space) {
            for (BlockId selected : selectedBlocks) {
                MemoryEntry entry = entries.get(selected);
                if (blockEvictionHandler.dropFromMemory(selected, entry)) {
                    // still on disk: the lock goes, the block stays known
                    blockInfoManager.unlock(selected, taskContext.taskAttemptIdForLocks());
                } else {
                    blockInfoManager.removeBlock(selected);
                }
            }
            return freedMemory;
        }
        log.add(new MemoryEvent.EvictionAbandoned(blockId, memoryMode, space, freedMemory));
        for (BlockId selected : selectedBlocks) {
            blockInfoManager.unlock(selected, taskContext.taskAttemptIdForLocks());
        }
        return 0;
    }

    private TreeMap<Long, Long> unrollMemoryMap(MemoryMode memoryMode) {
        return memoryMode == MemoryMode.ON_HEAP ? onHeapUnrollMemoryMap : offHeapUnrollMemoryMap;
    }

    /** Reserves unroll memory for the current task; false if storage memory cannot be had. */
    boolean reserveUnrollMemoryForThisTask(BlockId blockId, long memory, MemoryMode memoryMode) {
        boolean success = memoryManager.acquireUnrollMemory(blockId, memory, memoryMode);
        long taskAttemptId = taskContext.taskAttemptIdForMemoryStore();
        if (success) {
            unrollMemoryMap(memoryMode).merge(taskAttemptId, memory, Long::sum);
            unrollVersion++;
        }
        log.add(new MemoryEvent.UnrollReserved(taskAttemptId, blockId, memoryMode, memory, success));
        return success;
    }

    /** Releases up to {@code memory} bytes of the current task's unroll memory in a mode. */
    void releaseUnrollMemoryForThisTask(MemoryMode memoryMode, long memory) {
        long taskAttemptId = taskContext.taskAttemptIdForMemoryStore();
        Map<Long, Long> unrollMemoryMap = unrollMemoryMap(memoryMode);
        Long held = unrollMemoryMap.get(taskAttemptId);
        if (held == null) {
            return;
        }
        long memoryToRelease = Math.min(memory, held);
        if (memoryToRelease > 0) {
            unrollMemoryMap.put(taskAttemptId, held - memoryToRelease);
            memoryManager.releaseUnrollMemory(memoryToRelease, memoryMode);
            log.add(new MemoryEvent.UnrollReleased(taskAttemptId, memoryMode, memory, memoryToRelease));
        }
        if (unrollMemoryMap.get(taskAttemptId) == 0) {
            unrollMemoryMap.remove(taskAttemptId);
        }
        unrollVersion++;
    }

    long currentUnrollMemory(MemoryMode memoryMode) {
        long sum = 0;
        for (long bytes : unrollMemoryMap(memoryMode).values()) {
            sum += bytes;
        }
        return sum;
    }

    SortedMap<Long, Long> unrollMemoryForTask(MemoryMode memoryMode) {
        return unrollMemoryMap(memoryMode);
    }

    /**
     * What must hold between steps, in O(tasks): each mode's storage use is its blocks plus its
     * unroll memory, and no task holds negative unroll memory.
     *
     * @throws IllegalStateException naming what broke
     */
    void assertInvariants() {
        if (checkedUnrollVersion != unrollVersion) {
            for (MemoryMode mode : MemoryMode.values()) {
                long unroll = 0;
                for (long bytes : unrollMemoryMap(mode).values()) {
                    if (bytes < 0) {
                        throw Invariants.broken(mode + ": a task holds " + bytes + " bytes of unroll memory");
                    }
                    unroll += bytes;
                }
                checkedUnroll[mode.ordinal()] = unroll;
            }
            checkedUnrollVersion = unrollVersion;
        }
        for (MemoryMode mode : MemoryMode.values()) {
            long unroll = checkedUnroll[mode.ordinal()];
            long storageUsed = memoryManager.storagePool(mode).memoryUsed();
            if (blocksBytes[mode.ordinal()] + unroll != storageUsed) {
                throw Invariants.broken(mode + ": blocks "
                    + blocksBytes[mode.ordinal()] + " + unroll " + unroll + " != storage use " + storageUsed);
            }
        }
    }

    /** Blocks, least recently used first. Iterating does not change the order. */
    Iterable<Map.Entry<BlockId, MemoryEntry>> entries() {
        return entries.entrySet();
    }
}
