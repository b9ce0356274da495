package sparkmemlab.ui.vm.legacy;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyStringProperty;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.LessonCheckException;
import sparkmemlab.lesson.LessonRun;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.snapshot.LoadedSnapshot;
import sparkmemlab.snapshot.Snapshot;
import sparkmemlab.snapshot.ViewState;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.Moment;
import sparkmemlab.ui.vm.MotionSettings;
import sparkmemlab.ui.vm.WorkspaceContext;
import sparkmemlab.ui.vm.WorkspaceViewModel;
import sparkmemlab.ui.vm.executor.HistoryBarViewModel;
import sparkmemlab.workspace.WorkspaceName;

/**
 * The Legacy vs unified workspace: one scene stepped on Spark 3.5's unified manager and Spark 2.4's legacy
 * static manager at once, both heaps to one scale, the executor's history bar moving both, each step's
 * outcomes compared and explained, and this workspace's lessons told. Any scenario opens here (File > Open),
 * and the executor workspace sends its scene here through the window's navigator.
 */
public final class LegacyWorkspaceViewModel implements WorkspaceViewModel {
    public static final String NAME = WorkspaceName.LEGACY_VS_UNIFIED;
    /** The scene the workspace opens on: a job that runs differently on the two managers. */
    public static final String WELCOME = "/sparkmemlab/ui/legacy-welcome.json";

    private final UiText text;
    private final MotionSettings motion;
    private final LessonShelf shelf;
    private final ComparisonSession comparison;
    private final ComparedHeapsViewModel heaps;
    private final StepComparisonViewModel step;
    private final NarrationViewModel narration;
    private final HistoryBarViewModel historyBar;

    public LegacyWorkspaceViewModel(WorkspaceContext context) {
        this.text = context.text();
        this.motion = context.motion();
        this.shelf = context.lessons();
        this.comparison = new ComparisonSession(text);
        this.heaps = new ComparedHeapsViewModel(comparison);
        this.step = new StepComparisonViewModel(comparison);
        this.narration = new NarrationViewModel(comparison);
        this.historyBar = new HistoryBarViewModel(comparison.session());
        welcome();
    }

    public ComparisonSession comparison() { return comparison; }
    public ComparedHeapsViewModel heaps() { return heaps; }
    public StepComparisonViewModel step() { return step; }
    public NarrationViewModel narration() { return narration; }
    public HistoryBarViewModel historyBar() { return historyBar; }

    @Override
    public List<Object> viewModels() {
        return List.of(this, text, motion, comparison, heaps, step, narration, historyBar);
    }

    @Override public ReadOnlyStringProperty titleProperty() { return comparison.session().titleProperty(); }
    @Override public ReadOnlyStringProperty hintProperty() { return comparison.session().hintProperty(); }
    @Override public void fail(String message) { comparison.session().fail(message); }
    /** The last refusal (a file, a scene neither manager takes), or empty. */
    public ReadOnlyStringProperty errorProperty() { return comparison.session().errorProperty(); }

    /** File > Welcome scene: the job that runs differently on the two managers. */
    @Override
    public Optional<Runnable> welcomeScene() {
        return Optional.of(this::welcome);
    }

    private void welcome() {
        try (Reader in = new java.io.InputStreamReader(LegacyWorkspaceViewModel.class.getResourceAsStream(WELCOME),
                StandardCharsets.UTF_8)) {
            Scenario s = ScenarioParser.parse("legacy-welcome.json", in);
            show(new Scenario(text.get("legacy.welcome.title"), s.config(), s.steps()), 0, text.get("legacy.hint"),
                    Optional.empty());
        } catch (IOException | ScenarioException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    @Override
    public Optional<FileKind> opens() {
        return Optional.of(FileKind.SCENARIO);
    }

    /** File > Open scenario: the scenario on both managers, standing before its first step. */
    @Override
    public void open(Path file) {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            Scenario scenario = ScenarioParser.parse(String.valueOf(file.getFileName()), in);
            show(scenario, 0, text.get("legacy.hint"), Optional.empty());
        } catch (ScenarioException | IOException | RuntimeException e) {
            fail(text.get("error.open", String.valueOf(file.getFileName()), e.getMessage()));
        }
    }

    /** Another workspace's scene (the executor's sandbox or lesson), shown here at the same step. */
    @Override
    public boolean openScene(Scenario scenario, int at) {
        return show(scenario, at, text.get("legacy.hint"), Optional.empty());
    }

    /** A lesson of this workspace, told from step {@code at}. */
    @Override
    public boolean openLesson(Lesson lesson, int at) {
        LessonRun run;
        try {
            run = LessonRun.run(lesson);
        } catch (LessonCheckException e) {
            fail(text.get("error.lesson", e.getMessage()));
            return false;
        }
        String title = lesson.title().get(text.locale());
        return show(new Scenario(title, lesson.scenario().config(), lesson.scenario().steps()), at,
                text.get("legacy.hint.lesson", title), Optional.of(run));
    }

    private boolean show(Scenario scenario, int at, String hint, Optional<LessonRun> lesson) {
        Optional<LessonRun> before = narration.lesson();
        narration.tell(lesson);
        try {
            comparison.show(scenario, at, hint, lesson.map(r -> LessonLibrary.id(r.lesson())));
            return true;
        } catch (IllegalArgumentException e) {
            narration.tell(before);
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
    public boolean openSnapshot(LoadedSnapshot loaded, String fileName) {
        Snapshot s = loaded.snapshot();
        Optional<Lesson> lesson = s.view().lesson().flatMap(shelf::byId).filter(l -> NAME.equals(l.workspace()));
        if (lesson.isPresent() && lesson.get().scenario().steps().equals(s.scenario().steps())) {
            return openLesson(lesson.get(), s.at());
        }
        return show(s.scenario(), s.at(), text.get("hint.snapshot", fileName), Optional.empty());
    }
}
