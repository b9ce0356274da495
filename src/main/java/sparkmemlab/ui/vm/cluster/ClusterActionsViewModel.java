package sparkmemlab.ui.vm.cluster;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import sparkmemlab.cluster.ApplicationDescription;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.ClusterOp;
import sparkmemlab.cluster.ClusterState;
import sparkmemlab.cluster.WorkerState;
import sparkmemlab.cluster.WorkerSelectionPolicy;
import sparkmemlab.cluster.narration.ClusterNarrator;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.ui.text.UiText;

/**
 * The cluster's sandbox: the Master's {@code spark.deploy.spreadOut}, a worker to add or to lose, an app to
 * submit or stop, and the settings of an app already submitted ({@code spark.executor.memory},
 * {@code spark.executor.cores}, {@code spark.cores.max}). Adding and stopping are messages after the step
 * shown; a changed setting replays the whole history as it would have gone, at the same step. A refusal (a
 * field Spark cannot read, a message the Master cannot take) is shown and changes nothing.
 */
public final class ClusterActionsViewModel {
    private final ClusterSession session;
    private final UiText text;
    private final BooleanProperty spreadOut = new SimpleBooleanProperty(true);
    private final ObjectProperty<SparkVersion> sparkVersion = new SimpleObjectProperty<>(SparkVersion.DEFAULT);
    private final ObjectProperty<WorkerSelectionPolicy> policy = new SimpleObjectProperty<>(WorkerSelectionPolicy.DEFAULT);
    private final javafx.beans.property.ReadOnlyBooleanWrapper hasPolicy = new javafx.beans.property.ReadOnlyBooleanWrapper();
    private final javafx.beans.property.ReadOnlyStringWrapper workerOrder = new javafx.beans.property.ReadOnlyStringWrapper("");
    private final ClusterNarrator narrator;
    private final StringProperty workerId = new SimpleStringProperty("");
    private final StringProperty workerCores = new SimpleStringProperty("4");
    private final StringProperty workerMemory = new SimpleStringProperty("8g");
    private final ObservableList<String> aliveWorkers = FXCollections.observableArrayList();
    private final ObjectProperty<String> workerToLose = new SimpleObjectProperty<>();
    private final StringProperty appId = new SimpleStringProperty("");
    private final AppSettings newApp = new AppSettings();
    private final ObservableList<String> liveApps = FXCollections.observableArrayList();
    private final ObjectProperty<String> appToStop = new SimpleObjectProperty<>();
    private final ObservableList<String> submittedApps = FXCollections.observableArrayList();
    private final ObjectProperty<String> appToChange = new SimpleObjectProperty<>();
    private final AppSettings changed = new AppSettings();
    /** Set while the panel shows the history's own values, so showing them does not replay it. */
    private boolean showing;

    /** An app's three settings, as the strings set on its {@code SparkConf}; empty: not set. */
    public static final class AppSettings {
        private final StringProperty memory = new SimpleStringProperty("1g");
        private final StringProperty cores = new SimpleStringProperty("");
        private final StringProperty maxCores = new SimpleStringProperty("");

        public StringProperty memoryProperty() { return memory; }
        public StringProperty coresProperty() { return cores; }
        public StringProperty maxCoresProperty() { return maxCores; }

        Map<String, String> conf() {
            Map<String, String> conf = new LinkedHashMap<>();
            put(conf, ApplicationDescription.EXECUTOR_MEMORY, memory.get());
            put(conf, ApplicationDescription.EXECUTOR_CORES, cores.get());
            put(conf, ApplicationDescription.CORES_MAX, maxCores.get());
            return conf;
        }

        private static void put(Map<String, String> conf, String key, String value) {
            if (value != null && !value.isBlank()) {
                conf.put(key, value.trim());
            }
        }

        void show(Map<String, String> conf) {
            memory.set(conf.getOrDefault(ApplicationDescription.EXECUTOR_MEMORY, ""));
            cores.set(conf.getOrDefault(ApplicationDescription.EXECUTOR_CORES, ""));
            maxCores.set(conf.getOrDefault(ApplicationDescription.CORES_MAX, ""));
        }
    }

