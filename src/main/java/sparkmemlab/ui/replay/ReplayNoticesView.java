package sparkmemlab.ui.replay;

import java.util.List;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import sparkmemlab.ui.vm.replay.ReplayNoticesViewModel;

/** What the log is and does not tell: binds {@code ReplayNoticesView.fxml} to its view-model. */
public final class ReplayNoticesView {
    private final ReplayNoticesViewModel vm;

    @FXML private Label about;
    @FXML private VBox notices;

    public ReplayNoticesView(ReplayNoticesViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        about.textProperty().bind(vm.aboutProperty());
        show(vm.noticesProperty().get());
        vm.noticesProperty().addListener((o, a, b) -> show(b));
    }

    private void show(List<String> sentences) {
        notices.getChildren().setAll(RuleLabels.of(sentences, "replay-notice"));
    }
}
