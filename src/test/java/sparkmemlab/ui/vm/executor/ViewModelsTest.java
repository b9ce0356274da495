package sparkmemlab.ui.vm.executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.scenario.ScenarioRunner;
import sparkmemlab.ui.text.UiText;

import sparkmemlab.ui.text.OperationText;
import sparkmemlab.ui.picture.BarPicture;
import sparkmemlab.ui.picture.TaskSlotPicture;
import sparkmemlab.ui.picture.TimelinePicture;
import sparkmemlab.ui.picture.BlockRow;
import sparkmemlab.ui.picture.LogEntry;
import sparkmemlab.ui.vm.kernel.History;
import sparkmemlab.ui.vm.kernel.WelcomeScene;

/** The view-models' pure parts, without a toolkit or a robot. */
class ViewModelsTest {
    private final UiText text = UiText.of(Locale.ENGLISH);

    private static List<StepResult> run(String file) throws Exception {
        Path path = Path.of("src/test/resources/scenarios", file);
        try (Reader in = Files.newBufferedReader(path)) {
            Scenario s = ScenarioParser.parse(file, in);
            return ScenarioRunner.run(file, s);
        }
    }

    @Test
    void barSegmentsTileTheBarExactlyAndMatchThePools() {
        Scenario welcome = WelcomeScene.scenario();
        History h = History.of(welcome.config(), welcome.steps());
        for (int i = 0; i <= h.size(); i++) {
            ExecutorState s = h.stateAt(i);
            for (MemoryMode mode : MemoryMode.values()) {
                BarPicture bar = BarPicture.of(s, mode, text);
                long at = 0;
                for (BarPicture.Segment seg : bar.segments()) {
                    assertEquals(at, seg.start(), seg.key());
                    at = seg.end();
                }
                assertEquals(bar.totalBytes(), at, "segments cover the bar");
                assertEquals(bar.unifiedStart() + s.pools(mode).storagePool(), bar.poolBoundary());
                long blocks = bar.segments().stream().filter(g -> g.kind() == BarPicture.Kind.BLOCK).mapToLong(BarPicture.Segment::bytes).sum();
                assertEquals(s.pools(mode).blocksUsed(), blocks);
            }
        }
        BarPicture last = BarPicture.of(h.state(), MemoryMode.ON_HEAP, text);
        assertEquals(BarPicture.Direction.EXECUTION_FROM_STORAGE, last.borrow().direction());
        assertEquals(h.state().layout().onHeapStorageRegionSize() - h.state().onHeap().storagePool(), last.borrow().bytes());
        assertTrue(last.borrow().label().contains("execution borrowed"), last.borrow().label());
    }

    @Test
    void storageBorrowingIsShownTheOtherWay() throws Exception {
        List<StepResult> steps = run("11-storage-borrows-execution.json");
        ExecutorState s = steps.get(steps.size() - 1).state();
        boolean sawStorageBorrow = false;
        for (StepResult step : steps) {
            BarPicture bar = BarPicture.of(step.state(), MemoryMode.ON_HEAP, text);
            if (bar.borrow().direction() == BarPicture.Direction.STORAGE_FROM_EXECUTION) {
                sawStorageBorrow = true;
                assertEquals(bar.softBoundary(), bar.borrow().start());
                assertEquals(step.state().onHeap().storagePool() - step.state().layout().onHeapStorageRegionSize(), bar.borrow().bytes());
                assertTrue(bar.borrow().label().startsWith("\u2192 storage borrowed"));
            }
        }
        assertTrue(sawStorageBorrow, "scenario 11 has storage borrowing: " + s);
    }

    @Test
    void slotsMarkOneOverNAndOneOverTwoN() {
        Scenario welcome = WelcomeScene.scenario();
        History h = History.of(welcome.config(), welcome.steps());
        List<TaskSlotPicture> slots = TaskSlotPicture.of(h.state(), sparkmemlab.model.ManagerKind.UNIFIED, 4, text);
        assertEquals(4, slots.size());
        assertEquals(TaskSlotPicture.State.RUNNING, slots.get(0).state());
        assertEquals(TaskSlotPicture.State.IDLE, slots.get(3).state());
        TaskSlotPicture.Gauge g = slots.get(1).gauges().get(0);
        var on = h.state().onHeap();
        var layout = h.state().layout();
        assertEquals(2, g.activeTasks());
        assertEquals(on.executionPool() / 4, g.min());
        assertEquals((layout.maxHeapMemory() - Math.min(on.storageUsed(), layout.onHeapStorageRegionSize())) / 2, g.max());
        assertEquals(on.memoryForTask().get(2L), g.held());
    }

