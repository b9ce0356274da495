package sparkmemlab.snapshot;

import java.util.Objects;
import java.util.Optional;
import sparkmemlab.workspace.WorkspaceName;

/**
 * What the window showed when a snapshot was taken: the workspace, the sandbox or a lesson (and which), and
 * the zoom.
 *
 * @param workspace the workspace's name ({@link WorkspaceName}); files written before workspaces existed
 *     name none and were the executor's
 * @param lesson the lesson's id, when {@code mode} is {@link Mode#LESSON}
 * @param zoom the window's zoom factor, from 0.25 to 4
 */
public record ViewState(String workspace, Mode mode, Optional<String> lesson, double zoom) {

    /** What the window was showing. */
    public enum Mode {
        SANDBOX,
        LESSON
    }

    public static final double MIN_ZOOM = 0.25;
    public static final double MAX_ZOOM = 4.0;
    public static final ViewState SANDBOX = new ViewState(Mode.SANDBOX, Optional.empty(), 1.0);

    public ViewState {
        if (!WorkspaceName.isWellFormed(workspace)) {
            throw new IllegalArgumentException("not a workspace's name: " + workspace);
        }
        Objects.requireNonNull(mode);
        Objects.requireNonNull(lesson);
        if (mode == Mode.LESSON && lesson.isEmpty()) {
            throw new IllegalArgumentException("a lesson view names its lesson");
        }
        if (!(zoom >= MIN_ZOOM && zoom <= MAX_ZOOM)) {
            throw new IllegalArgumentException("zoom must be from " + MIN_ZOOM + " to " + MAX_ZOOM);
        }
    }

    /** A view of the executor workspace. */
    public ViewState(Mode mode, Optional<String> lesson, double zoom) {
        this(WorkspaceName.DEFAULT, mode, lesson, zoom);
    }

    /** The same view at another zoom. */
    public ViewState withZoom(double factor) {
        return new ViewState(workspace, mode, lesson, factor);
    }
}
