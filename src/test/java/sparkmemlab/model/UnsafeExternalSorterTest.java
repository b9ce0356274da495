package sparkmemlab.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;

/** The sorter's rules on cases worked out by hand (the same cases run against real Spark in 90-95). */
class UnsafeExternalSorterTest {
    private static final long KIB = 1024;
    private static final long MIB = 1024 * KIB;

    private static TungstenState sorter(StepResult r, long task, String name) {
        return r.state().consumers().get(task).get(name).tungsten().orElseThrow();
    }

    @Test
    void theFirstArrayHoldsHalfItsRecordsWithRadixSortAndTwoThirdsWithTimSort() {
        ExecutorModel m = new ExecutorModel(ExecutorConfig.defaults());
        StepResult r = m.apply(new Operation.SorterInsert(1, "radix", 2048, 100, true));
        assertEquals(new TungstenState("sorter", 1, 16 * MIB, 2048, 64 * KIB, 2048, List.of()), sorter(r, 1, "radix"));
        r = m.apply(new Operation.SorterInsert(1, "radix", 1, 100, true));
        assertEquals(4096, sorter(r, 1, "radix").pointerArrayCapacity(), "doubled: 128 KiB");
        assertEquals(16 * MIB + 128 * KIB, r.state().onHeap().executionUsed(), "the old array is freed once copied");
        r = m.apply(new Operation.SorterInsert(1, "tim", 2730, 20, false));
        assertEquals(2730, sorter(r, 1, "tim").pointerArrayCapacity());
        assertEquals(64 * KIB, sorter(r, 1, "tim").pointerArrayBytes());
    }

    @Test
    void aSorterSpillsItselfLastAndStartsAgainWithItsInitialArray() {
        ExecutorModel m = new ExecutorModel(new ExecutorConfig(128 * MIB, 0, 1.0, 0.5, false, 0, 1, OptionalLong.of(MIB)));
        m.apply(new Operation.ConsumerAcquire(1, "fetch", 120 * MIB, sparkmemlab.model.MemoryMode.ON_HEAP, false));
        m.apply(new Operation.SorterInsert(1, "sort", 7000, 1000, true));
        StepResult r = m.apply(new Operation.SorterInsert(1, "sort", 2000, 1000, true));
        // 1,044 records of 1,004 bytes a 1 MiB page: 7 pages (room for 7,308) and a 256 KiB array
        // held, 0.75 MiB free; the 7,309th record needs an eighth page, and the sorter spills.
        TungstenState s = sorter(r, 1, "sort");
        assertEquals(List.of(new SpillFile(7308, 4 + 7308 * (12 + 1000))), s.spillFiles());
        assertEquals(List.of(new Spill(1, "sort", 7 * MIB)), r.spills(), "the spill returns the pages, not the array");
        assertEquals(2000 - 308, s.records());
        ConsumerState c = r.state().consumers().get(1L).get("sort");
        assertEquals(7 * MIB, c.spilled());
        assertEquals(OpResult.NONE, r.result());
    }

    @Test
    void aSorterOfATaskAtItsCapGetsNothingForItsFirstArray() {
        ExecutorModel m = new ExecutorModel(new ExecutorConfig(128 * MIB, 0, 1.0, 0.5, false, 0, 1, OptionalLong.of(MIB)));
        m.apply(new Operation.ConsumerAcquire(1, "fetch", 64 * MIB, sparkmemlab.model.MemoryMode.ON_HEAP, false));
        m.apply(new Operation.ConsumerAcquire(2, "fetch", 64 * MIB, sparkmemlab.model.MemoryMode.ON_HEAP, false));
        StepResult r = m.apply(new Operation.SorterInsert(1, "sort", 1, 100, true));
        assertEquals(new OpResult.Error("SparkOutOfMemoryError: [UNABLE_TO_ACQUIRE_MEMORY] Unable to acquire 65536 bytes of memory, got 0."),
                r.result());
        assertTrue(!r.state().consumers().get(1L).containsKey("sort"), "its constructor threw: there is no sorter");
    }

    @Test
    void theForceSpillThresholdSpillsBeforeTheNextRecord() {
        ExecutorModel m = new ExecutorModel(ExecutorConfig.defaults().withTungsten(new TungstenConf(256, 1000)));
        m.apply(new Operation.SorterInsert(1, "sort", 1000, 64, true));
        StepResult r = m.apply(new Operation.SorterInsert(1, "sort", 1, 64, true));
        TungstenState s = sorter(r, 1, "sort");
        assertEquals(List.of(new SpillFile(1000, 4 + 1000 * (12 + 64))), s.spillFiles());
        assertEquals(1, s.records());
        assertEquals(128, s.pointerArrayCapacity(), "back to 256 records x 2 longs, half of them radix sort's");
    }

    @Test
    void aSorterNameIsItsOwn() {
        ExecutorModel m = new ExecutorModel(ExecutorConfig.defaults());
        m.apply(new Operation.SorterInsert(1, "sort", 1, 10, true));
        assertThrows(IllegalStepException.class, () -> m.apply(new Operation.SorterInsert(1, "sort", 1, 10, false)));
        assertThrows(IllegalStepException.class,
                () -> m.apply(new Operation.ConsumerAcquire(1, "sort", 10, sparkmemlab.model.MemoryMode.ON_HEAP, true)));
        assertThrows(IllegalStepException.class, () -> m.apply(new Operation.MaybeSpill(1, "sort", 10)));
    }

    @Test
    void theThresholdCannotBeSetWithCollections() {
        String json = "{\"format\": \"spark-memory-scenario/1\", \"config\": {\"spark.shuffle.spill.numElementsForceSpillThreshold\": 5},"
                + " \"steps\": [{\"op\": \"maybeSpill\", \"task\": 1, \"consumer\": \"map\", \"bytes\": 1}]}";
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioParser.parse("t.json", new StringReader(json)));
        assertTrue(e.getMessage().contains("spark.shuffle.spill.numElementsForceSpillThreshold"), e.getMessage());
    }
}
