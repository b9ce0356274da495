package sparkmemlab.workspace;

import java.util.regex.Pattern;

/**
 * How the lesson and snapshot formats name a workspace of the window (src/docs/workspaces.md): a short
 * lower-case word such as {@code executor} or {@code legacy-vs-unified}. The formats check only its shape;
 * which workspaces exist is the window's business (its registry), which refuses a name it does not have.
 */
public final class WorkspaceName {
    /** The workspace a lesson or a snapshot that names none is shown in: today's executor view. */
    public static final String DEFAULT = "executor";
    /** The workspace that runs a scene on both memory managers; its lessons are checked on both. */
    public static final String LEGACY_VS_UNIFIED = "legacy-vs-unified";
    /** The workspace of a standalone cluster: its lessons run a cluster scenario, and a cluster snapshot that names no workspace is its. */
    public static final String CLUSTER = "cluster";
    /** The workspace that replays Spark's event logs; a replay snapshot that names no workspace is its. */
    public static final String REPLAY = "replay";
    /** The workspace that shows the executor's JVM inside its YARN or Kubernetes container. */
    public static final String CONTAINER = "container";

    private static final Pattern SHAPE = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");
    private static final int MAX_LENGTH = 40;

    private WorkspaceName() {
    }

    /** Whether {@code name} has the shape of a workspace's name (the JSON Schemas say the same). */
    public static boolean isWellFormed(String name) {
        return name != null && name.length() <= MAX_LENGTH && SHAPE.matcher(name).matches();
    }
}
