package sparkmemlab.ui.controls;

import java.util.List;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.scene.control.SkinBase;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.Background;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.util.Duration;
import sparkmemlab.ui.picture.TimelinePicture;

/**
 * The columns are one image, at most one column per pixel (with more steps than pixels, each pixel
 * column shows the last point that falls in it, and the strongest mark of all of them), and the history gives at
 * most a few thousand points however long it is, so a step costs the same however long the history. Each
 * column is a share of the width, so a new step moves every column: the picture is computed again, pixel
 * by pixel into an array, and handed to the image in one call (a few hundred microseconds for the whole
 * chart, where drawing its columns as shapes cost milliseconds); only when the points, the size or the
 * colours change, not when the current-step marker moves. The colours come from CSS: five hidden regions
 * carry the style classes ({@code t-blocks}, {@code t-unroll}, {@code t-free-storage}, {@code t-execution},
 * {@code t-free-execution}) and lend the image their background colours. The pool boundary and the marker,
 * which glides between columns, are regions styled by CSS as before.
 */
final class TimelineChartSkin extends SkinBase<TimelineChart> {
    private static final String[] CLASSES = {"t-blocks", "t-unroll", "t-free-storage", "t-execution", "t-free-execution",
            "t-spill", "t-oom"};
    private static final Color[] FALLBACK = {Color.web("#0072B2"), Color.web("#F0E442"), Color.web("#dbeaf5"),
            Color.web("#E69F00"), Color.web("#fbe8c7"), Color.web("#CC79A7"), Color.web("#D55E00")};
    /** The height of a step's spill or OOM mark, over the top of its column. */
    private static final int MARK_ROWS = 5;

    private final ImageView picture = new ImageView();
    private WritableImage image;
    private int[] pixels = new int[0];
    private final Region[] swatches = new Region[CLASSES.length];
    private final Region soft = new Region();
    private final Region marker = new Region();
    private final DoubleProperty markerAt = new SimpleDoubleProperty();
    private final Tweener tweener = new Tweener();
    private TimelinePicture shown;
    private boolean dirty = true;
    private Paint[] drawnWith;

    TimelineChartSkin(TimelineChart control) {
        super(control);
        soft.getStyleClass().add("t-soft");
        marker.getStyleClass().add("t-current");
        soft.setMouseTransparent(true);
        marker.setMouseTransparent(true);
        picture.setMouseTransparent(true);
        // Placed by layoutChildren, never measured: were the marker managed, standing at the last column it
        // would ask for the chart's width plus its own, and the chart would grow a few pixels every layout.
        picture.setManaged(false);
        soft.setManaged(false);
        marker.setManaged(false);
        for (int i = 0; i < CLASSES.length; i++) {
            Region r = new Region();
            r.getStyleClass().add(CLASSES[i]);
            r.setVisible(false);
            r.setManaged(false);
            r.setMouseTransparent(true);
            swatches[i] = r;
        }
        getChildren().addAll(swatches);
        getChildren().addAll(picture, soft, marker);
        markerAt.addListener(o -> control.layoutInside()); // the marker moves; the chart's size does not
        control.modelProperty().addListener((o, a, b) -> show(b));
        control.selectStepsOnClick(() -> shown == null ? 0 : shown.columns());
        show(control.getModel());
    }

