package sparkmemlab.spark;

/**
 * Real Spark (3.5.3, or 2.4.8 for the legacy manager) refused the configuration while building its
 * memory manager or memory store. The message is Spark's own (e.g. {@code [INVALID_DRIVER_MEMORY] System memory ...}), so that a
 * test can compare it with the model's refusal; the cause is Spark's exception.
 */
public final class RealSparkRefusal extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public RealSparkRefusal(Throwable sparkError) {
        super(sparkError.getMessage(), sparkError);
    }
}
