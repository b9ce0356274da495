package sparkmemlab.ui.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.snapshot.SnapshotWriter;
import sparkmemlab.ui.Workspaces;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;

/** A moment shared through the clipboard, and files dropped on the window, without a toolkit. */
class SharingTest {
    @TempDir
    Path dir;

    private final TextClipboard clipboard = TextClipboard.inMemory();
    private final List<String> notices = new ArrayList<>();

    private WindowViewModel window() {
        return new WindowViewModel(UiText.of(Locale.ENGLISH), Workspaces.ALL, new LessonShelf(List.of(), LessonProgress.inMemory()),
                FileService.NONE, notices::add, clipboard);
    }

    private static ExecutorWorkspaceViewModel executor(WindowViewModel w) {
        return (ExecutorWorkspaceViewModel) w.viewModel(ExecutorWorkspaceViewModel.NAME).orElseThrow();
    }

    private static String momentText(WindowViewModel w) {
        Moment m = w.active().moment().orElseThrow();
        return SnapshotWriter.toText(m.snapshot(), m.state());
    }

    @Test
    void aMomentCopiedIsPastedBackExactlyInAnotherWindow() {
        WindowViewModel from = window();
        ExecutorSession session = executor(from).session();
        session.goTo(4); // stepped back: the steps after it travel too
        assertTrue(from.copySnapshot());
        assertEquals(List.of("Snapshot copied: paste it in a chat, a mail or another window (Edit > Paste snapshot)."), notices);

        WindowViewModel to = window();
        executor(to).newScene().orElseThrow().run();
        assertTrue(to.pasteSnapshot(), executor(to).session().errorProperty().get());
        assertEquals(momentText(from), momentText(to));
        assertEquals(4, executor(to).session().positionProperty().get());
        assertEquals(session.sizeProperty().get(), executor(to).session().sizeProperty().get());
    }

    @Test
    void pastedTextFromAChatIsForgivenItsFenceAndLineEnds() {
        WindowViewModel from = window();
        from.copySnapshot();
        String chat = "```json\r\n" + clipboard.text().orElseThrow().replace("\n", "\r\n") + "\r\n```\r\n";
        clipboard.put(chat);
        WindowViewModel to = window();
        executor(to).newScene().orElseThrow().run();
        assertTrue(to.pasteSnapshot());
        assertEquals(momentText(from), momentText(to));
    }

    @Test
    void aPasteThatIsNoSnapshotIsRefusedAndChangesNothing() {
        WindowViewModel w = window();
        ExecutorSession session = executor(w).session();
        String before = momentText(w);
        assertFalse(w.pasteSnapshot());
        assertEquals("Cannot open the snapshot: the clipboard: holds no text; copy a snapshot first (Edit > Copy snapshot)",
                session.errorProperty().get());

        clipboard.put("{\"format\": \"spark-memory-snapshot/1\", \"scenario\": 3}");
        assertFalse(w.pasteSnapshot());
        assertTrue(session.errorProperty().get().startsWith("Cannot open the snapshot: the clipboard"), session.errorProperty().get());
        assertTrue(session.errorProperty().get().contains(": $.appVersion: expected a string"), session.errorProperty().get());
        assertEquals(before, momentText(w));
    }

    @Test
    void droppedFilesOpenWhereTheyBelong() throws Exception {
        WindowViewModel w = window();
        ExecutorWorkspaceViewModel ex = executor(w);

        Path snapshot = dir.resolve("moment.json");
        ex.session().goTo(3);
        w.exportSnapshot(snapshot);
        ex.newScene().orElseThrow().run();
        assertTrue(w.openDropped(snapshot));
        assertEquals(3, ex.session().positionProperty().get());

        assertTrue(w.openDropped(Path.of("src/test/resources/scenarios/02-heap-4g-four-tasks.json")));
        assertEquals("", ex.session().errorProperty().get());
        assertEquals(ex.session().sizeProperty().get(), ex.session().positionProperty().get(), "a scenario opens after its last step");

        Path lesson = Path.of("lessons/02-storage-borrows-execution.json");
        assertTrue(w.openDropped(lesson), ex.session().errorProperty().get());
        assertTrue(ex.player().activeProperty().get(), "a dropped lesson plays");

        Path conf = dir.resolve("spark-defaults.conf");
        Files.writeString(conf, "spark.executor.memory 3g\n");
        assertTrue(w.openDropped(conf));
        assertEquals("spark.executor.memory 3g\n", ex.sparkConf().inputProperty().get());

        Path other = dir.resolve("notes.txt");
        Files.writeString(other, "shopping: milk, eggs\n");
        assertFalse(w.openDropped(other));
        assertEquals("Cannot open notes.txt: it is no snapshot, lesson, scenario, Spark event log or Spark configuration.",
                ex.session().errorProperty().get());
    }

    @Test
    void anEventLogGoesToTheReplayWorkspace() {
        WindowViewModel w = window();
        Path log = Path.of("src/test/resources/replay/local-1796108184993.zstd");
        assertTrue(w.openDropped(log));
        assertEquals(sparkmemlab.ui.vm.replay.ReplayWorkspaceViewModel.NAME, w.activeProperty().get().name());
    }
}
