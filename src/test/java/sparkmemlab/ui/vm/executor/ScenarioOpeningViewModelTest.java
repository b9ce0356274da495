package sparkmemlab.ui.vm.executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.fidelity.RandomScenarioGenerator;
import sparkmemlab.model.Operation;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioWriter;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.kernel.History;
import sparkmemlab.ui.vm.kernel.WelcomeScene;

/**
 * A big scenario file is read away from the UI thread: its first steps are shown while the rest is read, then
 * the whole; a refusal or a Cancel brings back the scene shown before; a change of the scene stops the reading.
 * The test's thread is the UI thread: it runs what the reading hands over, in order, one at a time.
 */
class ScenarioOpeningViewModelTest {
    private static final int STEPS = 9_000;

    @TempDir
    Path dir;

    private final BlockingQueue<Runnable> ui = new LinkedBlockingQueue<>();
    private ExecutorSession session;
    private ScenarioOpeningViewModel opening;
    private History before;

    @BeforeEach
    void welcome() {
        session = new ExecutorSession(TestWorkspace.ENGLISH);
        WelcomeScene.show(session);
        before = session.history();
        // Every file is "big" here: read on a thread of its own.
        opening = new ScenarioOpeningViewModel(session, ui::add, 0);
    }

    private Path write(Scenario s) throws Exception {
        return Files.writeString(dir.resolve("s.json"), ScenarioWriter.toJson(s).toString());
    }

