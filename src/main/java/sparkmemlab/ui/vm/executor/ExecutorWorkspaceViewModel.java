package sparkmemlab.ui.vm.executor;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.snapshot.LoadedSnapshot;
import sparkmemlab.snapshot.Snapshot;
import sparkmemlab.snapshot.ViewState;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.Moment;
import sparkmemlab.ui.vm.MotionSettings;
import sparkmemlab.ui.vm.WorkspaceContext;
import sparkmemlab.ui.vm.WorkspaceViewModel;
import sparkmemlab.ui.vm.Moments;
import sparkmemlab.ui.vm.OpensSnapshots;
import sparkmemlab.ui.vm.OpensFiles;
import sparkmemlab.ui.vm.OpensScenarios;
import sparkmemlab.ui.vm.TakesSparkConf;
import sparkmemlab.ui.vm.StartsAfresh;
import sparkmemlab.ui.vm.ShowsWelcome;
import sparkmemlab.ui.vm.Zooms;
import sparkmemlab.snapshot.LoadedMoment;
import sparkmemlab.ui.vm.ZoomViewModel;
import sparkmemlab.workspace.WorkspaceName;
import sparkmemlab.ui.vm.kernel.BlockListViewModel;
import sparkmemlab.ui.vm.kernel.EventLogViewModel;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.kernel.HeapViewModel;
import sparkmemlab.ui.vm.kernel.History;
import sparkmemlab.ui.vm.kernel.HistoryBarViewModel;
import sparkmemlab.ui.vm.kernel.LessonHost;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel;
import sparkmemlab.ui.vm.kernel.TaskSlotsViewModel;
import sparkmemlab.ui.vm.kernel.Kernel;
import sparkmemlab.ui.vm.kernel.WelcomeScene;

/**
 * The executor workspace: one executor's heap, its task slots, cached blocks, events and history, a sandbox to
 * act on it, and the lesson player. It puts its panels' view-models together around one {@link ExecutorSession}
 * and answers what the window asks of a workspace; the panels know only the session.
 */
