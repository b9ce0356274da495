package sparkmemlab.replay;

/**
 * A {@code SparkListenerTaskEnd}: "Stage ID", "Stage Attempt ID", "Task Type", "Task End Reason", from
 * its "Task Info" the "Task ID", "Launch Time", "Finish Time", "Failed" and "Killed", and from its
 * "Task Metrics" (null when the event has none) the memory figures. Its "Task Executor Metrics" are a
 * {@link MetricsRecord} of the executor.
 */
public record TaskEndRecord(long seq, long taskId, int stageId, int stageAttemptId, String taskType,
        TaskEndReason reason, long launchTime, long finishTime, boolean failed, boolean killed,
        TaskMemoryMetrics metrics) {
}
