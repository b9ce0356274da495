package sparkmemlab.cluster;

/**
 * A step Spark cannot take: a worker, app, driver or executor it does not know or has finished with,
 * a duplicate registration, or a state change Spark asserts against. The step is refused before
 * anything changes.
 */
public final class IllegalClusterStepException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String field;

    public IllegalClusterStepException(String field, String message) {
        super(message);
        this.field = field;
    }

    /** The step's field that names what Spark cannot take, e.g. {@code worker}. */
    public String field() {
        return field;
    }
}
