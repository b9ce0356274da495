package sparkmemlab.snapshot;

import java.util.Objects;
import java.util.Optional;

/**
 * What the window showed when a snapshot was taken: the sandbox or a lesson (and which), and the zoom.
 *
 * @param lesson the lesson's id, when {@code mode} is {@link Mode#LESSON}
 * @param zoom the window's zoom factor, from 0.25 to 4
 */
public record ViewState(Mode mode, Optional<String> lesson, double zoom) {

    /** What the window was showing. */
    public enum Mode {
        SANDBOX,
        LESSON
    }

    public static final double MIN_ZOOM = 0.25;
    public static final double MAX_ZOOM = 4.0;
    public static final ViewState SANDBOX = new ViewState(Mode.SANDBOX, Optional.empty(), 1.0);

    public ViewState {
        Objects.requireNonNull(mode);
        Objects.requireNonNull(lesson);
        if (mode == Mode.LESSON && lesson.isEmpty()) {
            throw new IllegalArgumentException("a lesson view names its lesson");
        }
        if (!(zoom >= MIN_ZOOM && zoom <= MAX_ZOOM)) {
            throw new IllegalArgumentException("zoom must be from " + MIN_ZOOM + " to " + MAX_ZOOM);
        }
    }
}
