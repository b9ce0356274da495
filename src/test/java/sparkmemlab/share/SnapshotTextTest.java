package sparkmemlab.share;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.Lessons;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.ScenarioRunner;
import sparkmemlab.snapshot.ExecutorMoment;
import sparkmemlab.snapshot.LoadedSnapshot;
import sparkmemlab.snapshot.Snapshot;
import sparkmemlab.snapshot.SnapshotException;
import sparkmemlab.snapshot.SnapshotReader;
import sparkmemlab.snapshot.ViewState;

/**
 * Copy and paste of a moment: the clipboard's text is the snapshot file's, and what chats, mails and editors
 * do to it on the way back still opens to the same state, and copies out to the same text.
 */
class SnapshotTextTest {

    /** What a trip through other programs does to a copied text. */
    static final List<UnaryOperator<String>> TRIPS = List.of(
            t -> t,
            t -> t.replace("\n", "\r\n"),
            t -> "\uFEFF" + t,
            t -> "\n\n   " + t + "\n\n",
            t -> "```json\n" + t + "```\n",
            t -> "```\r\n" + t.replace("\n", "\r\n") + "```");

    @TestFactory
    Stream<DynamicTest> everyLessonAtEveryStepRoundTrips() throws Exception {
        return Lessons.load(Path.of("lessons")).stream().filter(l -> !l.isCluster()).map(lesson -> DynamicTest.dynamicTest(lesson.file(), () -> roundTrip(lesson)));
    }

    private static void roundTrip(Lesson lesson) throws Exception {
        List<StepResult> steps = ScenarioRunner.run(lesson.file(), lesson.scenario());
        ExecutorState initial = ScenarioRunner.start(lesson.file(), lesson.scenario()).state();
        String id = Path.of(lesson.file()).getFileName().toString().replaceFirst("\\.json$", "");
        for (int at = 0; at <= steps.size(); at++) {
            ExecutorState state = at == 0 ? initial : steps.get(at - 1).state();
            for (ViewState view : List.of(ViewState.SANDBOX, new ViewState(ViewState.Mode.LESSON, Optional.of(id), 2.0))) {
                Snapshot snapshot = new Snapshot(lesson.scenario(), at, view);
                String copied = SnapshotText.of(new ExecutorMoment(snapshot, state));
                // every trip from the sandbox; the lesson's view (the same text but for it) straight back
                for (UnaryOperator<String> trip : view == ViewState.SANDBOX ? TRIPS : TRIPS.subList(0, 1)) {
                    LoadedSnapshot pasted = (LoadedSnapshot) SnapshotText.open("clipboard", trip.apply(copied));
                    assertEquals(state, pasted.state(), lesson.file() + " at " + at);
                    assertEquals(snapshot.view(), pasted.snapshot().view());
                    assertEquals(copied, SnapshotText.of(new ExecutorMoment(pasted.snapshot(), pasted.state())), "copy, paste, copy changed the text");
                }
            }
        }
    }

    @Test
    void theClipboardTextIsTheFilesBytes(@TempDir Path dir) throws Exception {
        Lesson lesson = Lessons.load(Path.of("lessons")).get(0);
        List<StepResult> steps = ScenarioRunner.run(lesson.file(), lesson.scenario());
        Snapshot snapshot = new Snapshot(lesson.scenario(), steps.size(), ViewState.SANDBOX);
        ExecutorState state = steps.get(steps.size() - 1).state();
        Path file = dir.resolve("moment.json");
        sparkmemlab.snapshot.SnapshotWriter.write(file, snapshot, state);
        assertEquals(Files.readString(file), SnapshotText.of(new ExecutorMoment(snapshot, state)));
        assertEquals(state, SnapshotReader.read(file).state());
    }

    @Test
    void pastedTextThatIsNoSnapshotIsRefusedNamingTheClipboard() {
        String clipboard = SnapshotText.clipboard(Locale.ENGLISH);
        assertEquals("the clipboard", clipboard);
        assertEquals("剪贴板", SnapshotText.clipboard(Locale.SIMPLIFIED_CHINESE));
        SnapshotException notJson = assertThrows(SnapshotException.class, () -> SnapshotText.open(clipboard, "spark.executor.memory 4g"));
        assertTrue(notJson.getMessage().startsWith("the clipboard: $"), notJson.getMessage());
        SnapshotException scenario = assertThrows(SnapshotException.class, () -> SnapshotText.open(clipboard,
                "{\"format\": \"spark-memory-scenario/1\", \"steps\": []}"));
        assertEquals("$.format", scenario.jsonPath());
        SnapshotException truncated = assertThrows(SnapshotException.class, () -> SnapshotText.open(clipboard,
                "{\"format\": \"spark-memory-snapshot/1\", \"appVersion\": \"x\""));
        assertTrue(truncated.getMessage().startsWith("the clipboard"), truncated.getMessage());
        String huge = "{\"format\": \"spark-memory-snapshot/1\", \"x\": \"" + "a".repeat((int) SnapshotReader.MAX_FILE_BYTES) + "\"}";
        SnapshotException tooLarge = assertThrows(SnapshotException.class, () -> SnapshotText.open(clipboard, huge));
        assertTrue(tooLarge.problem().contains(String.valueOf(SnapshotReader.MAX_FILE_BYTES)), tooLarge.getMessage());
    }
}
