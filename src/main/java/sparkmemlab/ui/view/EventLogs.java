package sparkmemlab.ui.view;

import java.util.List;
import java.util.function.Consumer;
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
        show(list, log, position, row -> { });
    }

    /** The same, and a click on a line hands it to {@code onPick} (the executor's log goes to its step). */
    public static void show(ListView<LogEntry> list, ObservableList<LogEntry> log, ObservableIntegerValue position,
            Consumer<LogEntry> onPick) {
        list.setItems(log);
        list.setCellFactory(l -> {
            EventLogCell cell = new EventLogCell(position);
            cell.setOnMouseClicked(e -> {
                if (!cell.isEmpty() && cell.getItem() != null) {
                    onPick.accept(cell.getItem());
                }
            });
            return cell;
        });
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
