package sparkmemlab.snapshot;

import static sparkmemlab.json.JsonValues.got;
import static sparkmemlab.json.JsonValues.isString;
import static sparkmemlab.json.JsonValues.isNumber;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import sparkmemlab.i18n.Messages;
import sparkmemlab.json.JsonInputException;
import sparkmemlab.json.JsonValues;
import sparkmemlab.json.StateJson;
import sparkmemlab.json.StrictJson;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.scenario.ScenarioRunner;
import sparkmemlab.workspace.WorkspaceName;

/**
 * Opens snapshots, refusing anything that is not exactly a state the model reaches: files too large
 * or too deep, newer formats, bad fields, steps Spark cannot take, and a saved state that differs
 * from what the steps give. Files are data only; nothing in them is run but the model's steps.
 */
public final class SnapshotReader {
    public static final long MAX_FILE_BYTES = 16L << 20;
    public static final int MAX_DEPTH = 64;
    public static final int MAX_STRING = 1 << 20;
    public static final int MAX_STEPS = 1_000_000;

    private static final Set<String> KEYS = Set.of("format", "appVersion", "scenario", "at", "state", "view");
    private static final Set<String> VIEW_KEYS = Set.of("workspace", "mode", "lesson", "zoom");

    private final String file;

    private SnapshotReader(String file) {
        this.file = file;
    }

    /** Reads and checks the snapshot in {@code path}. */
    public static LoadedSnapshot read(Path path) throws SnapshotException {
        String name = path.toString();
        try {
            if (Files.size(path) > MAX_FILE_BYTES) {
                throw new SnapshotException(name, "$", Messages.get("snapshot.tooLarge", Files.size(path), MAX_FILE_BYTES));
            }
            var decoder = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
            try (Reader in = new InputStreamReader(Files.newInputStream(path), decoder)) {
                return new SnapshotReader(name).read(in);
            }
        } catch (NoSuchFileException e) {
            throw new SnapshotException(name, "$", Messages.get("snapshot.noFile"));
        } catch (CharacterCodingException e) {
            throw new SnapshotException(name, "$", Messages.get("snapshot.notUtf8"));
        } catch (IOException e) {
            throw new SnapshotException(name, "$", Messages.get("snapshot.unreadable", e.getMessage()));
        }
    }

    /** Reads and checks a snapshot from {@code in}; {@code file} names it in errors. */
    public static LoadedSnapshot read(String file, Reader in) throws SnapshotException, IOException {
        return new SnapshotReader(file).read(in);
    }

    private LoadedSnapshot read(Reader in) throws SnapshotException, IOException {
        JsonElement root;
        try {
            root = new StrictJson(MAX_DEPTH, MAX_STRING).parse(in);
        } catch (JsonInputException e) {
            throw error(e.path(), e.getMessage());
        }
        if (!root.isJsonObject()) {
            throw error("$", Messages.get("snapshot.notObject"));
        }
        JsonObject doc = root.getAsJsonObject();
        checkFormat(doc.get("format"));
        for (String key : doc.keySet()) {
            if (!KEYS.contains(key)) {
                throw error("$." + key, Messages.get("snapshot.unknownField", key, String.join(", ", KEYS.stream().sorted().toList())));
            }
        }
        JsonElement version = doc.get("appVersion");
        if (version == null || !isString(version)) {
            throw error("$.appVersion", Messages.get("snapshot.expectedString", got(version)));
        }
        Scenario scenario = scenario(doc.get("scenario"));
        int at = at(doc.get("at"), scenario.steps().size());
        ViewState view = view(doc.get("view"));
        JsonElement savedState = doc.get("state");
        if (savedState == null || !savedState.isJsonObject()) {
            throw error("$.state", Messages.get("snapshot.expectedObject", got(savedState)));
        }
        Snapshot snapshot = new Snapshot(scenario, at, view);
        LoadedSnapshot loaded = run(snapshot);
        Optional<JsonDiff.Difference> difference = JsonDiff.first("$.state", StateJson.toJson(loaded.state()), savedState);
        if (difference.isPresent()) {
            JsonDiff.Difference d = difference.get();
            throw error(d.path(), Messages.get("snapshot.stateDiffers", d.found(), d.expected()));
        }
        return loaded;
    }

    private void checkFormat(JsonElement format) throws SnapshotException {
        String expected = Messages.get("snapshot.format", Snapshot.FORMAT);
        if (format == null || !isString(format) || !format.getAsString().startsWith(Snapshot.FORMAT_PREFIX)) {
            throw error("$.format", expected + got(format));
        }
        String number = format.getAsString().substring(Snapshot.FORMAT_PREFIX.length());
        if (!number.matches("[1-9][0-9]{0,8}")) {
            throw error("$.format", expected + got(format));
        }
        int version = Integer.parseInt(number);
        if (version > Snapshot.FORMAT_VERSION) {
            throw error("$.format", Messages.get("snapshot.newer", version, Snapshot.FORMAT_VERSION));
        }
    }

