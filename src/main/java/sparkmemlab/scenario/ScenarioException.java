package sparkmemlab.scenario;

import sparkmemlab.i18n.Messages;

/**
 * A scenario that cannot be run: bad JSON, a bad field, a configuration Spark refuses, or a step
 * Spark cannot take. The message names the file, the place (step and field, and its JSON path) and
 * what was expected.
 */
public final class ScenarioException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String file;
    private final String place;
    private final String jsonPath;
    private final String problem;

    public ScenarioException(String file, String place, String jsonPath, String problem) {
        super(Messages.get("scenario.error", file, place, jsonPath, problem));
        this.file = file;
        this.place = place;
        this.jsonPath = jsonPath;
        this.problem = problem;
    }

    public String file() {
        return file;
    }

    /** Human words for where: {@code step 3 (putBlock), field "bytes"}. */
    public String place() {
        return place;
    }

    /** The JSON path: {@code $.steps[2].bytes}. */
    public String jsonPath() {
        return jsonPath;
    }

    /** What is wrong and what was expected. */
    public String problem() {
        return problem;
    }
}
