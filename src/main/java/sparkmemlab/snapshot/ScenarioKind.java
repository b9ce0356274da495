package sparkmemlab.snapshot;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.Optional;
import java.util.Set;
import sparkmemlab.i18n.Messages;
import sparkmemlab.json.JsonValues;
import sparkmemlab.scenario.ScenarioException;

/**
 * The kinds that hold a scenario at a step: the scenario, {@code at}, and the state after that step for readers
 * without the app. Opening parses the scenario strictly, re-runs every step on the model and compares the state
 * the steps give with the saved one, field for field; the first difference is refused with its JSON path.
 *
 * @param <S> the scenario
 * @param <R> what running it gives
 */
abstract sealed class ScenarioKind<S, R> implements MomentKind permits ExecutorKind, ClusterKind {
    private static final Set<String> KEYS = Set.of("format", "appVersion", "scenario", "at", "state", "view");

    private final String name;
    private final String workspace;

    /** @param workspace the workspace that shows this kind */
    ScenarioKind(String name, String workspace) {
        this.name = name;
        this.workspace = workspace;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final String workspace() {
        return workspace;
    }

    @Override
    public final Set<String> keys() {
        return KEYS;
    }

    /** The scenario in the file, read strictly; errors name paths inside the scenario ({@code $.steps[2].bytes}). */
    abstract S parse(String file, JsonElement scenario) throws ScenarioException;

    abstract int steps(S scenario);

    /** Runs every step; a step the model refuses is an error naming its path inside the scenario. */
    abstract R run(String file, S scenario) throws ScenarioException;

    /** The state after step {@code at}, as the file carries it. */
    abstract JsonElement stateJson(S scenario, R run, int at);

    abstract LoadedMoment loaded(S scenario, int at, ViewState view, R run);

    @Override
    public final LoadedMoment read(SnapshotReader reader, JsonObject doc) throws SnapshotException {
        JsonElement element = doc.get("scenario");
        if (element == null || !element.isJsonObject()) {
            throw reader.error("$.scenario", Messages.get("snapshot.expectedObject", JsonValues.got(element)));
        }
        JsonElement steps = element.getAsJsonObject().get("steps");
        if (steps != null && steps.isJsonArray() && steps.getAsJsonArray().size() > SnapshotReader.MAX_STEPS) {
            throw reader.error("$.scenario.steps", Messages.get("snapshot.tooManySteps", steps.getAsJsonArray().size(),
                    SnapshotReader.MAX_STEPS));
        }
        S scenario;
        try {
            scenario = parse(reader.file(), element);
        } catch (ScenarioException e) {
            throw reader.error(inScenario(e.jsonPath()), e.problem());
        }
        int at = reader.at(doc.get("at"), steps(scenario));
        ViewState view = reader.view(doc.get("view"), workspace());
        JsonElement saved = doc.get("state");
        if (saved == null || !saved.isJsonObject()) {
            throw reader.error("$.state", Messages.get("snapshot.expectedObject", JsonValues.got(saved)));
        }
        R run;
        try {
            run = run(reader.file(), scenario);
        } catch (ScenarioException e) {
            throw reader.error(inScenario(e.jsonPath()), e.problem());
        }
        Optional<JsonDiff.Difference> difference = JsonDiff.first("$.state", stateJson(scenario, run, at), saved);
        if (difference.isPresent()) {
            JsonDiff.Difference d = difference.get();
            throw reader.error(d.path(), Messages.get("snapshot.stateDiffers", d.found(), d.expected()));
        }
        return loaded(scenario, at, view, run);
    }

    /** The kind's fields: the scenario as its own format writes it, the step shown, the state after it. */
    static void write(JsonObject into, JsonObject scenario, int at, JsonElement state) {
        into.add("scenario", scenario);
        into.addProperty("at", at);
        into.add("state", state);
    }

    private static String inScenario(String scenarioPath) {
        return "$.scenario" + scenarioPath.substring(1);
    }
}
