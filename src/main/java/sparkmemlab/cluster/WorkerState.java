package sparkmemlab.cluster;

/**
 * Spark's {@code WorkerState}, as the Master sees a worker. Spark's {@code UNKNOWN} belongs to a
 * Master recovering from a failure, which the model has no step for.
 */
public enum WorkerState {
    ALIVE, DEAD, DECOMMISSIONED
}
