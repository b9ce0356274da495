package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.ResourceBundle;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.ui.controls.BlockList;
import sparkmemlab.ui.controls.MemoryBar;
import sparkmemlab.ui.controls.TimelineChart;
import sparkmemlab.ui.picture.BarPicture;
import sparkmemlab.ui.picture.BlockRow;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;
import sparkmemlab.ui.picture.LogEntry;
import sparkmemlab.ui.text.UiText;

/**
 * The window with 64 task slots and 5,000 cached blocks (the frame benchmark's scenario): what a step
 * builds must not grow with the blocks or the steps. Counted in nodes, never timed: the block list has
 * nodes only for the rows in view, the timeline a fixed number of nodes, and the log grows by the
 * step's own lines.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class ManyBlocksTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private static final long MIB = 1L << 20;
    private static final int BLOCKS = 5_000;
    private static final int CORES = 64;
    /** Generous bounds: a full list would be ~45,000 nodes, a timeline of regions 25,000. */
    private static final int MAX_BLOCK_LIST_NODES = 1_500;
    private static final int MAX_TIMELINE_NODES = 20;
    /**
     * The on-heap bar: its fixed parts plus at most {@code BarPicture.MAX_BLOCK_GROUPS} block segments of
     * three nodes each (one segment per block would be 15,000 nodes).
     */
    private static final int MAX_BAR_NODES = 400;

    private ExecutorWorkspaceViewModel workspace;
    private ExecutorSession vm;
    private Scene scene;

    @Start
    void start(Stage stage) {
        TestWindow window = TestWindow.sandbox(stage);
        window.window().motion().reducedMotionProperty().set(false); // the window as a person sees it, animated
        workspace = window.workspace();
        vm = window.session();
        scene = window.scene();
    }

    private static int count(Node n) {
        int c = 1;
        if (n instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                c += count(child);
            }
        }
        return c;
    }

    /** The bar's nodes stay bounded, and its block segments still cover exactly the cached bytes, in order. */
    private void assertBarBounded(MemoryBar bar, String when) {
        WaitForAsyncUtils.waitForFxEvents();
        int nodes = count(bar);
        assertTrue(nodes < MAX_BAR_NODES, "on-heap bar nodes " + when + ": " + nodes);
        long blockBytes = vm.history().state().blocks().stream().filter(b -> b.mode() == MemoryMode.ON_HEAP)
                .mapToLong(b -> b.bytes()).sum();
        List<BarPicture.Segment> groups = workspace.heap().onHeapBarProperty().get().segments().stream()
                .filter(s -> s.kind() == BarPicture.Kind.BLOCK).toList();
        assertTrue(groups.size() <= BarPicture.MAX_BLOCK_GROUPS, "block segments " + when + ": " + groups.size());
        assertEquals(blockBytes, groups.stream().mapToLong(BarPicture.Segment::bytes).sum(), "grouped bytes " + when);
        for (int i = 1; i < groups.size(); i++) {
            assertEquals(groups.get(i - 1).end(), groups.get(i).start(), "groups are adjacent " + when);
        }
    }

    /**
     * The timeline and the history bar under it stay inside the window. (A marker standing at the last
     * column once counted in the chart's own width, which grew a few pixels at every layout and pushed
     * the buttons and the status out of the window.)
     */
    private void assertWithinWindow(TimelineChart timeline, String when) {
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(timeline.getWidth() <= scene.getWidth(), "timeline width " + when + ": " + timeline.getWidth());
        for (String id : List.of("#last", "#status")) {
            Node n = scene.getRoot().lookup(id);
            double right = n.localToScene(n.getLayoutBounds()).getMaxX();
            assertTrue(right <= scene.getWidth() + 0.5, id + " ends at " + right + " " + when);
        }
    }

    /** Every row of the event log in view shows its whole sentence (it wraps), and its tooltip gives its whole text. */
    @SuppressWarnings("unchecked")
    private void assertLogRowsWhole(FxRobot robot) {
        javafx.scene.control.ListView<LogEntry> log = robot.lookup("#eventLog").queryAs(javafx.scene.control.ListView.class);
        int rows = 0;
        for (Node n : log.lookupAll(".log-cell")) {
            javafx.scene.control.ListCell<LogEntry> cell = (javafx.scene.control.ListCell<LogEntry>) n;
            LogEntry entry = cell.getItem();
            if (entry == null || !cell.isVisible()) {
                continue;
            }
            rows++;
            javafx.scene.text.Text drawn = (javafx.scene.text.Text) cell.lookup(".log-text .text");
            assertEquals(entry.text(), drawn.getText(), "the row's sentence, whole");
            String tip = cell.getTooltip().getText();
            assertTrue(tip.startsWith(entry.text()) && tip.endsWith(entry.method()), "tooltip " + tip);
        }
        assertTrue(rows > 5, "log rows in view: " + rows);
    }

    @Test
    void aStepWithFiveThousandBlocksBuildsNodesOnlyForWhatIsInView(FxRobot robot) {
        ExecutorConfig config = new ExecutorConfig(64L * 1024 * MIB, 300 * MIB, 0.6, 0.5, false, 0, CORES, OptionalLong.empty());
        List<Operation> ops = new ArrayList<>();
        for (int i = 0; i < BLOCKS; i++) {
            ops.add(new Operation.PutBlock(new BlockId.RDDBlockId(i / 1000, i % 1000), 4 * MIB, MemoryMode.ON_HEAP,
                    OptionalLong.empty()));
        }
        for (int t = 0; t < CORES; t++) {
            ops.add(new Operation.AcquireExecution(t, 64 * MIB, MemoryMode.ON_HEAP));
        }
        robot.interact(() -> vm.load(new Scenario("many blocks", config, ops), ops.size(), ""));
        WaitForAsyncUtils.waitForFxEvents();
        BlockList blocks = robot.lookup("#blockList").queryAs(BlockList.class);
        TimelineChart timeline = robot.lookup("#timeline").queryAs(TimelineChart.class);
        MemoryBar bar = robot.lookup("#onHeapBar").queryAs(MemoryBar.class);
        assertEquals(BLOCKS, workspace.blocks().rowsProperty().get().size());
        int listNodes = count(blocks);
        assertTrue(listNodes < MAX_BLOCK_LIST_NODES, "block list nodes after loading: " + listNodes);
        assertTrue(count(timeline) < MAX_TIMELINE_NODES, "timeline nodes: " + count(timeline));
        assertBarBounded(bar, "after loading");

        for (int k = 0; k < 10; k++) {
            int logBefore = workspace.log().log().size();
            BlockId read = new BlockId.RDDBlockId(k % 5, 500 + k);
            Operation op = k % 2 == 0 ? new Operation.GetBlock(read)
                    : new Operation.AcquireExecution(k, 8 * MIB, MemoryMode.ON_HEAP);
            robot.interact(() -> assertTrue(vm.apply(op), vm.errorProperty().get()));
            WaitForAsyncUtils.waitForFxEvents();
            int lines = 1 + vm.history().current().orElseThrow().events().size();
            assertEquals(logBefore + lines, workspace.log().log().size(), "the log grows by the step's own lines");
            assertTrue(count(blocks) < MAX_BLOCK_LIST_NODES, "block list nodes after step " + k + ": " + count(blocks));
            assertTrue(count(timeline) < MAX_TIMELINE_NODES, "timeline nodes after step " + k);
            assertBarBounded(bar, "after step " + k);
            int built = ((BlockRow.Rows) workspace.blocks().rowsProperty().get()).builtCount();
            assertTrue(built < 200, "block rows with text built after step " + k + ": " + built);
            assertWithinWindow(timeline, "after step " + k);
        }
        assertLogRowsWhole(robot);
        // The rows shown are the first rows of the model's LRU order, in order.
        List<String> shown = new ArrayList<>();
        for (Node n : blocks.lookupAll(".block-row")) {
            shown.add(((BlockRow) n.getUserData()).id());
        }
        List<String> expected = workspace.blocks().rowsProperty().get().stream().map(BlockRow::id).limit(shown.size()).toList();
        assertEquals(expected, shown);
        assertTrue(shown.size() < 200, "rows with nodes: " + shown.size());

        // Stepping back and forth shows the right step again, without rebuilding the history.
        int at = vm.history().size();
        robot.interact(vm::back);
        assertEquals(at - 1, vm.positionProperty().get());
        assertEquals(vm.history().stateAt(at - 1), vm.stateProperty().get());
        robot.interact(vm::forward);
        assertEquals(vm.history().stateAt(at), vm.stateProperty().get());
    }
}
