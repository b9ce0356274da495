package sparkmemlab.ui.vm.executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.picture.BarPicture;
import sparkmemlab.ui.picture.TaskSlotPicture;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.kernel.History;

/** Memory Spark does not count, as the view-models put it: lesson 15's own objects, overflow and lost executor. */
class HeapViewModelTest {
    private static final long MIB = 1024L * 1024;
    private final UiText text = UiText.of(Locale.ENGLISH);

    private static History lesson15() {
        Lesson l = LessonLibrary.load(Path.of("lessons")).lessons().stream()
                .filter(x -> LessonLibrary.id(x).startsWith("15")).findFirst().orElseThrow();
        return History.of(l.scenario().config(), l.scenario().steps());
    }

    @Test
    void ownObjectsLiveInUserMemoryAndOverflowOntoTheUnifiedRegion() {
        History h = lesson15();
        // Step 4: task 1's 1000 MiB fit in user memory (1518.4 MiB).
        ExecutorState s4 = h.stateAt(4);
        BarPicture.Heap heap4 = BarPicture.of(s4, MemoryMode.ON_HEAP, text).heap();
        assertEquals(1, heap4.objects().size());
        BarPicture.Segment own = heap4.objects().get(0);
        assertEquals(BarPicture.Kind.USER_OBJECTS, own.kind());
        assertEquals(s4.layout().reservedMemory(), own.start(), "from the start of user memory");
        assertEquals(1000 * MIB, own.bytes());
        assertEquals(0, heap4.overflowBytes());
        assertTrue(heap4.overflow().isEmpty());
        assertEquals(s4.heapUsed(), heap4.used());
        assertEquals(2300 * MIB, heap4.used());
        assertEquals("JVM heap used 2.2 GiB of 4.0 GiB (1,000.0 MiB not counted by Spark)", heap4.label());
        assertTrue(own.tooltip().contains("1,048,576,000 bytes"), own.tooltip());
        assertTrue(own.tooltip().contains("Not counted by Spark's memory manager"), own.tooltip());

        // Step 5: task 3's 1200 MiB pass the end of user memory; the rest lies over the unified region.
        ExecutorState s5 = h.stateAt(5);
        BarPicture bar5 = BarPicture.of(s5, MemoryMode.ON_HEAP, text);
        BarPicture.Heap heap5 = bar5.heap();
        long user = s5.layout().userMemory();
        long inside = heap5.objects().stream().mapToLong(BarPicture.Segment::bytes).sum();
        assertEquals(user, inside, "user memory is full");
        assertEquals(2200 * MIB - user, heap5.overflowBytes());
        assertEquals(bar5.unifiedStart(), heap5.overflowStart());
        assertEquals(heap5.overflowBytes(), heap5.overflow().stream().mapToLong(BarPicture.Segment::bytes).sum());
        assertEquals(bar5.unifiedStart(), heap5.overflow().get(0).start());
        assertEquals(3500 * MIB, heap5.used());
        assertTrue(heap5.label().startsWith("JVM heap used 3.4 GiB of 4.0 GiB"), heap5.label());
        assertTrue(heap5.overflowTooltip().contains("Not counted by Spark's memory manager"));
        assertTrue(bar5.spans().stream().anyMatch(sp -> sp.key().equals("span:user")));
        // The off-heap bar is no JVM heap.
        assertEquals(0, BarPicture.of(s5, MemoryMode.OFF_HEAP, text).heap().objectsBytes());
    }

    @Test
    void slotsShowOwnObjectsAndTheLostExecutor() {
        History h = lesson15();
        List<TaskSlotPicture> five = TaskSlotPicture.of(h.stateAt(5), 4, text);
        TaskSlotPicture task3 = five.stream().filter(sl -> sl.task().orElse(-1) == 3).findFirst().orElseThrow();
        assertEquals("own objects: 1.2 GiB (not counted by Spark)", task3.ownObjects());
        assertEquals(TaskSlotPicture.State.RUNNING, task3.state());
        assertTrue(five.stream().noneMatch(sl -> sl.state() == TaskSlotPicture.State.LOST));

        List<TaskSlotPicture> six = TaskSlotPicture.of(h.stateAt(6), 4, text);
        assertTrue(h.stateAt(6).heap().executorLost());
        assertTrue(six.stream().allMatch(sl -> sl.state() == TaskSlotPicture.State.LOST), six.toString());
    }

    @Test
    void theWindowSaysTheExecutorIsLostAtTheFatalStepOnly() {
        ExecutorWorkspaceViewModel ws = TestWorkspace.open();
        ExecutorSession vm = ws.session();
        Lesson l = LessonLibrary.load(Path.of("lessons")).lessons().stream()
                .filter(x -> LessonLibrary.id(x).startsWith("15")).findFirst().orElseThrow();
        vm.load(l.scenario(), Integer.MAX_VALUE, "");
        assertTrue(ws.heap().executorLostProperty().get());
        assertTrue(ws.heap().lostTextProperty().get().startsWith("Executor lost: java.lang.OutOfMemoryError: Java heap space"));
        assertTrue(ws.heap().lostTextProperty().get().contains("code 52"));
        vm.back();
        assertFalse(ws.heap().executorLostProperty().get());
        assertEquals("", ws.heap().lostTextProperty().get());
        assertTrue(ws.heap().heapLabelProperty().get().startsWith("JVM heap used 3.4 GiB of 4.0 GiB"));
    }
}
