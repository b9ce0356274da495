package sparkmemlab.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.Operation.AcquireExecution;
import sparkmemlab.model.Operation.AcquireUnroll;
import sparkmemlab.model.Operation.EndTask;
import sparkmemlab.model.Operation.GetBlock;
import sparkmemlab.model.Operation.LockBlock;
import sparkmemlab.model.Operation.PutBlock;
import sparkmemlab.model.Operation.ReleaseExecution;
import sparkmemlab.model.Operation.RemoveBlock;
import sparkmemlab.model.Operation.UnlockBlock;

/** The model's rules on small cases whose numbers can be worked out by hand. */
class ExecutorModelTest {
    private static final MemoryMode ON = MemoryMode.ON_HEAP;

    /** 1000 bytes, nothing reserved, all of it unified, half of it the storage region. */
    private static ExecutorModel small() {
        return new ExecutorModel(new ExecutorConfig(1000, 0, 1.0, 0.5, false, 0, 1, OptionalLong.empty()));
    }

    private static BlockId rdd(int rdd, int split) {
        return new BlockId.RDDBlockId(rdd, split);
    }

    private static PutBlock put(BlockId id, long bytes) {
        return new PutBlock(id, bytes, ON, OptionalLong.empty());
    }

    @Test
    void sizesFollowSparkForA1gHeap() {
        ExecutorState s = new ExecutorModel(ExecutorConfig.defaults()).state();
        assertEquals(455_501_414L, s.layout().maxHeapMemory());
        assertEquals(227_750_707L, s.onHeap().storagePool());
        assertEquals(227_750_707L, s.onHeap().executionPool());
        assertEquals(0, s.layout().maxOffHeapMemory());
    }

    @Test
    void heapBelowOneAndAHalfReservedIsRefusedWithSparksMessage() {
        SparkConfigException e = assertThrows(SparkConfigException.class, () -> new ExecutorModel(
                new ExecutorConfig(400L << 20, 300L << 20, 0.6, 0.5, false, 0, 1, OptionalLong.empty())));
        assertEquals("[INVALID_DRIVER_MEMORY] System memory 419430400 must be at least 471859200. Please increase heap size"
                + " using the --driver-memory option or \"spark.driver.memory\" in Spark configuration.", e.getMessage());
    }

    @Test
    void offHeapIsSplitByStorageFractionEvenWhenDisabled() {
        ExecutorState s = new ExecutorModel(
                new ExecutorConfig(1L << 30, 300L << 20, 0.6, 0.25, false, 1000, 1, OptionalLong.empty())).state();
        assertEquals(250, s.offHeap().storagePool());
        assertEquals(750, s.offHeap().executionPool());
    }

    @Test
    void storageBorrowsFreeExecutionMemoryAndExecutionEvictsItBack() {
        ExecutorModel m = small();
        StepResult put = m.apply(put(rdd(1, 0), 800));
        assertEquals(OpResult.TRUE, put.result());
        assertEquals(800, put.state().onHeap().storagePool());
        assertTrue(put.events().contains(new MemoryEvent.StorageBorrowed(rdd(1, 0), ON, 300)));

        StepResult acquire = m.apply(new AcquireExecution(1, 400, ON));
        // Storage may keep its region (500); the 800-byte block must go, and all it freed goes to execution.
        assertEquals(new OpResult.Bytes(400), acquire.result());
        assertEquals(List.of(rdd(1, 0)), acquire.evicted());
        assertEquals(1000, acquire.state().onHeap().executionPool());
        assertEquals(0, acquire.state().onHeap().storagePool());
    }

    @Test
    void aBlockLargerThanWhatExecutionLeavesFailsFastWithoutEvicting() {
        ExecutorModel m = small();
        m.apply(put(rdd(1, 0), 100));
        m.apply(new AcquireExecution(1, 500, ON));
        StepResult r = m.apply(put(rdd(2, 0), 501));
        assertEquals(OpResult.FALSE, r.result());
        assertEquals(List.of(), r.evicted());
        assertTrue(r.events().stream().anyMatch(e -> e instanceof MemoryEvent.StorageRefused f
                && f.reason() == MemoryEvent.StorageRefusal.EXCEEDS_MAX_MEMORY && f.limit() == 500));
    }

