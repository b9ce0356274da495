package sparkmemlab.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The hash map's rules on cases worked out by hand (the same cases run against real Spark in 96-99). */
class BytesToBytesMapTest {
    private static final long KIB = 1024;
    private static final long MIB = 1024 * KIB;

    private static TungstenState map(StepResult r) {
        return r.state().consumers().get(1L).get("groupBy").tungsten().orElseThrow();
    }

    @Test
    void theMapDoublesAtHalfFull() {
        ExecutorModel m = new ExecutorModel(ExecutorConfig.defaults());
        StepResult r = m.apply(new Operation.MapAppend(1, "groupBy", 8191, 8, 16));
        assertEquals(new TungstenState("map", 1, 16 * MIB, 16384, 256 * KIB, 8191, List.of()), map(r));
        r = m.apply(new Operation.MapAppend(1, "groupBy", 1, 8, 16));
        assertEquals(32768, map(r).pointerArrayCapacity(), "8,192 keys of 16,384 slots: growAndRehash");
        assertEquals(16 * MIB + 512 * KIB, r.state().onHeap().executionUsed(), "the old array is freed after the rehash");
        assertEquals(OpResult.flag(true), r.result());
    }

    @Test
    void aMapWithNoPageReturnsFalseAndFreesNothingForOthers() {
        ExecutorModel m = new ExecutorModel(new ExecutorConfig(128 * MIB, 0, 1.0, 0.5, false, 0, 1, OptionalLong.of(MIB)));
        m.apply(new Operation.ConsumerAcquire(1, "fetch", 120 * MIB, MemoryMode.ON_HEAP, false));
        StepResult r = m.apply(new Operation.MapAppend(1, "groupBy", 100, 8, 256 * KIB));
        assertEquals(OpResult.flag(false), r.result());
        // 8 MiB free: the 256 KiB array, seven 1 MiB pages of three records, and a last page of 768 KiB
        // (short of the page size, but it holds a record of 256 KiB + 28).
        assertEquals(8, map(r).pages());
        assertEquals(7 * MIB + 768 * KIB, map(r).pageBytes());
        assertEquals(23, map(r).records());
        r = m.apply(new Operation.ConsumerAcquire(1, "other", MIB, MemoryMode.ON_HEAP, true));
        assertEquals(new OpResult.Bytes(0), r.result(), "the map, not being read, frees nothing");
        assertEquals(List.of(), r.spills());
    }

    @Test
    void keysAndValuesAreWholeWords() {
        assertThrows(IllegalArgumentException.class, () -> new Operation.MapAppend(1, "m", 1, 12, 8));
        ExecutorModel m = new ExecutorModel(ExecutorConfig.defaults());
        m.apply(new Operation.SorterInsert(1, "sort", 1, 8, true));
        assertThrows(IllegalStepException.class, () -> m.apply(new Operation.MapAppend(1, "sort", 1, 8, 8)));
    }
}
