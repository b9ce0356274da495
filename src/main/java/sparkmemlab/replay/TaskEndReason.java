package sparkmemlab.replay;

/**
 * A TaskEnd's "Task End Reason": its "Reason" (Spark's class name: {@code Success}, {@code ExceptionFailure},
 * {@code ExecutorLostFailure}, {@code TaskKilled}, {@code Resubmitted}, ...) and what the log says with it
 * ("Class Name" and "Description" of an exception, "Executor ID" and "Loss Reason" of a lost executor,
 * "Kill Reason", a fetch failure's "Message"); null where the log has none.
 */
public record TaskEndReason(String reason, String className, String description, String lossReason,
        Boolean exitCausedByApp, String killReason, String message) {
    public static final String SUCCESS = "Success";
    public static final String RESUBMITTED = "Resubmitted";
    public static final String EXCEPTION_FAILURE = "ExceptionFailure";
    public static final String EXECUTOR_LOST = "ExecutorLostFailure";
    public static final String TASK_KILLED = "TaskKilled";
    public static final String COMMIT_DENIED = "TaskCommitDenied";

    static TaskEndReason of(String reason) {
        return new TaskEndReason(reason, null, null, null, null, null, null);
    }

    public boolean isSuccess() {
        return SUCCESS.equals(reason);
    }

    /**
     * Whether Spark's REST API counts it in an executor's {@code failedTasks} (AppStatusListener.onTaskEnd):
     * every reason but Success, TaskKilled and TaskCommitDenied; Resubmitted included.
     */
    public boolean countsAsFailed() {
        return !isSuccess() && !TASK_KILLED.equals(reason) && !COMMIT_DENIED.equals(reason);
    }

    /** An exception that is an OutOfMemoryError: Java's own, or Spark's SparkOutOfMemoryError. */
    public boolean isOutOfMemory() {
        return className != null && className.endsWith("OutOfMemoryError");
    }

    public boolean isExecutorLost() {
        return EXECUTOR_LOST.equals(reason);
    }
}
