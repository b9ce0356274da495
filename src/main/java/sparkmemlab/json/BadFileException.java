package sparkmemlab.json;

/** A file that is refused: the message names the file, the JSON path and what was expected. */
public abstract class BadFileException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String file;
    private final String jsonPath;
    private final String problem;

    protected BadFileException(String message, String file, String jsonPath, String problem) {
        super(message);
        this.file = file;
        this.jsonPath = jsonPath;
        this.problem = problem;
    }

    public String file() {
        return file;
    }

    /** Where in the file, as a JSON path: {@code $.steps[2].bytes}. */
    public String jsonPath() {
        return jsonPath;
    }

    /** What is wrong and what was expected. */
    public String problem() {
        return problem;
    }
}
