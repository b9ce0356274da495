package sparkmemlab.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.MemoryEvent.CollectionForceSpill.Outcome;
import sparkmemlab.model.Operation.AcquireExecution;
import sparkmemlab.model.Operation.ConsumerAcquire;
import sparkmemlab.model.Operation.ConsumerRelease;
import sparkmemlab.model.Operation.EndTask;
import sparkmemlab.model.Operation.MaybeSpill;
import sparkmemlab.model.Operation.UserAllocate;

/**
 * Spark's {@code Spillable} (a default 1 GiB, 1-core executor: an execution pool that can grow to
 * 434.4 MiB): the collection's 5 MiB threshold, the ask for 2 × size − threshold, the self-spill,
 * and spills forced by another consumer.
 */
class SpillableCollectionTest {
    private static final long MIB = 1L << 20;

    private static ConsumerState map(StepResult r, long task) {
        return r.state().consumers().get(task).get("map");
    }

    @Test
    void belowItsThresholdTheCollectionGrowsOnTheHeapAlone() {
        ExecutorModel m = new ExecutorModel(ExecutorConfig.defaults());
        StepResult r = m.apply(new MaybeSpill(1, "map", 4 * MIB));
        assertEquals(OpResult.flag(false), r.result());
        assertEquals(new ConsumerState(MemoryMode.ON_HEAP, true, 0, 0, 0, OptionalLong.of(4 * MIB)), map(r, 1));
        assertEquals(0, r.state().onHeap().executionUsed(), "Spark is not asked");
        assertEquals(304 * MIB, r.state().heapUsed(), "the data is on the heap all the same");
        assertTrue(r.events().contains(new MemoryEvent.MaybeSpillChecked(1, "map", 4 * MIB, 5 * MIB, 0)));
    }

    @Test
    void atItsThresholdItAsksForTwiceItsSizeLessTheThreshold() {
        ExecutorModel m = new ExecutorModel(ExecutorConfig.defaults());
        StepResult r = m.apply(new MaybeSpill(1, "map", 6 * MIB));
        assertEquals(OpResult.flag(false), r.result());
        assertEquals(7 * MIB, map(r, 1).used(), "2 × 6 − 5");
        assertTrue(r.events().contains(new MemoryEvent.MaybeSpillDecided(1, "map", 6 * MIB, 7 * MIB, 12 * MIB, false)));
        // Up to the new threshold of 12 MiB nothing is asked; past the grant the data runs ahead of it.
        r = m.apply(new MaybeSpill(1, "map", 11 * MIB));
        assertEquals(7 * MIB, map(r, 1).used());
        assertEquals(300 * MIB + 7 * MIB + 4 * MIB, r.state().heapUsed());
        r = m.apply(new MaybeSpill(1, "map", 12 * MIB));
        assertEquals(7 * MIB + 12 * MIB, map(r, 1).used(), "2 × 12 − 12 more");
    }

    @Test
    void itSpillsItselfWhenTheGrantFallsShort() {
        ExecutorModel m = new ExecutorModel(ExecutorConfig.defaults());
        m.apply(new AcquireExecution(2, 200 * MIB, MemoryMode.ON_HEAP));
        // Asks for 595 MiB; two tasks may hold at most half the pool each, so it gets 217.2 MiB and
        // its threshold, 222.2 MiB, is still under its 300 MiB.
        StepResult r = m.apply(new MaybeSpill(1, "map", 300 * MIB));
        assertEquals(OpResult.flag(true), r.result());
        assertEquals(new ConsumerState(MemoryMode.ON_HEAP, true, 0, 0, 300 * MIB, OptionalLong.of(0)), map(r, 1));
        assertEquals(List.of(new Spill(1, "map", 300 * MIB)), r.spills());
        assertEquals(200 * MIB, r.state().onHeap().executionUsed(), "it gave back what it got");
        assertTrue(r.events().stream().anyMatch(e -> e instanceof MemoryEvent.CollectionSpilled s && s.written() == 300 * MIB));
    }

    @Test
    void anotherConsumerOfItsTaskForcesItToSpillInOnHeapTungsten() {
        ExecutorModel m = new ExecutorModel(ExecutorConfig.defaults());
        m.apply(new MaybeSpill(1, "map", 100 * MIB)); // granted 195 MiB, threshold 200 MiB
        StepResult r = m.apply(new ConsumerAcquire(1, "sorter", 300 * MIB, MemoryMode.ON_HEAP, true));
        assertEquals(new OpResult.Bytes(300 * MIB), r.result());
        assertEquals(new ConsumerState(MemoryMode.ON_HEAP, true, 0, 0, 195 * MIB, OptionalLong.of(0)), map(r, 1));
        assertEquals(List.of(new Spill(1, "map", 195 * MIB)), r.spills());
        assertTrue(r.events().contains(new MemoryEvent.CollectionForceSpill(1, "map", "sorter", 195 * MIB, Outcome.SPILLED)));
    }

