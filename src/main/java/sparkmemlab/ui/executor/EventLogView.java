package sparkmemlab.ui.executor;

import java.util.List;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.ListView;
import sparkmemlab.ui.picture.LogEntry;
import sparkmemlab.ui.vm.executor.EventLogViewModel;

/**
 * The event log's controller: binds {@code EventLogView.fxml} to the {@link EventLogViewModel}, one
 * {@link EventLogCell} a line, and keeps the heading of the step shown in view.
 */
public final class EventLogView {
    private final EventLogViewModel vm;

    @FXML private ListView<LogEntry> eventLog;

    public EventLogView(EventLogViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        eventLog.setItems(vm.log());
        eventLog.setCellFactory(list -> new EventLogCell(vm.positionProperty()));
        eventLog.skinProperty().addListener((o, a, b) -> Platform.runLater(this::scrollToStep));
        vm.log().addListener((ListChangeListener<LogEntry>) c -> scrollToStep());
        scrollToStep();
    }

    private void scrollToStep() {
        int position = vm.positionProperty().get();
        List<LogEntry> entries = vm.log();
        // The log runs from the latest step down: past the position's lines, its heading is not there
        // (as between the two changes of one step), and the rest of a long log need not be read.
        for (int i = 0; i < entries.size() && entries.get(i).step() >= position; i++) {
            if (entries.get(i).heading() && entries.get(i).step() == position) {
                eventLog.scrollTo(i);
                return;
            }
        }
    }
}
