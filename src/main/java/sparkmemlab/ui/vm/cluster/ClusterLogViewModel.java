package sparkmemlab.ui.vm.cluster;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import sparkmemlab.cluster.ClusterStep;
import sparkmemlab.cluster.narration.ClusterNarrator;
import sparkmemlab.cluster.narration.ClusterStepLine;
import sparkmemlab.ui.picture.LogEntry;
import sparkmemlab.ui.text.UiText;

/**
 * The cluster's event log: every step up to the one shown, the latest first, each with the message the Master
 * got and every event of it in words ({@code cluster.narration}) with the Spark method it happened in.
 */
public final class ClusterLogViewModel {
    private final ClusterSession session;
    private final UiText text;
    private final ClusterNarrator narrator;
    private final ObservableList<LogEntry> log = FXCollections.observableArrayList();
    private final ObservableList<LogEntry> logView = FXCollections.unmodifiableObservableList(log);

    public ClusterLogViewModel(ClusterSession session) {
        this.session = session;
        this.text = session.text();
        this.narrator = new ClusterNarrator(text.locale());
        session.stepShownProperty().addListener((o, a, b) -> update());
        update();
    }

    public ObservableList<LogEntry> log() { return logView; }

    public ReadOnlyIntegerProperty positionProperty() { return session.positionProperty(); }

    private void update() {
        ClusterHistory h = session.history();
        List<LogEntry> entries = new ArrayList<>();
        for (int i = h.position() - 1; i >= 0; i--) {
            ClusterStep step = h.steps().get(i);
            entries.add(new LogEntry(step.step(), true, text.get("cluster.log.step", step.step(),
                    ClusterStepLine.subject(step.op())), ""));
            // narrate, not describe per event: a scheduling pass repeated within the step is one line
            for (ClusterNarrator.Line line : narrator.narrate(step.events())) {
                entries.add(new LogEntry(step.step(), false, line.text(), line.method().qualifiedName()));
            }
        }
        log.setAll(entries);
    }
}
