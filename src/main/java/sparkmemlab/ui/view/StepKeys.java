package sparkmemlab.ui.view;

import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyEvent;
import sparkmemlab.ui.vm.StepNavigation;

/**
 * The history's keys, in every workspace that keeps a history: ← → Home End step through it (unless a text
 * field has the key), and a workspace's key filter is on the scene only while its view is in it.
 */
public final class StepKeys {
    private StepKeys() {
    }

    /** What ← → Home End ask of the history, or null for another key (or one a text field takes, or with Shortcut). */
    public static Runnable command(KeyEvent e, StepNavigation history) {
        if (e.isShortcutDown() || e.getTarget() instanceof TextInputControl) {
            return null;
        }
        return switch (e.getCode()) {
            case LEFT -> history::back;
            case RIGHT -> history::forward;
            case HOME -> history::first;
            case END -> history::last;
            default -> null;
        };
    }

    /** Puts {@code keys} on the scene {@code root} is in, while it is in one (the window shows one workspace at a time). */
    public static void whileInScene(Node root, EventHandler<KeyEvent> keys) {
        root.sceneProperty().addListener((o, before, now) -> {
            if (before != null) {
                before.removeEventFilter(KeyEvent.KEY_PRESSED, keys);
            }
            if (now != null) {
                now.addEventFilter(KeyEvent.KEY_PRESSED, keys);
            }
        });
    }
}
