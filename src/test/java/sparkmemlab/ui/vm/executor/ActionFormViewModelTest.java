package sparkmemlab.ui.vm.executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.ui.picture.TaskSlotPicture;
import sparkmemlab.ui.vm.kernel.ActionKind;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.kernel.History;

/** The sandbox's form keeps what the person chose, and a task that hits Spark's OOM fails as Spark's TaskRunner fails it. */
class ActionFormViewModelTest {

    private static ExecutorWorkspaceViewModel emptySandbox() {
        ExecutorWorkspaceViewModel ws = TestWorkspace.open();
        assertTrue(ws.config().startSandbox());
        return ws;
    }

    @Test
    void startATaskShowsTheIdItWillCreateAndApplyChangesNeitherTheActionNorTheTask() {
        ExecutorWorkspaceViewModel ws = emptySandbox();
        ActionFormViewModel form = ws.actionForm();
        form.actionProperty().set(ActionKind.START_TASK);
        assertEquals("1", form.taskProperty().get(), "the id the new task will have");
        form.bytesProperty().set("64m");
        assertTrue(form.act());
        assertEquals(ActionKind.START_TASK, form.actionProperty().get(), "Apply does not switch the operation");
        assertEquals("2", form.taskProperty().get(), "the next start creates task 2, and says so");
        form.actionProperty().set(ActionKind.ACQUIRE_EXECUTION);
        assertEquals("1", form.taskProperty().get(), "another action acts on the task just started");
        assertTrue(form.act());
        assertEquals(ActionKind.ACQUIRE_EXECUTION, form.actionProperty().get());
        assertEquals("1", form.taskProperty().get(), "Apply does not switch the task");
    }

    @Test
    void aPagesModeStartsAsSparksTungstenModeAndAConsumerCanBeMadeNotSpillable() {
        ExecutorWorkspaceViewModel ws = emptySandbox();
        ActionFormViewModel form = ws.actionForm();
        form.modeProperty().set(MemoryMode.ON_HEAP);
        form.actionProperty().set(ActionKind.ALLOCATE_PAGE);
        assertEquals(ws.session().history().config().tungstenMemoryMode(), form.modeProperty().get());
        assertFalse(form.spillableDisabled().get());
        form.spillableProperty().set(false);
        form.actionProperty().set(ActionKind.CONSUMER_ACQUIRE);
        form.bytesProperty().set("16m");
        Operation op = form.operation();
        assertFalse(((Operation.ConsumerAcquire) op).spillable(), "the consumer is made not spillable");
        form.actionProperty().set(ActionKind.CACHE_BLOCK);
        assertTrue(form.spillableDisabled().get());
    }

    @Test
    void cachingAnRddPartitionUnrollsItsValuesAtTheLevelChosen() {
        ExecutorWorkspaceViewModel ws = emptySandbox();
        ActionFormViewModel form = ws.actionForm();
        form.actionProperty().set(ActionKind.CACHE_RDD);
        assertFalse(form.valuesDisabled().get());
        assertTrue(form.bytesDisabled().get(), "the values' size is records times bytes per record, not a size typed");
        form.taskProperty().set("7");
        form.blockProperty().set("rdd_4_0");
        form.levelProperty().set(sparkmemlab.model.storage.StorageLevel.MEMORY_AND_DISK);
        form.recordsProperty().set("2000");
        form.recordBytesProperty().set("1k");
        assertEquals(new Operation.CacheBlock(sparkmemlab.model.BlockId.parse("rdd_4_0"), 7,
                sparkmemlab.model.storage.StorageLevel.MEMORY_AND_DISK, 2000, 1024), form.operation());
        assertTrue(form.act());
        assertTrue(ws.session().history().state().blocks().stream().anyMatch(b -> b.id().name().equals("rdd_4_0")
                && b.level() == sparkmemlab.model.storage.StorageLevel.MEMORY_AND_DISK), "cached, at its level");
        form.blockProperty().set("broadcast_0");
        assertFalse(form.act(), "cache() stores RDD partitions only");
        assertTrue(form.errorProperty().get().contains("broadcast_0"), form.errorProperty().get());
        form.blockProperty().set("rdd_5_0");
        form.recordsProperty().set("-3");
        assertFalse(form.act());
        assertTrue(form.errorProperty().get().contains("-3"), form.errorProperty().get());
        form.actionProperty().set(ActionKind.CACHE_BLOCK);
        assertTrue(form.valuesDisabled().get());
    }

    @Test
    void aStaleRefusalGoesAwayWhenTheFormChanges() {
        ExecutorWorkspaceViewModel ws = emptySandbox();
        ActionFormViewModel form = ws.actionForm();
        form.actionProperty().set(ActionKind.ACQUIRE_EXECUTION);
        form.bytesProperty().set("lots");
        assertFalse(form.act());
        assertFalse(form.errorProperty().get().isEmpty());
        form.bytesProperty().set("64m");
        assertEquals("", form.errorProperty().get(), "the refusal was about the old text");
    }

    @Test
    void sparksOutOfMemoryErrorFailsTheTaskInAStepOfItsOwn() {
        ExecutorWorkspaceViewModel ws = emptySandbox();
        ActionFormViewModel form = ws.actionForm();
        ExecutorSession session = ws.session();
        form.actionProperty().set(ActionKind.ALLOCATE_PAGE);
        form.taskProperty().set("1");
        form.bytesProperty().set("3g"); // more than all of the mode's memory: the page gets less, and allocatePage throws
        assertTrue(form.act(), form.errorProperty().get());
        History h = session.history();
        assertEquals(2, h.size(), "the page that threw, then the task's end");
        assertTrue(h.step(1).orElseThrow().events().stream().anyMatch(e -> e instanceof MemoryEvent.SparkOutOfMemory));
        assertEquals(new Operation.EndTask(1), h.step(2).orElseThrow().operation());
        assertEquals(2, session.positionProperty().get());
        assertTrue(h.state().tasks().isEmpty() && h.state().consumers().isEmpty(), "its memory is released");
        TaskSlotPicture slot = ws.slots().slotsProperty().get().get(0);
        assertEquals(TaskSlotPicture.State.FAILED, slot.state());
        assertTrue(slot.stateText().startsWith("failed: OOM"), slot.stateText());
        var onHeap = ws.historyBar().timelineProperty().get();
        var offHeap = ws.historyBar().offHeapTimelineProperty().get();
        assertEquals(sparkmemlab.ui.picture.TimelinePicture.Mark.OOM, onHeap.points().get(1).mark(), "the timeline marks the OOM");
        assertEquals(sparkmemlab.ui.picture.TimelinePicture.Mark.NONE, onHeap.points().get(2).mark());
        assertEquals(MemoryMode.OFF_HEAP, offHeap.mode(), "off-heap is on: its timeline is shown too");
        assertEquals(sparkmemlab.ui.picture.TimelinePicture.Mark.OOM, offHeap.points().get(1).mark());
        session.back();
        assertEquals(TaskSlotPicture.State.OOM, ws.slots().slotsProperty().get().get(0).state(), "the step that threw");
    }
}
