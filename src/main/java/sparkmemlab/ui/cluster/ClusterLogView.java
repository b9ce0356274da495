package sparkmemlab.ui.cluster;

import javafx.fxml.FXML;
import javafx.scene.control.ListView;
import sparkmemlab.ui.picture.LogEntry;
import sparkmemlab.ui.view.EventLogs;
import sparkmemlab.ui.vm.cluster.ClusterLogViewModel;

/** The cluster's event log: binds {@code ClusterLogView.fxml} to the {@link ClusterLogViewModel}. */
public final class ClusterLogView {
    private final ClusterLogViewModel vm;

    @FXML private ListView<LogEntry> eventLog;

    public ClusterLogView(ClusterLogViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        EventLogs.show(eventLog, vm.log(), vm.positionProperty());
    }
}
