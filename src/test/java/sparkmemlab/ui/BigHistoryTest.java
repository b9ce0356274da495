package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioWriter;
import sparkmemlab.ui.picture.LogEntry;
import sparkmemlab.ui.picture.TimelinePicture;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;

/**
 * A 200,000-step scenario file opened in the window (File > Open's path): it shows its last step, the event log
 * holds every line of every step yet a click on a row goes to that row's step, a click on the timeline goes to
 * the step under it, and the timeline still marks the one OOM. Behaviour only, never time or bytes (the time to
 * the first frame and the heap are a benchmark's: src/bench/big-history.sh; a heap check after System.gc()
 * was not steady in the whole suite's JVM).
 */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class BigHistoryTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private static final long MIB = 1L << 20;
    private static final int CYCLES = 50_000;
    private ExecutorWorkspaceViewModel workspace;
    private ExecutorSession session;

    @TempDir
    Path dir;

    @Start
    void start(Stage stage) {
        TestWindow window = TestWindow.sandbox(stage);
        workspace = window.workspace();
        session = window.session();
    }

    /**
     * Four steps a cycle over 8 tasks (acquire, cache a block, read one, release), 50 RDD blocks that evict each
     * other; halfway, a page bigger than the executor, which throws {@code SparkOutOfMemoryError}, and its task's end.
     */
    private Path scenario() throws IOException {
        List<Operation> ops = new ArrayList<>();
        for (int k = 0; k < CYCLES; k++) {
            long t = k % 8;
            ops.add(new Operation.AcquireExecution(t, 16 * MIB, MemoryMode.ON_HEAP));
            ops.add(new Operation.PutBlock(new BlockId.RDDBlockId(1, k % 50), 64 * MIB, MemoryMode.ON_HEAP, OptionalLong.empty()));
            ops.add(new Operation.GetBlock(new BlockId.RDDBlockId(1, (k * 7) % 50)));
            ops.add(new Operation.ReleaseExecution(t, 16 * MIB, MemoryMode.ON_HEAP));
            if (k == CYCLES / 2) {
                ops.add(new Operation.AllocatePage(9, "sorter", 8L * 1024 * MIB, MemoryMode.ON_HEAP, true));
                ops.add(new Operation.EndTask(9));
            }
        }
        ExecutorConfig config = new ExecutorConfig(4096 * MIB, 300 * MIB, 0.6, 0.5, false, 0, 8, OptionalLong.empty());
        Path file = dir.resolve("big.json");
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("{\"format\":\"" + Scenario.FORMAT + "\",\"title\":\"big\",\"config\":"
                    + ScenarioWriter.toJson(new Scenario("big", config, List.of())).get("config") + ",\"steps\":[\n");
            for (int i = 0; i < ops.size(); i++) {
                out.write(ScenarioWriter.step(ops.get(i)) + (i + 1 < ops.size() ? ",\n" : "\n"));
            }
            out.write("]}\n");
        }
        return file;
    }

    @Test
    @SuppressWarnings("unchecked")
    void aScenarioOfTwoHundredThousandStepsOpensAtItsLastStepAndEveryRowAndColumnStillLeadsToItsStep(FxRobot robot)
            throws IOException, java.util.concurrent.TimeoutException {
        Path file = scenario();
        int steps = CYCLES * 4 + 2;
        robot.interact(() -> workspace.open(file));
        // A file this big is read on a thread of its own (its first steps shown meanwhile): wait for the whole.
        WaitForAsyncUtils.waitFor(120, java.util.concurrent.TimeUnit.SECONDS, () -> !workspace.opening().readingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("", session.errorProperty().get());
        assertEquals(steps, session.sizeProperty().get());
        assertEquals(steps, session.positionProperty().get(), "shown at its last step");

        // The log: every line of every step, the last step's heading first.
        ListView<LogEntry> log = robot.lookup("#eventLog").queryAs(ListView.class);
        long lines = session.history().logLines(steps);
        assertEquals(lines, log.getItems().size());
        assertTrue(lines > 2L * steps, "a heading and at least one event a step: " + lines);
        assertEquals(new LogEntry(steps, true, log.getItems().get(0).text(), ""), log.getItems().get(0));
        LogEntry first = log.getItems().get(log.getItems().size() - 1);
        assertEquals(1, first.step(), "the log ends with step 1");

        // A click on a row of an earlier step goes there.
        ListCell<LogEntry> earlier = null;
        for (Node n : log.lookupAll(".log-cell")) {
            ListCell<LogEntry> cell = (ListCell<LogEntry>) n;
            if (cell.isVisible() && cell.getItem() != null && cell.getItem().heading() && cell.getItem().step() < steps
                    && cell.localToScene(cell.getBoundsInLocal()).getMaxY() < log.localToScene(log.getBoundsInLocal()).getMaxY()) {
                earlier = cell;
                break;
            }
        }
        assertTrue(earlier != null, "an earlier step's heading in view");
        int picked = earlier.getItem().step();
        robot.clickOn(earlier);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(picked, session.positionProperty().get(), "the row's step is shown");
        assertEquals(picked, log.getItems().get(0).step(), "the log now starts at that step");

        // The timeline: a column per few states, the OOM marked, a click a quarter of the way in goes a quarter in.
        TimelinePicture timeline = workspace.historyBar().timelineProperty().get();
        assertTrue(timeline.points().size() <= 4096, "columns: " + timeline.points().size());
        assertTrue(timeline.points().stream().anyMatch(p -> p.mark() == TimelinePicture.Mark.OOM), "the OOM is marked");
        Node chart = robot.lookup("#timeline").query();
        Bounds b = chart.localToScreen(chart.getBoundsInLocal());
        robot.clickOn(b.getMinX() + b.getWidth() / 4, b.getMinY() + b.getHeight() / 2);
        WaitForAsyncUtils.waitForFxEvents();
        int at = session.positionProperty().get();
        assertTrue(Math.abs(at - steps / 4) < steps / 50, "a quarter of the way: step " + at + " of " + steps);

        // The last step again, by the history bar's own button.
        robot.interact(session::last);
        assertEquals(steps, session.positionProperty().get());
        assertEquals(steps, log.getItems().get(0).step());
    }
}