    @Test
    void evictionIsAllOrNothingAndSkipsTheSameRddAndLockedBlocks() {
        ExecutorModel m = small();
        m.apply(put(rdd(1, 0), 300));
        m.apply(put(rdd(2, 0), 300));
        m.apply(put(rdd(3, 0), 300));
        m.apply(new LockBlock(rdd(3, 0), 7));
        // 100 free; a 500-byte block of RDD 2 needs 400 more: rdd_1_0 alone frees 300, rdd_2_0 is the
        // same RDD and rdd_3_0 is read-locked, so nothing may go.
        StepResult r = m.apply(put(rdd(2, 1), 500));
        assertEquals(OpResult.FALSE, r.result());
        assertEquals(List.of(), r.evicted());
        assertEquals(3, r.state().blocks().size());
        assertTrue(r.events().contains(new MemoryEvent.EvictionSkipped(rdd(2, 0), MemoryEvent.SkipReason.SAME_RDD)));
        assertTrue(r.events().contains(new MemoryEvent.EvictionSkipped(rdd(3, 0), MemoryEvent.SkipReason.LOCKED)));
        // Once unlocked, the same put evicts the two other blocks, least recently used first.
        m.apply(new UnlockBlock(rdd(3, 0), 7));
        StepResult again = m.apply(put(rdd(2, 1), 500));
        assertEquals(OpResult.TRUE, again.result());
        assertEquals(List.of(rdd(1, 0), rdd(3, 0)), again.evicted());
    }

    @Test
    void aReadMovesABlockToMostRecentlyUsed() {
        ExecutorModel m = small();
        m.apply(put(rdd(1, 0), 100));
        m.apply(put(rdd(1, 1), 100));
        StepResult r = m.apply(new GetBlock(rdd(1, 0)));
        assertEquals(List.of(rdd(1, 1), rdd(1, 0)), r.state().blocks().stream().map(BlockState::id).toList());
        StepResult missing = m.apply(new GetBlock(rdd(9, 9)));
        assertEquals(OpResult.FALSE, missing.result());
        assertEquals(r.state().blocks(), missing.state().blocks());
    }

    @Test
    void eachTaskIsCappedAtOneNthAndParksBelowOneHalfNth() {
        ExecutorModel m = small();
        // Alone, task 1 may take the whole region (storage is empty, so it can all be reclaimed).
        assertEquals(new OpResult.Bytes(1000), m.apply(new AcquireExecution(1, 1000, ON)).result());
        // Task 2 joins: N = 2, nothing is free and it holds less than 1/2N = 250: it parks.
        StepResult parked = m.apply(new AcquireExecution(2, 100, ON));
        assertEquals(OpResult.WAITING, parked.result());
        assertEquals(List.of(new WaitingRequest(2, 100, ON)), parked.state().waiting());
        assertEquals(0L, parked.state().onHeap().memoryForTask().get(2L));
        // Task 1 gives back 50: task 2 wakes, and 50 is not 1/2N, so it must wait again.
        StepResult notEnough = m.apply(new ReleaseExecution(1, 50, ON));
        assertEquals(List.of(), notEnough.woke());
        assertEquals(1, notEnough.state().waiting().size());
        // Task 1 gives back 300 more: 350 free, task 2 gets its 100.
        StepResult woke = m.apply(new ReleaseExecution(1, 300, ON));
        assertEquals(List.of(new WokenRequest(2, 100)), woke.woke());
        assertEquals(List.of(), woke.state().waiting());
        // Task 2 asks for 500 more: its cap is 1000/2 − 100 = 400, and 250 is free.
        StepResult capped = m.apply(new AcquireExecution(2, 500, ON));
        assertEquals(new OpResult.Bytes(250), capped.result());
    }