    @Test
    void inOffHeapTungstenNoOneCanForceItToSpill() {
        ExecutorConfig offHeap = new ExecutorConfig(1024 * MIB, 300 * MIB, 0.6, 0.5, true, 256 * MIB, 1, OptionalLong.empty());
        ExecutorModel m = new ExecutorModel(offHeap);
        m.apply(new MaybeSpill(1, "map", 100 * MIB));
        StepResult r = m.apply(new ConsumerAcquire(1, "sorter", 300 * MIB, MemoryMode.ON_HEAP, true));
        assertTrue(r.result() instanceof OpResult.Bytes b && b.bytes() < 300 * MIB, "the sorter gets only the free rest");
        assertEquals(195 * MIB, map(r, 1).used(), "the map keeps its grant");
        assertTrue(r.events().contains(new MemoryEvent.CollectionForceSpill(1, "map", "sorter", 0, Outcome.OFF_HEAP_TUNGSTEN)));
        assertTrue(r.spills().isEmpty());
    }

    @Test
    void itsOwnRequestNeverSpillsItThroughTheTaskMemoryManager() {
        ExecutorModel m = new ExecutorModel(ExecutorConfig.defaults());
        m.apply(new MaybeSpill(1, "map", 100 * MIB)); // used 195 MiB
        m.apply(new AcquireExecution(2, 239 * MIB, MemoryMode.ON_HEAP)); // gets its 1/2: 217.2 MiB
        StepResult r = m.apply(new MaybeSpill(1, "map", 250 * MIB)); // asks 300 MiB, gets the last 22.2
        assertTrue(r.events().contains(new MemoryEvent.CollectionForceSpill(1, "map", "map", 0, Outcome.REQUESTER_ITSELF)));
        assertEquals(OpResult.flag(true), r.result(), "granted too little, it spills itself in maybeSpill");
        assertEquals(250 * MIB, map(r, 1).spilled());
    }

    @Test
    void growthThatTheHeapCannotHoldKillsTheExecutor() {
        ExecutorModel m = new ExecutorModel(ExecutorConfig.defaults());
        m.apply(new UserAllocate(2, 600 * MIB));
        m.apply(new MaybeSpill(1, "map", 4 * MIB)); // 904 MiB in use
        StepResult r = m.apply(new MaybeSpill(1, "map", 130 * MIB)); // 126 MiB more: the heap has 120
        assertEquals(new OpResult.Error("java.lang.OutOfMemoryError: Java heap space"), r.result());
        assertTrue(r.state().heap().executorLost());
        assertTrue(r.events().contains(new MemoryEvent.JvmOutOfMemory(1, 126 * MIB, 904 * MIB, 1024 * MIB)));
    }

    @Test
    void aCollectionIsGrownOnlyByMaybeSpillAndAConsumerNeverByIt() {
        ExecutorModel m = new ExecutorModel(ExecutorConfig.defaults());
        m.apply(new MaybeSpill(1, "map", 6 * MIB));
        m.apply(new ConsumerAcquire(1, "sorter", MIB, MemoryMode.ON_HEAP, true));
        assertThrows(IllegalStepException.class, () -> m.apply(new ConsumerAcquire(1, "map", MIB, MemoryMode.ON_HEAP, true)));
        assertThrows(IllegalStepException.class, () -> m.apply(new ConsumerRelease(1, "map", MIB)));
        assertThrows(IllegalStepException.class, () -> m.apply(new MaybeSpill(1, "sorter", MIB)));
        StepResult end = m.apply(new EndTask(1));
        assertFalse(end.state().consumers().containsKey(1L));
        assertEquals(300 * MIB, end.state().heapUsed(), "the collection's data goes with its task");
    }

    @Test
    void aParkedMaybeSpillGoesOnWhenWoken() {
        ExecutorModel m = new ExecutorModel(ExecutorConfig.defaults());
        m.apply(new AcquireExecution(2, 434 * MIB, MemoryMode.ON_HEAP));
        StepResult parked = m.apply(new MaybeSpill(1, "map", 10 * MIB));
        assertEquals(OpResult.WAITING, parked.result());
        ExecutorModel copy = m.copy();
        StepResult woke = m.apply(new Operation.ReleaseExecution(2, 300 * MIB, MemoryMode.ON_HEAP));
        assertEquals(List.of(new WokenRequest(1, 15 * MIB)), woke.woke(), "2 × 10 − 5, granted");
        assertEquals(15 * MIB, map(woke, 1).used());
        assertEquals(woke.state(), copy.apply(new Operation.ReleaseExecution(2, 300 * MIB, MemoryMode.ON_HEAP)).state(),
                "a copy of a model with a parked maybeSpill goes on the same way");
    }
}
