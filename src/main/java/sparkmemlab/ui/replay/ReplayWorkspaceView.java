package sparkmemlab.ui.replay;

import javafx.event.EventHandler;
import javafx.fxml.FXML;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import sparkmemlab.ui.vm.replay.ReplaySession;

/**
 * The replay workspace's controller, over its panels: it takes ← → Home End while the workspace is shown, to move
 * the moment picked by a hundredth of the application's time, or to its start or end.
 */
public final class ReplayWorkspaceView {
    public static final String FXML = "/sparkmemlab/ui/replay/ReplayWorkspaceView.fxml";
    private static final int STEPS = 100;

    private final ReplaySession session;
    private final EventHandler<KeyEvent> keys = this::key;

    @FXML private BorderPane root;

    public ReplayWorkspaceView(ReplaySession session) {
        this.session = session;
    }

    @FXML
    private void initialize() {
        root.sceneProperty().addListener((o, before, now) -> {
            if (before != null) {
                before.removeEventFilter(KeyEvent.KEY_PRESSED, keys);
            }
            if (now != null) {
                now.addEventFilter(KeyEvent.KEY_PRESSED, keys);
            }
        });
    }

    private void key(KeyEvent e) {
        if (e.isShortcutDown() || e.getTarget() instanceof TextInputControl || session.logProperty().get() == null) {
            return;
        }
        long step = Math.max(1, session.duration() / STEPS);
        long at = session.momentProperty().get();
        switch (e.getCode()) {
            case LEFT -> session.pick(at - step);
            case RIGHT -> session.pick(at + step);
            case HOME -> session.pick(0);
            case END -> session.pick(session.duration());
            default -> {
                return;
            }
        }
        e.consume();
    }
}
