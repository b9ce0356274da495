package sparkmemlab.ui.controls;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.scene.AccessibleRole;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import sparkmemlab.ui.picture.BlockRow;

/**
 * Rows in a scroll pane under a header; the eviction's visits are pseudo-classes set in Spark's order.
 *
 * <p>The list is virtualized: every row has the same height, the scrolled pane is as tall as all rows,
 * and row nodes exist only for the rows in view (and a few either side), or for every row when there are
 * at most {@link #ALL_ROWS_UP_TO}. Row nodes are kept by block id from one step to the next and their
 * labels updated in place, so a step builds nodes only for blocks newly in view. Which rows are lit by the
 * eviction's visits or are entering is kept here by block id, so a row scrolled into view mid-animation
 * shows the right state. Rows in view that moved glide from where they stood.
 */
final class BlockListSkin extends SkinBase<BlockList> {
    private static final double[] WIDTHS = {24, 100, 36, 76, 62, 56};
    private static final PseudoClass LOCKED = PseudoClass.getPseudoClass("locked");
    private static final PseudoClass ENTERING = PseudoClass.getPseudoClass("entering");
    /** Up to this many rows, every row has its node (lessons); above it only the rows in view. */
    static final int ALL_ROWS_UP_TO = 200;
    /** Rows built either side of the view, so a small scroll shows rows already styled. */
    private static final int OVERSCAN = 4;

    private final VBox box = new VBox();
    private final HBox header = new HBox();
    private final RowsPane rows = new RowsPane();
    private final ScrollPane scroll = new ScrollPane(rows);
    private Timeline visits;
    private final Tweener tweener = new Tweener();

    private List<BlockRow> model = List.of();
    /** Row nodes shown now, by block id. */
    private final Map<String, Row> live = new HashMap<>();
    private final ArrayDeque<Row> free = new ArrayDeque<>();
    /** Blocks whose visit is lit now, and blocks still marked as entering. */
    private final Set<String> lit = new HashSet<>();
    private final Set<String> entering = new HashSet<>();
    /** The rows' keys at the last change: block ids ({@link BlockRow.Rows#block}), or names for other lists. */
    private Set<Object> lastIds = Set.of();
    /** Content y of each row shown before the last change, for the glide; null when nothing is to glide. */
    private Map<String, Double> glideFrom;
    private double rowHeight = -1;
    /** Row nodes built since the skin was made: for tests that a step builds few nodes. */
    private int rowsBuilt;

    BlockListSkin(BlockList control) {
        super(control);
        header.getStyleClass().add("block-header");
        rows.getStyleClass().add("block-rows");
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("block-scroll");
        VBox.setVgrow(scroll, Priority.ALWAYS);
        box.getChildren().addAll(header, scroll);
        getChildren().add(box);
        control.columnTitlesProperty().addListener((o, a, b) -> header(b));
        control.rowsProperty().addListener((o, a, b) -> show(b));
        scroll.vvalueProperty().addListener(o -> rows.requestLayout());
        scroll.viewportBoundsProperty().addListener(o -> rows.requestLayout());
        control.getProperties().put(BlockListSkin.class, this);
        header(control.columnTitlesProperty().get());
        show(control.getRows());
    }

    /** Row nodes built so far by the block list's skin (0 before it has one). */
    static int rowsBuilt(BlockList list) {
        Object skin = list.getProperties().get(BlockListSkin.class);
        return skin instanceof BlockListSkin s ? s.rowsBuilt : 0;
    }

    private void header(List<String> titles) {
        header.getChildren().clear();
        for (int i = 0; i < titles.size(); i++) {
            Label l = new Label(titles.get(i));
            l.getStyleClass().add("block-header-cell");
            size(l, i);
            header.getChildren().add(l);
        }
    }

    private static void size(Region r, int column) {
        if (column < WIDTHS.length) {
            r.setMinWidth(WIDTHS[column]);
            r.setPrefWidth(WIDTHS[column]);
            r.setMaxWidth(WIDTHS[column]);
        } else {
            r.setMinWidth(40);
            HBox.setHgrow(r, Priority.ALWAYS);
            r.setMaxWidth(Double.MAX_VALUE);
        }
    }

