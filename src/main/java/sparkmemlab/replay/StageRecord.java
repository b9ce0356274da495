package sparkmemlab.replay;

/**
 * A stage attempt from its {@code SparkListenerStageSubmitted} and {@code SparkListenerStageCompleted}
 * "Stage Info": "Stage ID", "Stage Attempt ID", "Stage Name", "Number of Tasks", "Submission Time",
 * "Completion Time", "Failure Reason" (null while not completed, or for a stage that did not fail).
 * {@code completedSeq} is -1 while the log holds no StageCompleted for it.
 */
public record StageRecord(int stageId, int attemptId, String name, int numTasks, Long submissionTime,
        Long completionTime, String failureReason, long submittedSeq, long completedSeq) {
}
