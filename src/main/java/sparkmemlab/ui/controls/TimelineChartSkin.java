package sparkmemlab.ui.controls;

import java.util.List;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.Background;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.util.Duration;
import sparkmemlab.ui.vm.TimelineModel;

/**
 * The columns are drawn on one {@link Canvas}, at most one column per pixel (with more steps than
 * pixels, each pixel column shows the last step that falls in it), so a step costs the same however
 * long the history; the canvas is redrawn only when the points or the size change, not when the
 * current-step marker moves. The colours come from CSS: five hidden regions carry the style classes
 * ({@code t-blocks}, {@code t-unroll}, {@code t-free-storage}, {@code t-execution},
 * {@code t-free-execution}) and lend the canvas their background colours. The pool boundary and the
 * marker, which glides between columns, are regions styled by CSS as before.
 */
final class TimelineChartSkin extends SkinBase<TimelineChart> {
    private static final String[] CLASSES = {"t-blocks", "t-unroll", "t-free-storage", "t-execution", "t-free-execution"};
    private static final Color[] FALLBACK = {Color.web("#0072B2"), Color.web("#F0E442"), Color.web("#dbeaf5"),
            Color.web("#E69F00"), Color.web("#fbe8c7")};

    private final Canvas canvas = new Canvas();
    private final Region[] swatches = new Region[CLASSES.length];
    private final Region soft = new Region();
    private final Region marker = new Region();
    private final DoubleProperty markerAt = new SimpleDoubleProperty();
    private final Tweener tweener = new Tweener();
    private TimelineModel shown;
    private boolean dirty = true;
    private Paint[] drawnWith;

    TimelineChartSkin(TimelineChart control) {
        super(control);
        soft.getStyleClass().add("t-soft");
        marker.getStyleClass().add("t-current");
        soft.setMouseTransparent(true);
        marker.setMouseTransparent(true);
        canvas.setMouseTransparent(true);
        canvas.setManaged(false);
        for (int i = 0; i < CLASSES.length; i++) {
            Region r = new Region();
            r.getStyleClass().add(CLASSES[i]);
            r.setVisible(false);
            r.setManaged(false);
            r.setMouseTransparent(true);
            swatches[i] = r;
        }
        getChildren().addAll(swatches);
        getChildren().addAll(canvas, soft, marker);
        markerAt.addListener(o -> control.requestLayout());
        control.modelProperty().addListener((o, a, b) -> show(b));
        control.setOnMouseClicked(e -> {
            if (shown == null) {
                return;
            }
            double w = control.getWidth() - control.snappedLeftInset() - control.snappedRightInset();
            int n = shown.points().size();
            int step = (int) Math.floor((e.getX() - control.snappedLeftInset()) / (w / n));
            control.onSelectStepProperty().get().accept(Math.max(0, Math.min(n - 1, step)));
        });
        show(control.getModel());
    }

    private void show(TimelineModel model) {
        if (model == null) {
            return;
        }
        boolean changed = shown == null || shown.max() != model.max() || shown.storageRegion() != model.storageRegion()
                || !shown.points().equals(model.points());
        boolean snap = shown == null || changed && shown.points().size() > model.points().size();
        dirty |= changed;
        shown = model;
        tweener.to(markerAt, model.current());
        tweener.play(snap ? Duration.ZERO : getSkinnable().getTransitionDuration());
        getSkinnable().requestLayout();
    }

    private Paint[] colours() {
        Paint[] paints = new Paint[CLASSES.length];
        for (int i = 0; i < CLASSES.length; i++) {
            Background b = swatches[i].getBackground();
            paints[i] = b != null && !b.getFills().isEmpty() ? b.getFills().get(0).getFill() : FALLBACK[i];
        }
        return paints;
    }

    @Override
    protected void layoutChildren(double x, double y, double w, double h) {
        if (shown == null || shown.max() <= 0) {
            canvas.setVisible(false);
            return;
        }
        canvas.setVisible(true);
        int n = shown.points().size();
        double cw = w / n;
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            dirty = true;
        }
        canvas.relocate(x, y);
        Paint[] paints = colours();
        if (!java.util.Arrays.equals(paints, drawnWith)) {
            dirty = true;
        }
        if (dirty) {
            draw(paints, w, h);
            drawnWith = paints;
            dirty = false;
        }
        double max = shown.max();
        double sy = y + h - Math.round(h * shown.storageRegion() / max);
        soft.resizeRelocate(x, sy - 1, w, 2);
        double mx = x + markerAt.get() * cw;
        marker.resizeRelocate(mx - 1, y - 2, Math.max(3, cw + 2), h + 4);
    }

    /** One column per point, or per pixel when there are more points than pixels. */
    private void draw(Paint[] paints, double w, double h) {
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.clearRect(0, 0, w, h);
        List<TimelineModel.Point> points = shown.points();
        int n = points.size();
        double cw = w / n;
        double max = shown.max();
        if (cw >= 1) {
            double gap = cw > 6 ? 1 : 0;
            for (int i = 0; i < n; i++) {
                double x0 = Math.round(i * cw);
                double x1 = Math.round((i + 1) * cw) - gap;
                column(g, paints, points.get(i), x0, x1 - x0, h, max);
            }
        } else {
            int columns = (int) Math.ceil(w);
            for (int px = 0; px < columns; px++) {
                int last = Math.min(n - 1, (int) Math.floor((px + 1) * (double) n / w) - 1);
                column(g, paints, points.get(Math.max(0, last)), px, Math.min(1, w - px), h, max);
            }
        }
    }

    private static void column(GraphicsContext g, Paint[] paints, TimelineModel.Point p, double x, double cw, double h,
            double max) {
        if (cw <= 0) {
            return;
        }
        double blocks = h * p.blocks() / max;
        double unroll = h * p.unroll() / max;
        double pool = h * p.storagePool() / max;
        double exec = h * p.executionUsed() / max;
        fill(g, paints[0], x, h - blocks, cw, blocks);
        fill(g, paints[1], x, h - blocks - unroll, cw, unroll);
        fill(g, paints[2], x, h - pool, cw, pool - blocks - unroll);
        fill(g, paints[3], x, 0, cw, exec);
        fill(g, paints[4], x, exec, cw, h - pool - exec);
    }

    private static void fill(GraphicsContext g, Paint paint, double x, double y, double w, double h) {
        if (w > 0 && h > 0) {
            g.setFill(paint);
            g.fillRect(x, y, w, h);
        }
    }

    @Override
    protected double computePrefHeight(double width, double top, double right, double bottom, double left) {
        return 64 + top + bottom;
    }

    @Override
    protected double computeMinHeight(double width, double top, double right, double bottom, double left) {
        return 40 + top + bottom;
    }
}
