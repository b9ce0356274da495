package sparkmemlab.container;

/** A setting the container model (or Spark) refuses, naming the key. */
public final class ContainerConfigException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String key;

    public ContainerConfigException(String key, String message) {
        super(key + ": " + message);
        this.key = key;
    }

    public String key() {
        return key;
    }
}