    /** Runs what the reading handed over until {@code done}, failing after a while. */
    private void runUntil(BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!done.getAsBoolean()) {
            Runnable next = ui.poll(Math.max(1, end - System.nanoTime()), TimeUnit.NANOSECONDS);
            assertTrue(next != null, "the reading handed nothing over in time");
            next.run();
        }
    }

    private boolean firstStepsShown() {
        return session.history() != before && opening.readingProperty().get();
    }

    @Test
    void theFirstStepsAreShownWhileTheRestIsReadThenTheWholeAtItsLastStep() throws Exception {
        Scenario s = RandomScenarioGenerator.generate(3, STEPS);
        opening.open(write(s));
        assertTrue(opening.readingProperty().get());
        assertFalse(opening.noSnapshotProperty().get().isEmpty(), "nothing to save while it is read");
        runUntil(this::firstStepsShown);
        assertEquals(ScenarioOpeningViewModel.PREVIEW, session.sizeProperty().get());
        assertEquals(ScenarioOpeningViewModel.PREVIEW, session.positionProperty().get());
        assertEquals(s.steps().subList(0, ScenarioOpeningViewModel.PREVIEW), session.history().allOperations());
        assertEquals("s.json", session.titleProperty().get());
        runUntil(() -> !opening.readingProperty().get());
        assertEquals(s.steps(), session.history().allOperations());
        assertEquals(s.steps().size(), session.positionProperty().get());
        assertEquals(s.title(), session.titleProperty().get());
        assertEquals("", session.errorProperty().get());
        assertEquals("", opening.noSnapshotProperty().get());
    }

    @Test
    void aFileReadAgainBecauseItIsNotPlainShowsItsFirstStepsOnce() throws Exception {
        Scenario s = RandomScenarioGenerator.generate(10, STEPS);
        // Step 2,001 and step 6,001 carry a note in Chinese: the plain reading gives up there, and the file is read again.
        StringBuilder json = new StringBuilder(ScenarioWriter.toJson(s).toString());
        for (int step : new int[] {6_000, 2_000}) {
            int at = -1;
            for (int i = 0; i <= step; i++) {
                at = json.indexOf("{\"op\":", at + 1);
            }
            json.insert(at + 1, "\"note\":\"\u4e2d\u6587\",");
        }
        opening.open(Files.writeString(dir.resolve("s.json"), json));
        runUntil(this::firstStepsShown);
        History first = session.history();
        assertEquals(s.steps().subList(0, ScenarioOpeningViewModel.PREVIEW), first.allOperations());
        runUntil(() -> !opening.readingProperty().get());
        assertEquals("", session.errorProperty().get());
        assertEquals(s.steps(), session.history().allOperations());
    }

    @Test
    void theStepGoneToAmongTheFirstIsWhereTheWholeOpens() throws Exception {
        opening.open(write(RandomScenarioGenerator.generate(4, STEPS)));
        runUntil(this::firstStepsShown);
        session.goTo(10);
        runUntil(() -> !opening.readingProperty().get());
        assertEquals(STEPS, session.sizeProperty().get());
        assertEquals(10, session.positionProperty().get());
    }

    @Test
    void aRefusedFileBringsBackTheSceneShownBefore() throws Exception {
        String json = ScenarioWriter.toJson(RandomScenarioGenerator.generate(5, STEPS)).toString();
        // The last step is not one Spark has.
        int last = json.lastIndexOf("{\"op\":");
        Path file = Files.writeString(dir.resolve("s.json"), json.substring(0, last) + "{\"op\":\"fly\"}]}");
        String title = session.titleProperty().get();
        int at = session.positionProperty().get();
        opening.open(file);
        runUntil(this::firstStepsShown);
        runUntil(() -> !opening.readingProperty().get());
        assertSame(before, session.history());
        assertEquals(title, session.titleProperty().get());
        assertEquals(at, session.positionProperty().get());
        assertTrue(session.errorProperty().get().contains("s.json"), session.errorProperty().get());
        assertTrue(session.errorProperty().get().contains("fly"), session.errorProperty().get());
    }

    @Test
    void aCancelBringsBackTheSceneShownBeforeAndTheReadingsAnswerIsDropped() throws Exception {
        opening.open(write(RandomScenarioGenerator.generate(6, STEPS)));
        runUntil(this::firstStepsShown);
        opening.cancel();
        assertFalse(opening.readingProperty().get());
        assertSame(before, session.history());
        assertTrue(session.errorProperty().get().contains("cancelled"), session.errorProperty().get());
        // Whatever the reading hands over after the cancel changes nothing.
        Thread.sleep(200);
        for (Runnable r; (r = ui.poll(2, TimeUnit.SECONDS)) != null; ) {
            r.run();
        }
        assertSame(before, session.history());
    }

    @Test
    void actingOnTheFirstStepsStopsTheReading() throws Exception {
        opening.open(write(RandomScenarioGenerator.generate(7, STEPS)));
        runUntil(this::firstStepsShown);
        History first = session.history();
        session.goTo(0);
        assertTrue(opening.readingProperty().get(), "moving is not changing the scene");
        assertTrue(session.apply(new Operation.EndTask(1)));
        assertFalse(opening.readingProperty().get());
        for (Runnable r; (r = ui.poll(2, TimeUnit.SECONDS)) != null; ) {
            r.run();
        }
        assertTrue(session.errorProperty().get().contains("stopped"), session.errorProperty().get());
        assertSame(first, session.history(), "the changed scene stays");
        assertEquals(1, session.sizeProperty().get());
        assertEquals("The first 4,096 steps of s.json (the rest of the file was not read), and the steps taken after "
                + "them here.", session.hintProperty().get());
    }

    @Test
    void aSceneChangedBeforeTheFirstStepsArriveIsNotReplaced() throws Exception {
        opening.open(write(RandomScenarioGenerator.generate(11, STEPS)));
        session.goTo(1);
        assertTrue(opening.readingProperty().get(), "moving is not changing the scene");
        assertTrue(session.apply(new Operation.EndTask(1)));
        assertFalse(opening.readingProperty().get());
        int size = session.sizeProperty().get();
        for (Runnable r; (r = ui.poll(2, TimeUnit.SECONDS)) != null; ) {
            r.run();
        }
        assertSame(before, session.history(), "the scene acted on stays");
        assertEquals(size, session.sizeProperty().get());
        assertTrue(session.errorProperty().get().contains("stopped"), session.errorProperty().get());
    }

    @Test
    void aSecondFileCancelsTheFirst() throws Exception {
        Scenario a = RandomScenarioGenerator.generate(8, STEPS);
        Path fileA = write(a);
        opening.open(fileA);
        runUntil(this::firstStepsShown);
        Scenario b = RandomScenarioGenerator.generate(9, STEPS);
        Path fileB = Files.writeString(dir.resolve("b.json"), ScenarioWriter.toJson(b).toString());
        opening.open(fileB);
        assertSame(before, session.history(), "the first file's steps are taken away at once");
        runUntil(() -> !opening.readingProperty().get());
        assertEquals(b.steps(), session.history().allOperations());
        assertNotEquals(a.steps(), b.steps());
    }
}
