package sparkmemlab.ui;

import java.util.function.Supplier;
import javafx.geometry.Pos;
import javafx.stage.Window;
import javafx.util.Duration;
import org.controlsfx.control.Notifications;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.Notifier;

/** Brief notices in the window's corner (ControlsFX {@link Notifications}): the app's {@link Notifier}. */
final class Toasts implements Notifier {
    /** More notices at once than this are shown as one that says how many. */
    private static final int AT_ONCE = 3;

    private final UiText text;
    private final Supplier<Window> owner;

    Toasts(UiText text, Supplier<Window> owner) {
        this.text = text;
        this.owner = owner;
    }

    @Override
    public void done(String message) {
        Window window = owner.get();
        if (window == null || !window.isShowing()) {
            return;
        }
        Notifications.create()
                .owner(window)
                .text(message)
                .position(Pos.BOTTOM_RIGHT)
                .hideAfter(Duration.seconds(3))
                .threshold(AT_ONCE, Notifications.create().text(text.get("notice.many")))
                .showInformation();
    }
}
