package sparkmemlab.ui.controls;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.scene.Cursor;
import javafx.scene.control.Label;
import javafx.scene.control.SkinBase;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import sparkmemlab.ui.picture.ClusterPicture;

/**
 * Lays the workers out in rows, left to right, on one scale: a core is {@code coreWidth} pixels wide, a MiB
 * {@code mibHeight} pixels tall, both chosen so the largest worker fits the width given (four to a row at most)
 * and a comfortable height. Blocks glide to their places and sizes and fade in or out
 * ({@code -sml-transition-duration}); workers do the same. Nodes are kept by key (a worker's id, an executor's
 * {@code app/id}), so a step moves what changed and leaves the rest.
 */
final class ClusterMapSkin extends SkinBase<ClusterMap> {
    private static final double GAP = 14;
    private static final double HEADER = 50;
    private static final double INSET = 4;
    private static final double MAX_CORE_WIDTH = 60;
    private static final double MAX_BOX_HEIGHT = 150;
    private static final double MIN_BOX_HEIGHT = 60;
    private static final int PER_ROW = 4;

    private final Map<String, Piece> workers = new LinkedHashMap<>();
    private final Map<String, Piece> blocks = new LinkedHashMap<>();
    private final Tweener tweener = new Tweener();
    private ClusterPicture shown;
    /** The height the workers' rows take. */
    private double height;
    private double laidOutFor = -1;

    /** A node the skin places: where it goes, and how it gets there. */
    private static final class Piece {
        final Region node;
        final DoubleProperty x = new SimpleDoubleProperty();
        final DoubleProperty y = new SimpleDoubleProperty();
        final DoubleProperty w = new SimpleDoubleProperty();
        final DoubleProperty h = new SimpleDoubleProperty();
        boolean placed;

        Piece(Region node) {
            this.node = node;
            node.setManaged(false);
        }
    }

    ClusterMapSkin(ClusterMap control) {
        super(control);
        control.modelProperty().addListener((o, a, b) -> show(b, true));
        control.widthProperty().addListener((o, a, b) -> show(shown, false));
        show(control.getModel(), false);
    }

    private void show(ClusterPicture picture, boolean animate) {
        shown = picture;
        if (picture == null) {
            return;
        }
        ClusterMap control = getSkinnable();
        double width = control.getWidth() - control.snappedLeftInset() - control.snappedRightInset();
        if (width <= 0) {
            width = 800;
        }
        laidOutFor = width;
        // One row of up to four workers fills the width, the largest worker fits it alone.
        List<ClusterPicture.WorkerBox> firstRow = picture.workers().subList(0, Math.min(PER_ROW, picture.workers().size()));
        int rowCores = Math.max(1, firstRow.stream().mapToInt(ClusterPicture.WorkerBox::cores).sum());
        double coreWidth = Math.min(MAX_CORE_WIDTH, Math.min((width - GAP * (firstRow.size() - 1) - 2 * INSET * firstRow.size()) / rowCores,
                (width - 2 * INSET) / picture.maxCores()));
        double mibHeight = Math.max(MIN_BOX_HEIGHT, Math.min(MAX_BOX_HEIGHT, picture.maxMemory() / 40.0)) / picture.maxMemory();

        Set<String> seenWorkers = new HashSet<>();
        Set<String> seenBlocks = new HashSet<>();
        double x = 0;
        double y = 0;
        double rowHeight = 0;
        for (ClusterPicture.WorkerBox box : picture.workers()) {
            double bw = box.cores() * coreWidth + 2 * INSET;
            double bh = box.memory() * mibHeight + 2 * INSET + HEADER;
            if (x > 0 && x + bw > width) {
                x = 0;
                y += rowHeight + GAP;
                rowHeight = 0;
            }
            seenWorkers.add(box.id());
            Piece worker = workers.computeIfAbsent(box.id(), id -> add(workerNode(), 0));
            styleWorker(worker, box);
            move(worker, x, y, bw, bh, animate);
            // The resource area: its bottom left corner, where the first block sits.
            double left = x + INSET;
            double bottom = y + bh - INSET;
            double usedCores = 0;
            double usedMemory = 0;
            for (ClusterPicture.Block b : box.blocks()) {
                seenBlocks.add(b.key());
                Piece block = blocks.computeIfAbsent(b.key(), k -> add(blockNode(), getChildren().size()));
                styleBlock(block, b);
                double blockW = b.cores() * coreWidth;
                double blockH = b.memory() * mibHeight;
                move(block, left + usedCores * coreWidth, bottom - (usedMemory + b.memory()) * mibHeight,
                        Math.max(2, blockW), Math.max(2, blockH), animate);
                usedCores += b.cores();
                usedMemory += b.memory();
            }
            x += bw + GAP;
            rowHeight = Math.max(rowHeight, bh);
        }
        retire(workers, seenWorkers, animate);
        retire(blocks, seenBlocks, animate);
        // Blocks over workers.
        for (Piece p : blocks.values()) {
            p.node.toFront();
        }
        height = y + rowHeight;
        tweener.play(control, animate ? control.getTransitionDuration() : javafx.util.Duration.ZERO);
        control.requestLayout();
    }

    private Piece add(Region node, int at) {
        Piece p = new Piece(node);
        p.x.addListener(o -> getSkinnable().layoutInside());
        p.y.addListener(o -> getSkinnable().layoutInside());
        p.w.addListener(o -> getSkinnable().layoutInside());
        p.h.addListener(o -> getSkinnable().layoutInside());
        getChildren().add(Math.min(at, getChildren().size()), node);
        return p;
    }

