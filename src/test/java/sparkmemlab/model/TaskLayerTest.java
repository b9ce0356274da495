package sparkmemlab.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.Operation.AllocatePage;
import sparkmemlab.model.Operation.ConsumerAcquire;
import sparkmemlab.model.Operation.ConsumerRelease;
import sparkmemlab.model.Operation.EndTask;

/** The task layer's rules on small cases worked out by hand: 1000 bytes, all unified, pages of 100. */
class TaskLayerTest {
    private static final MemoryMode ON = MemoryMode.ON_HEAP;

    private static ExecutorModel small() {
        return new ExecutorModel(new ExecutorConfig(1000, 0, 1.0, 0.5, false, 0, 1, OptionalLong.of(100)));
    }

    private static ConsumerState consumer(StepResult r, long task, String name) {
        return r.state().consumers().get(task).get(name);
    }

    @Test
    void aSecondConsumerMakesTheFirstSpill() {
        ExecutorModel m = small();
        m.apply(new ConsumerAcquire(1, "sorter", 600, ON, true));
        StepResult r = m.apply(new ConsumerAcquire(1, "map", 600, ON, true));
        // Got 400; the shortfall is 200, and the sorter (600) is the smallest holding that much.
        assertEquals(new OpResult.Bytes(600), r.result());
        assertEquals(List.of(new Spill(1, "sorter", 600)), r.spills());
        assertEquals(new ConsumerState(ON, true, 0, 0, 600), consumer(r, 1, "sorter"));
        assertEquals(new ConsumerState(ON, true, 600, 0, 0), consumer(r, 1, "map"));
        assertEquals(600, r.state().onHeap().executionUsed());
    }

    @Test
    void theSmallestConsumerHoldingTheShortfallIsChosenElseTheBiggest() {
        ExecutorModel m = small();
        m.apply(new ConsumerAcquire(1, "a", 300, ON, true));
        m.apply(new ConsumerAcquire(1, "b", 200, ON, true));
        m.apply(new ConsumerAcquire(1, "c", 400, ON, true));
        // 100 free; asking 250 leaves a shortfall of 150: b (200) is the smallest holding it.
        StepResult r = m.apply(new ConsumerAcquire(1, "d", 250, ON, true));
        assertEquals(List.of(new Spill(1, "b", 200)), r.spills());
        // 50 free; asking 700: shortfall 650, nobody holds that much, so the biggest (c, 400) goes
        // first; the shortfall is then 250, and d (which holds 250 since its acquire) is the smallest
        // holding that much.
        StepResult big = m.apply(new ConsumerAcquire(1, "e", 700, ON, true));
        assertEquals(List.of(new Spill(1, "c", 400), new Spill(1, "d", 250)), big.spills());
        assertEquals(new OpResult.Bytes(700), big.result());
    }

    @Test
    void aConsumerSpillsItselfLast() {
        ExecutorModel m = small();
        m.apply(new ConsumerAcquire(1, "sorter", 600, ON, true));
        StepResult r = m.apply(new ConsumerAcquire(1, "sorter", 600, ON, true));
        assertEquals(List.of(new Spill(1, "sorter", 600)), r.spills());
        assertEquals(new ConsumerState(ON, true, 600, 0, 600), consumer(r, 1, "sorter"));
    }

    @Test
    void aConsumerThatCannotSpillDiesWithSparksOutOfMemoryError() {
        ExecutorModel m = small();
        assertEquals(new OpResult.Bytes(600), m.apply(new AllocatePage(1, "map", 600, ON, false)).result());
        StepResult r = m.apply(new AllocatePage(1, "map", 600, ON, false));
        assertEquals(new OpResult.Error(
                "SparkOutOfMemoryError: [UNABLE_TO_ACQUIRE_MEMORY] Unable to acquire 600 bytes of memory, got 400."), r.result());
        assertEquals(List.of(), r.spills());
        assertEquals(600, r.state().onHeap().executionUsed(), "the short page is given back");
        assertEquals(new ConsumerState(ON, false, 600, 600, 0), consumer(r, 1, "map"));
    }

