package sparkmemlab.ui.controls;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.css.PseudoClass;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.SkinBase;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.util.Duration;
import sparkmemlab.ui.picture.BarPicture;

/**
 * Draws a {@link BarPicture}: brackets naming the pools above the bar, the regions in it, the soft
 * boundary (dashed, fixed) and the pool boundary (solid, moving), and the borrowed stretch hatched
 * with a label saying who borrowed how much from whom. Every offset becomes a pixel by one rule,
 * {@link BarPicture#pixel}, so widths match the model's bytes to a pixel once a transition ends.
 */
final class MemoryBarSkin extends SkinBase<MemoryBar> {
    static final double SPAN_HEIGHT = 22;
    static final double BAR_HEIGHT = 56;
    static final double MARKER_HEIGHT = 44; // room for the soft boundary's label and the borrow label under it
    static final double OVERFLOW_HEIGHT = 20; // a row for the overflow's label, only while there is one
    private static final double SOFT_CLEARANCE = 4; // between the storage-region mark and a label beside it
    /** Objects past user memory are drawn in the bar's lower part, over the regions Spark believes it manages. */
    static final double OVERFLOW_BAND = 0.5;

    private static final PseudoClass STORAGE_BORROWED = PseudoClass.getPseudoClass("storage-borrowed");
    private static final PseudoClass EXECUTION_BORROWED = PseudoClass.getPseudoClass("execution-borrowed");
    private static final PseudoClass NARROW = PseudoClass.getPseudoClass("narrow");

    private final Map<String, Piece> segments = new LinkedHashMap<>();
    private final Map<String, Piece> spans = new LinkedHashMap<>();
    /** The tasks' own objects: over user memory ({@code own:N}) and past it ({@code overflow:N}). */
    private final Map<String, Piece> objects = new LinkedHashMap<>();
    private final Piece overflowFrame = new Piece("heap-overflow");
    /** Spark 4.1+'s unmanaged memory (SPARK-53001), over the unified region's end: what execution can no longer take. */
    private final Piece unmanaged = new Piece("unmanaged");
    private final Label overflowLabel = new Label();
    private final List<Piece> leaving = new ArrayList<>();
    /**
     * Segments that left the bar, kept to be used again: with thousands of blocks in at most 64 groups, a
     * group's key comes and goes from one step to the next, and a new piece (a pane, a label, a tooltip and
     * their CSS) cost more than the rest of the step's bar.
     */
    private final java.util.ArrayDeque<Piece> spare = new java.util.ArrayDeque<>();
    private static final int MAX_SPARE = 64;
    private final Region softLine = new Region();
    private final Label softLabel = new Label();
    private final Tooltip softTooltip = new Tooltip();
    private final Region poolLine = new Region();
    private final Piece borrow = new Piece("borrow");
    private final Label borrowLabel = new Label();
    private final DoubleProperty soft = new SimpleDoubleProperty();
    private final DoubleProperty pool = new SimpleDoubleProperty();
    private final Tweener tweener = new Tweener();
    private BarPicture shown;

    /** A region of the bar (or a bracket), its offsets animated in bytes. */
    static final class Piece extends StackPane {
        final DoubleProperty start = new SimpleDoubleProperty();
        final DoubleProperty end = new SimpleDoubleProperty();
        final Label label = new Label();
        final LazyTooltip tooltip = new LazyTooltip(this, 420, Duration.millis(250));

        Piece(String styleClass) {
            getStyleClass().add(styleClass);
            label.getStyleClass().add(styleClass + "-label");
            label.setMinWidth(0);
            getChildren().add(label);
            setMinWidth(0);
            // A screen reader reads each region as text: its name and size, the tooltip's words as its help.
            setAccessibleRole(AccessibleRole.TEXT);
            // Placed by the skin's layoutChildren, and the bar's size does not depend on it: a new label
            // lays out this piece again, not the bar and the window around it.
            setManaged(false);
        }
    }

