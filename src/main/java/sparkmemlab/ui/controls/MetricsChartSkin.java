package sparkmemlab.ui.controls;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.SkinBase;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polyline;
import javafx.scene.shape.Rectangle;
import sparkmemlab.ui.picture.MetricsPicture;

/**
 * Draws a {@link MetricsPicture} as shapes, styled by CSS: its title and legend above, then the plot: stage
 * spans ({@code m-stage}, {@code m-stage-failed}) behind, each line a polyline ({@code m-series-N}), levels as
 * dashed lines ({@code m-level} and the level's own class), failures as marks with a tooltip, the cursor
 * ({@code m-cursor}), and the scale's top and the time's end as labels. At most {@link MetricsPicture#BUCKETS}
 * points a line, spans and marks, so redrawing the whole plot on a change costs little; a picture that only
 * moves the cursor moves it alone.
 */
final class MetricsChartSkin extends SkinBase<MetricsChart> {
    private static final double AXIS = 62;
    private static final double BOTTOM = 16;

    private final Label title = new Label();
    private final FlowPane legend = new FlowPane(10, 2);
    private final Pane plot = new Pane();
    private final Label empty = new Label();
    private final Line cursor = new Line();
    private final Label cursorLabel = axisLabel("", 0, 1, "m-cursor-label");

    MetricsChartSkin(MetricsChart control) {
        super(control);
        title.getStyleClass().add("m-title");
        legend.getStyleClass().add("m-legend");
        plot.getStyleClass().add("m-plot");
        empty.getStyleClass().add("m-empty");
        plot.setMinSize(0, 0);
        getChildren().addAll(title, legend, plot, empty);
        cursor.getStyleClass().add("m-cursor");
        cursor.setMouseTransparent(true);
        control.pictureProperty().addListener((o, a, b) -> {
            if (b != null && b.drawsAs(a)) {
                placeCursor(b);
            } else {
                draw();
            }
        });
        plot.widthProperty().addListener((o, a, b) -> draw());
        plot.heightProperty().addListener((o, a, b) -> draw());
        plot.setOnMousePressed(this::pick);
        plot.setOnMouseDragged(this::pick);
        draw();
    }

    private void pick(MouseEvent e) {
        MetricsPicture p = getSkinnable().getPicture();
        double w = plot.getWidth() - AXIS;
        if (p == null || w <= 0) {
            return;
        }
        double share = Math.max(0, Math.min(1, (e.getX() - AXIS) / w));
        getSkinnable().onPickProperty().get().accept(Math.round(share * p.duration()));
    }

    @Override
    protected void layoutChildren(double x, double y, double w, double h) {
        double titleH = title.prefHeight(w);
        title.resizeRelocate(x, y, w, titleH);
        double legendH = legend.prefHeight(w);
        legend.resizeRelocate(x, y + titleH, w, legendH);
        double top = y + titleH + legendH + 2;
        plot.resizeRelocate(x, top, w, Math.max(0, h - (top - y)));
        empty.resizeRelocate(x + AXIS, top, Math.max(0, w - AXIS), Math.max(0, h - (top - y)));
    }

    @Override
    protected double computePrefHeight(double width, double top, double right, double bottom, double left) {
        return top + bottom + 150;
    }

    @Override
    protected double computeMinHeight(double width, double top, double right, double bottom, double left) {
        return top + bottom + 90;
    }