    @Test
    void aPageIsAtLeastThePageSizeButMayBeSmallerThanIt() {
        ExecutorModel m = small();
        assertEquals(new OpResult.Bytes(100), m.apply(new AllocatePage(1, "s", 10, ON, false)).result());
        m.apply(new ConsumerAcquire(1, "t", 860, ON, false));
        // 40 free and nothing can spill: the page asked for is 100, the 40 granted are at least the 30 wanted.
        assertEquals(new OpResult.Bytes(40), m.apply(new AllocatePage(1, "u", 30, ON, false)).result());
        StepResult zero = m.apply(new AllocatePage(1, "u", 0, ON, false));
        assertEquals(new OpResult.Error(
                "SparkOutOfMemoryError: [UNABLE_TO_ACQUIRE_MEMORY] Unable to acquire 0 bytes of memory, got 0."), zero.result());
    }

    @Test
    void spillingIsPerTaskAndAParkedConsumerIsWokenByARelease() {
        ExecutorModel m = small();
        m.apply(new ConsumerAcquire(1, "sorter", 1000, ON, true));
        // Task 2 joins: N = 2, nothing free, and task 1's sorter is not task 2's to spill: it parks.
        StepResult parked = m.apply(new ConsumerAcquire(2, "sorter", 300, ON, true));
        assertEquals(OpResult.WAITING, parked.result());
        assertEquals(List.of(), parked.spills());
        StepResult woke = m.apply(new ConsumerRelease(1, "sorter", 400));
        assertEquals(List.of(new WokenRequest(2, 300)), woke.woke());
        assertEquals(300, consumer(woke, 2, "sorter").used());
    }

    @Test
    void endTaskForgetsConsumersWithoutSpilling() {
        ExecutorModel m = small();
        m.apply(new ConsumerAcquire(1, "sorter", 500, ON, true));
        m.apply(new AllocatePage(1, "sorter", 200, ON, true));
        StepResult end = m.apply(new EndTask(1));
        assertEquals(new OpResult.Bytes(700), end.result());
        assertEquals(List.of(), end.spills());
        assertTrue(end.state().consumers().isEmpty());
        // The name is free again, with another mode of spilling.
        m.apply(new ConsumerAcquire(1, "sorter", 10, ON, false));
    }

    @Test
    void stepsSparkCannotTakeAreRefused() {
        ExecutorModel m = small();
        m.apply(new AllocatePage(1, "s", 300, ON, true));
        m.apply(new ConsumerAcquire(1, "s", 100, ON, true));
        assertEquals("bytes", assertThrows(IllegalStepException.class, () -> m.apply(new ConsumerRelease(1, "s", 101))).field());
        assertEquals("consumer", assertThrows(IllegalStepException.class, () -> m.apply(new ConsumerRelease(1, "x", 1))).field());
        assertEquals("spillable", assertThrows(IllegalStepException.class,
                () -> m.apply(new ConsumerAcquire(1, "s", 1, ON, false))).field());
        assertEquals("mode", assertThrows(IllegalStepException.class,
                () -> m.apply(new ConsumerAcquire(1, "s", 1, MemoryMode.OFF_HEAP, true))).field());
        assertEquals("mode", assertThrows(IllegalStepException.class,
                () -> m.apply(new AllocatePage(1, "o", 1, MemoryMode.OFF_HEAP, true))).field());
        assertEquals("bytes", assertThrows(IllegalStepException.class,
                () -> m.apply(new ConsumerAcquire(1, "s", 0, ON, true))).field());
        assertEquals("bytes", assertThrows(IllegalStepException.class,
                () -> m.apply(new AllocatePage(1, "s", TaskMemoryManager.MAXIMUM_PAGE_SIZE_BYTES + 1, ON, true))).field());
        assertEquals(2, m.steps());
    }

    @Test
    void defaultPageSizesForA1gHeap() {
        for (int[] coresAndMib : new int[][] {{1, 16}, {2, 8}, {4, 4}, {8, 2}}) {
            ExecutorModel m = new ExecutorModel(new ExecutorConfig(1L << 30, 300L << 20, 0.6, 0.5, false, 0,
                    coresAndMib[0], OptionalLong.empty()));
            assertEquals((long) coresAndMib[1] << 20, m.pageSizeBytes(), coresAndMib[0] + " cores");
        }
    }
}