    MemoryBarSkin(MemoryBar control) {
        super(control);
        softLine.getStyleClass().add("soft-boundary");
        softLabel.getStyleClass().add("soft-boundary-label");
        poolLine.getStyleClass().add("pool-boundary");
        borrowLabel.getStyleClass().add("borrow-label");
        overflowLabel.getStyleClass().add("heap-overflow-label");
        for (Node n : List.of(softLine, softLabel, poolLine, borrowLabel, overflowLabel)) {
            n.setManaged(false); // placed by layoutChildren, as the pieces are
        }
        overflowFrame.tooltip.alsoOn(overflowLabel);
        Tooltip.install(softLabel, softTooltip);
        overflowFrame.label.setVisible(false);
        overflowFrame.setMouseTransparent(true);
        // Animated values move pieces inside the bar, never its size (show() asks for a new measure).
        unmanaged.setUserData("unmanaged");
        unmanaged.setVisible(false);
        for (DoubleProperty p : List.of(overflowFrame.start, overflowFrame.end, unmanaged.start, unmanaged.end)) {
            p.addListener(o -> control.layoutInside());
        }
        borrow.setMouseTransparent(false);
        for (DoubleProperty p : List.of(soft, pool, borrow.start, borrow.end)) {
            p.addListener(o -> control.layoutInside());
        }
        control.modelProperty().addListener((o, a, b) -> show(b));
        show(control.getModel());
    }

    private Piece piece(Map<String, Piece> map, String key, String styleClass, double from) {
        Piece piece = map.get(key);
        if (piece == null && map == segments && !spare.isEmpty()) {
            piece = spare.pop();
            piece.setOpacity(1);
            piece.setUserData(key);
            piece.start.set(from);
            piece.end.set(from);
            map.put(key, piece);
        } else if (piece == null) {
            piece = new Piece(styleClass);
            piece.setUserData(key);
            piece.start.set(from);
            piece.end.set(from);
            piece.start.addListener(o -> getSkinnable().layoutInside());
            piece.end.addListener(o -> getSkinnable().layoutInside());
            map.put(key, piece);
        }
        return piece;
    }

