package sparkmemlab.lesson;

import sparkmemlab.i18n.Messages;

/**
 * A lesson file that cannot be used: bad JSON, a field of the wrong shape, a bad embedded scenario, or a
 * placeholder that names nothing. The message names the file, the JSON path and what was expected.
 */
public final class LessonException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String file;
    private final String jsonPath;
    private final String problem;

    public LessonException(String file, String jsonPath, String problem) {
        super(Messages.get("lesson.error", file, jsonPath, problem));
        this.file = file;
        this.jsonPath = jsonPath;
        this.problem = problem;
    }

    public String file() {
        return file;
    }

    /** Where in the lesson: {@code $.steps[2].predict.choices[0]}. */
    public String jsonPath() {
        return jsonPath;
    }

    public String problem() {
        return problem;
    }
}
