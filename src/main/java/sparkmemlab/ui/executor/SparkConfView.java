package sparkmemlab.ui.executor;

import javafx.fxml.FXML;
import javafx.scene.layout.HBox;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.executor.SparkConfViewModel;

/** The sandbox's buttons for Spark's configuration: the import dialog, and the flags copied out. */
public final class SparkConfView {
    private final SparkConfViewModel vm;
    private final UiText text;

    @FXML private HBox root;

    public SparkConfView(SparkConfViewModel vm, UiText text) {
        this.vm = vm;
        this.text = text;
    }

    @FXML
    private void initialize() {
        // A configuration file dropped on the window opens the dialog with its text.
        vm.dialogRequestsProperty().addListener((o, a, b) -> onImport());
    }

    @FXML
    private void onImport() {
        SparkConfDialogView.open(root.getScene() == null ? null : root.getScene().getWindow(), vm, text);
    }

    @FXML
    private void onCopy() {
        vm.copyFlags();
    }
}