    private void show(BarPicture model) {
        if (model == null) {
            getChildren().clear();
            segments.clear();
            spans.clear();
            shown = null;
            return;
        }
        getSkinnable().setAccessibleText(model.title());
        getChildren().removeAll(leaving);
        leaving.forEach(this::spare);
        leaving.clear();
        boolean snap = shown == null || shown.scaleBytes() != model.scaleBytes() || shown.totalBytes() != model.totalBytes();
        Duration duration = snap ? Duration.ZERO : getSkinnable().getTransitionDuration();

        Set<String> keys = new HashSet<>();
        List<Node> ordered = new ArrayList<>();
        for (BarPicture.Segment s : model.segments()) {
            keys.add(s.key());
            Piece p = piece(segments, s.key(), "segment", s.start());
            // Restyled only if its classes change: setting them again re-runs CSS on every segment.
            List<String> classes = s.colour() >= 0 ? List.of("segment", s.kind().styleClass(), "colour-" + s.colour())
                    : List.of("segment", s.kind().styleClass());
            restyle(p, classes);
            p.label.setText(s.name() + "\n" + s.size());
            p.tooltip.setText(s.tooltip());
            p.setAccessibleText(s.name() + ", " + s.size());
            p.setAccessibleHelp(s.tooltip());
            tweener.to(p.start, s.start());
            tweener.to(p.end, s.end());
            ordered.add(p);
        }
        for (var it = segments.entrySet().iterator(); it.hasNext(); ) {
            var e = it.next();
            if (!keys.contains(e.getKey())) {
                Piece gone = e.getValue();
                it.remove();
                leaving.add(gone);
                tweener.to(gone.end, gone.start.get());
                tweener.to(gone.opacityProperty(), 0);
                tweener.then(() -> {
                    if (leaving.remove(gone)) {
                        getChildren().remove(gone);
                        spare(gone);
                    }
                });
            }
        }
        ordered.addAll(leaving);

        Set<String> spanKeys = new HashSet<>();
        for (BarPicture.Span s : model.spans()) {
            spanKeys.add(s.key());
            Piece p = piece(spans, s.key(), "span", s.start());
            restyle(p, List.of("span", s.key().replace(':', '-')));
            p.label.setText(s.label());
            p.getProperties().put("labels", new String[] {s.label(), s.shortLabel()});
            p.tooltip.setText(s.tooltip());
            p.setAccessibleText(s.label());
            p.setAccessibleHelp(s.tooltip());
            tweener.to(p.start, s.start());
            tweener.to(p.end, s.start() + s.bytes());
            ordered.add(p);
        }
        spans.keySet().retainAll(spanKeys);

        // The tasks' own objects, which Spark does not count, over the bar.
        BarPicture.Heap heap = model.heap();
        Set<String> objectKeys = new HashSet<>();
        List<BarPicture.Segment> own = new ArrayList<>(heap.objects());
        own.addAll(heap.overflow());
        for (BarPicture.Segment s : own) {
            objectKeys.add(s.key());
            Piece p = piece(objects, s.key(), "segment", s.start());
            restyle(p, s.key().startsWith("overflow:")
                    ? List.of("segment", s.kind().styleClass(), "colour-" + Math.max(0, s.colour()), "overflow")
                    : List.of("segment", s.kind().styleClass(), "colour-" + Math.max(0, s.colour())));
            p.label.setText(s.name() + "\n" + s.size());
            p.tooltip.setText(s.tooltip());
            p.setAccessibleText(s.name() + ", " + s.size());
            p.setAccessibleHelp(s.tooltip());
            tweener.to(p.start, s.start());
            tweener.to(p.end, s.end());
            ordered.add(p);
        }
        for (var it = objects.entrySet().iterator(); it.hasNext(); ) {
            var e = it.next();
            if (!objectKeys.contains(e.getKey())) {
                Piece gone = e.getValue();
                it.remove();
                getChildren().remove(gone);
            }
        }
        boolean overflowing = heap.overflowBytes() > 0;
        overflowFrame.tooltip.setText(heap.overflowTooltip());
        overflowLabel.setText(heap.overflowLabel());
        if (snap || overflowFrame.end.get() <= overflowFrame.start.get()) {
            overflowFrame.start.set(heap.overflowStart());
            overflowFrame.end.set(heap.overflowStart());
        }
        tweener.to(overflowFrame.start, heap.overflowStart());
        tweener.to(overflowFrame.end, heap.overflowStart() + heap.overflowBytes());
        overflowFrame.setVisible(overflowing);
        overflowLabel.setVisible(overflowing);

        BarPicture.Borrow b = model.borrow();
        borrow.pseudoClassStateChanged(STORAGE_BORROWED, b.direction() == BarPicture.Direction.STORAGE_FROM_EXECUTION);
        borrow.pseudoClassStateChanged(EXECUTION_BORROWED, b.direction() == BarPicture.Direction.EXECUTION_FROM_STORAGE);
        borrowLabel.pseudoClassStateChanged(STORAGE_BORROWED, b.direction() == BarPicture.Direction.STORAGE_FROM_EXECUTION);
        borrowLabel.pseudoClassStateChanged(EXECUTION_BORROWED, b.direction() == BarPicture.Direction.EXECUTION_FROM_STORAGE);
        borrow.tooltip.setText(b.tooltip());
        boolean borrowed = b.direction() != BarPicture.Direction.NONE;
        if (borrowed) {
            borrowLabel.setText(b.label());
        }
        // The borrowed stretch and its label fade in and out rather than blink.
        if (snap) {
            borrow.setOpacity(borrowed ? 1 : 0);
            borrowLabel.setOpacity(borrowed ? 1 : 0);
        }
        tweener.to(borrow.opacityProperty(), borrowed ? 1 : 0);
        tweener.to(borrowLabel.opacityProperty(), borrowed ? 1 : 0);
        borrow.setMouseTransparent(!borrowed);
        if (snap) {
            borrow.start.set(b.start());
            borrow.end.set(b.start() + b.bytes());
            soft.set(model.softBoundary());
            pool.set(model.poolBoundary());
        }
        tweener.to(borrow.start, b.start());
        tweener.to(borrow.end, b.start() + b.bytes());
        tweener.to(soft, model.softBoundary());
        tweener.to(pool, model.poolBoundary());
        softLabel.setText(model.softBoundaryLabel());
        softTooltip.setText(model.softBoundaryTooltip());

        showUnmanaged(model.unmanaged(), snap);
        ordered.add(unmanaged);
        ordered.add(overflowFrame);
        ordered.add(borrow);
        ordered.add(softLine);
        ordered.add(poolLine);
        ordered.add(softLabel);
        ordered.add(borrowLabel);
        ordered.add(overflowLabel);
        arrange(ordered);
        shown = model;
        tweener.play(getSkinnable(), duration);
        getSkinnable().requestLayout();
    }

    private void showUnmanaged(BarPicture.Unmanaged u, boolean snap) {
        boolean any = u.bytes() > 0;
        unmanaged.label.setText(u.shortLabel());
        unmanaged.getProperties().put("labels", new String[] {u.shortLabel(), u.shortLabel().split("\n")[0]});
        unmanaged.tooltip.setText(u.tooltip());
        unmanaged.setAccessibleText(u.label());
        unmanaged.setAccessibleHelp(u.tooltip());
        if (snap || !unmanaged.isVisible()) {
            // It grows from the region's end, where the manager takes it off.
            unmanaged.start.set(any ? u.end() : unmanaged.end.get());
            unmanaged.end.set(any ? u.end() : unmanaged.end.get());
        }
        if (any) {
            tweener.to(unmanaged.start, u.start());
            tweener.to(unmanaged.end, u.end());
        }
        unmanaged.setVisible(any);
    }