    private void move(Piece p, double x, double y, double w, double h, boolean animate) {
        if (!p.placed || !animate) {
            // A new piece starts where it belongs, and fades in.
            p.x.set(x);
            p.y.set(y);
            p.w.set(w);
            p.h.set(h);
            if (!p.placed && animate) {
                p.node.setOpacity(0);
            }
            p.placed = true;
        } else {
            tweener.to(p.x, x);
            tweener.to(p.y, y);
            tweener.to(p.w, w);
            tweener.to(p.h, h);
        }
        tweener.to(p.node.opacityProperty(), 1);
    }

    private void retire(Map<String, Piece> pieces, Set<String> seen, boolean animate) {
        List<String> gone = new ArrayList<>();
        for (var e : pieces.entrySet()) {
            if (!seen.contains(e.getKey())) {
                gone.add(e.getKey());
            }
        }
        for (String key : gone) {
            Piece p = pieces.remove(key);
            p.node.setMouseTransparent(true);
            if (animate) {
                tweener.to(p.node.opacityProperty(), 0);
                tweener.then(() -> getChildren().remove(p.node));
            } else {
                getChildren().remove(p.node);
            }
        }
    }

    private static Region workerNode() {
        StackPane box = new StackPane();
        box.getStyleClass().add("worker-box");
        Label id = new Label();
        id.getStyleClass().add("worker-caption");
        Label caption = new Label();
        caption.getStyleClass().add("worker-free");
        Label free = new Label();
        free.getStyleClass().add("worker-free");
        javafx.scene.layout.VBox header = new javafx.scene.layout.VBox(id, caption, free);
        header.getStyleClass().add("worker-header");
        StackPane.setAlignment(header, javafx.geometry.Pos.TOP_LEFT);
        box.getChildren().add(header);
        return box;
    }

    private static void styleWorker(Piece p, ClusterPicture.WorkerBox box) {
        StackPane node = (StackPane) p.node;
        node.setId("worker-" + box.id());
        var header = (javafx.scene.layout.VBox) node.getChildren().get(0);
        ((Label) header.getChildren().get(0)).setText(box.id());
        ((Label) header.getChildren().get(1)).setText(box.caption());
        ((Label) header.getChildren().get(2)).setText(box.free());
        tip(node, box.tip());
        node.getStyleClass().removeIf(c -> c.startsWith("worker-state-"));
        node.getStyleClass().add("worker-state-" + box.state().name().toLowerCase(Locale.ROOT));
    }

    private Region blockNode() {
        StackPane block = new StackPane();
        block.getStyleClass().add("cluster-block");
        Label label = new Label();
        label.getStyleClass().add("block-label");
        label.setMinWidth(0);
        block.getChildren().add(label);
        block.setMinSize(0, 0);
        return block;
    }

    private void styleBlock(Piece p, ClusterPicture.Block b) {
        StackPane node = (StackPane) p.node;
        node.setId(b.driver() ? "driver-" + b.label() : "executor-" + b.app() + "-" + b.executor());
        ((Label) node.getChildren().get(0)).setText(b.label());
        node.getStyleClass().removeIf(c -> c.startsWith("app-") || c.equals("driver-block") || c.equals("block-gone"));
        node.getStyleClass().add(b.driver() ? "driver-block" : "app-" + b.colour());
        if (b.gone()) {
            node.getStyleClass().add("block-gone");
        }
        tip(node, b.tip());
        if (b.driver() || b.gone()) {
            node.setOnMouseClicked(null);
            node.setCursor(Cursor.DEFAULT);
        } else {
            node.setCursor(Cursor.HAND);
            node.setOnMouseClicked(e -> getSkinnable().onSelectExecutorProperty().get().accept(b));
        }
    }

    private static void tip(Region node, String text) {
        Tooltip tip = (Tooltip) node.getProperties().get(Tooltip.class);
        if (tip == null) {
            tip = new Tooltip();
            tip.setWrapText(true);
            tip.setMaxWidth(360);
            Tooltip.install(node, tip);
            node.getProperties().put(Tooltip.class, tip);
        }
        tip.setText(text);
    }

    @Override
    protected void layoutChildren(double x, double y, double w, double h) {
        if (Math.abs(w - laidOutFor) > 0.5 && shown != null) {
            show(shown, false);
        }
        for (Piece p : workers.values()) {
            p.node.resizeRelocate(x + p.x.get(), y + p.y.get(), p.w.get(), p.h.get());
        }
        for (Piece p : blocks.values()) {
            p.node.resizeRelocate(x + p.x.get(), y + p.y.get(), p.w.get(), p.h.get());
        }
    }

    @Override
    protected double computePrefHeight(double width, double top, double right, double bottom, double left) {
        return top + Math.max(height, 40) + bottom;
    }

    @Override
    protected double computeMinHeight(double width, double top, double right, double bottom, double left) {
        return computePrefHeight(width, top, right, bottom, left);
    }

    @Override
    protected double computePrefWidth(double height, double top, double right, double bottom, double left) {
        return left + 400 + right;
    }

    @Override
    protected double computeMinWidth(double height, double top, double right, double bottom, double left) {
        return left + 200 + right;
    }
}
