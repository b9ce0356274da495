package sparkmemlab.replay.rest;

import java.util.Map;

/**
 * An entry of {@code /applications/{id}/executors} (Spark's {@code ExecutorSummary}), with its names:
 * "memoryUsed" is the storage memory its blocks take, "maxMemory" its storage memory (on- plus off-heap),
 * "memoryMetrics" the same split by mode (null when Spark has none for it), and "peakMemoryMetrics" the
 * executor's peaks (by Spark's metric names; empty before its first heartbeat).
 */
public record RestExecutor(String id, String hostPort, boolean isActive, int rddBlocks, long memoryUsed, long diskUsed,
        int totalCores, int maxTasks, int activeTasks, int failedTasks, int completedTasks, int totalTasks,
        long maxMemory, String addTime, String removeTime, String removeReason, MemoryMetrics memoryMetrics,
        Map<String, Long> peakMemoryMetrics) {

    public RestExecutor {
        peakMemoryMetrics = Map.copyOf(peakMemoryMetrics);
    }

    /** "memoryMetrics": storage memory used and in all, per memory mode. */
    public record MemoryMetrics(long usedOnHeapStorageMemory, long usedOffHeapStorageMemory,
            long totalOnHeapStorageMemory, long totalOffHeapStorageMemory) {
    }
}