    /**
     * Brings the children to {@code ordered} by removing, adding and moving only the pieces that differ:
     * setting them all again (as {@code setAll} does) makes every piece leave and rejoin the scene and run
     * its CSS again, ~5 ms a step for a bar of ~130 pieces, whenever one piece came or went.
     */
    private void arrange(List<Node> ordered) {
        javafx.collections.ObservableList<Node> children = getChildren();
        if (children.equals(ordered)) {
            return;
        }
        Set<Node> wanted = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        wanted.addAll(ordered);
        boolean unwanted = false;
        for (Node n : children) {
            unwanted |= !wanted.contains(n);
        }
        if (unwanted) {
            children.removeIf(n -> !wanted.contains(n));
        }
        for (int i = 0; i < ordered.size(); i++) {
            Node n = ordered.get(i);
            if (i < children.size() && children.get(i) == n) {
                continue;
            }
            if (n.getParent() == getSkinnable()) {
                children.remove(n); // out of place: only this piece moves
            }
            children.add(i, n);
        }
    }

    private void spare(Piece gone) {
        if (spare.size() < MAX_SPARE) {
            spare.push(gone);
        }
    }

    /** Sets a piece's style classes only if they change: setting them again re-runs its CSS. */
    private static void restyle(Piece p, List<String> classes) {
        if (!p.getStyleClass().equals(classes)) {
            p.getStyleClass().setAll(classes);
        }
    }

    private boolean overflowing() {
        return shown != null && shown.heap().overflowBytes() > 0;
    }

    private double px(double offset, double x, double width) {
        return x + Math.round(offset * width / shown.scaleBytes());
    }

    @Override
    protected void layoutChildren(double x, double y, double w, double h) {
        if (shown == null) {
            return;
        }
        double barY = y + SPAN_HEIGHT;
        double sx = px(soft.get(), x, w);
        for (Piece p : segments.values()) {
            placeSegment(p, x, w, barY, sx);
        }
        for (Piece p : leaving) {
            placeSegment(p, x, w, barY, sx);
        }
        // Under the tasks' objects user memory's own label would show through in pieces; the bracket
        // above the bar names it instead.
        Piece user = segments.get("user");
        if (user != null && !objects.isEmpty()) {
            user.label.setVisible(false);
        }
        for (Piece p : spans.values()) {
            double x0 = px(p.start.get(), x, w);
            double x1 = px(p.end.get(), x, w);
            p.resizeRelocate(x0, y, Math.max(0, x1 - x0), SPAN_HEIGHT - 3);
            String[] labels = (String[]) p.getProperties().get("labels");
            double room = x1 - x0 - 8;
            p.label.setText(labels[0]);
            if (p.label.prefWidth(-1) > room) {
                p.label.setText(labels[1]);
            }
            p.label.setVisible(p.label.prefWidth(-1) <= room);
        }
        for (Piece p : objects.values()) {
            double x0 = px(p.start.get(), x, w);
            double x1 = px(p.end.get(), x, w);
            double width = Math.max(0, x1 - x0);
            boolean past = p.getStyleClass().contains("overflow");
            double top = past ? barY + Math.round(BAR_HEIGHT * (1 - OVERFLOW_BAND)) : barY;
            double height = past ? barY + BAR_HEIGHT - top : BAR_HEIGHT;
            p.resizeRelocate(x0, top, width, height);
            boolean fits = !past && width >= p.label.prefWidth(-1) + 6;
            p.label.setVisible(fits);
            p.pseudoClassStateChanged(NARROW, !fits);
        }
        double ux0 = px(unmanaged.start.get(), x, w);
        double ux1 = px(unmanaged.end.get(), x, w);
        unmanaged.resizeRelocate(ux0, barY, Math.max(0, ux1 - ux0), BAR_HEIGHT);
        // Its name and size, else its name alone, else nothing (the tooltip and the legend name it).
        boolean unmanagedFits = false;
        String[] unmanagedLabels = (String[]) unmanaged.getProperties().get("labels");
        for (int i = 0; unmanagedLabels != null && i < unmanagedLabels.length && !unmanagedFits; i++) {
            unmanaged.label.setText(unmanagedLabels[i]);
            unmanagedFits = ux1 - ux0 >= unmanaged.label.prefWidth(-1) + 6;
        }
        unmanaged.label.setVisible(unmanagedFits);
        unmanaged.pseudoClassStateChanged(NARROW, !unmanagedFits);
        double ox0 = px(overflowFrame.start.get(), x, w);
        double ox1 = px(overflowFrame.end.get(), x, w);
        overflowFrame.resizeRelocate(ox0, barY - 2, Math.max(0, ox1 - ox0), BAR_HEIGHT + 4);
        double ow = overflowLabel.prefWidth(-1);
        double olx = Math.max(x, Math.min(ox0, x + w - ow));
        overflowLabel.resizeRelocate(olx, barY + BAR_HEIGHT + MARKER_HEIGHT, ow, overflowLabel.prefHeight(ow));

        double bx0 = px(borrow.start.get(), x, w);
        double bx1 = px(borrow.end.get(), x, w);
        borrow.resizeRelocate(bx0, barY, Math.max(0, bx1 - bx0), BAR_HEIGHT);
        borrow.label.setVisible(false);

        softLine.resizeRelocate(sx - 1, barY - 4, 2, BAR_HEIGHT + 10);
        double px = px(pool.get(), x, w);
        poolLine.resizeRelocate(px - 1.5, barY - 6, 3, BAR_HEIGHT + 12);

        double labelY = barY + BAR_HEIGHT + 6;
        double sw = softLabel.prefWidth(-1);
        double slx = Math.max(x, Math.min(sx - sw / 2, x + w - sw));
        softLabel.resizeRelocate(slx, labelY, sw, softLabel.prefHeight(sw));
        double bw = borrowLabel.prefWidth(-1);
        double blx = Math.max(x, Math.min((bx0 + bx1) / 2 - bw / 2, x + w - bw));
        borrowLabel.resizeRelocate(blx, labelY + 17, bw, borrowLabel.prefHeight(bw));
    }

