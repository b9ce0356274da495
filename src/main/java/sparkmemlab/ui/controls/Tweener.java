package sparkmemlab.ui.controls;

import java.util.ArrayList;
import java.util.List;
import javafx.animation.Interpolator;
import javafx.animation.KeyFrame;
import javafx.animation.KeyValue;
import javafx.animation.Timeline;
import javafx.beans.property.DoubleProperty;
import javafx.util.Duration;

/**
 * Collects the values a skin moves to for one new state and runs them as a single transition, or
 * sets them at once when the duration is zero (reduced motion). A new transition stops the old one
 * where it stands and goes on from there. The control says whether one is under way
 * ({@link AnimatedControl#transitioningProperty()}), so a test can wait for its end.
 */
final class Tweener {
    private Timeline running;
    private final List<KeyValue> values = new ArrayList<>();
    private final List<Runnable> after = new ArrayList<>();

    void to(DoubleProperty property, double target) {
        if (property.get() == target && !isRunning()) {
            return; // already there: thousands of unchanged values would each cost the key frame
        }
        values.add(new KeyValue(property, target, Interpolator.EASE_BOTH));
    }

    void then(Runnable action) {
        after.add(action);
    }

    /** Moves {@code control}'s pieces to the values collected, over {@code duration}. */
    void play(AnimatedControl control, Duration duration) {
        if (running != null) {
            running.stop();
            running = null;
        }
        List<KeyValue> kvs = List.copyOf(values);
        List<Runnable> done = List.copyOf(after);
        values.clear();
        after.clear();
        if (duration == null || duration.lessThanOrEqualTo(Duration.ZERO)) {
            for (KeyValue kv : kvs) {
                @SuppressWarnings("unchecked")
                javafx.beans.value.WritableValue<Object> target = (javafx.beans.value.WritableValue<Object>) kv.getTarget();
                target.setValue(kv.getEndValue());
            }
            done.forEach(Runnable::run);
            control.setTransitioning(false);
            return;
        }
        Timeline timeline = new Timeline(new KeyFrame(duration, kvs.toArray(new KeyValue[0])));
        timeline.setOnFinished(e -> {
            done.forEach(Runnable::run);
            control.setTransitioning(false);
        });
        running = timeline;
        control.setTransitioning(true);
        TransitionClock.start(timeline);
    }

    boolean isRunning() {
        return running != null && running.getStatus() == javafx.animation.Animation.Status.RUNNING;
    }
}
