package sparkmemlab.ui.export;

import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.export.ExportProgressViewModel;

/** The export bar's controller: binds {@code ExportProgressView.fxml} to the {@link ExportProgressViewModel}. */
public final class ExportProgressView {
    private final ExportProgressViewModel vm;

    @FXML private HBox root;
    @FXML private Label what;
    @FXML private ProgressBar progress;
    @FXML private Label status;

    public ExportProgressView(ExportProgressViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        Visibility.showWhile(root, vm.runningProperty());
        what.textProperty().bind(vm.titleProperty());
        progress.progressProperty().bind(vm.fractionProperty());
        status.textProperty().bind(vm.statusProperty());
    }

    @FXML
    private void onCancel() {
        vm.cancel();
    }
}
