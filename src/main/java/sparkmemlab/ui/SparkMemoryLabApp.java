package sparkmemlab.ui;

import java.util.List;
import java.util.Locale;
import javafx.animation.AnimationTimer;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import sparkmemlab.ui.vm.LabViewModel;
import sparkmemlab.ui.prefs.LanguagePreference;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.LessonPlayerViewModel;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.text.UiText;

/** The window. Start it with {@code mvn javafx:run}, or through {@link Launcher} from a plain class path. */
public final class SparkMemoryLabApp extends Application {

    @Override
    public void start(Stage stage) {
        // A language chosen in View > Language wins over the system's, for every text of this run.
        LanguagePreference language = LanguagePreference.preferences();
        language.get().ifPresent(Locale::setDefault);
        open(stage, language);
    }

    /**
     * Opens the window on the welcome scene (the lesson pane is built only when first shown), then, once
     * the first frame is out, loads the lessons off the FX thread and hands them to the lesson player once parsed, so the first frame does not wait for them. Returns the window's
     * view-model (the frame benchmark drives it).
     */
    static LabViewModel open(Stage stage) {
        return open(stage, LanguagePreference.inMemory());
    }

    private static LabViewModel open(Stage stage, LanguagePreference language) {
        UiText text = UiText.standard();
        LabViewModel vm = new LabViewModel(text);
        vm.useLanguagePreference(language);
        Welcome.show(vm);
        LessonPlayerViewModel player = new LessonPlayerViewModel(vm, List.of(), LessonProgress.preferences());
        Scene scene = new Scene(MainView.load(vm, player), 1400, 900);
        stage.setTitle(text.get("app.title") + " \u2014 " + text.get("app.subtitle"));
        stage.setScene(scene);
        stage.show();
        Thread loader = new Thread(() -> {
            LessonLibrary.Loaded lessons;
            try {
                lessons = LessonLibrary.standard();
            } catch (RuntimeException e) {
                Platform.runLater(() -> vm.fail(text.get("error.lesson", String.valueOf(e.getMessage()))));
                return;
            }
            Platform.runLater(() -> {
                player.setLessons(lessons.lessons());
                if (!lessons.problems().isEmpty()) {
                    vm.fail(text.get("error.lesson", String.join("\n", lessons.problems())));
                }
            });
        }, "lessons");
        loader.setDaemon(true);
        // Started once the first frame is out: on two busy cores, parsing the lessons alongside the
        // first pulse and its render delays the frame. A pulse waits for the previous pulse's frame to be
        // rendered, so by the third pulse after the window shows the first frame is on the screen (a fixed
        // 100 ms used to start the parse while that frame was still being drawn).
        new AnimationTimer() {
            private int pulses;

            @Override
            public void handle(long now) {
                if (++pulses == 3) {
                    stop();
                    loader.start();
                }
            }
        }.start();
        return vm;
    }

    public static void main(String[] args) {
        launch(args);
    }
}