public final class ExecutorWorkspaceViewModel implements WorkspaceViewModel, sparkmemlab.ui.vm.NamesSparkVersion, Moments, OpensSnapshots, OpensFiles, OpensScenarios,
        TakesSparkConf, StartsAfresh, ShowsWelcome, Zooms, sparkmemlab.ui.vm.OpensScenes {
    public static final String NAME = WorkspaceName.DEFAULT;

    private final UiText text;
    private final MotionSettings motion;
    private final ExecutorSession session;
    private final ActionFormViewModel actionForm;
    private final ConfigViewModel config;
    private final SparkConfViewModel sparkConf;
    private final HeapViewModel heap;
    private final TaskSlotsViewModel slots;
    private final BlockListViewModel blocks;
    private final EventLogViewModel log;
    private final HistoryBarViewModel historyBar;
    private final ScenarioOpeningViewModel opening;
    private final CodePanelViewModel code;
    private final LessonHost lessons;
    private final sparkmemlab.ui.vm.Navigator navigator;
    private final sparkmemlab.ui.vm.kernel.SceneSparkVersion sparkVersion;

    public ExecutorWorkspaceViewModel(WorkspaceContext context) {
        this(context, javafx.application.Platform::runLater);
    }

    /** @param uiThread runs what a big scenario file's reading thread hands back, on the thread the view-models live on */
    public ExecutorWorkspaceViewModel(WorkspaceContext context, java.util.concurrent.Executor uiThread) {
        this.text = context.text();
        this.motion = context.motion();
        this.session = Kernel.executorSession(context);
        this.actionForm = new ActionFormViewModel(session);
        this.config = new ConfigViewModel(session);
        this.sparkConf = new SparkConfViewModel(session, config, context.files(), context.clipboard(), context.notifier());
        this.heap = new HeapViewModel(session);
        this.slots = new TaskSlotsViewModel(session);
        this.blocks = new BlockListViewModel(session);
        this.log = new EventLogViewModel(session);
        this.historyBar = new HistoryBarViewModel(session);
        this.opening = new ScenarioOpeningViewModel(session, uiThread);
        this.code = new CodePanelViewModel(session);
        // The lesson pane's "leave": back to the sandbox's panels, and to an empty sandbox if a lesson was playing.
        this.lessons = new LessonHost(session, context, true, wasPlaying -> {
            if (wasPlaying) {
                config.startSandbox();
            }
        });
        this.navigator = context.navigator();
        this.sparkVersion = new sparkmemlab.ui.vm.kernel.SceneSparkVersion(session);
        // The container workspace shows this same executor in its container.
        heap.linkContainer(() -> context.navigator().show(WorkspaceName.CONTAINER));
    }

    public UiText text() { return text; }
    public MotionSettings motion() { return motion; }
    public ExecutorSession session() { return session; }
    public ActionFormViewModel actionForm() { return actionForm; }
    public ConfigViewModel config() { return config; }
    public SparkConfViewModel sparkConf() { return sparkConf; }
    public HeapViewModel heap() { return heap; }
    public TaskSlotsViewModel slots() { return slots; }
    public BlockListViewModel blocks() { return blocks; }
    public EventLogViewModel log() { return log; }
    public HistoryBarViewModel historyBar() { return historyBar; }
    public ScenarioOpeningViewModel opening() { return opening; }
    public CodePanelViewModel code() { return code; }
    public LessonPlayerViewModel player() { return lessons.player(); }

    public ReadOnlyBooleanProperty lessonPaneShownProperty() { return lessons.paneShownProperty(); }
    public ReadOnlyIntegerProperty pickerRequestsProperty() { return lessons.pickerRequestsProperty(); }

    @Override
    public List<Object> capabilities() {
        return List.of(this, lessons);
    }

    /**
     * The scene shown, every step of it, in the Legacy vs unified workspace at the same step: the same executor
     * on Spark 3.5's unified and Spark 2.4's legacy manager.
     */
    public boolean openInLegacyVsUnified() {
        History h = session.history();
        Scenario scene = new Scenario(session.titleProperty().get(), h.config(), h.allOperations());
        return navigator.openScene(WorkspaceName.LEGACY_VS_UNIFIED, scene, h.position());
    }

    @Override
    public List<Object> viewModels() {
        return List.of(this, text, motion, session, actionForm, config, sparkConf, heap, slots, blocks, log, historyBar, opening, code,
                lessons, lessons.player());
    }

    @Override public ReadOnlyStringProperty titleProperty() { return session.titleProperty(); }
    @Override public ReadOnlyStringProperty hintProperty() { return session.hintProperty(); }
    @Override public ReadOnlyStringProperty sparkVersionProperty() { return sparkVersion.property(); }
    @Override public void fail(String message) { session.fail(message); }
    @Override public ZoomViewModel zoom() { return heap.zoom(); }

    @Override
    public void newScene() {
        lessons.hidePane();
        config.startSandbox();
    }

    @Override
    public void welcomeScene() {
        WelcomeScene.show(session);
    }

    @Override
    public FileKind opens() {
        return FileKind.SCENARIO;
    }

    /** File > Open scenario: the scenario after its last step, or the reason it cannot be read ({@link ScenarioOpeningViewModel}). */
    @Override
    public void open(Path file) {
        opening.open(file);
    }

    /** Reads the scenario and takes all its steps (any thread); what it returns shows them, or the refusal. */
    @Override
    public Runnable read(Path file, java.util.concurrent.Future<?> windowShown) {
        return opening.read(file, windowShown);
    }

    /** While a big scenario file is read, what is shown is only its first steps: nothing to save yet. */
    @Override
    public ReadOnlyStringProperty noSnapshotProperty() {
        return opening.noSnapshotProperty();
    }

    /** Another workspace's executor (the cluster's), as a sandbox: the sidebar shows the sandbox's panels. */
    @Override
    public boolean openScenario(Scenario scenario, String hintText) {
        lessons.hidePane();
        session.load(scenario, 0, hintText);
        return true;
    }

    /** A scene made elsewhere (Help > Why did my job fail…'s), as a sandbox standing after step {@code at}. */
    @Override
    public boolean openScene(Scenario scenario, int at) {
        lessons.hidePane();
        session.load(scenario, at, "");
        return true;
    }

    /** A dropped configuration goes to the sandbox's import dialog, which shows what it takes before it is applied. */
    @Override
    public boolean openSparkConf(Path file) {
        return sparkConf.openDropped(file);
    }

    /**
     * The moment shown: the configuration, every step (also those after the current one, if the student
     * stepped back), the current step, and the view (sandbox or lesson, the zoom).
     */
    @Override
    public Optional<Moment> moment() {
        History h = session.history();
        Scenario scenario = new Scenario(session.titleProperty().get(), h.config(), h.allOperations());
        Optional<String> lesson = session.lessonProperty().get();
        ViewState view = new ViewState(NAME, lesson.isPresent() ? ViewState.Mode.LESSON : ViewState.Mode.SANDBOX, lesson,
                heap.zoom().zoomProperty().get());
        return Optional.of(new Moment(new Snapshot(scenario, h.position(), view), h.state()));
    }

    /** A lesson's snapshot reopens the lesson if it is exactly one of the shelf's; any other opens as a sandbox. */
    @Override
    public boolean shows(LoadedMoment snapshot) {
        return snapshot instanceof LoadedSnapshot;
    }

    @Override
    public boolean openSnapshot(LoadedMoment snapshot, String fileName) {
        LoadedSnapshot loaded = (LoadedSnapshot) snapshot;
        Snapshot s = loaded.snapshot();
        if (s.view().mode() != ViewState.Mode.LESSON || !lessons.player().openSnapshot(loaded)) {
            session.show(History.restore(s.scenario().config(), loaded.initial(), loaded.steps(), s.at()),
                    s.scenario().title(), text.get("hint.snapshot", fileName), Optional.empty(), Optional.empty());
        }
        heap.zoom().setZoom(s.view().zoom());
        return true;
    }
}
