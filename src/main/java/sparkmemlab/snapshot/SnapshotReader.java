package sparkmemlab.snapshot;

import static sparkmemlab.json.JsonValues.got;
import static sparkmemlab.json.JsonValues.isString;

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
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import sparkmemlab.i18n.Messages;
import sparkmemlab.json.JsonInputException;
import sparkmemlab.json.JsonValues;
import sparkmemlab.json.StrictJson;
import sparkmemlab.workspace.WorkspaceName;

/**
 * Opens snapshots, refusing anything that is not exactly a moment the models reach: files too large or too
 * deep, newer formats, bad fields, steps Spark cannot take, a saved state that differs from what the steps
 * give, and an event log that is not the one the snapshot was taken of. What every kind shares (the limits,
 * strict JSON, the format, the view) is checked here; each {@link MomentKind} reads and checks its own fields.
 * Files are data only; nothing in them is run but the models' steps.
 */
public final class SnapshotReader {
    public static final long MAX_FILE_BYTES = 16L << 20;
    public static final int MAX_DEPTH = 64;
    public static final int MAX_STRING = 1 << 20;
    public static final int MAX_STEPS = 1_000_000;

    private static final Set<String> VIEW_KEYS = Set.of("workspace", "mode", "lesson", "zoom");

    private final String file;
    private final Path folder;
    private final LogCheck logCheck;

    private SnapshotReader(String file, Path folder, LogCheck logCheck) {
        this.file = file;
        this.folder = folder;
        this.logCheck = logCheck;
    }

    /** Reads and checks the executor snapshot in {@code path}; a snapshot of another kind is refused. */
    public static LoadedSnapshot read(Path path) throws SnapshotException {
        return executor(path.toString(), open(path));
    }

    /** Reads and checks an executor snapshot from {@code in}; {@code file} names it in errors. */
    public static LoadedSnapshot read(String file, Reader in) throws SnapshotException, IOException {
        return executor(file, open(file, in, Path.of(""), LogCheck.NOW));
    }

    /** Reads and checks the snapshot in {@code path}, of any kind, every byte of a replay's log included. */
    public static LoadedMoment open(Path path) throws SnapshotException {
        return open(path, LogCheck.NOW);
    }

    /** Reads and checks the snapshot in {@code path}, of any kind; a replay's log is read whole now or {@code LATER}. */
    public static LoadedMoment open(Path path, LogCheck logCheck) throws SnapshotException {
        String name = path.toString();
        try {
            if (Files.size(path) > MAX_FILE_BYTES) {
                throw new SnapshotException(name, "$", Messages.get("snapshot.tooLarge", Files.size(path), MAX_FILE_BYTES));
            }
            var decoder = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
            Path parent = path.toAbsolutePath().getParent();
            try (Reader in = new InputStreamReader(Files.newInputStream(path), decoder)) {
                return new SnapshotReader(name, parent == null ? Path.of("") : parent, logCheck).read(in);
            }
        } catch (NoSuchFileException e) {
            throw new SnapshotException(name, "$", Messages.get("snapshot.noFile"));
        } catch (CharacterCodingException e) {
            throw new SnapshotException(name, "$", Messages.get("snapshot.notUtf8"));
        } catch (IOException e) {
            throw new SnapshotException(name, "$", Messages.get("snapshot.unreadable", e.getMessage()));
        }
    }

    /**
     * Reads and checks a snapshot of any kind from {@code in}; {@code file} names it in errors.
     *
     * @param folder where a replay's event log is looked for when its path is relative or not there (a pasted
     *     snapshot: the working folder)
     * @param logCheck when a replay's log is read whole
     */
    public static LoadedMoment open(String file, Reader in, Path folder, LogCheck logCheck) throws SnapshotException, IOException {
        return new SnapshotReader(file, folder, logCheck).read(in);
    }

    private static LoadedSnapshot executor(String file, LoadedMoment loaded) throws SnapshotException {
        if (loaded instanceof LoadedSnapshot executor) {
            return executor;
        }
        String kind = loaded instanceof ClusterMoment ? ClusterKind.INSTANCE.name() : ReplayKind.INSTANCE.name();
        throw new SnapshotException(file, "$", Messages.get("snapshot.notExecutor", kind));
    }

    private LoadedMoment read(Reader in) throws SnapshotException, IOException {
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
        MomentKind kind = MomentKind.of(doc);
        for (String key : doc.keySet()) {
            if (!kind.keys().contains(key)) {
                throw error("$." + key, Messages.get("snapshot.unknownField", key, sorted(kind.keys())));
            }
        }
        JsonElement version = doc.get("appVersion");
        if (version == null || !isString(version)) {
            throw error("$.appVersion", Messages.get("snapshot.expectedString", got(version)));
        }
        return kind.read(this, doc);
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

    // ---- what the kinds share ----------------------------------------------------------------------

    /** The file's name, as errors give it. */
    String file() {
        return file;
    }

    /** The folder the snapshot is in. */
    Path folder() {
        return folder;
    }

    LogCheck logCheck() {
        return logCheck;
    }

    /** An object of these fields only. */
    JsonObject object(JsonElement element, String path, Set<String> keys) throws SnapshotException {
        if (element == null || !element.isJsonObject()) {
            throw error(path, Messages.get("snapshot.expectedObject", got(element)));
        }
        JsonObject o = element.getAsJsonObject();
        for (String key : o.keySet()) {
            if (!keys.contains(key)) {
                throw error(path + "." + key, Messages.get("snapshot.unknownField", key, sorted(keys)));
            }
        }
        return o;
    }

    /** The step shown, from 0 to {@code steps}. */
    int at(JsonElement element, int steps) throws SnapshotException {
        OptionalLong at = JsonValues.wholeNumber(element);
        if (at.isPresent() && at.getAsLong() >= 0 && at.getAsLong() <= steps) {
            return (int) at.getAsLong();
        }
        throw error("$.at", Messages.get("snapshot.at", steps, got(element)));
    }

    /** The view; a file that names no workspace is {@code workspace}'s (its kind's). */
    ViewState view(JsonElement element, String workspace) throws SnapshotException {
        JsonObject view = object(element, "$.view", VIEW_KEYS);
        JsonElement named = view.get("workspace");
        if (named != null && !(isString(named) && WorkspaceName.isWellFormed(named.getAsString()))) {
            throw error("$.view.workspace", Messages.get("snapshot.workspace", got(named)));
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
        return new ViewState(named == null ? workspace : named.getAsString(), viewMode,
                Optional.ofNullable(lesson).map(JsonElement::getAsString), zoom.getAsDouble());
    }

    SnapshotException error(String path, String problem) {
        return new SnapshotException(file, path, problem);
    }

    private static String sorted(Set<String> keys) {
        return String.join(", ", keys.stream().sorted().toList());
    }
}