    private void draw() {
        MetricsPicture p = getSkinnable().getPicture();
        List<Node> shapes = new ArrayList<>();
        legend.getChildren().clear();
        if (p == null) {
            title.setText("");
            empty.setText("");
            plot.getChildren().clear();
            return;
        }
        title.setText(p.title());
        empty.setText(p.hasLines() ? "" : p.empty());
        empty.setVisible(!p.hasLines());
        double w = plot.getWidth() - AXIS;
        double h = plot.getHeight() - BOTTOM;
        if (w <= 0 || h <= 0) {
            plot.getChildren().clear();
            return;
        }
        double duration = Math.max(1, p.duration());
        double top = Math.max(1, p.top());
        Rectangle frame = new Rectangle(AXIS, 0, w, h);
        frame.getStyleClass().add("m-frame");
        shapes.add(frame);
        for (MetricsPicture.Span s : p.stages()) {
            double x0 = AXIS + w * s.from() / duration;
            double x1 = AXIS + w * s.to() / duration;
            Rectangle r = new Rectangle(x0, 0, Math.max(1, x1 - x0), h);
            r.getStyleClass().add(s.failed() ? "m-stage-failed" : "m-stage");
            Tooltip.install(r, new Tooltip(s.label()));
            shapes.add(r);
        }
        for (MetricsPicture.Level l : p.levels()) {
            double y = h - h * l.value() / top;
            Line line = new Line(AXIS, y, AXIS + w, y);
            line.getStyleClass().addAll("m-level", l.styleClass());
            line.setMouseTransparent(true);
            shapes.add(line);
            legend.getChildren().add(key(l.label(), "m-key-level", l.styleClass()));
        }
        for (MetricsPicture.Line l : p.lines()) {
            Polyline poly = new Polyline();
            Double[] xy = new Double[l.times().length * 2];
            for (int i = 0; i < l.times().length; i++) {
                xy[2 * i] = AXIS + w * l.times()[i] / duration;
                xy[2 * i + 1] = h - h * l.values()[i] / top;
            }
            poly.getPoints().setAll(xy); // one change, not one a point
            poly.getStyleClass().addAll("m-line", "m-series-" + l.colour());
            poly.setMouseTransparent(true);
            shapes.add(poly);
            Label key = key(l.label(), "m-key", "m-series-" + l.colour());
            key.setTooltip(new Tooltip(l.tooltip()));
            legend.getChildren().add(key);
        }
        for (MetricsPicture.Mark m : p.marks()) {
            double x = AXIS + w * m.time() / duration;
            Region mark = new Region();
            mark.getStyleClass().addAll("m-mark", m.styleClass());
            mark.resizeRelocate(x - 4, 0, 8, 10);
            Tooltip.install(mark, new Tooltip(m.tooltip()));
            shapes.add(mark);
        }
        shapes.add(cursor);
        shapes.add(cursorLabel);
        placeCursor(p);
        shapes.add(axisLabel(p.startLabel(), AXIS, h, "m-axis"));
        shapes.add(axisLabel(p.topLabel(), 0, 0, "m-axis"));
        shapes.add(axisLabel("0", 0, h - 14, "m-axis"));
        shapes.add(axisLabel(p.endLabel(), AXIS + w - 50, h, "m-axis"));
        plot.getChildren().setAll(shapes);
    }

    private void placeCursor(MetricsPicture p) {
        double w = plot.getWidth() - AXIS;
        double h = plot.getHeight() - BOTTOM;
        double cx = AXIS + w * Math.min(p.cursor(), p.duration()) / Math.max(1, p.duration());
        cursor.setStartX(cx);
        cursor.setEndX(cx);
        cursor.setStartY(0);
        cursor.setEndY(Math.max(0, h));
        cursorLabel.setText(p.cursorLabel());
        cursorLabel.relocate(Math.max(AXIS + 2, Math.min(cx + 3, AXIS + w - 60)), 1);
    }

    private static Label key(String text, String... classes) {
        Label key = new Label(text);
        Region swatch = new Region();
        swatch.getStyleClass().add("m-swatch");
        key.setGraphic(swatch);
        key.getStyleClass().addAll(classes);
        return key;
    }

    private static Label axisLabel(String text, double x, double y, String style) {
        Label l = new Label(text);
        l.getStyleClass().add(style);
        l.setMouseTransparent(true);
        l.setPadding(Insets.EMPTY);
        l.relocate(x, y);
        return l;
    }
}
