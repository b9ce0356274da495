package sparkmemlab.json;

/** A JSON document that cannot be read: malformed, too large or too deep. Names the JSON path. */
public final class JsonInputException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String path;

    public JsonInputException(String path, String message) {
        super(message);
        this.path = path;
    }

    /** Where in the document, as a JSON path ({@code $.steps[2].bytes}). */
    public String path() {
        return path;
    }
}
