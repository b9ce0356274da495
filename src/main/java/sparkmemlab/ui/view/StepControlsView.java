package sparkmemlab.ui.view;

import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import sparkmemlab.ui.vm.StepNavigation;

/**
 * The history's controls, shared by the workspaces that keep a history ({@code StepControlsView.fxml}): the
 * buttons to the first, previous, next and last step, the slider, and which step is shown.
 */
public final class StepControlsView {
    public static final String FXML = "/sparkmemlab/ui/view/StepControlsView.fxml";

    private final StepNavigation vm;
    /** Set while the slider is moved to the position, so that moving it does not ask to go there again. */
    private boolean following;

    @FXML private Button first;
    @FXML private Button back;
    @FXML private Button forward;
    @FXML private Button last;
    @FXML private Slider slider;
    @FXML private Label status;

    public StepControlsView(StepNavigation vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
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
