package sparkmemlab.ui.vm.executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.text.EventNarrator;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.text.OperationText;
import sparkmemlab.ui.picture.BarPicture;
import sparkmemlab.ui.picture.TaskSlotPicture;
import sparkmemlab.ui.picture.BlockRow;
import sparkmemlab.ui.picture.LogEntry;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.kernel.History;

/**
 * The view-model keeps what a step did not change (the bars' block segments, the block rows, the log's
 * lines): after any walk of random steps, steps back and forward and new branches, what it shows equals
 * what is built from the state shown, from scratch.
 */
class IncrementalViewsTest {
    private static final long MIB = 1L << 20;
    private final UiText text = UiText.of(Locale.ENGLISH);

    @Test
    void randomStepsForwardAndBackShowWhatABuildFromScratchShows() {
        for (int blocks : new int[] {40, 300}) { // a segment per block, and block groups
            for (long seed = 1; seed <= 3; seed++) {
                walk(blocks, seed);
            }
        }
    }

    /**
     * A put that only visits blocks (every candidate is of its own RDD, so Spark skips them and the put fails)
     * leaves the block list as it was, yet its rows show the visits; the step after it shows them no more.
     */
    @Test
    void aStepThatVisitsBlocksWithoutChangingThemShowsItsVisitsAndTheNextStepClearsThem() {
        ExecutorConfig config = new ExecutorConfig(2048 * MIB, 300 * MIB, 0.6, 0.5, false, 0, 4, OptionalLong.empty());
        List<Operation> setup = List.of(new Operation.PutBlock(new BlockId.RDDBlockId(1, 0), 1000 * MIB, MemoryMode.ON_HEAP,
                OptionalLong.empty()));
        ExecutorWorkspaceViewModel ws = TestWorkspace.open();
        ExecutorSession vm = ws.session();
        vm.load(new Scenario("visits", config, setup), setup.size(), "");
        ExecutorState before = vm.stateProperty().get();
        var plain = ws.blocks().rowsProperty().get();
        assertTrue(vm.apply(new Operation.PutBlock(new BlockId.RDDBlockId(1, 1), 100 * MIB, MemoryMode.ON_HEAP,
                OptionalLong.empty())), vm.errorProperty().get());
        assertEquals(BlockRow.Visit.SKIPPED, ws.blocks().rowsProperty().get().get(0).visit(), ws.blocks().rowsProperty().get().toString());
        assertSameAsFromScratch(ws, "after the put that skipped");
        // The model gives this state a block list of its own; were it to share the one before, the rows kept
        // from before (no visits) must not be taken for this step's.
        ExecutorState skipped = vm.stateProperty().get();
        ExecutorState sharing = new ExecutorState(skipped.layout(), skipped.onHeap(), skipped.offHeap(), skipped.waiting(),
                before.blocks(), skipped.consumers(), skipped.heap());
        assertSame(before.blocks(), sharing.blocks());
        assertEquals(new ArrayList<>(BlockRow.of(sharing, vm.history().current(), text)),
                new ArrayList<>(BlockRow.of(sharing, vm.history().current(), text, (BlockRow.Rows) plain)));
        assertTrue(vm.apply(new Operation.AcquireExecution(1, 8 * MIB, MemoryMode.ON_HEAP)), vm.errorProperty().get());
        assertEquals(BlockRow.Visit.NONE, ws.blocks().rowsProperty().get().get(0).visit());
        assertSameAsFromScratch(ws, "after the next step");
        vm.back();
        assertEquals(BlockRow.Visit.SKIPPED, ws.blocks().rowsProperty().get().get(0).visit());
        assertSameAsFromScratch(ws, "stepping back to the put");
    }

