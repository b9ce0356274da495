package sparkmemlab.cluster;

/** Spark's {@code ApplicationState} (without {@code UNKNOWN}, which only a recovering Master uses). */
public enum ApplicationState {
    WAITING, RUNNING, FINISHED, FAILED, KILLED;

    /** Spark's {@code ApplicationInfo.isFinished}. */
    public boolean isFinished() {
        return this != WAITING && this != RUNNING;
    }
}
