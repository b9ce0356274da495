package sparkmemlab.ui;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import sparkmemlab.ui.controls.AnimatedControl;

/** Waiting for a skin's transition to end, by its {@code transitioning} property: never a fixed sleep. */
final class Transitions {
    private Transitions() {
    }

    /** Returns once none of the controls is moving from one state to the next (at most 10 s). */
    static void awaitEnd(FxRobot robot, AnimatedControl... controls) {
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> {
                for (AnimatedControl c : controls) {
                    if (c.transitioningProperty().get()) {
                        return false;
                    }
                }
                return true;
            });
        } catch (TimeoutException e) {
            throw new AssertionError("a transition did not end within 10 s", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }
}
