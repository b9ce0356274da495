package sparkmemlab.cluster;

/** Spark's {@code ExecutorState}. */
public enum ExecutorState {
    LAUNCHING, RUNNING, KILLED, FAILED, LOST, EXITED, DECOMMISSIONED;

    /** Spark's {@code ExecutorState.isFinished}: the executor's process is gone. */
    public boolean isFinished() {
        return this == KILLED || this == FAILED || this == LOST || this == EXITED;
    }
}
