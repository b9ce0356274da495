package sparkmemlab.ui.view;

import javafx.scene.Node;
import javafx.scene.control.ScrollPane;

/** Scroll panes over content that changes every step. */
public final class ScrollPanes {
    private ScrollPanes() {
    }

    /**
     * Draws the scroll pane's content as it is, not through a cached bitmap of its viewport (JavaFX's skin caches
     * it): content that changes at every step and every frame of a transition would have the whole cache drawn
     * again each time, which with software rendering cost the frame benchmark a third of its frames.
     */
    public static void drawWithoutCache(ScrollPane scroll) {
        scroll.skinProperty().addListener((o, a, skin) -> uncache(scroll));
        uncache(scroll);
    }

    private static void uncache(ScrollPane scroll) {
        Node viewport = scroll.lookup(".viewport");
        if (viewport != null) {
            viewport.setCache(false);
        }
    }
}
