package sparkmemlab.snapshot;

import static sparkmemlab.json.JsonValues.got;
import static sparkmemlab.json.JsonValues.isString;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.OptionalLong;
import java.util.Set;
import sparkmemlab.i18n.Messages;
import sparkmemlab.json.JsonValues;
import sparkmemlab.workspace.WorkspaceName;

/**
 * An executor of a Spark event log at a time. The file names the log (its path as opened, size and SHA-256),
 * the executor and the time; opening finds the log and refuses it unless it is the very file the snapshot was
 * taken of. The log itself is read again by the window, which then refuses an executor or a time it does not
 * have: only reading the whole log can tell.
 */
final class ReplayKind implements MomentKind {
    static final ReplayKind INSTANCE = new ReplayKind();

    private static final Set<String> KEYS = Set.of("format", "appVersion", "replay", "view");
    private static final Set<String> REPLAY_KEYS = Set.of("log", "executor", "atMs");
    private static final Set<String> LOG_KEYS = Set.of("path", "bytes", "sha256");

    private ReplayKind() {
    }

    @Override
    public String name() {
        return "replay";
    }

    @Override
    public Set<String> keys() {
        return KEYS;
    }

    @Override
    public String workspace() {
        return WorkspaceName.REPLAY;
    }

    @Override
    public LoadedMoment read(SnapshotReader reader, JsonObject doc) throws SnapshotException {
        JsonObject replay = reader.object(doc.get("replay"), "$.replay", REPLAY_KEYS);
        JsonObject log = reader.object(replay.get("log"), "$.replay.log", LOG_KEYS);
        JsonElement path = log.get("path");
        if (path == null || !isString(path) || path.getAsString().isEmpty()) {
            throw reader.error("$.replay.log.path", Messages.get("snapshot.replay.path", got(path)));
        }
        long bytes = whole(reader, log.get("bytes"), "$.replay.log.bytes", "snapshot.replay.bytes");
        JsonElement sha = log.get("sha256");
        if (sha == null || !isString(sha) || !LogFingerprint.SHA256.matcher(sha.getAsString()).matches()) {
            throw reader.error("$.replay.log.sha256", Messages.get("snapshot.replay.sha256", got(sha)));
        }
        JsonElement executor = replay.get("executor");
        if (executor == null || !isString(executor) || executor.getAsString().isEmpty()) {
            throw reader.error("$.replay.executor", Messages.get("snapshot.replay.executor", got(executor)));
        }
        long atMs = whole(reader, replay.get("atMs"), "$.replay.atMs", "snapshot.replay.at");
        ViewState view = reader.view(doc.get("view"), workspace());
        LogFingerprint saved = new LogFingerprint(path.getAsString(), bytes, sha.getAsString());
        Path found = find(reader, saved);
        checkSize(reader, saved, found);
        boolean now = reader.logCheck() == LogCheck.NOW;
        if (now) {
            LoadedReplay.checkSha256(reader.file(), saved, found);
        }
        return new LoadedReplay(new ReplayMoment(saved, executor.getAsString(), atMs, view), found, reader.file(), now);
    }

    private static long whole(SnapshotReader reader, JsonElement element, String path, String expected) throws SnapshotException {
        OptionalLong n = JsonValues.wholeNumber(element);
        if (n.isEmpty() || n.getAsLong() < 0) {
            throw reader.error(path, Messages.get(expected, got(element)));
        }
        return n.getAsLong();
    }

    /**
     * Where the log is: at its path as written (a relative one from the snapshot's folder), or else, by its
     * name, beside the snapshot, so that a snapshot sent with its log opens wherever both are put.
     */
    private static Path find(SnapshotReader reader, LogFingerprint saved) throws SnapshotException {
        Path written;
        try {
            written = Path.of(saved.path());
        } catch (InvalidPathException e) {
            throw reader.error("$.replay.log.path", Messages.get("snapshot.replay.path", got(new JsonPrimitive(saved.path()))));
        }
        Path asWritten = reader.folder().resolve(written);
        if (Files.exists(asWritten)) {
            return asWritten;
        }
        Path name = written.getFileName();
        Path beside = name == null ? null : reader.folder().resolve(name);
        if (beside != null && Files.exists(beside)) {
            return beside;
        }
        throw reader.error("$.replay.log.path", Messages.get("snapshot.replay.noLog", asWritten, reader.folder()));
    }

    /** The size, which refuses most other files without reading them (every byte is {@link LoadedReplay}'s check). */
    private static void checkSize(SnapshotReader reader, LogFingerprint saved, Path found) throws SnapshotException {
        try {
            long size = LogFingerprint.size(found);
            if (size != saved.bytes()) {
                throw reader.error("$.replay.log.bytes", Messages.get("snapshot.replay.otherSize", found, size, saved.bytes()));
            }
        } catch (IOException e) {
            throw reader.error("$.replay.log.path", Messages.get("snapshot.replay.unreadable", found, String.valueOf(e.getMessage())));
        }
    }

    void write(ReplayMoment moment, JsonObject into) {
        JsonObject log = new JsonObject();
        log.addProperty("path", moment.log().path());
        log.addProperty("bytes", moment.log().bytes());
        log.addProperty("sha256", moment.log().sha256());
        JsonObject replay = new JsonObject();
        replay.add("log", log);
        replay.addProperty("executor", moment.executor());
        replay.addProperty("atMs", moment.atMs());
        into.add("replay", replay);
    }
}