    public ClusterActionsViewModel(ClusterSession session) {
        this.session = session;
        this.text = session.text();
        this.narrator = new ClusterNarrator(text.locale());
        session.stepShownProperty().addListener((o, a, b) -> update());
        // Another Spark, or another policy: the whole history replayed as that Master would have run it.
        sparkVersion.addListener((o, a, v) -> {
            if (!showing && v != null) {
                replay(session.history().config().withSparkVersion(v), session.history().ops());
            }
        });
        policy.addListener((o, a, p) -> {
            if (!showing && p != null) {
                ClusterConfig c;
                try {
                    c = session.history().config().withWorkerSelectionPolicy(p);
                } catch (IllegalArgumentException refused) {
                    session.fail(text.get("cluster.error.field", refused.getMessage()));
                    update();
                    return;
                }
                replay(c, session.history().ops());
            }
        });
        spreadOut.addListener((o, a, on) -> {
            if (!showing) {
                ClusterConfig c = session.history().config();
                replay(c.withSpreadOut(on), session.history().ops());
            }
        });
        appToChange.addListener((o, a, app) -> showSettings(app));
        update();
    }

    public BooleanProperty spreadOutProperty() { return spreadOut; }
    /** The Master's Spark ({@code "sparkVersion"}); choosing another replays the history on it. */
    public ObjectProperty<SparkVersion> sparkVersionProperty() { return sparkVersion; }
    public List<SparkVersion> versions() { return List.of(SparkVersion.values()); }
    /** {@code spark.deploy.workerSelectionPolicy} (SPARK-46881, 4.0+); choosing another replays the history. */
    public ObjectProperty<WorkerSelectionPolicy> policyProperty() { return policy; }
    public List<WorkerSelectionPolicy> policies() { return List.of(WorkerSelectionPolicy.values()); }
    /** Whether the Master's Spark has a worker selection policy (4.x). */
    public javafx.beans.property.ReadOnlyBooleanProperty hasPolicyProperty() { return hasPolicy.getReadOnlyProperty(); }
    /** How the Master orders an app's usable workers and breaks a tie, in the narration's words. */
    public javafx.beans.property.ReadOnlyStringProperty workerOrderProperty() { return workerOrder.getReadOnlyProperty(); }
    public StringProperty workerIdProperty() { return workerId; }
    public StringProperty workerCoresProperty() { return workerCores; }
    public StringProperty workerMemoryProperty() { return workerMemory; }
    public ObservableList<String> aliveWorkers() { return FXCollections.unmodifiableObservableList(aliveWorkers); }
    public ObjectProperty<String> workerToLoseProperty() { return workerToLose; }
    public StringProperty appIdProperty() { return appId; }
    public AppSettings newApp() { return newApp; }
    public ObservableList<String> liveApps() { return FXCollections.unmodifiableObservableList(liveApps); }
    public ObjectProperty<String> appToStopProperty() { return appToStop; }
    public ObservableList<String> submittedApps() { return FXCollections.unmodifiableObservableList(submittedApps); }
    public ObjectProperty<String> appToChangeProperty() { return appToChange; }
    public AppSettings changed() { return changed; }

    /** {@code RegisterWorker} with the form's id, cores and memory. */
    public boolean addWorker() {
        int cores;
        try {
            cores = Integer.parseInt(workerCores.get().trim());
        } catch (NumberFormatException e) {
            session.fail(text.get("cluster.error.cores", workerCores.get()));
            return false;
        }
        return deliver(() -> new ClusterOp.AddWorker(workerId.get().trim(), cores, workerMemory.get().trim()));
    }

    /** The chosen worker is lost. */
    public boolean loseWorker() {
        String w = workerToLose.get();
        return w != null && deliver(() -> new ClusterOp.RemoveWorker(w));
    }

    /** {@code RegisterApplication} with the form's id and settings. */
    public boolean submitApp() {
        String id = appId.get().trim();
        return deliver(() -> new ClusterOp.SubmitApp(id, id, newApp.conf()));
    }

