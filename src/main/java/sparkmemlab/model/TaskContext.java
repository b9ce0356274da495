package sparkmemlab.model;

/**
 * Which task the current call runs for. Spark keeps this in a thread-local ({@code TaskContext.get()});
 * our model runs one call at a time, so one field does: {@code MemoryStore} and
 * {@code BlockInfoManager} read it exactly where Spark reads the thread's task.
 */
final class TaskContext {
    /** What {@code BlockInfoManager} records as the writer when no task is running (Spark's value). */
    static final long NON_TASK_WRITER = -1024;
    /** What {@code MemoryStore} uses when no task is running (Spark's value). */
    static final long NO_TASK = -1;

    private long taskAttemptId = NO_TASK;
    private boolean inTask;

    void enter(long task) {
        taskAttemptId = task;
        inTask = true;
    }

    void leave() {
        taskAttemptId = NO_TASK;
        inTask = false;
    }

    /** {@code MemoryStore.currentTaskAttemptId}: the task, or -1. */
    long taskAttemptIdForMemoryStore() {
        return inTask ? taskAttemptId : NO_TASK;
    }

    /** {@code BlockInfoManager.currentTaskAttemptId}: the task, or {@link #NON_TASK_WRITER}. */
    long taskAttemptIdForLocks() {
        return inTask ? taskAttemptId : NON_TASK_WRITER;
    }
}
