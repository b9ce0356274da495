package sparkmemlab.cluster;

/** Spark's {@code DriverState} (without {@code UNKNOWN}, which only a recovering Master uses). */
public enum DriverState {
    SUBMITTED, RUNNING, FINISHED, RELAUNCHING, KILLED, FAILED, ERROR;

    /** Whether the Master has moved the driver to its completed drivers. */
    public boolean isFinished() {
        return this != SUBMITTED && this != RUNNING;
    }
}
