package sparkmemlab.replay;

/**
 * A {@code SparkListenerTaskStart}: "Stage ID", "Stage Attempt ID" and its "Task Info" ("Task ID",
 * "Index", "Attempt", "Launch Time", "Speculative"); {@code seq} is its place among the log's events.
 */
public record TaskStartRecord(long seq, long taskId, int stageId, int stageAttemptId, int index, int attempt,
        long launchTime, boolean speculative) {
}