    private Scenario scenario(JsonElement element) throws SnapshotException {
        if (element == null || !element.isJsonObject()) {
            throw error("$.scenario", Messages.get("snapshot.expectedObject", got(element)));
        }
        JsonElement steps = element.getAsJsonObject().get("steps");
        if (steps != null && steps.isJsonArray() && steps.getAsJsonArray().size() > MAX_STEPS) {
            throw error("$.scenario.steps", Messages.get("snapshot.tooManySteps", steps.getAsJsonArray().size(), MAX_STEPS));
        }
        try {
            return ScenarioParser.parse(file, element);
        } catch (ScenarioException e) {
            throw error(inScenario(e.jsonPath()), e.problem());
        }
    }

    private int at(JsonElement element, int steps) throws SnapshotException {
        OptionalLong at = JsonValues.wholeNumber(element);
        if (at.isPresent() && at.getAsLong() >= 0 && at.getAsLong() <= steps) {
            return (int) at.getAsLong();
        }
        throw error("$.at", Messages.get("snapshot.at", steps, got(element)));
    }

    private ViewState view(JsonElement element) throws SnapshotException {
        if (element == null || !element.isJsonObject()) {
            throw error("$.view", Messages.get("snapshot.expectedObject", got(element)));
        }
        JsonObject view = element.getAsJsonObject();
        for (String key : view.keySet()) {
            if (!VIEW_KEYS.contains(key)) {
                throw error("$.view." + key, Messages.get("snapshot.unknownField", key, String.join(", ", VIEW_KEYS.stream().sorted().toList())));
            }
        }
        JsonElement workspace = view.get("workspace");
        if (workspace != null && !(isString(workspace) && WorkspaceName.isWellFormed(workspace.getAsString()))) {
            throw error("$.view.workspace", Messages.get("snapshot.workspace", got(workspace)));
        }
        JsonElement mode = view.get("mode");
        ViewState.Mode viewMode = null;
        if (mode != null && isString(mode)) {
            for (ViewState.Mode m : ViewState.Mode.values()) {
                if (m.name().toLowerCase(Locale.ROOT).equals(mode.getAsString())) {
                    viewMode = m;
                }
            }
        }
        if (viewMode == null) {
            throw error("$.view.mode", Messages.get("snapshot.viewMode", got(mode)));
        }
        JsonElement lesson = view.get("lesson");
        if (lesson != null && !(isString(lesson) && !lesson.getAsString().isEmpty())) {
            throw error("$.view.lesson", Messages.get("snapshot.lessonId", got(lesson)));
        }
        if ((viewMode == ViewState.Mode.LESSON) != (lesson != null)) {
            throw error("$.view.lesson", Messages.get("snapshot.lessonWithMode"));
        }
        JsonElement zoom = view.get("zoom");
        if (zoom == null || !zoom.isJsonPrimitive() || !zoom.getAsJsonPrimitive().isNumber()
                || !(zoom.getAsDouble() >= ViewState.MIN_ZOOM && zoom.getAsDouble() <= ViewState.MAX_ZOOM)) {
            throw error("$.view.zoom", Messages.get("snapshot.zoom", ViewState.MIN_ZOOM, ViewState.MAX_ZOOM, got(zoom)));
        }
        return new ViewState(workspace == null ? WorkspaceName.DEFAULT : workspace.getAsString(), viewMode,
                Optional.ofNullable(lesson).map(JsonElement::getAsString), zoom.getAsDouble());
    }

    /** Runs every step on the model, so that nothing Spark would refuse can be opened. */
    private LoadedSnapshot run(Snapshot snapshot) throws SnapshotException {
        try {
            ExecutorModel model = ScenarioRunner.start(file, snapshot.scenario());
            var initial = model.state();
            List<StepResult> results = new ArrayList<>(snapshot.scenario().steps().size());
            for (int i = 0; i < snapshot.scenario().steps().size(); i++) {
                results.add(ScenarioRunner.step(file, model, i, snapshot.scenario().steps().get(i)));
            }
            return new LoadedSnapshot(snapshot, initial, results);
        } catch (ScenarioException e) {
            throw error(inScenario(e.jsonPath()), e.problem());
        }
    }

    private static String inScenario(String scenarioPath) {
        return "$.scenario" + scenarioPath.substring(1);
    }

    private SnapshotException error(String path, String problem) {
        return new SnapshotException(file, path, problem);
    }
}