    private void show(TimelinePicture model) {
        if (model == null) {
            return;
        }
        boolean changed = shown == null || shown.max() != model.max() || shown.storageRegion() != model.storageRegion()
                || shown.statesPerPoint() != model.statesPerPoint() || shown.columns() != model.columns()
                || !shown.points().equals(model.points());
        boolean snap = shown == null || changed && shown.columns() > model.columns();
        dirty |= changed;
        shown = model;
        tweener.to(markerAt, model.current());
        tweener.play(getSkinnable(), snap ? Duration.ZERO : getSkinnable().getTransitionDuration());
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
            picture.setVisible(false);
            return;
        }
        picture.setVisible(true);
        int n = shown.columns();
        double cw = w / n;
        int iw = (int) Math.ceil(w);
        int ih = (int) Math.ceil(h);
        if (iw <= 0 || ih <= 0) {
            picture.setVisible(false);
            return;
        }
        if (image == null || image.getWidth() != iw || image.getHeight() != ih) {
            image = new WritableImage(iw, ih);
            pixels = new int[iw * ih];
            picture.setImage(image);
            dirty = true;
        }
        picture.relocate(x, y);
        Paint[] paints = colours();
        if (!java.util.Arrays.equals(paints, drawnWith)) {
            dirty = true;
        }
        if (dirty) {
            draw(paints, iw, ih, w, h);
            drawnWith = paints;
            dirty = false;
        }
        double max = shown.max();
        double sy = y + h - Math.round(h * shown.storageRegion() / max);
        soft.resizeRelocate(x, sy - 1, w, 2);
        double mx = x + markerAt.get() * cw;
        marker.resizeRelocate(mx - 1, y - 2, Math.max(3, cw + 2), h + 4);
    }

    /**
     * One column per point (a pixel's gap between wide ones), or per pixel when there are more points than
     * pixels: then a pixel shows the last point that falls in it, marked with the strongest mark of all the
     * points it covers, so no spill or OOM falls between two pixels.
     */
    private void draw(Paint[] paints, int iw, int ih, double w, double h) {
        int[] argb = new int[paints.length];
        for (int i = 0; i < paints.length; i++) {
            argb[i] = argb(paints[i] instanceof Color c ? c : FALLBACK[i]);
        }
        java.util.Arrays.fill(pixels, 0);
        List<TimelinePicture.Point> points = shown.points();
        int n = shown.columns();
        int per = shown.statesPerPoint();
        double cw = w / n;
        double max = shown.max();
        int[] column = new int[ih];
        if (cw * per >= 1) {
            int gap = cw * per > 6 ? 1 : 0;
            for (int i = 0; i < points.size(); i++) {
                int x0 = (int) Math.round((long) i * per * cw);
                int x1 = (int) Math.round(Math.min((long) (i + 1) * per, n) * cw) - gap;
                column(column, argb, points.get(i), points.get(i).mark(), h, max);
                put(column, x0, x1, iw, ih);
            }
        } else {
            int last = -1;
            for (int px = 0; px < iw; px++) {
                int at = Math.max(0, Math.min(n - 1, (int) Math.floor((px + 1) * (double) n / w) - 1)) / per;
                if (at >= points.size()) {
                    break; // not shown yet: left empty
                }
                if (at != last) {
                    TimelinePicture.Mark mark = TimelinePicture.Mark.NONE;
                    for (int i = last + 1; i <= at; i++) {
                        mark = points.get(i).mark().compareTo(mark) > 0 ? points.get(i).mark() : mark;
                    }
                    column(column, argb, points.get(at), mark, h, max);
                    last = at;
                }
                put(column, px, px + 1, iw, ih);
            }
        }
        image.getPixelWriter().setPixels(0, 0, iw, ih, PixelFormat.getIntArgbInstance(), pixels, 0, iw);
    }

    /**
     * A column's pixels from the top: execution down from the top, free execution to the pool boundary,
     * then free storage, unroll memory and the blocks from the bottom up; each boundary on the nearest pixel.
     */
    private static void column(int[] column, int[] argb, TimelinePicture.Point p, TimelinePicture.Mark mark, double h,
            double max) {
        fill(column, argb, p, h, max);
        if (mark != TimelinePicture.Mark.NONE) {
            int colour = argb[mark == TimelinePicture.Mark.OOM ? 6 : 5];
            for (int y = 0; y < Math.min(MARK_ROWS, column.length); y++) {
                column[y] = colour;
            }
        }
    }

    private static void fill(int[] column, int[] argb, TimelinePicture.Point p, double h, double max) {
        int ih = column.length;
        int exec = row(h * p.executionUsed() / max, ih);
        int pool = row(h - h * p.storagePool() / max, ih);
        int unroll = row(h - h * (p.blocks() + p.unroll()) / max, ih);
        int blocks = row(h - h * p.blocks() / max, ih);
        for (int y = 0; y < ih; y++) {
            int colour;
            if (y < exec) {
                colour = argb[3];
            } else if (y < pool) {
                colour = argb[4];
            } else if (y < unroll) {
                colour = argb[2];
            } else if (y < blocks) {
                colour = argb[1];
            } else {
                colour = argb[0];
            }
            column[y] = colour;
        }
    }

    private static int row(double y, int ih) {
        return (int) Math.max(0, Math.min(ih, Math.round(y)));
    }

    private void put(int[] column, int x0, int x1, int iw, int ih) {
        for (int x = Math.max(0, x0); x < Math.min(iw, x1); x++) {
            for (int y = 0; y < ih; y++) {
                pixels[y * iw + x] = column[y];
            }
        }
    }

    private static int argb(Color c) {
        return (int) Math.round(c.getOpacity() * 255) << 24 | (int) Math.round(c.getRed() * 255) << 16
                | (int) Math.round(c.getGreen() * 255) << 8 | (int) Math.round(c.getBlue() * 255);
    }

    @Override
    protected double computeMinWidth(double height, double top, double right, double bottom, double left) {
        return left + right;
    }

    @Override
    protected double computePrefWidth(double height, double top, double right, double bottom, double left) {
        return 200 + left + right;
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
