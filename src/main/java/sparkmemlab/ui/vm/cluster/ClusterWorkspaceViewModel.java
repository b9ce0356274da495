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
import sparkmemlab.lesson.Lesson;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.cluster.scenario.ClusterScenarioParser;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.snapshot.ClusterMoment;
import sparkmemlab.snapshot.LoadedMoment;
import sparkmemlab.snapshot.SnapshotMoment;
import sparkmemlab.snapshot.ViewState;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.LessonPane;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.Moment;
import sparkmemlab.ui.vm.MotionSettings;
import sparkmemlab.ui.vm.WorkspaceContext;
import sparkmemlab.ui.vm.WorkspaceViewModel;
import sparkmemlab.ui.vm.kernel.LessonExit;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel;

/**
 * The cluster workspace: a standalone Master's workers, applications, executors and waiting queue, a sandbox
 * to act on it, its history, its lessons (the executor's lesson player over this workspace's session), and the
 * way down into one executor's heap. It puts its panels' view-models together around one {@link ClusterSession}.
 */
public final class ClusterWorkspaceViewModel implements WorkspaceViewModel, LessonExit {
    public static final String NAME = sparkmemlab.workspace.WorkspaceName.CLUSTER;

    private final UiText text;
    private final MotionSettings motion;
    private final ClusterSession session;
    private final ClusterMapViewModel map;
    private final ApplicationsViewModel apps;
    private final ClusterActionsViewModel actions;
    private final ClusterLogViewModel log;
    private final ClusterHistoryBarViewModel historyBar;
    private final LessonPlayerViewModel player;
    private final LessonPane lessonPane;

    public ClusterWorkspaceViewModel(WorkspaceContext context) {
        this.text = context.text();
        this.motion = context.motion();
        this.session = new ClusterSession(text);
        this.map = new ClusterMapViewModel(session, context.navigator());
        this.apps = new ApplicationsViewModel(session);
        this.actions = new ClusterActionsViewModel(session);
        this.log = new ClusterLogViewModel(session);
        this.historyBar = new ClusterHistoryBarViewModel(session);
        this.player = new LessonPlayerViewModel(session, context.lessons(), context.navigator());
        this.lessonPane = new LessonPane(player.activeProperty());
        WelcomeCluster.show(session);
    }

    public ClusterSession session() { return session; }
    public ClusterMapViewModel map() { return map; }
    public ApplicationsViewModel apps() { return apps; }
    public ClusterActionsViewModel actions() { return actions; }
    public ClusterLogViewModel log() { return log; }
    public ClusterHistoryBarViewModel historyBar() { return historyBar; }
    public LessonPlayerViewModel player() { return player; }
    public ReadOnlyBooleanProperty lessonPaneShownProperty() { return lessonPane.shownProperty(); }
    public ReadOnlyIntegerProperty pickerRequestsProperty() { return lessonPane.pickerRequestsProperty(); }

    @Override
    public List<Object> viewModels() {
        return List.of(this, text, motion, session, map, apps, actions, log, historyBar, player);
    }

    @Override public ReadOnlyBooleanProperty lessonPlayingProperty() { return player.activeProperty(); }
    @Override public void restartLesson() { player.restart(); }

    /** A lesson of this workspace, played from step {@code at}: the cluster, and the lesson pane beside it. */
    @Override
    public boolean openLesson(Lesson lesson, int at) {
        return player.play(lesson, at);
    }

    @Override
    public boolean showLessonPicker() {
        return lessonPane.showPicker();
    }

    /** The lesson pane's "leave": back to the sandbox's panels, and to the welcome cluster if a lesson was playing. */
    @Override
    public void leaveLessons() {
        boolean playing = player.activeProperty().get();
        lessonPane.hide();
        if (playing) {
            WelcomeCluster.show(session);
        }
    }

    @Override public ReadOnlyStringProperty titleProperty() { return session.titleProperty(); }
    @Override public ReadOnlyStringProperty hintProperty() { return session.hintProperty(); }
    @Override public void fail(String message) { session.fail(message); }

    @Override
    public Optional<Runnable> newScene() {
        return Optional.of(() -> session.show(ClusterHistory.empty(ClusterConfig.defaults()), text.get("cluster.sandbox.title"),
                text.get("cluster.sandbox.hint"), Optional.empty()));
    }

    @Override
    public Optional<Runnable> welcomeScene() {
        return Optional.of(() -> WelcomeCluster.show(session));
    }

    @Override
    public Optional<FileKind> opens() {
        return Optional.of(FileKind.SCENARIO);
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

    /** A cluster holds no executor scenario: its snapshots are a cluster's ({@link #snapshotMoment()}). */
    @Override
    public Optional<Moment> moment() {
        return Optional.empty();
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
    public boolean openSnapshot(ClusterMoment snapshot, String fileName) {
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
