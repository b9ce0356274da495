package sparkmemlab.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import java.util.Locale;
import javafx.animation.AnimationTimer;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.stage.Screen;
import javafx.stage.Stage;
import sparkmemlab.ui.prefs.LanguagePreference;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.WindowViewModel;

/** The window. Start it with {@code mvn javafx:run}, or through {@link Launcher} from a plain class path. */
public final class SparkMemoryLabApp extends Application {
    /** The window's size when the screen has room for it. */
    static final double WIDTH = 1400;
    static final double HEIGHT = 900;
    /** The icon's class-path resource. */
    static final String ICON = "/sparkmemlab/ui/spark-memory-lab.png";

    @Override
    public void start(Stage stage) {
        sparkmemlab.ui.view.Browser.use(getHostServices());
        // A language chosen in View > Language wins over the system's, for every text of this run.
        LanguagePreference language = LanguagePreference.preferences();
        language.get().ifPresent(Locale::setDefault);
        List<String> files = getParameters().getUnnamed();
        open(stage, language, LessonProgress.preferences(), files.isEmpty() ? Optional.empty() : Optional.of(Path.of(files.get(0))));
    }

    /**
     * Opens the window on the welcome scene (the lesson pane is built only when first shown), then, once
     * the first frame is out, loads the lessons off the FX thread and puts them on the shelf once parsed, so
     * the first frame does not wait for them. Returns the window's view-model (the frame benchmark drives it).
     */
    static WindowViewModel open(Stage stage) {
        return open(stage, Optional.empty());
    }

    /** The same, opening {@code file} too (as a dropped file), read on a thread of its own while the window is built. */
    static WindowViewModel open(Stage stage, Optional<Path> file) {
        return open(stage, LanguagePreference.inMemory(), LessonProgress.inMemory(), file);
    }

    private static WindowViewModel open(Stage stage, LanguagePreference language, LessonProgress progress,
            Optional<Path> file) {
        UiText text = UiText.standard();
        WindowViewModel vm = new WindowViewModel(text, Workspaces.ALL, new LessonShelf(List.of(), progress),
                new FileDialogs(text, () -> stage, sparkmemlab.ui.prefs.LastFolder.preferences()), new Toasts(text, () -> stage),
                new SystemClipboard());
        vm.useLanguagePreference(language);
        // Started before the window is built: a scenario is read while the FXML is loaded; a big one hands over its
        // first steps for the first frame, then waits for that frame before the rest (on two cores, reading it
        // beside the window's start held the first frame back by seconds). The lessons wait for the file (parsing
        // them beside it made a 1,000,000-step file show ~1 s later).
        CompletableFuture<Void> windowShown = new CompletableFuture<>();
        Optional<Thread> reader = file.map(f -> {
            Supplier<Runnable> reading = vm.prepareOpen(f, windowShown);
            Thread t = new Thread(() -> Platform.runLater(reading.get()), "open " + f.getFileName());
            t.setDaemon(true);
            t.start();
            return t;
        });
        // As large as it was made for, or the screen, whichever is smaller.
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(WindowRoot.load(vm), Math.min(WIDTH, screen.getWidth()), Math.min(HEIGHT, screen.getHeight()));
        stage.setTitle(text.get("app.title") + " \u2014 " + text.get("app.subtitle"));
        stage.getIcons().setAll(icon());
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
            Platform.runLater(() -> vm.takeLessons(lessons));
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
                if (++pulses >= 3) {
                    windowShown.complete(null);
                }
                if (pulses >= 3 && reader.map(t -> !t.isAlive()).orElse(true)) {
                    stop();
                    loader.start();
                }
            }
        }.start();
        return vm;
    }

    /** The app's icon, as the installer's (src/packaging/icon.sh draws it), for the title bar and the task bar. */
    static Image icon() {
        return new Image(SparkMemoryLabApp.class.getResource(ICON).toExternalForm());
    }

    public static void main(String[] args) {
        launch(args);
    }
}
