package sparkmemlab.ui.executor;

import javafx.fxml.FXML;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.storage.StorageLevel;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.view.Converters;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.executor.ActionFormViewModel;
import sparkmemlab.ui.vm.kernel.ActionKind;

/** The action form's controller: binds {@code ActionFormView.fxml} to the {@link ActionFormViewModel}. */
public final class ActionFormView {
    private final ActionFormViewModel vm;
    private final UiText text;

    @FXML private ComboBox<ActionKind> actionKind;
    @FXML private TextField actionTask;
    @FXML private TextField actionBlock;
    @FXML private TextField actionBytes;
    @FXML private TextField actionConsumer;
    @FXML private ChoiceBox<MemoryMode> actionMode;
    @FXML private CheckBox actionSpillable;
    @FXML private ChoiceBox<StorageLevel> actionLevel;
    @FXML private TextField actionRecords;
    @FXML private TextField actionRecordBytes;
    @FXML private Label error;

    public ActionFormView(ActionFormViewModel vm, UiText text) {
        this.vm = vm;
        this.text = text;
    }

    @FXML
    private void initialize() {
        actionKind.getItems().setAll(ActionKind.values());
        actionKind.setConverter(Converters.naming(k -> text.get(k.key())));
        actionKind.valueProperty().bindBidirectional(vm.actionProperty());
        actionTask.textProperty().bindBidirectional(vm.taskProperty());
        actionBlock.textProperty().bindBidirectional(vm.blockProperty());
        actionBytes.textProperty().bindBidirectional(vm.bytesProperty());
        actionConsumer.textProperty().bindBidirectional(vm.consumerProperty());
        actionMode.getItems().setAll(MemoryMode.values());
        actionMode.setConverter(Converters.naming(text::mode));
        actionMode.valueProperty().bindBidirectional(vm.modeProperty());
        actionTask.disableProperty().bind(vm.taskDisabled());
        actionBlock.disableProperty().bind(vm.blockDisabled());
        actionBytes.disableProperty().bind(vm.bytesDisabled());
        actionMode.disableProperty().bind(vm.modeDisabled());
        actionConsumer.disableProperty().bind(vm.consumerDisabled());
        actionSpillable.selectedProperty().bindBidirectional(vm.spillableProperty());
        actionSpillable.disableProperty().bind(vm.spillableDisabled());
        actionLevel.getItems().setAll(StorageLevel.MEMORY_ONLY, StorageLevel.MEMORY_AND_DISK, StorageLevel.DISK_ONLY);
        actionLevel.valueProperty().bindBidirectional(vm.levelProperty());
        actionRecords.textProperty().bindBidirectional(vm.recordsProperty());
        actionRecordBytes.textProperty().bindBidirectional(vm.recordBytesProperty());
        actionLevel.disableProperty().bind(vm.valuesDisabled());
        actionRecords.disableProperty().bind(vm.valuesDisabled());
        actionRecordBytes.disableProperty().bind(vm.valuesDisabled());
        Visibility.textOrHidden(error, vm.errorProperty());
    }

    @FXML
    private void onApply() {
        vm.act();
    }
}
