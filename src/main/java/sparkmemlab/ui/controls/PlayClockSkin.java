package sparkmemlab.ui.controls;

import javafx.animation.PauseTransition;
import javafx.scene.control.SkinBase;

/** Owns the clock's timer: one pause of the CSS interval, started again after each tick while playing. */
final class PlayClockSkin extends SkinBase<PlayClock> {
    private final PauseTransition beat = new PauseTransition();

    PlayClockSkin(PlayClock clock) {
        super(clock);
        beat.setOnFinished(e -> {
            clock.onTickProperty().get().run();
            if (clock.playingProperty().get()) {
                start();
            }
        });
        clock.playingProperty().addListener((o, a, on) -> {
            if (on) {
                start();
            } else {
                beat.stop();
            }
        });
        if (clock.playingProperty().get()) {
            start();
        }
    }

    private void start() {
        beat.stop();
        beat.setDuration(getSkinnable().getInterval());
        beat.playFromStart();
    }

    @Override
    public void dispose() {
        beat.stop();
        super.dispose();
    }
}
