package sparkmemlab.ui.kernel;

import javafx.fxml.FXML;
import javafx.scene.control.ListView;
import sparkmemlab.ui.picture.LogEntry;
import sparkmemlab.ui.view.EventLogs;
import sparkmemlab.ui.vm.kernel.EventLogViewModel;

/** The event log's controller: binds {@code EventLogView.fxml} to the {@link EventLogViewModel} (see {@link EventLogs}); a click on a line shows its step. */
public final class EventLogView {
    private final EventLogViewModel vm;

    @FXML private ListView<LogEntry> eventLog;

    public EventLogView(EventLogViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        EventLogs.show(eventLog, vm.log(), vm.positionProperty(), vm::pick);
    }
}
