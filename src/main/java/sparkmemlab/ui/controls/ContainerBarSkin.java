package sparkmemlab.ui.controls;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.SkinBase;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import sparkmemlab.ui.picture.ContainerPicture;

/**
 * Lays the container's parts side by side, each as wide as its share of the scale; the heap's part holds the
 * heap's {@link MemoryBar}. The limit is a line across the bar at its place on the scale, and the process's
 * memory past it is drawn beyond the line.
 */
final class ContainerBarSkin extends SkinBase<ContainerBar> {
    private static final double BAR_HEIGHT = 64;
    private static final double LINE_WIDTH = 3;

    private final MemoryBar heapBar = new MemoryBar();
    private final List<StackPane> pieces = new ArrayList<>();
    private final Region limitLine = new Region();
    private final Label limitLabel = new Label();

    ContainerBarSkin(ContainerBar bar) {
        super(bar);
        heapBar.modelProperty().bind(bar.heapProperty());
        heapBar.setFocusTraversable(false);
        limitLine.getStyleClass().add("limit-line");
        limitLabel.getStyleClass().add("limit-label");
        limitLabel.setManaged(false);
        bar.modelProperty().addListener((o, a, b) -> rebuild());
        rebuild();
    }

    private void rebuild() {
        ContainerPicture p = getSkinnable().modelProperty().get();
        pieces.clear();
        getChildren().clear();
        if (p == null) {
            return;
        }
        for (ContainerPicture.Part part : p.parts()) {
            StackPane piece = new StackPane();
            piece.getStyleClass().setAll("container-part", part.styleClass());
            piece.setUserData(part.key());
            if (part.key().equals(ContainerPicture.HEAP)) {
                piece.getChildren().add(heapBar);
            } else {
                Label name = new Label(part.name());
                name.getStyleClass().add("container-part-name");
                name.setMinWidth(0);
                piece.getChildren().add(name);
            }
            Tooltip.install(piece, new Tooltip(part.tooltip()));
            pieces.add(piece);
            getChildren().add(piece);
        }
        limitLabel.setText(p.label());
        getChildren().addAll(limitLine, limitLabel);
        getSkinnable().requestLayout();
    }

    @Override
    protected void layoutChildren(double x, double y, double w, double h) {
        ContainerPicture p = getSkinnable().modelProperty().get();
        if (p == null || p.scale() <= 0) {
            return;
        }
        double labelHeight = limitLabel.prefHeight(-1);
        double barTop = y + labelHeight + 4;
        double barHeight = Math.max(BAR_HEIGHT, h - labelHeight - 4);
        double at = x;
        for (int i = 0; i < pieces.size(); i++) {
            double width = w * p.parts().get(i).bytes() / p.scale();
            pieces.get(i).resizeRelocate(at, barTop, width, barHeight);
            at += width;
        }
        double lineX = x + w * p.limit() / p.scale() - LINE_WIDTH;
        limitLine.resizeRelocate(lineX, y, LINE_WIDTH, barTop - y + barHeight);
        double labelWidth = Math.min(w, limitLabel.prefWidth(-1));
        limitLabel.resizeRelocate(Math.max(x, lineX - labelWidth), y, labelWidth, labelHeight);
    }

    @Override
    protected double computePrefHeight(double width, double top, double right, double bottom, double left) {
        return top + limitLabel.prefHeight(-1) + 4 + Math.max(BAR_HEIGHT, heapBar.prefHeight(-1)) + bottom;
    }

    @Override
    protected double computeMinHeight(double width, double top, double right, double bottom, double left) {
        return computePrefHeight(width, top, right, bottom, left);
    }
}
