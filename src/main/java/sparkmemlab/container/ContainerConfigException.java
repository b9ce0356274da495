package sparkmemlab.container;

/** A setting the container model (or Spark) refuses, naming the key. */
public final class ContainerConfigException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String key;
    private final String reason;

    public ContainerConfigException(String key, String message) {
        super(key + ": " + message);
        this.key = key;
        this.reason = message;
    }

    public String key() {
        return key;
    }

    /** The message without the key. */
    public String reason() {
        return reason;
    }
}
