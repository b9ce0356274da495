package sparkmemlab.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.Notifier;
import sparkmemlab.ui.vm.TextClipboard;
import sparkmemlab.ui.vm.WindowViewModel;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel;

/**
 * The window as the tests open it: English, animations off, the welcome scene, 1400x900, file dialogs
 * answered by {@link ScriptedFiles} and notices kept in {@link #notices()}. (Each test class still sets
 * Monocle's {@code headless.geometry} in its own static block, which must run before the toolkit starts.)
 */
record TestWindow(WindowViewModel window, ExecutorWorkspaceViewModel workspace, ScriptedFiles files,
        List<String> notices, Parent root, Scene scene) {

    /** The shipped lessons, read once. */
    static final List<Lesson> LESSONS = LessonLibrary.load(Path.of("lessons")).lessons();

    /** The window with the shipped lessons on its shelf, progress kept in memory only. */
    static TestWindow withLessons(Stage stage) {
        return open(stage, LESSONS);
    }

    /** The window as the sandbox alone uses it: no lessons. */
    static TestWindow sandbox(Stage stage) {
        return open(stage, List.of());
    }

    /** The window with the shipped lessons, whose notices are also shown as the app shows them ({@link Toasts}). */
    static TestWindow withLessonsAndToasts(Stage stage) {
        return open(stage, LESSONS, new Toasts(UiText.of(Locale.ENGLISH), () -> stage));
    }

    /** The window with the shipped lessons, copying to and pasting from the system clipboard as the app does. */
    static TestWindow withSystemClipboard(Stage stage) {
        return open(stage, LESSONS, message -> { }, new SystemClipboard());
    }

    private static TestWindow open(Stage stage, List<Lesson> lessons) {
        return open(stage, lessons, message -> { });
    }

    private static TestWindow open(Stage stage, List<Lesson> lessons, Notifier shown) {
        return open(stage, lessons, shown, TextClipboard.inMemory());
    }

    /** Hides what earlier tests left open over the shared stage (a region's details, notices, dialogs): it takes their clicks. */
    static void closePopups() {
        for (Window w : List.copyOf(Window.getWindows())) {
            if (w instanceof PopupWindow || w instanceof Stage s && s.getOwner() != null) {
                w.hide();
            }
        }
    }

    private static TestWindow open(Stage stage, List<Lesson> lessons, Notifier shown, TextClipboard clipboard) {
        closePopups();
        ScriptedFiles files = new ScriptedFiles();
        List<String> notices = new java.util.concurrent.CopyOnWriteArrayList<>();
        WindowViewModel window = new WindowViewModel(UiText.of(Locale.ENGLISH), Workspaces.ALL,
                new LessonShelf(lessons, LessonProgress.inMemory()), files, message -> {
                    notices.add(message);
                    shown.done(message);
                }, clipboard);
        window.motion().reducedMotionProperty().set(true);
        ExecutorWorkspaceViewModel workspace = (ExecutorWorkspaceViewModel) window.viewModel(ExecutorWorkspaceViewModel.NAME)
                .orElseThrow();
        Parent root = WindowRoot.load(window);
        Scene scene = new Scene(root, 1400, 900);
        stage.setScene(scene);
        stage.sizeToScene(); // another test may have resized the window
        // ... or moved it: a window pushed down the screen has its lower buttons off it, and a robot's click there
        // lands, clamped to the screen's edge, on whatever is above them (the timeline, for the history's ◀).
        stage.setX(0);
        stage.setY(0);
        stage.show();
        return new TestWindow(window, workspace, files, notices, root, scene);
    }

    ExecutorSession session() {
        return workspace.session();
    }

    LessonPlayerViewModel player() {
        return workspace.player();
    }

    /**
     * Steps the lesson playing forward to {@code step}, each question on the way answered rightly, as a student must
     * (no question is passed unanswered); on the FX thread.
     */
    void answerRightlyTo(int step) {
        LessonPlayerViewModel player = player();
        sparkmemlab.lesson.Lesson lesson = player.lesson().orElseThrow();
        while (session().positionProperty().get() < step) {
            LessonPlayerViewModel.Question q = player.questionProperty().get();
            boolean moved;
            if (q == null) {
                moved = player.forward();
            } else if (lesson.steps().get(q.step() - 1).predict().orElseThrow() instanceof sparkmemlab.lesson.Predict.MultipleChoice mc) {
                moved = player.answerChoice(mc.answerIndex());
            } else {
                var n = (sparkmemlab.lesson.Predict.Number) lesson.steps().get(q.step() - 1).predict().orElseThrow();
                moved = player.answerNumber(java.math.BigDecimal.valueOf(n.answerMiB()).toPlainString());
            }
            if (!moved) {
                throw new AssertionError("stuck at step " + session().positionProperty().get() + " on the way to " + step);
            }
        }
    }

    /** File > New sandbox. */
    void newSandbox() {
        workspace.newScene().orElseThrow().run();
    }
}
