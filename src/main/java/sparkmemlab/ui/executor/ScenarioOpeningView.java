package sparkmemlab.ui.executor;

import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.executor.ScenarioOpeningViewModel;

/** The controller of {@code ScenarioOpeningView.fxml}: a big scenario file's reading, shown while it lasts. */
public final class ScenarioOpeningView {
    private final ScenarioOpeningViewModel vm;

    @FXML private HBox root;
    @FXML private ProgressBar progress;
    @FXML private Label status;

    public ScenarioOpeningView(ScenarioOpeningViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        progress.progressProperty().bind(vm.progressProperty());
        status.textProperty().bind(vm.statusProperty());
        Visibility.showWhile(root, vm.readingProperty());
    }

    @FXML private void onCancel() { vm.cancel(); }
}
