package sparkmemlab.ui.kernel;

import javafx.beans.InvalidationListener;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.beans.value.ObservableDoubleValue;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Region;

/**
 * The bars stretched by the zoom: at zoom z they are z times the width they have at 1 (where they fit the
 * window), so a 16 MiB unroll in a 4 GiB heap gets room for its label. Both bars keep one scale, the point at
 * the middle of the view stays there as the zoom changes, and a sideways scroll bar, when there is one, goes
 * below the bars rather than over them.
 */
final class ZoomedBars {
    /** Room below the bars for the sideways scroll bar (the default skin's bar is 12 px plus its border). */
    private static final double SCROLL_BAR_ROOM = 14;

    private final ScrollPane scroll;
    private final Region bars;
    private final ObservableDoubleValue zoom;

    private ZoomedBars(ScrollPane scroll, Region bars, ObservableDoubleValue zoom) {
        this.scroll = scroll;
        this.bars = bars;
        this.zoom = zoom;
    }

    /** Stretches {@code bars} inside {@code scroll}; {@code fit} changes when the bars grow or shrink a row. */
    static void attach(ScrollPane scroll, Region bars, ObservableDoubleValue zoom, javafx.beans.Observable... fit) {
        new ZoomedBars(scroll, bars, zoom).bind(fit);
    }

    private void bind(javafx.beans.Observable... fit) {
        DoubleBinding width = Bindings.createDoubleBinding(
                () -> Math.floor(scroll.getViewportBounds().getWidth() * zoom.get()), scroll.viewportBoundsProperty(), zoom);
        bars.minWidthProperty().bind(width);
        bars.prefWidthProperty().bind(width);
        bars.maxWidthProperty().bind(width);
        InvalidationListener height = o -> scroll.setPrefHeight(bars.prefHeight(-1) + (zoom.get() > 1.0 ? SCROLL_BAR_ROOM : 0)
                + scroll.snappedTopInset() + scroll.snappedBottomInset());
        zoom.addListener(height);
        for (javafx.beans.Observable f : fit) {
            f.addListener(height);
        }
        bars.needsLayoutProperty().addListener(height);
        height.invalidated(null);
        zoom.addListener((o, a, b) -> keepCentre(a.doubleValue(), b.doubleValue()));
    }

    private void keepCentre(double before, double after) {
        double view = scroll.getViewportBounds().getWidth();
        if (view <= 0) {
            return;
        }
        double oldContent = Math.floor(view * before);
        double oldOffset = Math.max(0, oldContent - view) * scroll.getHvalue();
        double centre = (oldOffset + view / 2) / oldContent;
        double newContent = Math.floor(view * after);
        double range = newContent - view;
        scroll.layout();
        scroll.setHvalue(range <= 0 ? 0 : Math.max(0, Math.min(1, (centre * newContent - view / 2) / range)));
    }
}
