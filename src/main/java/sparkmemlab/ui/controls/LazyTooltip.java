package sparkmemlab.ui.controls;

import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.util.Duration;

/**
 * A tooltip made the first time the pointer enters one of its nodes, not with them: the window shows hundreds of bar
 * pieces, block rows, task cards and gauges, and a {@link Tooltip} (a popup control, styled on its own) made with each
 * was a tenth of the FX thread's work before a populated window's first frame (JFR). Installed on entering, it shows
 * as one installed at once does: after its delay, as the pointer moves over the node.
 */
final class LazyTooltip {
    private final double maxWidth;
    private final Duration showDelay;
    private String text = "";
    private Tooltip tip;

    /**
     * @param maxWidth the width it wraps at, or 0 for one line
     * @param showDelay how long the pointer rests before it shows, or null for JavaFX's default
     */
    LazyTooltip(Node node, double maxWidth, Duration showDelay) {
        this.maxWidth = maxWidth;
        this.showDelay = showDelay;
        alsoOn(node);
    }

    /** Shows this tooltip over {@code node} too. */
    void alsoOn(Node node) {
        node.addEventHandler(MouseEvent.MOUSE_ENTERED, new EventHandler<>() {
            @Override
            public void handle(MouseEvent e) {
                if (tip == null) {
                    make();
                }
                Tooltip.install(node, tip);
                node.removeEventHandler(MouseEvent.MOUSE_ENTERED, this);
            }
        });
    }

    void setText(String text) {
        this.text = text;
        if (tip != null) {
            tip.setText(text);
        }
    }

    private void make() {
        tip = new Tooltip(text);
        if (maxWidth > 0) {
            tip.setWrapText(true);
            tip.setMaxWidth(maxWidth);
        }
        if (showDelay != null) {
            tip.setShowDelay(showDelay);
        }
    }
}
