package sparkmemlab.ui.vm;

import java.util.function.Supplier;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.LessonException;
import sparkmemlab.lesson.LessonParser;
import sparkmemlab.share.DocumentKind;

/**
 * A file dropped on the window, opened where it belongs ({@link DocumentKind} says what it is): a snapshot in
 * the workspace it names, a lesson in its workspace's player, a scenario in the workspace that opens scenarios,
 * an event log in the replay workspace, Spark's configuration in the sandbox's import. Each is read by its own
 * reader, so a refused file changes nothing and its refusal is shown.
 */
public final class DroppedFiles {

    private final DropTargets window;

    DroppedFiles(DropTargets window) {
        this.window = window;
    }

    /** Opens {@code file} where it belongs; false, with the reason shown, if it cannot. */
    public boolean open(Path file) {
        DocumentKind kind;
        try {
            kind = DocumentKind.of(file);
        } catch (IOException | RuntimeException e) {
            return fail("error.drop.read", file, String.valueOf(e.getMessage()));
        }
        return switch (kind) {
            case SNAPSHOT -> window.openSnapshot(file);
            case LESSON -> openLesson(file);
            case SCENARIO -> openIn(file, FileKind.SCENARIO);
            case EVENT_LOG -> openIn(file, FileKind.EVENT_LOG);
            case SPARK_DEFAULTS, SUBMIT_COMMAND -> openSparkConf(file);
            case UNKNOWN -> fail("error.drop.unknown", file.getFileName());
        };
    }

    /**
     * A file to open with as much of the reading as can be done away from the window: called on the FX thread,
     * it returns the reading, to be run on any thread, which returns what opens the file, to be run on the FX
     * thread. A scenario is read and all its steps taken by the reading; anything else is opened by the last
     * action as a dropped file is. {@code windowShown} completes with the window's first frame (see
     * {@link WorkspaceViewModel#read}).
     */
    public Supplier<Runnable> prepare(Path file, java.util.concurrent.Future<?> windowShown) {
        Optional<String> name = opening(FileKind.SCENARIO); // may make the workspace: on the FX thread
        Optional<WorkspaceViewModel> target = name.flatMap(window::viewModel);
        return () -> {
            try {
                if (target.isPresent() && DocumentKind.of(file) == DocumentKind.SCENARIO) {
                    Runnable shows = target.get().read(file, windowShown);
                    return () -> {
                        window.show(name.orElseThrow());
                        shows.run();
                    };
                }
            } catch (IOException | RuntimeException e) {
                // said by open, which reads the file again
            }
            return () -> open(file);
        };
    }

    private boolean openLesson(Path file) {
        Lesson lesson;
        try {
            lesson = LessonParser.parse(file);
        } catch (LessonException | IOException | RuntimeException e) {
            window.fail(window.text().get("error.lesson", String.valueOf(e.getMessage())));
            return false;
        }
        return window.openLesson(lesson, 0);
    }

    /** In the first workspace that opens files of this kind (File > Open…). */
    private boolean openIn(Path file, FileKind kind) {
        Optional<String> name = opening(kind);
        if (name.isEmpty()) {
            return fail("error.drop.nowhere", file.getFileName());
        }
        window.show(name.get());
        window.viewModel(name.get()).orElseThrow().open(file);
        return true;
    }

    /** The first workspace that opens files of this kind. */
    private Optional<String> opening(FileKind kind) {
        return window.workspaces().stream().map(Workspace::name)
                .filter(name -> window.viewModel(name).orElseThrow().opens().equals(Optional.of(kind))).findFirst();
    }

    /** In the workspace shown if it takes Spark's configuration, else in the executor workspace. */
    private boolean openSparkConf(Path file) {
        if (window.active().openSparkConf(file)) {
            return true;
        }
        String home = window.workspaces().get(0).name(); // the registry's first: the executor's sandbox
        Optional<WorkspaceViewModel> executor = window.viewModel(home);
        if (executor.isPresent()) {
            window.show(home);
            if (executor.get().openSparkConf(file)) {
                return true;
            }
        }
        return fail("error.drop.nowhere", file.getFileName());
    }

    private boolean fail(String key, Object... args) {
        window.fail(window.text().get(key, args));
        return false;
    }
}
