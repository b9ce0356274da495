package sparkmemlab.ui.kernel;

import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.controlsfx.control.PopOver;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.ui.controls.MemoryBar;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.kernel.HeapViewModel;

/**
 * The heap picture's controller: binds {@code HeapView.fxml} to the {@link HeapViewModel}, stretches the bars
 * by the zoom ({@link ZoomedBars}), and opens a region's details beside it when the region is clicked.
 */
public final class HeapView {
    /** The width of a region's details, in pixels. */
    private static final double DETAILS_WIDTH = 380;

    private final HeapViewModel vm;
    private final UiText text;
    private PopOver details;

    @FXML private Label lostBanner;
    @FXML private Label onHeapTitle;
    @FXML private Label heapLabel;
    @FXML private Label zoomLabel;
    @FXML private ScrollPane barsScroll;
    @FXML private VBox bars;
    @FXML private MemoryBar onHeapBar;
    @FXML private VBox offHeapBox;
    @FXML private Label offHeapTitle;
    @FXML private MemoryBar offHeapBar;
    @FXML private HBox userObjectsSwatch;
    @FXML private HBox unmanagedSwatch;
    @FXML private HBox borrowedSwatch;
    @FXML private HBox softSwatch;
    @FXML private HBox poolSwatch;
    @FXML private HBox safetySwatch;
    @FXML private HBox restSwatch;
    @FXML private HBox wallSwatch;
    @FXML private javafx.scene.control.Hyperlink containerLink;

    public HeapView(HeapViewModel vm, UiText text) {
        this.vm = vm;
        this.text = text;
    }

    @FXML
    private void initialize() {
        onHeapBar.modelProperty().bind(vm.onHeapBarProperty());
        offHeapBar.modelProperty().bind(vm.offHeapBarProperty());
        onHeapTitle.textProperty().bind(vm.onHeapBarProperty().map(b -> b.title()));
        offHeapTitle.textProperty().bind(vm.offHeapBarProperty().map(b -> b.title()));
        Visibility.showWhile(offHeapBox, vm.offHeapShownProperty());
        heapLabel.textProperty().bind(vm.heapLabelProperty());
        Tooltip heapTip = new Tooltip();
        heapTip.setWrapText(true);
        heapTip.setMaxWidth(420);
        heapTip.textProperty().bind(vm.heapTooltipProperty());
        heapLabel.setTooltip(heapTip);
        Visibility.textOrHidden(lostBanner, vm.lostTextProperty());
        Visibility.showWhile(userObjectsSwatch, vm.anyUserObjectsProperty());
        Visibility.showWhile(unmanagedSwatch, vm.anyUnmanagedProperty());
        for (HBox unified : new HBox[] {borrowedSwatch, softSwatch, poolSwatch}) {
            Visibility.showWhile(unified, vm.legacyProperty().not());
        }
        for (HBox legacy : new HBox[] {safetySwatch, restSwatch, wallSwatch}) {
            Visibility.showWhile(legacy, vm.legacyProperty());
        }
        Visibility.showWhile(containerLink, vm.inContainerProperty());

        var zoom = vm.zoom().zoomProperty();
        // A bar grows a row for its overflow label: the height is measured again after its skin drew the new picture.
        ZoomedBars.attach(barsScroll, bars, zoom, vm.onHeapBarProperty(), offHeapBox.visibleProperty());
        zoomLabel.textProperty().bind(zoom.map(z -> text.get("zoom.label", String.valueOf(Math.round(z.doubleValue() * 100)))));
        Visibility.showWhile(zoomLabel, zoom.isNotEqualTo(1.0, 1e-9));
        zoomLabel.setTooltip(new Tooltip(text.get("zoom.tip")));

        onHeapBar.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> showDetails(e, MemoryMode.ON_HEAP));
        offHeapBar.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> showDetails(e, MemoryMode.OFF_HEAP));
    }

    @FXML
    private void onContainer() {
        vm.showContainer();
    }

    /** The details of the region clicked (its segment's key is the segment node's user data), where it was clicked. */
    private void showDetails(MouseEvent e, MemoryMode mode) {
        if (e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        for (Node n = e.getPickResult().getIntersectedNode(); n != null && n != e.getSource(); n = n.getParent()) {
            if (n.getStyleClass().contains("segment") && n.getUserData() instanceof String key) {
                Node region = n;
                vm.details(mode, key).ifPresent(d -> popOver(d).show(region, e.getScreenX(), e.getScreenY()));
                return;
            }
        }
    }

    private PopOver popOver(HeapViewModel.RegionDetails d) {
        if (details == null) {
            Label content = new Label();
            content.getStyleClass().add("region-details");
            content.setWrapText(true);
            // Its size known before it is shown, so that the arrow points at the click.
            content.setPrefWidth(DETAILS_WIDTH);
            content.setMinHeight(Region.USE_PREF_SIZE);
            details = new PopOver(content);
            details.setDetachable(false);
            details.setHeaderAlwaysVisible(true);
            details.setArrowLocation(PopOver.ArrowLocation.TOP_CENTER);
            details.getStyleClass().add("region-popover");
        }
        details.hide(javafx.util.Duration.ZERO);
        details.setTitle(d.name());
        ((Label) details.getContentNode()).setText(d.words());
        return details;
    }
}
