package sparkmemlab.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The shuffle sorter's rules on cases worked out by hand (the same run against real Spark in 98). */
class ShuffleExternalSorterTest {
    private static final long KIB = 1024;
    private static final long MIB = 1024 * KIB;

    private static TungstenState sorter(StepResult r) {
        return r.state().consumers().get(1L).get("exchange").tungsten().orElseThrow();
    }

    @Test
    void onePackedPointerARecordAndHalfTheArrayForRadixSort() {
        ExecutorModel m = new ExecutorModel(new ExecutorConfig(128 * MIB, 0, 1.0, 0.5, false, 0, 1, OptionalLong.of(MIB)));
        StepResult r = m.apply(new Operation.ShuffleInsert(1, "exchange", 2048, 100, 200));
        assertEquals(new TungstenState("shuffleSorter", 1, MIB, 2048, 32 * KIB, 2048, List.of()), sorter(r));
        r = m.apply(new Operation.ShuffleInsert(1, "exchange", 1, 100, 200));
        assertEquals(4096, sorter(r).pointerArrayCapacity());
        assertEquals(64 * KIB, sorter(r).pointerArrayBytes());
    }

    @Test
    void aSpillWritesTheRecordsOnlyAndAsksForANewArrayAtOnce() {
        ExecutorModel m = new ExecutorModel(new ExecutorConfig(128 * MIB, 0, 1.0, 0.5, false, 0, 1, OptionalLong.of(MIB)));
        m.apply(new Operation.ConsumerAcquire(1, "fetch", 124 * MIB, MemoryMode.ON_HEAP, false));
        StepResult r = m.apply(new Operation.ShuffleInsert(1, "exchange", 50000, 100, 200));
        // 10,082 records of 104 bytes a 1 MiB page; 4 MiB free: three pages and a 256 KiB array, then the fourth page falls short.
        TungstenState s = sorter(r);
        assertEquals(List.of(new SpillFile(30246, 30246 * 100)), s.spillFiles().subList(0, 1), "the records' bytes, no lengths");
        assertEquals(new Spill(1, "exchange", 3 * MIB), r.spills().get(0), "the spill returns the pages");
    }

    @Test
    void theSerializedShuffleTakesAtMostTwoToTheTwentyFourPartitions() {
        ExecutorModel m = new ExecutorModel(ExecutorConfig.defaults());
        assertThrows(IllegalStepException.class, () -> m.apply(new Operation.ShuffleInsert(1, "exchange", 1, 8, (1 << 24) + 1)));
        m.apply(new Operation.ShuffleInsert(1, "exchange", 1, 8, 10));
        assertThrows(IllegalStepException.class, () -> m.apply(new Operation.ShuffleInsert(1, "exchange", 1, 8, 11)));
    }
}