    @Test
    void parkedTasksSayWhatTheyWaitFor() throws Exception {
        List<StepResult> steps = run("23-park-woken-by-release.json");
        StepResult parked = steps.stream().filter(s -> !s.state().waiting().isEmpty()).findFirst().orElseThrow();
        List<TaskSlotPicture> slots = TaskSlotPicture.of(parked.state(), sparkmemlab.model.ManagerKind.UNIFIED, 1, text);
        long waiting = parked.state().waiting().get(0).task();
        TaskSlotPicture slot = slots.stream().filter(s -> s.task().orElse(-1) == waiting).findFirst().orElseThrow();
        assertEquals(TaskSlotPicture.State.PARKED, slot.state());
        assertTrue(slot.stateText().startsWith("parked"), slot.stateText());
    }

    @Test
    void aBlockEvictedToDiskIsMarkedSoAndThenListedAsOnDisk() throws Exception {
        List<StepResult> steps = run("85-eviction-to-disk.json");
        int evicting = -1;
        for (int i = 0; i < steps.size() && evicting < 0; i++) {
            if (steps.get(i).events().stream().anyMatch(e -> e instanceof sparkmemlab.model.MemoryEvent.BlockEvictedToDisk d
                    && d.block().name().equals("rdd_1_0"))) {
                evicting = i;
            }
        }
        assertTrue(evicting >= 0, "scenario 85 evicts rdd_1_0 to disk");
        StepResult step = steps.get(evicting);
        List<BlockRow> rows = BlockRow.of(step.state(), java.util.Optional.of(step), text);
        BlockRow gone = rows.stream().filter(r -> r.id().equals("rdd_1_0")).findFirst().orElseThrow();
        assertEquals(BlockRow.Visit.EVICTED, gone.visit(), rows.toString());
        assertTrue(gone.note().contains("evicted to disk"), gone.note());
        assertEquals(1, rows.stream().filter(r -> r.id().equals("rdd_1_0")).count(), "one row for the block in this step");

        StepResult next = steps.get(evicting + 1);
        List<BlockRow> after = BlockRow.of(next.state(), java.util.Optional.of(next), text);
        assertFalse(next.state().blocks().stream().anyMatch(b -> b.id().name().equals("rdd_1_0")), "locking reads nothing back");
        BlockRow disk = after.stream().filter(r -> r.id().equals("rdd_1_0")).findFirst().orElseThrow();
        assertEquals(BlockRow.Visit.ON_DISK, disk.visit(), after.toString());
        assertEquals("on disk only (MEMORY_AND_DISK)", disk.note());
        assertEquals("", disk.size(), "the disk store keeps no size the model knows");
        assertFalse(disk.inMemory());
        assertEquals(-1, disk.readers(), "no lock count is known of a block on disk only");
        assertEquals(next.state().blocks().stream().map(b -> b.id().name()).toList(),
                after.stream().filter(BlockRow::inMemory).map(BlockRow::id).toList(), "memory rows are the LRU list");
    }

