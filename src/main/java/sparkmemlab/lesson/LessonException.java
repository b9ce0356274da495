package sparkmemlab.lesson;

import sparkmemlab.i18n.Messages;
import sparkmemlab.json.BadFileException;

/**
 * A lesson file that cannot be used: bad JSON, a field of the wrong shape, a bad embedded scenario, or a
 * placeholder that names nothing. The message names the file, the JSON path and what was expected.
 */
public final class LessonException extends BadFileException {
    private static final long serialVersionUID = 1L;

    public LessonException(String file, String jsonPath, String problem) {
        super(Messages.get("lesson.error", file, jsonPath, problem), file, jsonPath, problem);
    }
}
