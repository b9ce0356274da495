package sparkmemlab.ui.view;

import java.util.List;
import javafx.application.Platform;
import javafx.beans.value.ObservableIntegerValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.ListView;
import sparkmemlab.ui.picture.LogEntry;

/**
 * An event log, in any workspace: every step's lines, the latest step first, one {@link EventLogCell} a line,
 * with the heading of the step shown kept in view.
 */
public final class EventLogs {
    private EventLogs() {
    }

    /** Shows {@code log} in {@code list}, following {@code position}. */
    public static void show(ListView<LogEntry> list, ObservableList<LogEntry> log, ObservableIntegerValue position) {
        list.setItems(log);
        list.setCellFactory(l -> new EventLogCell(position));
        Runnable scroll = () -> scrollToStep(list, log, position.get());
        list.skinProperty().addListener((o, a, b) -> Platform.runLater(scroll));
        log.addListener((ListChangeListener<LogEntry>) c -> scroll.run());
        scroll.run();
    }

    private static void scrollToStep(ListView<LogEntry> list, List<LogEntry> entries, int position) {
        // The log runs from the latest step down: past the position's lines, its heading is not there
        // (as between the two changes of one step), and the rest of a long log need not be read.
        for (int i = 0; i < entries.size() && entries.get(i).step() >= position; i++) {
            if (entries.get(i).heading() && entries.get(i).step() == position) {
                list.scrollTo(i);
                return;
            }
        }
    }
}
