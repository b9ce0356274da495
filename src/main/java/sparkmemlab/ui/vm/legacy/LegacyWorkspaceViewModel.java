package sparkmemlab.ui.vm.legacy;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyStringProperty;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
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
import sparkmemlab.ui.vm.OpensScenes;
import sparkmemlab.ui.vm.ShowsWelcome;
import sparkmemlab.snapshot.LoadedMoment;
import sparkmemlab.ui.vm.kernel.HistoryBarViewModel;
import sparkmemlab.ui.vm.kernel.LessonHost;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel;
import sparkmemlab.workspace.WorkspaceName;

/**
 * The Legacy vs unified workspace: one scene stepped on Spark 3.5's unified manager and Spark 2.4's legacy
 * static manager at once, both heaps to one scale, the executor's history bar moving both, each step's
 * outcomes compared and explained, and this workspace's lessons told. Any scenario opens here (File > Open),
 * and the executor workspace sends its scene here through the window's navigator.
 */
public final class LegacyWorkspaceViewModel implements WorkspaceViewModel, sparkmemlab.ui.vm.NamesSparkVersion, Moments, OpensSnapshots, OpensFiles, OpensScenes,
        ShowsWelcome {
    public static final String NAME = WorkspaceName.LEGACY_VS_UNIFIED;
    /** The scene the workspace opens on: a job that runs differently on the two managers. */
    public static final String WELCOME = "/sparkmemlab/ui/legacy-welcome.json";

    private final UiText text;
    private final MotionSettings motion;
    private final ComparisonSession comparison;
    private final ComparedHeapsViewModel heaps;
    private final StepComparisonViewModel step;
    private final HistoryBarViewModel historyBar;
    private final LessonHost lessons;

    public LegacyWorkspaceViewModel(WorkspaceContext context) {
        this.text = context.text();
        this.motion = context.motion();
        this.comparison = new ComparisonSession(text);
        this.heaps = new ComparedHeapsViewModel(comparison);
        this.step = new StepComparisonViewModel(comparison);
        this.historyBar = new HistoryBarViewModel(comparison.session());
        // The lesson pane is always beside both heaps (no picker); its "leave" goes back to the welcome scene.
        this.lessons = new LessonHost(comparison.session(), context, false, wasPlaying -> welcomeScene());
        welcomeScene();
    }

    public ComparisonSession comparison() { return comparison; }
    public ComparedHeapsViewModel heaps() { return heaps; }
    public StepComparisonViewModel step() { return step; }
    public HistoryBarViewModel historyBar() { return historyBar; }
    public LessonPlayerViewModel player() { return lessons.player(); }

    @Override
    public List<Object> viewModels() {
        return List.of(this, text, motion, comparison, comparison.session(), heaps, step, historyBar, lessons, lessons.player());
    }

    @Override
    public List<Object> capabilities() {
        return List.of(this, lessons);
    }

    /** The Spark the scene runs on, for the header (made on first ask: the session is in place by then). */
    private sparkmemlab.ui.vm.kernel.SceneSparkVersion sparkVersion;

    @Override public ReadOnlyStringProperty sparkVersionProperty() {
        if (sparkVersion == null) {
            sparkVersion = sparkmemlab.ui.vm.kernel.SceneSparkVersion.besideLegacy(comparison.session());
        }
        return sparkVersion.property();
    }

    @Override public ReadOnlyStringProperty titleProperty() { return comparison.session().titleProperty(); }
    @Override public ReadOnlyStringProperty hintProperty() { return comparison.session().hintProperty(); }
    @Override public void fail(String message) { comparison.session().fail(message); }
    /** The last refusal (a file, a scene neither manager takes), or empty. */
    public ReadOnlyStringProperty errorProperty() { return comparison.session().errorProperty(); }

    /** File > Welcome scene: the job that runs differently on the two managers. */
    @Override
    public void welcomeScene() {
        try (Reader in = new java.io.InputStreamReader(LegacyWorkspaceViewModel.class.getResourceAsStream(WELCOME),
                StandardCharsets.UTF_8)) {
            Scenario s = ScenarioParser.parse("legacy-welcome.json", in);
            show(new Scenario(text.get("legacy.welcome.title"), s.config(), s.steps()), 0, text.get("legacy.hint"));
        } catch (IOException | ScenarioException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    @Override
    public FileKind opens() {
        return FileKind.SCENARIO;
    }

    /** File > Open scenario: the scenario on both managers, standing before its first step. */
    @Override
    public void open(Path file) {
        try {
            show(ScenarioParser.read(file), 0, text.get("legacy.hint"));
        } catch (ScenarioException | IOException | RuntimeException e) {
            fail(text.get("error.open", String.valueOf(file.getFileName()), e.getMessage()));
        }
    }

    /** Another workspace's scene (the executor's sandbox or lesson), shown here at the same step. */
    @Override
    public boolean openScene(Scenario scenario, int at) {
        return show(scenario, at, text.get("legacy.hint"));
    }

    private boolean show(Scenario scenario, int at, String hint) {
        try {
            comparison.show(scenario, at, hint);
            return true;
        } catch (IllegalArgumentException e) {
            fail(text.get("error.open", scenario.title(), e.getMessage()));
            return false;
        }
    }

    /** The scene on both managers: its configuration as written, every step, the step shown, and its lesson. */
    @Override
    public Optional<Moment> moment() {
        var session = comparison.session();
        Scenario scene = comparison.scene();
        Optional<String> lesson = session.lessonProperty().get();
        ViewState view = new ViewState(NAME, lesson.isPresent() ? ViewState.Mode.LESSON : ViewState.Mode.SANDBOX, lesson, 1.0);
        Scenario saved = new Scenario(scene.title(), scene.config(), scene.steps());
        return Optional.of(new Moment(new Snapshot(saved, session.history().position(), view), session.history().state()));
    }

    /** A snapshot of this workspace: its lesson again if the shelf has it, else its scene. */
    @Override
    public boolean shows(LoadedMoment snapshot) {
        return snapshot instanceof LoadedSnapshot;
    }

    @Override
    public boolean openSnapshot(LoadedMoment snapshot, String fileName) {
        LoadedSnapshot loaded = (LoadedSnapshot) snapshot;
        Snapshot s = loaded.snapshot();
        if (s.view().mode() == ViewState.Mode.LESSON && lessons.player().openSnapshot(loaded)) {
            return true;
        }
        return show(s.scenario(), s.at(), text.get("hint.snapshot", fileName));
    }
}
