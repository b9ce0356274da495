package sparkmemlab.snapshot;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import sparkmemlab.io.AtomicFiles;
import sparkmemlab.model.ExecutorState;

/**
 * Writes snapshots of every kind: always the same bytes for the same moment, and whole or not at all. The
 * format's fields come first, then the kind's ({@link MomentKind}), then the view.
 */
public final class SnapshotWriter {
    // Nulls are kept: the cluster trace says "maxCores": null for an app that sets no spark.cores.max.
    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create();

    private SnapshotWriter() {
    }

    /** The snapshot as JSON. */
    public static JsonObject toJson(SnapshotMoment moment) {
        JsonObject o = new JsonObject();
        o.addProperty("format", Snapshot.FORMAT);
        o.addProperty("appVersion", AppVersion.get());
        MomentKind.writeFields(moment, o);
        ViewState v = moment.view();
        JsonObject view = new JsonObject();
        view.addProperty("workspace", v.workspace());
        view.addProperty("mode", v.mode().name().toLowerCase(Locale.ROOT));
        v.lesson().ifPresent(lesson -> view.addProperty("lesson", lesson));
        view.addProperty("zoom", v.zoom());
        o.add("view", view);
        return o;
    }

    public static String toText(SnapshotMoment moment) {
        return GSON.toJson(toJson(moment)) + "\n";
    }

    /** Writes the snapshot to {@code file} atomically. */
    public static void write(Path file, SnapshotMoment moment) throws IOException {
        String text = toText(moment);
        AtomicFiles.write(file, out -> {
            Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            writer.write(text);
            writer.flush();
        });
    }

    /** An executor snapshot as JSON; {@code state} is the state at its step, for readers without the app. */
    public static JsonObject toJson(Snapshot snapshot, ExecutorState state) {
        return toJson(new ExecutorMoment(snapshot, state));
    }

    public static String toText(Snapshot snapshot, ExecutorState state) {
        return toText(new ExecutorMoment(snapshot, state));
    }

    /** Writes an executor snapshot to {@code file} atomically. */
    public static void write(Path file, Snapshot snapshot, ExecutorState state) throws IOException {
        write(file, new ExecutorMoment(snapshot, state));
    }
}
