package sparkmemlab.ui.diagnose;

import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.TextArea;
import javafx.stage.Window;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.view.FormDialog;
import sparkmemlab.ui.view.Views;
import sparkmemlab.ui.vm.diagnose.DiagnoseViewModel;

/** Help > Why did my job fail…'s dialog: binds {@code DiagnoseView.fxml} to the {@link DiagnoseViewModel}. */
public final class DiagnoseView {
    public static final String FXML = "/sparkmemlab/ui/diagnose/DiagnoseView.fxml";

    private final DiagnoseViewModel vm;

    @FXML private TextArea errorArea;
    @FXML private TextArea confArea;
    @FXML private TextArea resultArea;
    @FXML private Button diagnoseButton;

    public DiagnoseView(DiagnoseViewModel vm) {
        this.vm = vm;
    }

    /** Opens the dialog over {@code owner}; its action opens the scene in the Executor workspace at its failing step. */
    public static void open(Window owner, DiagnoseViewModel vm, UiText text) {
        var content = Views.load(FXML, text.bundle(), List.of(vm));
        FormDialog.show(owner, "diagnoseDialog", text.get("diagnose.dialog.title"), content, text.get("diagnose.dialog.action"),
                vm.hasSceneProperty(), text.get("dialog.close"), vm::openScene);
    }

    @FXML
    private void initialize() {
        errorArea.textProperty().bindBidirectional(vm.errorTextProperty());
        confArea.textProperty().bindBidirectional(vm.confTextProperty());
        resultArea.textProperty().bind(vm.resultProperty());
        diagnoseButton.disableProperty().bind(Bindings.not(vm.canDiagnose()));
    }

    @FXML private void onDiagnose() { vm.diagnose(); }
}
