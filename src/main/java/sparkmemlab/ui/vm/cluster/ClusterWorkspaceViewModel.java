package sparkmemlab.ui.vm.cluster;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.cluster.scenario.ClusterScenarioParser;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.snapshot.ClusterMoment;
import sparkmemlab.snapshot.LoadedMoment;
import sparkmemlab.snapshot.SnapshotMoment;
import sparkmemlab.snapshot.ViewState;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.MotionSettings;
import sparkmemlab.ui.vm.WorkspaceContext;
import sparkmemlab.ui.vm.WorkspaceViewModel;
import sparkmemlab.ui.vm.SavesSnapshots;
import sparkmemlab.ui.vm.OpensSnapshots;
import sparkmemlab.ui.vm.OpensFiles;
import sparkmemlab.ui.vm.StartsAfresh;
import sparkmemlab.ui.vm.ShowsWelcome;
import sparkmemlab.ui.vm.kernel.LessonHost;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel;

/**
 * The cluster workspace: a standalone Master's workers, applications, executors and waiting queue, a sandbox
 * to act on it, its history, its lessons (the executor's lesson player over this workspace's session), and the
 * way down into one executor's heap. It puts its panels' view-models together around one {@link ClusterSession}.
 */
public final class ClusterWorkspaceViewModel implements WorkspaceViewModel, sparkmemlab.ui.vm.NamesSparkVersion, SavesSnapshots, OpensSnapshots, OpensFiles,
        StartsAfresh, ShowsWelcome {
    public static final String NAME = sparkmemlab.workspace.WorkspaceName.CLUSTER;

    private final UiText text;
    private final MotionSettings motion;
    private final ClusterSession session;
    private final ClusterMapViewModel map;
    private final ApplicationsViewModel apps;
    private final ClusterActionsViewModel actions;
    private final ClusterLogViewModel log;
    private final ClusterHistoryBarViewModel historyBar;
    private final LessonHost lessons;

    public ClusterWorkspaceViewModel(WorkspaceContext context) {
        this.text = context.text();
        this.motion = context.motion();
        this.session = new ClusterSession(text);
        this.map = new ClusterMapViewModel(session, context.navigator());
        this.apps = new ApplicationsViewModel(session);
        this.actions = new ClusterActionsViewModel(session);
        this.log = new ClusterLogViewModel(session);
        this.historyBar = new ClusterHistoryBarViewModel(session);
        // The lesson pane's "leave": back to the sandbox's panels, and to the welcome cluster if a lesson was playing.
        this.lessons = new LessonHost(session, context, true, wasPlaying -> {
            if (wasPlaying) {
                WelcomeCluster.show(session);
            }
        });
        WelcomeCluster.show(session);
    }

    public ClusterSession session() { return session; }
    public ClusterMapViewModel map() { return map; }
    public ApplicationsViewModel apps() { return apps; }
    public ClusterActionsViewModel actions() { return actions; }
    public ClusterLogViewModel log() { return log; }
    public ClusterHistoryBarViewModel historyBar() { return historyBar; }
    public LessonPlayerViewModel player() { return lessons.player(); }
    public LessonHost lessons() { return lessons; }
    public ReadOnlyBooleanProperty lessonPaneShownProperty() { return lessons.paneShownProperty(); }
    public ReadOnlyIntegerProperty pickerRequestsProperty() { return lessons.pickerRequestsProperty(); }

    @Override
    public List<Object> viewModels() {
        return List.of(this, text, motion, session, map, apps, actions, log, historyBar, lessons, lessons.player());
    }

    @Override
    public List<Object> capabilities() {
        return List.of(this, lessons);
    }

    @Override public ReadOnlyStringProperty titleProperty() { return session.titleProperty(); }

    /** The Master's Spark, for the header (made on first ask). */
    private javafx.beans.property.ReadOnlyStringWrapper sparkVersion;

    @Override public ReadOnlyStringProperty sparkVersionProperty() {
        if (sparkVersion == null) {
            javafx.beans.property.ReadOnlyStringWrapper words = new javafx.beans.property.ReadOnlyStringWrapper();
            Runnable name = () -> words.set(session.text().get("header.sparkVersion", session.history().config().sparkVersion().label()));
            session.historyProperty().addListener((o, a, h) -> name.run());
            name.run();
            sparkVersion = words;
        }
        return sparkVersion.getReadOnlyProperty();
    }
    @Override public ReadOnlyStringProperty hintProperty() { return session.hintProperty(); }
    @Override public void fail(String message) { session.fail(message); }

    @Override
    public void newScene() {
        session.show(ClusterHistory.empty(ClusterConfig.defaults()), text.get("cluster.sandbox.title"),
                text.get("cluster.sandbox.hint"), Optional.empty());
    }

    @Override
    public void welcomeScene() {
        WelcomeCluster.show(session);
    }

    @Override
    public FileKind opens() {
        return FileKind.SCENARIO;
    }

    /** File > Open scenario: a cluster scenario after its last step, or the reason it cannot be read. */
    @Override
    public void open(Path file) {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            ClusterScenario scenario = ClusterScenarioParser.parse(String.valueOf(file.getFileName()), in);
            session.load(scenario, Integer.MAX_VALUE, "");
        } catch (ScenarioException | IOException | RuntimeException e) {
            session.fail(text.get("error.open", String.valueOf(file.getFileName()), e.getMessage()));
        }
    }

    /** Shows a cluster scenario standing after step {@code at}, as the renderer does. */
    public boolean load(ClusterScenario scenario, int at) {
        return session.load(scenario, at, "");
    }

    /**
     * The cluster shown: the Master's settings, every message delivered (also those after the step shown, if the
     * student stepped back), the step shown, and its lesson.
     */
    @Override
    public Optional<SnapshotMoment> snapshotMoment() {
        ClusterHistory h = session.history();
        ClusterScenario scenario = new ClusterScenario(session.titleProperty().get(), h.config().toSparkConf(), h.config(), h.ops());
        Optional<String> lesson = session.lessonProperty().get();
        ViewState view = new ViewState(NAME, lesson.isPresent() ? ViewState.Mode.LESSON : ViewState.Mode.SANDBOX, lesson, 1.0);
        return Optional.of(new ClusterMoment(scenario, h.position(), view));
    }

    @Override
    public boolean shows(LoadedMoment snapshot) {
        return snapshot instanceof ClusterMoment;
    }

    /** A cluster's snapshot, at its step; its messages were checked on the Master as it was read. */
    @Override
    public boolean openSnapshot(LoadedMoment loaded, String fileName) {
        ClusterMoment snapshot = (ClusterMoment) loaded;
        ClusterScenario s = snapshot.scenario();
        try {
            // Opened as a sandbox, even when taken in a lesson: the lesson's player cannot stand at a saved step
            // whose questions were never answered here.
            session.show(ClusterHistory.of(s.config(), s.steps(), snapshot.at()), s.title(), text.get("hint.snapshot", fileName),
                    Optional.empty());
            return true;
        } catch (ClusterHistory.Refused e) {
            session.fail(text.get("error.open", fileName, e.getMessage()));
            return false;
        }
    }
}
