package sparkmemlab.ui.controls;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import sparkmemlab.ui.picture.ClusterPicture;
import sparkmemlab.ui.picture.CoresTimeline;

/**
 * Draws the columns on a canvas (one column per state, however many), redrawn when the picture or the size
 * changes. The colours come from CSS: hidden regions carry the applications' style classes ({@code app-0} ...)
 * and {@code c-free}, and lend the canvas their background colours. The marker of the step shown is a region
 * that glides between columns.
 */
final class CoresChartSkin extends SkinBase<CoresChart> {
    private final Canvas canvas = new Canvas();
    private final Region[] swatches = new Region[ClusterPicture.COLOURS + 1];
    private final Region marker = new Region();
    private final DoubleProperty markerAt = new SimpleDoubleProperty();
    private final Tweener tweener = new Tweener();
    private CoresTimeline shown;

    CoresChartSkin(CoresChart control) {
        super(control);
        canvas.setManaged(false);
        canvas.setMouseTransparent(true);
        marker.getStyleClass().add("t-current");
        marker.setManaged(false);
        marker.setMouseTransparent(true);
        for (int i = 0; i < swatches.length; i++) {
            Region r = new Region();
            r.getStyleClass().add(i < ClusterPicture.COLOURS ? "app-" + i : "c-free");
            r.setVisible(false);
            r.setManaged(false);
            swatches[i] = r;
        }
        getChildren().addAll(swatches);
        getChildren().addAll(canvas, marker);
        markerAt.addListener(o -> control.layoutInside());
        control.modelProperty().addListener((o, a, b) -> show(b));
        control.selectStepsOnClick(() -> shown == null ? 0 : shown.columns().size());
        show(control.getModel());
    }

    private void show(CoresTimeline t) {
        boolean sameHistory = shown != null && t != null && shown.columns().equals(t.columns());
        shown = t;
        if (t == null) {
            return;
        }
        tweener.to(markerAt, t.position());
        tweener.play(getSkinnable(), sameHistory ? getSkinnable().getTransitionDuration() : javafx.util.Duration.ZERO);
        if (!sameHistory) {
            getSkinnable().requestLayout();
            draw();
        }
    }

    private static Paint fill(Region r, Color fallback) {
        var bg = r.getBackground();
        return bg == null || bg.getFills().isEmpty() ? fallback : bg.getFills().get(0).getFill();
    }

    private void draw() {
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.clearRect(0, 0, w, h);
        if (shown == null || w <= 0 || h <= 0) {
            return;
        }
        for (Region r : swatches) {
            r.applyCss();
        }
        int n = shown.columns().size();
        double cw = w / n;
        double perCore = h / shown.maxCores();
        for (int i = 0; i < n; i++) {
            CoresTimeline.Column c = shown.columns().get(i);
            double x = Math.floor(i * cw);
            double width = Math.max(1, Math.floor((i + 1) * cw) - x - (cw > 4 ? 1 : 0));
            g.setFill(fill(swatches[ClusterPicture.COLOURS], Color.web("#e4e6ea")));
            g.fillRect(x, h - c.cores() * perCore, width, c.cores() * perCore);
            double y = h;
            for (int a = 0; a < c.used().size(); a++) {
                int cores = c.used().get(a);
                if (cores > 0) {
                    g.setFill(fill(swatches[a], Color.GRAY));
                    g.fillRect(x, y - cores * perCore, width, cores * perCore);
                    y -= cores * perCore;
                }
            }
        }
    }

    @Override
    protected void layoutChildren(double x, double y, double w, double h) {
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            draw();
        }
        canvas.relocate(x, y);
        if (shown != null) {
            double cw = w / shown.columns().size();
            marker.resizeRelocate(x + markerAt.get() * cw, y, Math.max(2, cw), h);
        }
    }

    @Override
    protected double computePrefHeight(double width, double top, double right, double bottom, double left) {
        return top + 44 + bottom;
    }

    @Override
    protected double computeMinHeight(double width, double top, double right, double bottom, double left) {
        return top + 30 + bottom;
    }

    @Override
    protected double computePrefWidth(double height, double top, double right, double bottom, double left) {
        return left + 300 + right;
    }
}