    /** The chosen app's {@code SparkContext.stop()}. */
    public boolean stopApp() {
        String a = appToStop.get();
        return a != null && deliver(() -> new ClusterOp.StopApp(a, ClusterOp.How.UNREGISTER));
    }

    /** The chosen app submitted with the settings shown instead, the whole history replayed at the same step. */
    public boolean changeSettings() {
        String app = appToChange.get();
        if (app == null) {
            return false;
        }
        List<ClusterOp> ops = new ArrayList<>();
        try {
            for (ClusterOp op : session.history().ops()) {
                ops.add(op instanceof ClusterOp.SubmitApp s && s.app().equals(app)
                        ? new ClusterOp.SubmitApp(s.app(), s.name(), changed.conf()) : op);
            }
        } catch (IllegalArgumentException refused) {
            session.fail(text.get("cluster.error.field", refused.getMessage()));
            return false;
        }
        return replay(session.history().config(), ops);
    }

    private interface Op {
        ClusterOp make();
    }

    private boolean deliver(Op op) {
        ClusterOp made;
        try {
            made = op.make();
        } catch (IllegalArgumentException refused) {
            session.fail(text.get("cluster.error.field", refused.getMessage()));
            return false;
        }
        return session.apply(made);
    }

    private boolean replay(ClusterConfig config, List<ClusterOp> ops) {
        boolean done = session.replay(config, ops);
        if (!done) {
            update(); // back to what is shown
        }
        return done;
    }

    private void update() {
        showing = true;
        try {
            ClusterHistory h = session.history();
            ClusterState s = h.state();
            spreadOut.set(h.config().spreadOut());
            sparkVersion.set(h.config().sparkVersion());
            policy.set(h.config().workerSelectionPolicy());
            hasPolicy.set(h.config().usableWorkerPolicy().isPresent());
            workerOrder.set(narrator.workerOrder(h.config()));
            aliveWorkers.setAll(s.workers().stream().filter(w -> w.state() == WorkerState.ALIVE).map(ClusterState.Worker::id).toList());
            keepChoice(workerToLose, aliveWorkers);
            liveApps.setAll(s.apps().stream().filter(a -> !a.state().isFinished()).map(ClusterState.App::id).toList());
            keepChoice(appToStop, liveApps);
            List<String> submitted = h.ops().stream().filter(ClusterOp.SubmitApp.class::isInstance)
                    .map(op -> ((ClusterOp.SubmitApp) op).app()).toList();
            String was = appToChange.get();
            submittedApps.setAll(submitted);
            keepChoice(appToChange, submittedApps);
            if (java.util.Objects.equals(was, appToChange.get())) {
                showSettings(appToChange.get());
            }
            workerId.set(nextId(h, "worker-", s.workers().stream().map(ClusterState.Worker::id).toList()));
            appId.set(nextId(h, "app-", submitted));
        } finally {
            showing = false;
        }
    }

    private void showSettings(String app) {
        Optional<ClusterOp.SubmitApp> submit = session.history().ops().stream()
                .filter(op -> op instanceof ClusterOp.SubmitApp s && s.app().equals(app)).map(ClusterOp.SubmitApp.class::cast)
                .findFirst();
        submit.ifPresent(s -> changed.show(s.conf()));
    }

    private static void keepChoice(ObjectProperty<String> choice, List<String> among) {
        if (choice.get() == null || !among.contains(choice.get())) {
            choice.set(among.isEmpty() ? null : among.get(0));
        }
    }

    /** The first of {@code prefix}1, 2, ... that no worker (or app) has had. */
    private static String nextId(ClusterHistory h, String prefix, List<String> taken) {
        List<String> all = new ArrayList<>(taken);
        for (ClusterOp op : h.ops()) {
            if (op instanceof ClusterOp.AddWorker a) {
                all.add(a.worker());
            }
        }
        int n = 1;
        while (all.contains(prefix + n)) {
            n++;
        }
        return prefix + n;
    }
}
