package sparkmemlab.ui.controls;

import java.util.ArrayList;
import java.util.List;
import javafx.animation.Animation;
import javafx.util.Duration;

/**
 * Where the window's transitions are started, so that pictures can be taken of them at chosen moments: while
 * a capture is open (on the FX thread), each transition a control starts is held at its start instead of
 * running, and {@link #seek} puts all of them at one moment of their time. Outside a capture, transitions
 * simply play.
 */
public final class TransitionClock {
    private static TransitionClock capturing;
    private final List<Animation> held = new ArrayList<>();

    private TransitionClock() {
    }

    /** Holds every transition started from now until {@link #close}; FX thread only. */
    public static TransitionClock capture() {
        if (capturing != null) {
            throw new IllegalStateException("a capture is already open");
        }
        capturing = new TransitionClock();
        return capturing;
    }

    /** Starts a control's transition: it plays, or is held for the open capture. */
    static void start(Animation animation) {
        animation.play();
        if (capturing != null) {
            animation.pause();
            capturing.held.add(animation);
        }
    }

    /** How long the longest transition held runs, or zero if the step started none. */
    public Duration length() {
        return held.stream().map(Animation::getTotalDuration).max(Duration::compareTo).orElse(Duration.ZERO);
    }

    /** Puts every transition held at {@code time} after its start (its end, if shorter). */
    public void seek(Duration time) {
        for (Animation a : held) {
            a.jumpTo(time.greaterThan(a.getTotalDuration()) ? a.getTotalDuration() : time);
        }
    }

    /**
     * Holds no more transitions (those held stay held): called at the end of the FX turn that started the step, so
     * that a window on the screen beside the pictured one (File > Export lesson) animates as usual meanwhile.
     */
    public void stopHolding() {
        if (capturing == this) {
            capturing = null;
        }
    }

    /** Lets the held transitions run out from where they stand, and ends the capture. */
    public void close() {
        stopHolding();
        held.forEach(Animation::play);
    }

    /** Whether every transition held has run to its end (after {@link #close}, at a later pulse). */
    public boolean finished() {
        return held.stream().allMatch(a -> a.getStatus() == Animation.Status.STOPPED);
    }
}
