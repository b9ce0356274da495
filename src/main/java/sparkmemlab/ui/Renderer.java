package sparkmemlab.ui;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.vm.FileService;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.Notifier;
import sparkmemlab.ui.vm.WindowViewModel;
import sparkmemlab.ui.vm.legacy.LegacyWorkspaceViewModel;
import sparkmemlab.ui.vm.replay.ReplayWorkspaceViewModel;
import sparkmemlab.ui.vm.cluster.ClusterWorkspaceViewModel;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.view.WindowPictures;

/**
 * Draws the whole window as it stands after a scenario's step N (an executor scenario in the executor workspace,
 * a cluster scenario in the cluster workspace), or a lesson's step N in its lesson pane, headless, into a PNG: the same views and view-models a person
 * sees, with reduced motion so nothing is caught mid-transition.
 */
public final class Renderer {

    private Renderer() {
    }

    /** Renders and writes {@code out} atomically (a temporary file in its folder, then a move). */
    public static void render(Scenario scenario, int at, int width, int height, Path out) throws IOException {
        render(scenario, at, width, height, 1.0, out);
    }

    /** Renders at a zoom of the bars (as View > Zoom), and writes {@code out} atomically. */
    public static void render(Scenario scenario, int at, int width, int height, double zoom, Path out) throws IOException {
        render(scenario, at, width, height, zoom, ExecutorWorkspaceViewModel.NAME, out);
    }

    /**
     * Renders in {@code workspace}, one of the workspaces that show the executor workspace's executor (the
     * executor's own, or the container it runs in), and writes {@code out} atomically.
     */
    public static void render(Scenario scenario, int at, int width, int height, double zoom, String workspace, Path out)
            throws IOException {
        render(List.of(), window -> {
            if (LegacyWorkspaceViewModel.NAME.equals(workspace)) {
                // Both managers step the scene themselves: it is opened there at its step, as "Open in Legacy vs unified" does.
                if (!window.openScene(workspace, scenario, at)) {
                    throw new IllegalArgumentException(scenario.title() + " cannot be shown in " + workspace);
                }
                return;
            }
            showExecutor(window, scenario, at, zoom);
            window.show(workspace);
        }, width, height, out);
    }

    /**
     * Renders a file as the window opens it when it is dropped on it: a snapshot in the workspace it names, an
     * event log in the replay workspace once it is read (off the FX thread, as in the window); writes {@code out}
     * atomically. A refused file draws nothing: its refusal is the exception's message.
     */
    public static void renderOpened(Path file, int width, int height, Path out) throws IOException {
        render(List.of(), window -> {
            if (!window.openDropped(file)) {
                throw new IllegalArgumentException(file + " cannot be opened");
            }
        }, Renderer::settled, width, height, out);
    }

    /**
     * Whether what the window opened is there to be drawn: a replay's log is read on a thread of its own (a
     * snapshot's log checked first), so the picture waits for it; a refused log is an error.
     */
    private static boolean settled(WindowViewModel window) {
        if (!(window.active() instanceof ReplayWorkspaceViewModel replay)) {
            return true;
        }
        var session = replay.session();
        if (replay.opening().readingProperty().get() || session.logProperty().get() == null && session.messageProperty().get().isEmpty()) {
            return false;
        }
        if (session.logProperty().get() == null) {
            throw new IllegalArgumentException(session.messageProperty().get());
        }
        return true;
    }

    /**
     * Renders a lesson at its step {@code at} as a student who answered every question before it rightly sees
     * it: the lesson pane with its narration (and the question of the next step, if it has one), the code beside
     * the lists; and writes {@code out} atomically.
     */
    public static void render(Lesson lesson, int at, int width, int height, double zoom, Path out) throws IOException {
        render(List.of(lesson), window -> showLesson(window, lesson, at, zoom), width, height, out);
    }

    /** Renders a lesson at its step {@code at}, then shows {@code workspace} (a lesson of the executor in its container). */
    public static void render(Lesson lesson, int at, int width, int height, double zoom, String workspace, Path out)
            throws IOException {
        render(List.of(lesson), window -> {
            showLesson(window, lesson, at, zoom);
            window.show(workspace);
        }, width, height, out);
    }

    /** Renders the cluster workspace after step {@code at} of a cluster scenario, and writes {@code out} atomically. */
    public static void render(ClusterScenario scenario, int at, int width, int height, Path out) throws IOException {
        render(List.of(), window -> {
            window.show(ClusterWorkspaceViewModel.NAME);
            var cluster = (ClusterWorkspaceViewModel) window.active();
            if (!cluster.load(scenario, at)) {
                throw new IllegalArgumentException(cluster.session().errorProperty().get());
            }
        }, width, height, out);
    }

