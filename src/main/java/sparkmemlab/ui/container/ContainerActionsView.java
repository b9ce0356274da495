package sparkmemlab.ui.container;

import javafx.fxml.FXML;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.view.Converters;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.container.ContainerAction;
import sparkmemlab.ui.vm.container.ContainerActionsViewModel;

/** The container's action form's controller: binds {@code ContainerActionsView.fxml} to the {@link ContainerActionsViewModel}. */
public final class ContainerActionsView {
    private final ContainerActionsViewModel vm;
    private final UiText text;

    @FXML private TitledPane root;
    @FXML private ComboBox<ContainerAction> containerAction;
    @FXML private TextField containerTask;
    @FXML private TextField containerBytes;
    @FXML private Label error;

    public ContainerActionsView(ContainerActionsViewModel vm, UiText text) {
        this.vm = vm;
        this.text = text;
    }

    @FXML
    private void initialize() {
        containerAction.getItems().setAll(ContainerAction.values());
        containerAction.setConverter(Converters.naming(a -> text.get(a.key())));
        containerAction.valueProperty().bindBidirectional(vm.actionProperty());
        containerTask.textProperty().bindBidirectional(vm.taskProperty());
        containerBytes.textProperty().bindBidirectional(vm.bytesProperty());
        containerTask.disableProperty().bind(vm.taskDisabled());
        containerBytes.disableProperty().bind(vm.bytesDisabled());
        root.disableProperty().bind(vm.available().not());
        Visibility.textOrHidden(error, vm.errorProperty());
    }

    @FXML
    private void onApply() {
        vm.act();
    }
}