    /**
     * A segment and its label, centred; where the dashed storage-region mark at {@code sx} would cut through the
     * label, the label moves to the wider side of the mark, or hides if it fits on neither (its tooltip names it).
     */
    private void placeSegment(Piece p, double x, double w, double barY, double sx) {
        double x0 = px(p.start.get(), x, w);
        double x1 = px(p.end.get(), x, w);
        double width = Math.max(0, x1 - x0);
        p.resizeRelocate(x0, barY, width, BAR_HEIGHT);
        double lw = p.label.prefWidth(-1);
        boolean fits = width >= lw + 6;
        double shift = 0;
        double centre = x0 + width / 2;
        if (fits && sx > centre - lw / 2 - SOFT_CLEARANCE && sx < centre + lw / 2 + SOFT_CLEARANCE) {
            double left = sx - x0;
            double right = x1 - sx;
            double side = Math.max(left, right);
            fits = side >= lw + 2 * SOFT_CLEARANCE;
            shift = left >= right ? (x0 + sx) / 2 - centre : (sx + x1) / 2 - centre;
        }
        p.label.setTranslateX(fits ? Math.round(shift) : 0);
        p.label.setVisible(fits);
        p.pseudoClassStateChanged(NARROW, !fits);
    }

    @Override
    protected double computePrefHeight(double width, double top, double right, double bottom, double left) {
        return top + SPAN_HEIGHT + BAR_HEIGHT + MARKER_HEIGHT + (overflowing() ? OVERFLOW_HEIGHT : 0) + bottom;
    }

    @Override
    protected double computeMinHeight(double width, double top, double right, double bottom, double left) {
        return computePrefHeight(width, top, right, bottom, left);
    }

    @Override
    protected double computePrefWidth(double height, double top, double right, double bottom, double left) {
        return 600 + left + right;
    }

    @Override
    protected double computeMinWidth(double height, double top, double right, double bottom, double left) {
        return 100;
    }

    /** The tasks' own objects by key ({@code own:N}, {@code overflow:N}), for tests. */
    Map<String, Piece> objectNodes() {
        return objects;
    }

    /** The unmanaged memory's piece, for tests (hidden while the bar has none). */
    Piece unmanagedNode() {
        return unmanaged;
    }

    /** The segment nodes by key, for tests. */
    Map<String, Piece> segmentNodes() {
        return segments;
    }
}