    private static void render(List<Lesson> lessons, Consumer<WindowViewModel> setup, int width, int height, Path out)
            throws IOException {
        render(lessons, setup, window -> true, width, height, out);
    }

    private static void render(List<Lesson> lessons, Consumer<WindowViewModel> setup, Predicate<WindowViewModel> settled,
            int width, int height, Path out) throws IOException {
        CompletableFuture<BufferedImage> image = new CompletableFuture<>();
        HeadlessToolkit.start(width, height).thenRun(() -> Platform.runLater(() -> {
            try {
                AtomicReference<WindowViewModel> made = new AtomicReference<>();
                Scene scene = scene(lessons, setup.andThen(made::set), width, height);
                whenSettled(made.get(), settled, image, () -> {
                    scene.getRoot().applyCss();
                    scene.getRoot().layout();
                    // A second turn of the FX thread lets the views finish what they queued (the log's scroll).
                    Platform.runLater(() -> {
                        try {
                            image.complete(WindowPictures.snapshot(scene));
                        } catch (Throwable t) {
                            image.completeExceptionally(t);
                        }
                    });
                });
            } catch (Throwable t) {
                image.completeExceptionally(t);
            }
        }));
        BufferedImage picture;
        try {
            picture = image.get(60, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while drawing", e);
        } catch (ExecutionException e) {
            // A refused file's reason is the whole message (the view-models' own words); anything else is a fault.
            throw new IOException(e.getCause() instanceof IllegalArgumentException refused ? refused.getMessage()
                    : "cannot draw the window: " + e.getCause(), e.getCause());
        } catch (TimeoutException e) {
            throw new IOException("drawing the window took too long", e);
        }
        WindowPictures.write(picture, out);
    }

    /** Runs {@code then} on the FX thread once {@code settled} holds, looking again every 50 ms (FX thread). */
    private static void whenSettled(WindowViewModel window, Predicate<WindowViewModel> settled,
            CompletableFuture<BufferedImage> image, Runnable then) {
        try {
            if (settled.test(window)) {
                then.run();
                return;
            }
        } catch (RuntimeException e) {
            image.completeExceptionally(e);
            return;
        }
        Thread later = new Thread(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (!image.isDone()) {
                Platform.runLater(() -> whenSettled(window, settled, image, then));
            }
        }, "render-wait");
        later.setDaemon(true);
        later.start();
    }

    /** The window after step {@code at}, laid out, on the FX thread. */
    static Scene scene(Scenario scenario, int at, int width, int height) {
        return scene(scenario, at, width, height, 1.0);
    }

    static Scene scene(Scenario scenario, int at, int width, int height, double zoom) {
        return scene(List.of(), window -> showExecutor(window, scenario, at, zoom), width, height);
    }

    /** The window playing {@code lesson}, standing after its step {@code at}, each question on the way answered rightly. */
    static Scene lessonScene(Lesson lesson, int at, int width, int height, double zoom) {
        return scene(List.of(lesson), window -> showLesson(window, lesson, at, zoom), width, height);
    }

    private static void showLesson(WindowViewModel window, Lesson lesson, int at, double zoom) {
        if (!window.openLesson(lesson, 0)) {
            throw new IllegalStateException(window.active().titleProperty().get() + ": " + lesson.file() + " cannot be played");
        }
        LessonPlayerViewModel player = LessonMoves.player(window.active());
        for (int step = 0; step < at; step++) {
            if (!LessonMoves.moveRightly(lesson, player)) {
                break;
            }
        }
        if (window.active() instanceof ExecutorWorkspaceViewModel executor) {
            executor.heap().zoom().setZoom(zoom);
        }
    }

    private static void showExecutor(WindowViewModel window, Scenario scenario, int at, double zoom) {
        var executor = (ExecutorWorkspaceViewModel) window.viewModel(ExecutorWorkspaceViewModel.NAME).orElseThrow();
        executor.session().load(scenario, at, "");
        executor.heap().zoom().setZoom(zoom);
    }

    /** The window as {@code setup} leaves it, laid out, on the FX thread. */
    static Scene scene(List<Lesson> lessons, Consumer<WindowViewModel> setup, int width, int height) {
        UiText text = UiText.standard();
        WindowViewModel vm = new WindowViewModel(text, Workspaces.ALL, new LessonShelf(lessons, LessonProgress.inMemory()),
                FileService.NONE, Notifier.NONE);
        vm.motion().reducedMotionProperty().set(true);
        setup.accept(vm);
        Parent root = WindowRoot.load(vm);
        Scene scene = new Scene(root, width, height);
        root.applyCss();
        root.layout();
        return scene;
    }
}
