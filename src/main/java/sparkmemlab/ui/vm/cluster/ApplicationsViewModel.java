package sparkmemlab.ui.vm.cluster;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import sparkmemlab.cluster.ApplicationState;
import sparkmemlab.cluster.ClusterState;
import sparkmemlab.cluster.narration.ClusterStepLine;
import sparkmemlab.ui.picture.ClusterPicture;
import sparkmemlab.ui.text.UiText;

/**
 * The applications the Master knows, in submission order, each with its colour, its state and what it was
 * given; and the waiting queue in the Master's order, each app with why it still waits (from the step shown).
 */
public final class ApplicationsViewModel {
    /** One application's line. */
    public record AppRow(String id, int colour, String state, String text) {
    }

    /** One waiting application, at its place in the queue. */
    public record QueueRow(int place, String app, int colour, String why) {
    }

    private final ClusterSession session;
    private final UiText text;
    private final ClusterStepLine lines;
    private final ObservableList<AppRow> apps = FXCollections.observableArrayList();
    private final ObservableList<QueueRow> queue = FXCollections.observableArrayList();

    public ApplicationsViewModel(ClusterSession session) {
        this.session = session;
        this.text = session.text();
        this.lines = new ClusterStepLine(text.locale());
        session.stepShownProperty().addListener((o, a, b) -> update());
        update();
    }

    public ObservableList<AppRow> apps() { return FXCollections.unmodifiableObservableList(apps); }
    public ObservableList<QueueRow> queue() { return FXCollections.unmodifiableObservableList(queue); }

    private void update() {
        ClusterState s = session.stateProperty().get();
        List<AppRow> rows = new ArrayList<>();
        for (ClusterState.App a : s.apps()) {
            String max = a.maxCores().isPresent() ? String.valueOf(a.maxCores().getAsInt()) : text.get("cluster.app.unlimited");
            String perExecutor = a.coresPerExecutor().isPresent() ? String.valueOf(a.coresPerExecutor().getAsInt())
                    : text.get("cluster.app.allCores");
            rows.add(new AppRow(a.id(), ClusterPicture.colour(s, a.id()), a.state().name().toLowerCase(Locale.ROOT),
                    text.get("cluster.app.row", a.id(), a.state(), a.executors().size(), a.coresGranted(), max,
                            text.bytes((long) a.memoryPerExecutorMB() << 20), perExecutor)));
        }
        apps.setAll(rows);
        List<QueueRow> waiting = new ArrayList<>();
        for (String id : s.waitingApps()) {
            ClusterState.App app = s.apps().stream().filter(a -> a.id().equals(id)).findFirst().orElseThrow();
            String why = session.history().current().map(step -> lines.whyWaiting(id, step)).orElse("");
            if (app.coresLeft() <= 0) {
                // Spark keeps an app in waitingApps until it ends, though it wants no more cores.
                why = text.get("cluster.queue.satisfied", app.coresGranted());
            } else if (why.isEmpty()) {
                why = text.get(app.state() == ApplicationState.WAITING ? "cluster.queue.noLook" : "cluster.queue.running",
                        app.coresGranted());
            }
            waiting.add(new QueueRow(waiting.size() + 1, id, ClusterPicture.colour(s, id), why));
        }
        queue.setAll(waiting);
    }
}
