package sparkmemlab.ui.replay;

import javafx.fxml.FXML;
import sparkmemlab.ui.controls.MetricsChart;
import sparkmemlab.ui.vm.replay.ReplayChartsViewModel;

/** The replay's charts: binds {@code ReplayChartsView.fxml} to the {@link ReplayChartsViewModel}. */
public final class ReplayChartsView {
    private final ReplayChartsViewModel vm;

    @FXML private MetricsChart unified;
    @FXML private MetricsChart process;

    public ReplayChartsView(ReplayChartsViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        unified.pictureProperty().bind(vm.unifiedProperty());
        process.pictureProperty().bind(vm.processProperty());
        unified.setOnPick(vm::pick);
        process.setOnPick(vm::pick);
    }
}
