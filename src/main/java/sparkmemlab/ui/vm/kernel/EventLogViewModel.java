package sparkmemlab.ui.vm.kernel;

import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import sparkmemlab.text.EventNarrator;
import sparkmemlab.ui.picture.LogEntry;
import sparkmemlab.ui.text.OperationText;
import sparkmemlab.ui.text.UiText;

/**
 * The event log: every event of every step up to the one shown, in plain words with the Spark method it
 * happened in, the latest step first. The rows are built when a view reads them ({@link LazyLog}), so a history
 * of a million steps costs no more to show than one of ten; a step forward adds its own lines in one change;
 * which lines are the current step's follows from the position ({@link LogEntry#current(int)}), not from the lines.
 */
public final class EventLogViewModel {
    private final ExecutorSession session;
    private final LazyLog log;
    private final ObservableList<LogEntry> logView;
    /** The position the log shows. */
    private int logPosition;

    public EventLogViewModel(ExecutorSession session) {
        this.session = session;
        UiText text = session.text();
        EventNarrator narrator = EventNarrator.standard(text.locale());
        OperationText ops = new OperationText(text);
        this.log = new LazyLog(step -> LogEntry.ofStep(step, narrator, ops, text));
        this.logView = FXCollections.unmodifiableObservableList(log);
        session.stepShownProperty().addListener((o, a, b) -> update());
        update();
    }

    public ObservableList<LogEntry> log() { return logView; }

    /** The position shown: its lines are marked current. */
    public ReadOnlyIntegerProperty positionProperty() { return session.positionProperty(); }

    /** A row picked in the log: the step it belongs to is shown (a move back, as the log holds no later step). */
    public void pick(LogEntry row) {
        session.goTo(row.step());
    }

    /**
     * Brings the log to the position shown: the lines of the steps both positions share stay (the history
     * drops only steps after the position shown), the others are replaced; all of them for another history.
     */
    private void update() {
        History history = session.history();
        int p = history.position();
        log.show(history, p, logPosition);
        logPosition = p;
    }
}