    private void walk(int blockCount, long seed) {
        ExecutorConfig config = new ExecutorConfig(2048 * MIB, 300 * MIB, 0.6, 0.5, true, 512 * MIB, 8, OptionalLong.empty());
        List<Operation> setup = new ArrayList<>();
        // ~1.2 GiB of blocks, more than storage can hold: the setup already evicts, and so do later steps.
        long unit = 1200 * MIB / blockCount;
        for (int i = 0; i < blockCount; i++) {
            setup.add(new Operation.PutBlock(new BlockId.RDDBlockId(i % 3, i), unit * (1 + i % 3) / 2,
                    i % 4 == 0 ? MemoryMode.OFF_HEAP : MemoryMode.ON_HEAP, OptionalLong.empty()));
        }
        for (int t = 0; t < 4; t++) {
            setup.add(new Operation.AcquireExecution(t, 16 * MIB, MemoryMode.ON_HEAP));
        }
        ExecutorWorkspaceViewModel ws = TestWorkspace.open();
        ExecutorSession vm = ws.session();
        vm.load(new Scenario("incremental", config, setup), setup.size(), "");
        assertSameAsFromScratch(ws, "after loading");

        SplittableRandom random = new SplittableRandom(seed);
        int kept = 0;
        for (int k = 0; k < 300; k++) {
            int what = random.nextInt(10);
            String did;
            if (what < 2 && vm.positionProperty().get() > 0) {
                vm.back();
                did = "back";
            } else if (what == 2) {
                vm.forward();
                did = "forward";
            } else if (what == 3) {
                vm.goTo(random.nextInt(vm.sizeProperty().get() + 1));
                did = "go to " + vm.positionProperty().get();
            } else {
                Operation op = operation(random, blockCount);
                var rowsBefore = ws.blocks().rowsProperty().get();
                ExecutorState before = vm.stateProperty().get();
                boolean done = vm.apply(op);
                did = op + (done ? "" : " (refused)");
                if (done && vm.stateProperty().get().blocks() == before.blocks()
                        && ws.blocks().rowsProperty().get() == rowsBefore) {
                    kept++;
                }
            }
            assertSameAsFromScratch(ws, "seed " + seed + ", " + blockCount + " blocks, move " + k + ": " + did);
        }
        assertTrue(kept > 0, "some steps kept the block rows shown (seed " + seed + ")");
    }

    private static Operation operation(SplittableRandom random, int blockCount) {
        long task = random.nextInt(6);
        BlockId block = new BlockId.RDDBlockId(random.nextInt(3), random.nextInt(blockCount + 20));
        MemoryMode mode = random.nextInt(4) == 0 ? MemoryMode.OFF_HEAP : MemoryMode.ON_HEAP;
        return switch (random.nextInt(9)) {
            case 0, 1 -> new Operation.AcquireExecution(task, (1 + random.nextInt(300)) * MIB, mode);
            case 2 -> new Operation.ReleaseExecution(task, (1 + random.nextInt(64)) * MIB, mode);
            case 3 -> new Operation.GetBlock(block);
            case 4 -> new Operation.PutBlock(block, (1 + random.nextInt(64)) * MIB, mode, OptionalLong.empty());
            case 5 -> new Operation.RemoveBlock(block);
            case 6 -> new Operation.LockBlock(block, task);
            case 7 -> new Operation.UnlockBlock(block, task);
            default -> new Operation.EndTask(task);
        };
    }

    /** Every view the view-model keeps between steps, against the same built from the state shown alone. */
    private void assertSameAsFromScratch(ExecutorWorkspaceViewModel ws, String when) {
        ExecutorSession vm = ws.session();
        History h = vm.history();
        ExecutorState s = h.state();
        assertEquals(s, vm.stateProperty().get(), when);
        assertEquals(BarPicture.of(s, MemoryMode.ON_HEAP, text), ws.heap().onHeapBarProperty().get(), "on-heap bar " + when);
        assertEquals(BarPicture.of(s, MemoryMode.OFF_HEAP, text), ws.heap().offHeapBarProperty().get(), "off-heap bar " + when);
        // Compared row by row, with their texts built (not only the rows' drafts).
        assertEquals(new ArrayList<>(BlockRow.of(s, h.current(), text)), new ArrayList<>(ws.blocks().rowsProperty().get()),
                "block rows " + when);
        assertEquals(TaskSlotPicture.of(s, h.current(), h.config().cores(), text), ws.slots().slotsProperty().get(),
                "task slots " + when);
        int p = h.position();
        List<LogEntry> log = LogEntry.of(h.steps(1, p), p, EventNarrator.standard(text.locale()), new OperationText(text), text);
        assertEquals(log, List.copyOf(ws.log().log()), "log " + when);
        assertTrue(ws.log().log().isEmpty() || ws.log().log().get(0).current(p), "the log's top lines are the current step's " + when);
    }
}
