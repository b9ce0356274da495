package sparkmemlab.ui.vm.executor;

import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import sparkmemlab.text.EventNarrator;
import sparkmemlab.ui.picture.LogEntry;
import sparkmemlab.ui.text.OperationText;
import sparkmemlab.ui.text.UiText;

/**
 * The event log: every event of every step up to the one shown, in plain words with the Spark method it
 * happened in, the latest step first. A step forward adds its own lines in one change; which lines are the
 * current step's follows from the position ({@link LogEntry#current(int)}), not from the lines.
 */
public final class EventLogViewModel {
    private final ExecutorSession session;
    private final UiText text;
    private final EventNarrator narrator;
    private final OperationText ops;
    private final ObservableList<LogEntry> log = FXCollections.observableArrayList();
    private final ObservableList<LogEntry> logView = FXCollections.unmodifiableObservableList(log);
    /** The history the log shows, the position it shows, and up to which step its lines are still valid. */
    private History logOf;
    private int logPosition;
    private int logValidThrough;

    public EventLogViewModel(ExecutorSession session) {
        this.session = session;
        this.text = session.text();
        this.narrator = EventNarrator.standard(text.locale());
        this.ops = new OperationText(text);
        session.stepShownProperty().addListener((o, a, b) -> update());
        update();
    }

    public ObservableList<LogEntry> log() { return logView; }

    /** The position shown: its lines are marked current. */
    public ReadOnlyIntegerProperty positionProperty() { return session.positionProperty(); }

    /**
     * Brings the log to the position shown: drops the lines of the steps after what is kept and adds the new
     * steps' lines on top; rebuilt only for another history.
     */
    private void update() {
        History history = session.history();
        int p = history.position();
        if (logOf != history) {
            logOf = history;
            logPosition = p;
            logValidThrough = p;
            log.setAll(LogEntry.of(history.steps(1, p), p, narrator, ops, text));
            return;
        }
        int common = Math.min(Math.min(logPosition, p), logValidThrough);
        int drop = 0;
        while (drop < log.size() && log.get(drop).step() > common) {
            drop++;
        }
        if (drop > 0) {
            log.remove(0, drop);
        }
        if (p > common) {
            log.addAll(0, LogEntry.of(history.steps(common + 1, p), p, narrator, ops, text));
        }
        logPosition = p;
        logValidThrough = p;
    }
}
