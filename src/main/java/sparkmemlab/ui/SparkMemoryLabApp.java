package sparkmemlab.ui;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;
import sparkmemlab.ui.vm.LabViewModel;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.LessonPlayerViewModel;
import sparkmemlab.ui.vm.LessonProgress;

/** The window. Start it with {@code mvn javafx:run}, or through {@link Launcher} from a plain class path. */
public final class SparkMemoryLabApp extends Application {

    @Override
    public void start(Stage stage) {
        UiText text = UiText.standard();
        LabViewModel vm = new LabViewModel(text);
        Welcome.show(vm);
        LessonLibrary.Loaded lessons = LessonLibrary.standard();
        LessonPlayerViewModel player = new LessonPlayerViewModel(vm, lessons.lessons(), LessonProgress.preferences());
        if (!lessons.problems().isEmpty()) {
            vm.fail(text.get("error.lesson", String.join("\n", lessons.problems())));
        }
        Scene scene = new Scene(MainView.load(vm, player), 1400, 900);
        stage.setTitle(text.get("app.title") + " \u2014 " + text.get("app.subtitle"));
        stage.setScene(scene);
        stage.show();
    }

    public static void main(String[] args) {
        launch(args);
    }
}
