package sparkmemlab.ui;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.util.Duration;
import java.util.List;
import java.util.Optional;
import sparkmemlab.export.Storyboard;
import sparkmemlab.export.WindowCamera;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.ui.controls.TransitionClock;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.view.WindowPictures;
import sparkmemlab.ui.vm.FileService;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.MotionSettings;
import sparkmemlab.ui.vm.Notifier;
import sparkmemlab.ui.vm.Speed;
import sparkmemlab.ui.vm.WindowViewModel;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;

/**
 * The export's camera on the window ({@link WindowCamera}): the whole window, headless, playing a lesson in its
 * lesson pane or showing a scenario in the sandbox, in a language, stepped as a person steps it, with the window's own transitions pictured at any moment
 * ({@link TransitionClock}). Every call blocks until the FX thread has done it.
 */
public final class StepPictures implements WindowCamera {
    private static final long TIMEOUT_SECONDS = 60;

    /** Goes one step forward, to the step given (the window's own way: the sandbox's history, or the lesson's player). */
    private interface Stepper {
        void goTo(int step);
    }

    private final Stepper vm;
    private final MotionSettings motion;
    private final Scene scene;

    private StepPictures(Stepper vm, MotionSettings motion, Scene scene) {
        this.vm = vm;
        this.motion = motion;
        this.scene = scene;
    }

    /**
     * The window at step 0 of what {@code board} tells, {@code width} x {@code height}, in its language, at
     * {@code speed}: a lesson in its workspace's lesson pane, as a student sees it (so the history shows the steps
     * reached, never one to come), else the scenario in the executor's sandbox.
     */
    public static StepPictures open(Storyboard board, int width, int height, Speed speed) throws IOException {
        try {
            HeadlessToolkit.start(width, height).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException | ExecutionException | TimeoutException e) {
            throw failure(e);
        }
        return inRunningToolkit(board, width, height, speed);
    }

    /** A scenario in the executor's sandbox, from its step 0. */
    public static StepPictures open(Scenario scenario, int width, int height, Locale locale, Speed speed) throws IOException {
        return open(new Storyboard(scenario.title(), "", scenario, List.of(), locale), width, height, speed);
    }

    /**
     * The same, drawn by a toolkit that runs already (the window's own File > Export lesson: a scene of its own,
     * never shown, beside the window's). Call it off the FX thread: it waits for that thread.
     */
    public static StepPictures inRunningToolkit(Storyboard board, int width, int height, Speed speed) throws IOException {
        return onFx(() -> {
            Optional<Lesson> lesson = board.lesson();
            WindowViewModel window = new WindowViewModel(UiText.of(board.locale()), Workspaces.ALL,
                    new LessonShelf(lesson.stream().toList(), LessonProgress.inMemory()), FileService.NONE, Notifier.NONE);
            MotionSettings motion = window.motion();
            motion.reducedMotionProperty().set(true);
            motion.speedProperty().set(speed);
            Stepper stepper;
            if (lesson.isPresent()) {
                if (!window.openLesson(lesson.get(), 0)) {
                    throw new IllegalStateException(lesson.get().file() + " cannot be played");
                }
                LessonPlayerViewModel player = LessonMoves.player(window.active());
                stepper = step -> {
                    if (!LessonMoves.moveRightly(lesson.get(), player)) {
                        throw new IllegalStateException(lesson.get().file() + " has no step " + step);
                    }
                };
            } else {
                ExecutorSession session = ((ExecutorWorkspaceViewModel) window.viewModel(ExecutorWorkspaceViewModel.NAME)
                        .orElseThrow()).session();
                session.load(board.scenario(), 0, "");
                stepper = session::goTo;
            }
            Parent root = MainWindowView.load(window,
                    (again, w, h) -> inRunningToolkit(again, w, h, motion.speedProperty().get()));
            Scene scene = new Scene(root, width, height);
            root.applyCss();
            root.layout();
            return new StepPictures(stepper, motion, scene);
        });
    }

    /** The window pictured (tests look into it on the FX thread). */
    Scene scene() {
        return scene;
    }

    @Override
    public BufferedImage still() throws IOException {
        // A second turn of the FX thread lets the views finish what they queued (the log's scroll), as render does.
        onFx(() -> null);
        return onFx(() -> WindowPictures.snapshot(scene));
    }

    @Override
    public Transition step(int step) throws IOException {
        TransitionClock clock = onFx(() -> {
            motion.reducedMotionProperty().set(false);
            scene.getRoot().applyCss(); // the controls take the speed's transition duration
            TransitionClock capture = TransitionClock.capture();
            try {
                vm.goTo(step);
                scene.getRoot().applyCss();
                scene.getRoot().layout();
            } catch (RuntimeException e) {
                capture.close();
                throw e;
            }
            capture.stopHolding(); // the step's transitions are all started: the window's own play on
            return capture;
        });
        return new Transition() {
            @Override
            public double lengthMillis() {
                return clock.length().toMillis();
            }

            @Override
            public BufferedImage at(double millis) throws IOException {
                return onFx(() -> {
                    clock.seek(Duration.millis(millis));
                    return WindowPictures.snapshot(scene);
                });
            }

            @Override
            public void finish() throws IOException {
                onFx(() -> {
                    clock.close();
                    return null;
                });
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
                while (!onFx(clock::finished)) {
                    if (System.nanoTime() > deadline) {
                        throw new IOException("the window's transition did not end");
                    }
                    try {
                        Thread.sleep(5); // the transitions end at the toolkit's next pulse
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IOException("interrupted while drawing", e);
                    }
                }
                onFx(() -> {
                    motion.reducedMotionProperty().set(true);
                    scene.getRoot().applyCss();
                    return null;
                });
            }
        };
    }

    @Override
    public void close() {
        // The scene is dropped with this object; the toolkit stays up for the next pictures.
    }

    private static <T> T onFx(Callable<T> work) throws IOException {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(work.call());
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        });
        try {
            return result.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException | ExecutionException | TimeoutException e) {
            throw failure(e);
        }
    }

    private static IOException failure(Exception e) {
        if (e instanceof InterruptedException) {
            Thread.currentThread().interrupt();
            return new IOException("interrupted while drawing", e);
        }
        if (e instanceof TimeoutException) {
            return new IOException("drawing the window took too long", e);
        }
        return new IOException("cannot draw the window: " + e.getCause(), e.getCause());
    }
}
