package sparkmemlab.ui.cluster;

import javafx.fxml.FXML;
import sparkmemlab.ui.controls.CoresChart;
import sparkmemlab.ui.vm.cluster.ClusterHistoryBarViewModel;

/** The cluster's history bar: its cores chart; the buttons and the slider are the shared {@code StepControlsView}. */
public final class ClusterHistoryBarView {
    private final ClusterHistoryBarViewModel vm;

    @FXML private CoresChart timeline;

    public ClusterHistoryBarView(ClusterHistoryBarViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        timeline.modelProperty().bind(vm.timelineProperty());
        timeline.setOnSelectStep(vm::goTo);
    }
}
