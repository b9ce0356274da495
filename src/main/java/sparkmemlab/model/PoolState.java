package sparkmemlab.model;

import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One memory mode's two pools at a moment. {@code storageUsed} includes {@code unrollUsed}, as in
 * Spark; the pools' sizes move as either side borrows, and always add up to the mode's maximum.
 *
 * @param memoryForTask execution memory per task registered in this mode's pool (0 included)
 * @param unrollMemoryForTask unroll memory per task in this mode (tasks holding none are absent)
 */
public record PoolState(
        long executionPool,
        long executionUsed,
        long storagePool,
        long storageUsed,
        long unrollUsed,
        SortedMap<Long, Long> memoryForTask,
        SortedMap<Long, Long> unrollMemoryForTask) {

    public PoolState {
        memoryForTask = Collections.unmodifiableSortedMap(new TreeMap<>(memoryForTask));
        unrollMemoryForTask = Collections.unmodifiableSortedMap(new TreeMap<>(unrollMemoryForTask));
    }

    public long executionFree() {
        return executionPool - executionUsed;
    }

    public long storageFree() {
        return storagePool - storageUsed;
    }

    /** Bytes of cached blocks (storage use less unroll memory). */
    public long blocksUsed() {
        return storageUsed - unrollUsed;
    }

    /** Spark's N for this mode: tasks registered in the execution pool. */
    public int activeTasks() {
        return memoryForTask.size();
    }
}
