package sparkmemlab.snapshot;

import static sparkmemlab.json.JsonValues.isString;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.Set;

/**
 * One kind of moment a snapshot holds: its top-level fields, the workspace that shows it when the file names
 * none, and how its fields are read and checked (a scenario's steps re-run, a log's fingerprint compared) and
 * written. {@link SnapshotReader} and {@link SnapshotWriter} do the rest, the same for every kind.
 */
sealed interface MomentKind permits ScenarioKind, ReplayKind {

    /** The kind a document is: a replay names its log, a cluster snapshot's scenario says so; the rest are executors'. */
    static MomentKind of(JsonObject doc) {
        if (doc.has("replay")) {
            return ReplayKind.INSTANCE;
        }
        JsonElement scenario = doc.get("scenario");
        JsonElement format = scenario != null && scenario.isJsonObject() ? scenario.getAsJsonObject().get("format") : null;
        boolean cluster = format != null && isString(format) && format.getAsString().startsWith(ClusterKind.SCENARIO_FORMAT_PREFIX);
        return cluster ? ClusterKind.INSTANCE : ExecutorKind.INSTANCE;
    }

    /** Writes the fields of {@code moment}'s kind, in their fixed order, between the format's and the view. */
    static void writeFields(SnapshotMoment moment, JsonObject into) {
        if (moment instanceof ExecutorMoment executor) {
            ExecutorKind.INSTANCE.write(executor, into);
        } else if (moment instanceof ClusterMoment cluster) {
            ClusterKind.INSTANCE.write(cluster, into);
        } else if (moment instanceof ReplayMoment replay) {
            ReplayKind.INSTANCE.write(replay, into);
        } else {
            throw new IllegalStateException("a moment of no kind: " + moment);
        }
    }

    /** The kind's name in messages ("executor", "cluster", "replay"). */
    String name();

    /** Every top-level field a snapshot of this kind has. */
    Set<String> keys();

    /** The workspace that shows this kind, for a file whose view names none. */
    String workspace();

    /** Reads and checks the kind's fields (the format, the keys and the app's version are checked already). */
    LoadedMoment read(SnapshotReader reader, JsonObject doc) throws SnapshotException;
}
