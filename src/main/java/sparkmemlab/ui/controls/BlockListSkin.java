package sparkmemlab.ui.controls;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SkinBase;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import sparkmemlab.ui.vm.BlockRow;

/** Rows in a scroll pane under a header; the eviction's visits are pseudo-classes set in Spark's order. */
final class BlockListSkin extends SkinBase<BlockList> {
    private static final double[] WIDTHS = {24, 100, 36, 76, 62, 56};
    private static final PseudoClass LOCKED = PseudoClass.getPseudoClass("locked");
    private static final PseudoClass ENTERING = PseudoClass.getPseudoClass("entering");

    private final VBox box = new VBox();
    private final HBox header = new HBox();
    private final VBox rows = new VBox();
    private final ScrollPane scroll = new ScrollPane(rows);
    private Timeline visits;
    private Set<String> lastIds = Set.of();
    private final Tweener tweener = new Tweener();

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
        header(control.columnTitlesProperty().get());
        show(control.getRows());
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

    private void show(List<BlockRow> model) {
        if (visits != null) {
            visits.stop();
        }
        Duration step = getSkinnable().getTransitionDuration();
        boolean animate = step.greaterThan(Duration.ZERO);
        // Where each block's row stood, so a row that moved (a read makes a block most recently used) glides.
        java.util.Map<String, Double> before = new java.util.HashMap<>();
        for (javafx.scene.Node n : rows.getChildren()) {
            before.put(((BlockRow) n.getUserData()).id(), n.getLayoutY());
        }
        List<HBox> built = new ArrayList<>();
        List<KeyFrame> frames = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (BlockRow r : model) {
            ids.add(r.id());
            HBox row = new HBox();
            row.getStyleClass().add("block-row");
            row.setUserData(r);
            Label order = cell(r.visitOrder() > 0 ? String.valueOf(r.visitOrder()) : "", "block-order", 0);
            Label id = new Label(r.id());
            id.getStyleClass().addAll("block-cell", "block-id");
            if (r.colour() >= 0) {
                id.getStyleClass().add("colour-" + r.colour());
            }
            HBox idCell = new HBox(id);
            idCell.getStyleClass().add("block-id-cell");
            size(idCell, 1);
            row.getChildren().addAll(order, idCell,
                    cell(r.rdd(), "block-rdd", 2),
                    cell(r.size(), "block-size", 3),
                    cell(r.modeText(), "block-mode", 4),
                    cell(String.valueOf(r.readers()), "block-readers", 5),
                    cell(r.note(), "block-note", 6));
            Tooltip tip = new Tooltip(r.tooltip());
            Tooltip.install(row, tip);
            row.pseudoClassStateChanged(LOCKED, r.readers() > 0);
            PseudoClass fate = PseudoClass.getPseudoClass(r.visit().pseudoClass());
            if (r.visit() != BlockRow.Visit.NONE) {
                if (animate && r.visitOrder() > 0) {
                    frames.add(new KeyFrame(step.multiply(r.visitOrder()), e -> row.pseudoClassStateChanged(fate, true)));
                } else {
                    row.pseudoClassStateChanged(fate, true);
                }
            }
            if (animate && !lastIds.isEmpty() && !lastIds.contains(r.id())) {
                row.pseudoClassStateChanged(ENTERING, true);
                frames.add(new KeyFrame(step, e -> row.pseudoClassStateChanged(ENTERING, false)));
            }
            built.add(row);
        }
        rows.getChildren().setAll(built);
        lastIds = ids;
        if (animate && !before.isEmpty() && rows.getScene() != null) {
            rows.applyCss();
            rows.layout();
            for (HBox row : built) {
                Double y = before.get(((BlockRow) row.getUserData()).id());
                if (y != null && y != row.getLayoutY()) {
                    row.setTranslateY(y - row.getLayoutY());
                    tweener.to(row.translateYProperty(), 0);
                }
            }
            tweener.play(step);
        }
        if (!frames.isEmpty()) {
            visits = new Timeline(frames.toArray(new KeyFrame[0]));
            visits.play();
        }
    }

    private static Label cell(String text, String styleClass, int column) {
        Label l = new Label(text);
        l.getStyleClass().addAll("block-cell", styleClass);
        size(l, column);
        return l;
    }
}
