package sparkmemlab.ui.kernel;

import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import sparkmemlab.ui.controls.TimelineChart;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.kernel.HistoryBarViewModel;

/**
 * The history bar's controller: binds the timeline of {@code HistoryBarView.fxml} to the
 * {@link HistoryBarViewModel}; the buttons and the slider are the shared {@code StepControlsView}.
 */
public final class HistoryBarView {
    private final HistoryBarViewModel vm;

    @FXML private Label caption;
    @FXML private TimelineChart timeline;
    @FXML private VBox offHeapBox;
    @FXML private TimelineChart offHeapTimeline;

    public HistoryBarView(HistoryBarViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        caption.textProperty().bind(vm.captionProperty());
        timeline.modelProperty().bind(vm.timelineProperty());
        timeline.setOnSelectStep(vm::goTo);
        offHeapTimeline.modelProperty().bind(vm.offHeapTimelineProperty());
        offHeapTimeline.setOnSelectStep(vm::goTo);
        Visibility.showWhile(offHeapBox, vm.offHeapTimelineProperty().isNotNull());
    }
}
