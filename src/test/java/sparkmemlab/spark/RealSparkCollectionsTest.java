package sparkmemlab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalLong;
import org.apache.spark.SparkEnv;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.ConsumerState;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Operation;
import sparkmemlab.model.Spill;
import sparkmemlab.model.StepResult;
import sparkmemlab.model.WaitingRequest;
import sparkmemlab.scenario.Scenario;

/**
 * Real Spark 3.5.3's {@code Spillable} through {@link SparkCollection}: the numbers the format's
 * section on {@code maybeSpill} quotes, and the harness's own duties (SparkEnv put back, refusals).
 */
@Tag("spark")
class RealSparkCollectionsTest {

    static final long MIB = 1024 * 1024;
    /** 128 MiB, all of it unified, two cores: two tasks may hold 64 MiB each. */
    private static final ExecutorConfig SMALL = new ExecutorConfig(128 * MIB, 0, 1.0, 0.5, false, 0, 2, OptionalLong.empty());

    static List<StepResult> run(ExecutorConfig config, Operation... steps) {
        return RealSpark.run(new Scenario("collections", config, List.of(steps)));
    }

    static Operation maybeSpill(long task, String consumer, long bytes) {
        return new Operation.MaybeSpill(task, consumer, bytes);
    }

    static ConsumerState collection(StepResult step, long task, String name) {
        return step.state().consumers().get(task).get(name);
    }

    @Test
    void theFormatsExampleAsksForTwiceTheSizeLessSparksDefaultThreshold() {
        List<StepResult> t = run(ExecutorConfig.defaults(),
                maybeSpill(1, "map", 5 * MIB - 1),
                maybeSpill(1, "map", 6 * MIB),
                maybeSpill(1, "map", 12 * MIB - 1),
                maybeSpill(1, "map", 12 * MIB));
        // Below 5 MiB (spark.shuffle.spill.initialMemoryThreshold's default) Spark is not asked: no task registered.
        assertEquals(OpResult.flag(false), t.get(0).result());
        assertTrue(t.get(0).state().tasks().isEmpty());
        assertEquals(new ConsumerState(MemoryMode.ON_HEAP, true, 0, 0, 0, OptionalLong.of(5 * MIB - 1)), collection(t.get(0), 1, "map"));
        // 6 MiB: 2 x 6 - 5 = 7 MiB granted; the threshold is now 12 MiB.
        assertEquals(new ConsumerState(MemoryMode.ON_HEAP, true, 7 * MIB, 0, 0, OptionalLong.of(6 * MIB)), collection(t.get(1), 1, "map"));
        assertEquals(7 * MIB, collection(t.get(2), 1, "map").used());
        // 12 MiB: 24 - 12 = 12 MiB more.
        assertEquals(19 * MIB, collection(t.get(3), 1, "map").used());
    }

    @Test
    void aShortGrantMakesTheCollectionSpillItselfAndReleaseAllItHeld() {
        // 128 MiB heap, all of it unified: task 2 holds 64 MiB, so task 1 is capped at 64 MiB (1/2).
        List<StepResult> t = run(SMALL,
                new Operation.AcquireExecution(2, 64 * MIB, MemoryMode.ON_HEAP),
                maybeSpill(1, "map", 30 * MIB),
                maybeSpill(1, "map", 62 * MIB));
        assertEquals(55 * MIB, collection(t.get(1), 1, "map").used());
        // Asks 124 - 60 = 64 MiB, gets 9 MiB (the cap): threshold 69 MiB > 62 MiB, no spill.
        assertEquals(OpResult.flag(false), t.get(2).result());
        assertEquals(64 * MIB, collection(t.get(2), 1, "map").used());
        List<StepResult> u = run(SMALL,
                new Operation.AcquireExecution(2, 64 * MIB, MemoryMode.ON_HEAP),
                maybeSpill(1, "map", 30 * MIB),
                maybeSpill(1, "map", 70 * MIB));
        assertEquals(OpResult.flag(true), u.get(2).result());
        assertEquals(new ConsumerState(MemoryMode.ON_HEAP, true, 0, 0, 70 * MIB, OptionalLong.of(0)), collection(u.get(2), 1, "map"));
        assertEquals(List.of(new Spill(1, "map", 70 * MIB)), u.get(2).spills());
        assertTrue(!u.get(2).state().tasks().containsKey(1L), "task 1 freed all it held, so it left the pool");
    }

    @Test
    void aParkedMaybeSpillWaitsWithTheStepsBytesAndIsGrantedItsAsk() {
        List<StepResult> t = run(SMALL,
                new Operation.AcquireExecution(2, 128 * MIB, MemoryMode.ON_HEAP),
                maybeSpill(1, "map", 10 * MIB),
                new Operation.ReleaseExecution(2, 40 * MIB, MemoryMode.ON_HEAP));
        assertEquals(OpResult.WAITING, t.get(1).result());
        assertEquals(List.of(new WaitingRequest(1, 10 * MIB, MemoryMode.ON_HEAP)), t.get(1).state().waiting());
        assertEquals(15 * MIB, t.get(2).woke().get(0).granted());
    }

    @Test
    void sparkEnvIsPutBackAfterACollectionIsMade() {
        SparkEnv before = SparkEnv.get();
        run(ExecutorConfig.defaults(), maybeSpill(1, "map", MIB));
        assertSame(before, SparkEnv.get());
    }

    @Test
    void aCollectionAndAnotherConsumerCannotShareAName() {
        ExecutorConfig c = ExecutorConfig.defaults();
        RealSparkStepException notACollection = assertThrows(RealSparkStepException.class, () -> run(c,
                new Operation.ConsumerAcquire(1, "sorter", MIB, MemoryMode.ON_HEAP, true),
                maybeSpill(1, "sorter", MIB)));
        assertEquals(2, notACollection.step());
        for (Operation op : List.of(
                new Operation.ConsumerAcquire(1, "map", MIB, MemoryMode.ON_HEAP, true),
                new Operation.AllocatePage(1, "map", MIB, MemoryMode.ON_HEAP, true),
                new Operation.ConsumerRelease(1, "map", 0))) {
            RealSparkStepException refused = assertThrows(RealSparkStepException.class, () -> run(c, maybeSpill(1, "map", MIB), op));
            assertEquals(2, refused.step(), op.op());
            assertTrue(refused.getMessage().contains("spillable collection"), refused.getMessage());
        }
        // Another task may use the name for any kind of consumer.
        run(c, maybeSpill(1, "map", MIB), new Operation.ConsumerAcquire(2, "map", MIB, MemoryMode.ON_HEAP, true));
    }
}
