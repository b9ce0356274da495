package sparkmemlab.scenario;

import sparkmemlab.i18n.Messages;
import sparkmemlab.json.BadFileException;

/**
 * A scenario that cannot be run: bad JSON, a bad field, a configuration Spark refuses, or a step
 * Spark cannot take. The message names the file, the place (step and field, and its JSON path) and
 * what was expected.
 */
public final class ScenarioException extends BadFileException {
    private static final long serialVersionUID = 1L;
    private final String place;

    public ScenarioException(String file, String place, String jsonPath, String problem) {
        super(Messages.get("scenario.error", file, place, jsonPath, problem), file, jsonPath, problem);
        this.place = place;
    }

    /** Human words for where: {@code step 3 (putBlock), field "bytes"}. */
    public String place() {
        return place;
    }
}