    @Test
    void aParkedTaskCanDoNothingAndRefusedStepsChangeNothing() {
        ExecutorModel m = small();
        m.apply(new AcquireExecution(1, 1000, ON));
        m.apply(new AcquireExecution(2, 100, ON));
        ExecutorState before = m.state();
        IllegalStepException e = assertThrows(IllegalStepException.class, () -> m.apply(new EndTask(2)));
        assertEquals("task", e.field());
        assertThrows(IllegalStepException.class, () -> m.apply(new AcquireExecution(3, 0, ON)));
        assertThrows(IllegalStepException.class, () -> m.apply(new UnlockBlock(rdd(1, 0), 1)));
        assertEquals(before, m.state());
        assertEquals(2, m.steps());
    }

    @Test
    void removingAReadLockedBlockIsRefused() {
        ExecutorModel m = small();
        m.apply(put(rdd(1, 0), 100));
        m.apply(new LockBlock(rdd(1, 0), 3));
        assertThrows(IllegalStepException.class, () -> m.apply(new RemoveBlock(rdd(1, 0))));
        m.apply(new EndTask(3));
        assertEquals(OpResult.TRUE, m.apply(new RemoveBlock(rdd(1, 0))).result());
        assertEquals(OpResult.FALSE, m.apply(new RemoveBlock(rdd(1, 0))).result());
    }

    @Test
    void endTaskReleasesUnrollLocksAndExecutionAndWakesAWaiter() {
        ExecutorModel m = small();
        m.apply(put(rdd(1, 0), 100));
        m.apply(new AcquireUnroll(1, rdd(2, 0), 100, ON));
        m.apply(new LockBlock(rdd(1, 0), 1));
        m.apply(new AcquireExecution(1, 800, ON));
        StepResult parked = m.apply(new AcquireExecution(2, 300, ON));
        assertEquals(OpResult.WAITING, parked.result());
        StepResult end = m.apply(new EndTask(1));
        assertEquals(new OpResult.Bytes(800), end.result());
        assertEquals(0, end.state().onHeap().unrollUsed());
        assertEquals(0, end.state().blocks().get(0).readers());
        assertEquals(List.of(new WokenRequest(2, 300)), end.woke());
    }

    @Test
    void aBlockAlreadyPresentIsNotReAdded() {
        ExecutorModel m = small();
        m.apply(put(rdd(1, 0), 100));
        m.apply(put(rdd(1, 1), 100));
        StepResult r = m.apply(put(rdd(1, 0), 999));
        assertEquals(OpResult.TRUE, r.result());
        assertEquals(List.of(rdd(1, 0), rdd(1, 1)), r.state().blocks().stream().map(BlockState::id).toList());
        assertEquals(200, r.state().onHeap().storageUsed());
    }

    @Test
    void aTaskGrantedZeroStaysRegisteredUntilAReleaseOfZero() {
        ExecutorModel m = small();
        m.apply(new AcquireExecution(1, 1000, ON));
        m.apply(new AcquireExecution(2, 250, ON)); // parks: N = 2
        m.apply(new ReleaseExecution(1, 500, ON)); // wakes task 2: it gets 250
        StepResult third = m.apply(new AcquireExecution(2, 300, ON)); // capped: 500 − 250 = 250 free, cap 250
        assertEquals(new OpResult.Bytes(250), third.result());
        StepResult zero = m.apply(new AcquireExecution(2, 10, ON)); // at its cap: granted 0, still registered
        assertEquals(new OpResult.Bytes(0), zero.result());
        assertFalse(zero.state().onHeap().memoryForTask().isEmpty());
        m.apply(new ReleaseExecution(2, 500, ON));
        StepResult gone = m.apply(new ReleaseExecution(2, 0, ON));
        assertFalse(gone.state().onHeap().memoryForTask().containsKey(2L));
    }
}
