package sparkmemlab.ui.controls;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.scene.Node;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.Region;
import javafx.util.Duration;
import sparkmemlab.ui.vm.TimelineModel;

/** Columns of regions styled by CSS; the current-step marker glides between columns. */
final class TimelineChartSkin extends SkinBase<TimelineChart> {
    private final List<Region[]> columns = new ArrayList<>();
    private final Region soft = new Region();
    private final Region marker = new Region();
    private final DoubleProperty markerAt = new SimpleDoubleProperty();
    private final Tweener tweener = new Tweener();
    private TimelineModel shown;

    TimelineChartSkin(TimelineChart control) {
        super(control);
        soft.getStyleClass().add("t-soft");
        marker.getStyleClass().add("t-current");
        soft.setMouseTransparent(true);
        marker.setMouseTransparent(true);
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
        boolean rebuild = shown == null || shown.points().size() != model.points().size() || !shown.points().equals(model.points());
        if (rebuild) {
            columns.clear();
            List<Node> nodes = new ArrayList<>();
            for (int i = 0; i < model.points().size(); i++) {
                Region[] c = {region("t-blocks"), region("t-unroll"), region("t-free-storage"), region("t-execution"),
                        region("t-free-execution")};
                columns.add(c);
                nodes.addAll(List.of(c));
            }
            nodes.add(soft);
            nodes.add(marker);
            getChildren().setAll(nodes);
        }
        boolean snap = shown == null || rebuild && shown.points().size() > model.points().size();
        shown = model;
        tweener.to(markerAt, model.current());
        tweener.play(snap ? Duration.ZERO : getSkinnable().getTransitionDuration());
        getSkinnable().requestLayout();
    }

    private static Region region(String styleClass) {
        Region r = new Region();
        r.getStyleClass().add(styleClass);
        r.setMouseTransparent(true);
        return r;
    }

    @Override
    protected void layoutChildren(double x, double y, double w, double h) {
        if (shown == null || shown.max() <= 0) {
            return;
        }
        int n = shown.points().size();
        double cw = w / n;
        double gap = cw > 6 ? 1 : 0;
        double max = shown.max();
        for (int i = 0; i < n; i++) {
            TimelineModel.Point p = shown.points().get(i);
            Region[] c = columns.get(i);
            double x0 = x + Math.round(i * cw);
            double x1 = x + Math.round((i + 1) * cw) - gap;
            double bottom = y + h;
            double blocks = h * p.blocks() / max;
            double unroll = h * p.unroll() / max;
            double pool = h * p.storagePool() / max;
            double exec = h * p.executionUsed() / max;
            place(c[0], x0, bottom - blocks, x1 - x0, blocks);
            place(c[1], x0, bottom - blocks - unroll, x1 - x0, unroll);
            place(c[2], x0, bottom - pool, x1 - x0, pool - blocks - unroll);
            place(c[3], x0, y, x1 - x0, exec);
            place(c[4], x0, y + exec, x1 - x0, h - pool - exec);
        }
        double sy = y + h - Math.round(h * shown.storageRegion() / max);
        soft.resizeRelocate(x, sy - 1, w, 2);
        double mx = x + markerAt.get() * cw;
        marker.resizeRelocate(mx - 1, y - 2, Math.max(3, cw + 2), h + 4);
    }

    private static void place(Region r, double x, double y, double w, double h) {
        r.resizeRelocate(x, y, Math.max(0, w), Math.max(0, h));
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
