package sparkmemlab.replay;

/**
 * The memory figures of a task's "Task Metrics": "Peak Execution Memory" (what the task's operators
 * reported as their peaks, added up: ExternalSorter, the shuffle writers, aggregation maps, SQL operators each add
 * their own, so a consumer that reports none counts 0 and two operators' peaks add up; null in logs from before Spark 3.0, which lack the
 * field), "Memory Bytes Spilled" (the in-memory size of what it spilled), "Disk Bytes Spilled" (what
 * those spills took on disk), and "Executor Run Time" and "JVM GC Time" in milliseconds.
 */
public record TaskMemoryMetrics(Long peakExecutionMemory, long memoryBytesSpilled, long diskBytesSpilled,
        long executorRunTime, long jvmGcTime) {
}
