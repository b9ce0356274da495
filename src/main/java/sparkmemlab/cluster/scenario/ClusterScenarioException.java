package sparkmemlab.cluster.scenario;

import sparkmemlab.cluster.ClusterText;
import sparkmemlab.json.BadFileException;

/**
 * A cluster scenario that cannot be run: bad JSON, a bad field, a setting Spark refuses, or a step
 * Spark cannot take. The message names the file, the place (step and field) with its JSON path, and
 * what was expected.
 */
public final class ClusterScenarioException extends BadFileException {
    private static final long serialVersionUID = 1L;
    private final String place;

    public ClusterScenarioException(String file, String place, String jsonPath, String problem) {
        super(ClusterText.get("scenario.error", file, place, jsonPath, problem), file, jsonPath, problem);
        this.place = place;
    }

    /** Human words for where: {@code step 3 (addWorker), field "memory"}. */
    public String place() {
        return place;
    }
}
