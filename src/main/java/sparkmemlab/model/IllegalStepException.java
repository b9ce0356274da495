package sparkmemlab.model;

/**
 * A step Spark cannot take: it would block forever, fail an assertion, or corrupt Spark's
 * bookkeeping. The step is refused before anything changes.
 */
public final class IllegalStepException extends ModelException {
    private static final long serialVersionUID = 1L;

    public IllegalStepException(String field, String message) {
        super(field, message);
    }
}