    @Test
    void evictionRowsFollowSparksVisitingOrderAndSayWhy() throws Exception {
        List<StepResult> steps = run("34-evict-skips-read-locked.json");
        StepResult fifth = steps.get(4); // rdd_1_0 locked: skipped; rdd_2_0 evicted
        List<BlockRow> rows = BlockRow.of(fifth.state(), java.util.Optional.of(fifth), text);
        assertEquals("rdd_2_0", rows.get(1).id(), "after the block visited first");
        assertEquals(BlockRow.Visit.EVICTED, rows.get(1).visit());
        assertEquals(2, rows.get(1).visitOrder());
        BlockRow locked = rows.get(0);
        assertEquals("rdd_1_0", locked.id());
        assertEquals(BlockRow.Visit.SKIPPED, locked.visit());
        assertEquals(1, locked.visitOrder());
        assertTrue(locked.note().contains("locked"), locked.note());
        // Without the evicted row, the list is the model's LRU order.
        assertEquals(fifth.state().blocks().stream().map(b -> b.id().name()).toList(),
                rows.stream().filter(BlockRow::inMemory).map(BlockRow::id).toList());

        StepResult sameRdd = run("32-evict-skips-same-rdd.json").get(2);
        List<BlockRow> skipped = BlockRow.of(sameRdd.state(), java.util.Optional.of(sameRdd), text);
        assertTrue(skipped.stream().allMatch(r -> r.visit() == BlockRow.Visit.SKIPPED && r.note().contains("same RDD")),
                skipped.toString());
    }

    @Test
    void theLogNarratesEveryEventNewestStepFirst() {
        Scenario welcome = WelcomeScene.scenario();
        History h = History.of(welcome.config(), welcome.steps());
        List<LogEntry> log = LogEntry.of(h.steps(), 3, sparkmemlab.text.EventNarrator.standard(Locale.ENGLISH),
                new OperationText(text), text);
        assertEquals(3, log.get(0).step());
        assertTrue(log.get(0).heading() && log.get(0).current(3));
        long events = h.steps().subList(0, 3).stream().mapToLong(s -> s.events().size()).sum();
        assertEquals(3 + events, log.size());
        assertFalse(log.get(log.size() - 1).current(3));
    }

    @Test
    void timelineHasAPointPerState() {
        Scenario welcome = WelcomeScene.scenario();
        History h = History.of(welcome.config(), welcome.steps());
        List<ExecutorState> states = new java.util.ArrayList<>();
        for (int i = 0; i <= h.size(); i++) {
            states.add(h.stateAt(i));
        }
        TimelinePicture t = TimelinePicture.of(states, 4, MemoryMode.ON_HEAP);
        assertEquals(h.size() + 1, t.points().size());
        assertEquals(4, t.current());
        assertEquals(h.stateAt(11).onHeap().executionUsed(), t.points().get(11).executionUsed());
    }

    @Test
    void slotsShowConsumersSpillsAndSparksOutOfMemory() {
        long mib = 1L << 20;
        var config = sparkmemlab.model.ExecutorConfig.defaults();
        History h = History.of(config, List.of(
                new sparkmemlab.model.Operation.ConsumerAcquire(1, "sorter", 150 * mib, MemoryMode.ON_HEAP, true),
                new sparkmemlab.model.Operation.ConsumerAcquire(1, "agg", 400 * mib, MemoryMode.ON_HEAP, true),
                new sparkmemlab.model.Operation.AllocatePage(1, "map", 2048 * mib, MemoryMode.ON_HEAP, false)));
        var narrator = sparkmemlab.text.EventNarrator.standard(Locale.ENGLISH);
        OperationText ops = new OperationText(text);
        for (StepResult step : h.steps()) {
            step.events().forEach(e -> assertFalse(narrator.narrate(e).contains("{"), e.toString()));
            assertFalse(ops.describe(step.operation()).contains("{"));
        }
        StepResult second = h.step(2).orElseThrow();
        assertFalse(second.spills().isEmpty(), "agg made sorter spill");
        TaskSlotPicture spilling = TaskSlotPicture.of(second.state(), sparkmemlab.model.ManagerKind.UNIFIED, java.util.Optional.of(second), 1, text).get(0);
        assertEquals(TaskSlotPicture.State.SPILLING, spilling.state());
        assertTrue(spilling.consumers().stream().anyMatch(c -> c.startsWith("sorter:") && c.contains("spilled 150.0 MiB")),
                spilling.consumers().toString());
        StepResult third = h.step(3).orElseThrow();
        assertEquals(TaskSlotPicture.State.OOM, TaskSlotPicture.of(third.state(), sparkmemlab.model.ManagerKind.UNIFIED, java.util.Optional.of(third), 1, text).get(0).state());
        assertTrue(ops.result(third).startsWith("SparkOutOfMemoryError"), ops.result(third));
    }
}