    private void show(List<BlockRow> next) {
        if (visits != null) {
            visits.stop();
        }
        Duration step = getSkinnable().getTransitionDuration();
        boolean animate = step.greaterThan(Duration.ZERO);
        // Where each row in view stood, so a row that moved (a read makes a block most recently used) glides.
        Map<String, Double> before = new HashMap<>();
        for (Row r : live.values()) {
            before.put(r.shown.id(), r.index * Math.max(0, rowHeight) + r.node.getTranslateY());
        }
        lit.clear();
        entering.clear();
        List<KeyFrame> frames = new ArrayList<>();
        Set<Object> ids = new HashSet<>(next.size() * 2);
        BlockRow.Rows drafts = next instanceof BlockRow.Rows d ? d : null;
        for (int i = 0; i < next.size(); i++) {
            // Keys and visits without building the rows' text (BlockRow.Rows builds a row when it is read), nor
            // their names, but for the few rows that light up or enter.
            Object key = drafts != null ? drafts.block(i) : next.get(i).id();
            BlockRow.Visit visit = drafts != null ? drafts.visit(i) : next.get(i).visit();
            ids.add(key);
            if (visit != BlockRow.Visit.NONE) {
                String id = drafts != null ? drafts.id(i) : next.get(i).id();
                int visitOrder = drafts != null ? drafts.visitOrder(i) : next.get(i).visitOrder();
                if (animate && visitOrder > 0) {
                    frames.add(new KeyFrame(step.multiply(visitOrder), e -> {
                        lit.add(id);
                        restyle(id);
                    }));
                } else {
                    lit.add(id);
                }
            }
            if (animate && !lastIds.isEmpty() && !lastIds.contains(key)) {
                String id = drafts != null ? drafts.id(i) : next.get(i).id();
                entering.add(id);
                frames.add(new KeyFrame(step, e -> {
                    entering.remove(id);
                    restyle(id);
                }));
            }
        }
        model = next;
        lastIds = ids;
        glideFrom = animate && !before.isEmpty() && rows.getScene() != null ? before : null;
        refresh();
        if (glideFrom != null && rowHeight > 0) {
            glide();
        }
        rows.requestLayout();
        if (!frames.isEmpty()) {
            visits = new Timeline(frames.toArray(new KeyFrame[0]));
            TransitionClock.start(visits);
        }
    }

    private void glide() {
        Map<String, Double> from = glideFrom;
        glideFrom = null;
        boolean any = false;
        for (Row r : live.values()) {
            Double y = from.get(r.shown.id());
            double now = r.index * rowHeight;
            if (y != null && y != now) {
                r.node.setTranslateY(y - now);
                tweener.to(r.node.translateYProperty(), 0);
                any = true;
            } else {
                r.node.setTranslateY(0);
            }
        }
        if (any) {
            tweener.play(getSkinnable(), getSkinnable().getTransitionDuration());
        }
    }

    private void restyle(String id) {
        Row r = live.get(id);
        if (r != null) {
            r.style(lit.contains(id), entering.contains(id));
        }
    }

    private String idAt(int i) {
        return model instanceof BlockRow.Rows d ? d.id(i) : model.get(i).id();
    }

    /** Gives the rows in range their nodes, reusing the node each block had; frees the others. */
    private void refresh() {
        int n = model.size();
        int first = 0;
        int last = n - 1;
        if (n > ALL_ROWS_UP_TO) {
            double h = rowHeight > 0 ? rowHeight : 20;
            double viewport = scroll.getViewportBounds().getHeight();
            if (viewport <= 0) {
                viewport = Math.max(getSkinnable().getHeight(), 400);
            }
            double content = n * h;
            double top = Math.max(0, scroll.getVvalue() * (content - viewport));
            first = Math.max(0, (int) Math.floor(top / h) - OVERSCAN);
            last = Math.min(n - 1, (int) Math.ceil((top + viewport) / h) + OVERSCAN);
        }
        Map<String, Row> keep = new HashMap<>();
        List<Integer> wanting = new ArrayList<>();
        for (int i = first; i <= last; i++) {
            Row r = live.remove(idAt(i));
            if (r != null) {
                keep.put(idAt(i), r);
            } else {
                wanting.add(i);
            }
        }
        free.addAll(live.values());
        live.clear();
        live.putAll(keep);
        for (int i : wanting) {
            Row r = free.poll();
            if (r == null) {
                r = new Row();
                rowsBuilt++;
            }
            r.node.setTranslateY(0);
            live.put(idAt(i), r);
        }
        Node[] ordered = new Node[last - first + 1 < 0 ? 0 : last - first + 1];
        for (int i = first; i <= last; i++) {
            BlockRow b = model.get(i);
            Row r = live.get(b.id());
            r.index = i;
            r.update(b);
            r.style(lit.contains(b.id()), entering.contains(b.id()));
            ordered[i - first] = r.node;
        }
        // Children in the list's order (tests and lookups read them in order); changed only if it changed.
        javafx.collections.ObservableList<Node> children = rows.getChildren();
        boolean same = children.size() == ordered.length;
        for (int i = 0; same && i < ordered.length; i++) {
            same = children.get(i) == ordered[i];
        }
        if (!same) {
            children.setAll(ordered);
        }
        for (Row r : free) {
            r.shown = null;
            r.node.setUserData(null);
        }
    }

