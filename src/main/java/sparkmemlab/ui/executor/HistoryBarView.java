package sparkmemlab.ui.executor;

import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.layout.VBox;
import sparkmemlab.ui.controls.TimelineChart;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.executor.HistoryBarViewModel;

/** The history bar's controller: binds {@code HistoryBarView.fxml} to the {@link HistoryBarViewModel}. */
public final class HistoryBarView {
    private final HistoryBarViewModel vm;
    /** Set while the slider is moved to the position, so that moving it does not ask to go there again. */
    private boolean following;

    @FXML private TimelineChart timeline;
    @FXML private VBox offHeapBox;
    @FXML private TimelineChart offHeapTimeline;
    @FXML private Button first;
    @FXML private Button back;
    @FXML private Button forward;
    @FXML private Button last;
    @FXML private Slider slider;
    @FXML private Label status;

    public HistoryBarView(HistoryBarViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        timeline.modelProperty().bind(vm.timelineProperty());
        timeline.setOnSelectStep(vm::goTo);
        offHeapTimeline.modelProperty().bind(vm.offHeapTimelineProperty());
        offHeapTimeline.setOnSelectStep(vm::goTo);
        Visibility.showWhile(offHeapBox, vm.offHeapTimelineProperty().isNotNull());
        first.disableProperty().bind(vm.canBackProperty().not());
        back.disableProperty().bind(vm.canBackProperty().not());
        forward.disableProperty().bind(vm.canForwardProperty().not());
        last.disableProperty().bind(vm.canForwardProperty().not());
        status.textProperty().bind(vm.statusProperty());
        slider.maxProperty().bind(vm.sizeProperty());
        follow();
        vm.positionProperty().addListener((o, a, b) -> follow());
        vm.sizeProperty().addListener((o, a, b) -> follow());
        slider.valueProperty().addListener((o, a, b) -> {
            if (!following) {
                vm.goTo((int) Math.round(b.doubleValue()));
                follow(); // a lesson's question may have stopped it short of where the thumb was dropped
            }
        });
    }

    private void follow() {
        following = true;
        try {
            slider.setValue(vm.positionProperty().get());
        } finally {
            following = false;
        }
    }

    @FXML private void onFirst() { vm.first(); }
    @FXML private void onBack() { vm.back(); }
    @FXML private void onForward() { vm.forward(); }
    @FXML private void onLast() { vm.last(); }
}
