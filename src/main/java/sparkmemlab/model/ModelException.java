package sparkmemlab.model;

/**
 * Something the model refuses: a configuration Spark refuses, or a step Spark cannot take. The
 * model is left exactly as it was before the refused call.
 */
public abstract class ModelException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String field;

    protected ModelException(String field, String message) {
        super(message);
        this.field = field;
    }

    /** The configuration key or step field at fault. */
    public String field() {
        return field;
    }
}
