package sparkmemlab.snapshot;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import sparkmemlab.io.AtomicFiles;
import sparkmemlab.scenario.ScenarioWriter;
import sparkmemlab.json.StateJson;
import sparkmemlab.model.ExecutorState;

/** Writes snapshots: always the same bytes for the same snapshot, and whole or not at all. */
public final class SnapshotWriter {
    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    private SnapshotWriter() {
    }

    /** The snapshot as JSON; {@code state} is the state at its step, for readers without the app. */
    public static JsonObject toJson(Snapshot snapshot, ExecutorState state) {
        JsonObject o = new JsonObject();
        o.addProperty("format", Snapshot.FORMAT);
        o.addProperty("appVersion", AppVersion.get());
        o.add("scenario", ScenarioWriter.toJson(snapshot.scenario()));
        o.addProperty("at", snapshot.at());
        o.add("state", StateJson.toJson(state));
        JsonObject view = new JsonObject();
        view.addProperty("workspace", snapshot.view().workspace());
        view.addProperty("mode", snapshot.view().mode().name().toLowerCase(java.util.Locale.ROOT));
        snapshot.view().lesson().ifPresent(lesson -> view.addProperty("lesson", lesson));
        view.addProperty("zoom", snapshot.view().zoom());
        o.add("view", view);
        return o;
    }

    public static String toText(Snapshot snapshot, ExecutorState state) {
        return GSON.toJson(toJson(snapshot, state)) + "\n";
    }

    /** Writes the snapshot to {@code file} atomically. */
    public static void write(Path file, Snapshot snapshot, ExecutorState state) throws IOException {
        String text = toText(snapshot, state);
        AtomicFiles.write(file, out -> {
            Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            writer.write(text);
            writer.flush();
        });
    }
}
