package sparkmemlab.ui.kernel;

import javafx.fxml.FXML;
import javafx.scene.control.Label;
import sparkmemlab.ui.controls.TaskSlots;
import sparkmemlab.ui.vm.kernel.TaskSlotsViewModel;

/** The task slots' controller: binds {@code TaskSlotsView.fxml} to the {@link TaskSlotsViewModel}. */
public final class TaskSlotsView {
    private final TaskSlotsViewModel vm;

    @FXML private Label title;
    @FXML private TaskSlots taskSlots;

    public TaskSlotsView(TaskSlotsViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        title.textProperty().bind(vm.titleProperty());
        taskSlots.slotsProperty().bind(vm.slotsProperty());
    }
}