    /** The scrolled content: as tall as every row, laying out the rows that have nodes. */
    private final class RowsPane extends Pane {
        private boolean inLayout;

        @Override
        protected void layoutChildren() {
            if (inLayout) {
                return;
            }
            inLayout = true;
            try {
                if (rowHeight <= 0 && !getChildren().isEmpty()) {
                    Region first = (Region) getChildren().get(0);
                    first.applyCss();
                    double h = first.prefHeight(-1);
                    if (h > 0) {
                        rowHeight = Math.ceil(h);
                        requestLayout();
                        scroll.requestLayout();
                    }
                }
                refresh();
                if (glideFrom != null && rowHeight > 0) {
                    glide();
                }
                double w = getWidth() - snappedLeftInset() - snappedRightInset();
                double h = Math.max(0, rowHeight);
                for (Row r : live.values()) {
                    r.node.resizeRelocate(snappedLeftInset(), snappedTopInset() + r.index * h, w, h);
                }
            } finally {
                inLayout = false;
            }
        }

        @Override
        protected double computePrefHeight(double width) {
            return snappedTopInset() + snappedBottomInset() + model.size() * Math.max(0, rowHeight);
        }

        @Override
        protected double computeMinHeight(double width) {
            return computePrefHeight(width);
        }
    }

    /** One row's nodes, updated in place for whichever block it shows. */
    private static final class Row {
        final HBox node = new HBox();
        final Label order = cell("block-order", 0);
        final Label id = new Label();
        final Label rdd = cell("block-rdd", 2);
        final Label size = cell("block-size", 3);
        final Label mode = cell("block-mode", 4);
        final Label readers = cell("block-readers", 5);
        final Label note = cell("block-note", 6);
        final LazyTooltip tip = new LazyTooltip(node, 0, null);
        BlockRow shown;
        int index;
        private int colour = -1;
        private PseudoClass fate;

        Row() {
            node.getStyleClass().add("block-row");
            node.setAccessibleRole(AccessibleRole.LIST_ITEM);
            id.getStyleClass().addAll("block-cell", "block-id");
            HBox idCell = new HBox(id);
            idCell.getStyleClass().add("block-id-cell");
            size(idCell, 1);
            node.getChildren().addAll(order, idCell, rdd, size, mode, readers, note);
        }

        void update(BlockRow r) {
            node.setUserData(r);
            if (r.equals(shown)) {
                return;
            }
            shown = r;
            order.setText(r.visitOrder() > 0 ? String.valueOf(r.visitOrder()) : "");
            id.setText(r.id());
            if (r.colour() != colour) {
                if (colour >= 0) {
                    id.getStyleClass().remove("colour-" + colour);
                }
                if (r.colour() >= 0) {
                    id.getStyleClass().add("colour-" + r.colour());
                }
                colour = r.colour();
            }
            rdd.setText(r.rdd());
            size.setText(r.size());
            mode.setText(r.modeText());
            readers.setText(r.readers() < 0 ? "" : String.valueOf(r.readers()));
            note.setText(r.note());
            tip.setText(r.tooltip());
            node.setAccessibleText(String.join(", ", java.util.stream.Stream.of(r.id(), r.rdd(), r.size(), r.modeText(), r.note())
                    .filter(t -> !t.isEmpty()).toList()));
            node.setAccessibleHelp(r.tooltip());
        }

        void style(boolean lit, boolean entering) {
            node.pseudoClassStateChanged(LOCKED, shown.readers() > 0);
            PseudoClass want = lit && shown.visit() != BlockRow.Visit.NONE
                    ? PseudoClass.getPseudoClass(shown.visit().pseudoClass()) : null;
            if (fate != want) {
                if (fate != null) {
                    node.pseudoClassStateChanged(fate, false);
                }
                if (want != null) {
                    node.pseudoClassStateChanged(want, true);
                }
                fate = want;
            }
            node.pseudoClassStateChanged(ENTERING, entering);
        }

        private static Label cell(String styleClass, int column) {
            Label l = new Label();
            l.getStyleClass().addAll("block-cell", styleClass);
            size(l, column);
            return l;
        }
    }
}
