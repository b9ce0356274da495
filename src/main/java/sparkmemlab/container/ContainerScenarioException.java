package sparkmemlab.container;

/** A container scenario file that cannot be read: which file, where in it (a JSON path), and what was expected. */
public final class ContainerScenarioException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String path;

    public ContainerScenarioException(String file, String path, String message) {
        super(sparkmemlab.container.i18n.ContainerMessages.get("json.error", file, path, message));
        this.path = path;
    }

    /** The JSON path of the offending value, {@code $.steps[2].bytes}. */
    public String path() {
        return path;
    }
}
