package sparkmemlab.container;

/** A step the executor could not take (an unknown thread or buffer, a fetch that would wait, a dead executor). */
public final class IllegalContainerStepException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public IllegalContainerStepException(String message) {
        super(message);
    }
}
