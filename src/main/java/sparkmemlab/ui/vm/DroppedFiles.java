package sparkmemlab.ui.vm;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.LessonException;
import sparkmemlab.lesson.LessonParser;
import sparkmemlab.share.DocumentKind;
import sparkmemlab.workspace.WorkspaceName;

/**
 * A file dropped on the window, opened where it belongs ({@link DocumentKind} says what it is): a snapshot in
 * the workspace it names, a lesson in its workspace's player, a scenario in the workspace that opens scenarios,
 * an event log in the replay workspace, Spark's configuration in the sandbox's import. Each is read by its own
 * reader, so a refused file changes nothing and its refusal is shown.
 */
public final class DroppedFiles {

    private final WindowViewModel window;

    DroppedFiles(WindowViewModel window) {
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
        for (Workspace w : window.workspaces()) {
            WorkspaceViewModel ws = window.viewModel(w.name()).orElseThrow();
            if (ws.opens().equals(Optional.of(kind))) {
                window.show(w.name());
                ws.open(file);
                return true;
            }
        }
        return fail("error.drop.nowhere", file.getFileName());
    }

    /** In the workspace shown if it takes Spark's configuration, else in the executor workspace. */
    private boolean openSparkConf(Path file) {
        if (window.active().openSparkConf(file)) {
            return true;
        }
        Optional<WorkspaceViewModel> executor = window.viewModel(WorkspaceName.DEFAULT);
        if (executor.isPresent()) {
            window.show(WorkspaceName.DEFAULT);
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
