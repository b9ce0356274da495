package sparkmemlab.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.ui.vm.LabViewModel;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.LessonPlayerViewModel;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.text.UiText;

/**
 * The window as the tests open it: English, animations off, the first scene, 1400x900. (Each test
 * class still sets Monocle's {@code headless.geometry} in its own static block, which must run before
 * the toolkit starts.)
 *
 * @param player the lesson player, or null for a window without the shipped lessons
 */
record TestWindow(LabViewModel vm, LessonPlayerViewModel player, Parent root, Scene scene) {

    /** The shipped lessons, read once. */
    static final List<Lesson> LESSONS = LessonLibrary.load(Path.of("lessons")).lessons();

    /** The window with the shipped lessons in its player, progress kept in memory only. */
    static TestWindow withLessons(Stage stage) {
        LabViewModel vm = firstScene();
        LessonPlayerViewModel player = new LessonPlayerViewModel(vm, LESSONS, LessonProgress.inMemory());
        return show(stage, vm, player, MainView.load(vm, player));
    }

    /** The window as the sandbox alone uses it. */
    static TestWindow sandbox(Stage stage) {
        LabViewModel vm = firstScene();
        return show(stage, vm, null, MainView.load(vm));
    }

    private static LabViewModel firstScene() {
        LabViewModel vm = new LabViewModel(UiText.of(Locale.ENGLISH));
        vm.reducedMotionProperty().set(true);
        Welcome.show(vm);
        return vm;
    }

    private static TestWindow show(Stage stage, LabViewModel vm, LessonPlayerViewModel player, Parent root) {
        Scene scene = new Scene(root, 1400, 900);
        stage.setScene(scene);
        stage.show();
        return new TestWindow(vm, player, root, scene);
    }
}
