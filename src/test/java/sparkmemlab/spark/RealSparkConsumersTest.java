package sparkmemlab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Reader;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import sparkmemlab.model.ConsumerState;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.ModeBytes;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Operation;
import sparkmemlab.model.Spill;
import sparkmemlab.model.StepResult;
import sparkmemlab.model.WaitingRequest;
import sparkmemlab.model.WokenRequest;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioParser;

/**
 * Real Spark 3.5.3's task layer through {@link RealSpark}: its {@code TaskMemoryManager} with our
 * {@link SparkConsumer}s, on the numbers and behaviours the format doc's task-layer section quotes.
 * A small exact heap (128 MiB, nothing reserved, fraction 1) keeps pages small: on-heap pages are
 * real {@code long[]}s.
 */
@Tag("spark")
class RealSparkConsumersTest {

    static final long MIB = 1024 * 1024;
    static final long REGION_1G = 455_501_414;
    static final MemoryMode ON = MemoryMode.ON_HEAP;
    static final MemoryMode OFF = MemoryMode.OFF_HEAP;

    /** 128 MiB, all of it unified (64 MiB each side); page size 4 MiB with one core. */
    static ExecutorConfig small(int cores) {
        return new ExecutorConfig(128 * MIB, 0, 1.0, 0.5, false, 0, cores, OptionalLong.empty());
    }

    static List<StepResult> run(ExecutorConfig config, Operation... steps) {
        return RealSpark.run(new Scenario("consumers", config, List.of(steps)));
    }

    static Operation acquire(long task, String consumer, long bytes) {
        return new Operation.ConsumerAcquire(task, consumer, bytes, ON, true);
    }

    static Operation acquireNotSpillable(long task, String consumer, long bytes) {
        return new Operation.ConsumerAcquire(task, consumer, bytes, ON, false);
    }

    static Operation page(long task, String consumer, long bytes, boolean spillable) {
        return new Operation.AllocatePage(task, consumer, bytes, ON, spillable);
    }

    static long used(StepResult step, long task, String consumer) {
        return step.state().consumers().get(task).get(consumer).used();
    }

    @Test
    void theTestJvmRunsParallelGcSoPagesArePlainPowersOfTwo() {
        // Spark subtracts 16 bytes from an on-heap page under G1 (Utils.isG1GC); the format fixes the plain power of two.
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            assertTrue(!gc.getName().startsWith("G1"), "the test JVM must not run G1 (pom's argLine): " + gc.getName());
        }
    }

    @Test
    void defaultPageSizeOfAOneGigabyteHeapHalvesAsCoresDouble() {
        Map<Integer, Long> expected = Map.of(1, 16 * MIB, 2, 8 * MIB, 4, 4 * MIB, 8, 2 * MIB);
        expected.forEach((cores, pageSize) -> {
            ExecutorConfig c = new ExecutorConfig(1024 * MIB, 300 * MIB, 0.6, 0.5, false, 0, cores, OptionalLong.empty());
            assertEquals(pageSize, SparkExecutor.create(c).memoryManager.pageSizeBytes(), cores + " cores");
        });
        // Off-heap on: the off-heap execution pool's initial size (256 MiB / 2) / 1 core / 16 -> 8 MiB.
        ExecutorConfig off = new ExecutorConfig(1024 * MIB, 300 * MIB, 0.6, 0.5, true, 256 * MIB, 1, OptionalLong.empty());
        assertEquals(8 * MIB, SparkExecutor.create(off).memoryManager.pageSizeBytes());
        // spark.buffer.pageSize is taken as given.
        ExecutorConfig set = new ExecutorConfig(1024 * MIB, 300 * MIB, 0.6, 0.5, false, 0, 1, OptionalLong.of(1000));
        assertEquals(1000, SparkExecutor.create(set).memoryManager.pageSizeBytes());
    }

    @Test
    void allocatePageAsksForAtLeastAPageAndMayGetAShortOne() {
        // 1 core: page 16 MiB. A task fills the region but 10,975,462 bytes, then a page of 1 MiB is asked.
        long fill = REGION_1G - 16 * MIB - 10_975_462;
        List<StepResult> t = run(ExecutorConfig.defaults(),
                page(1, "p", 0, false),
                new Operation.AcquireExecution(1, fill, ON),
                page(1, "p", MIB, false),
                page(1, "p", 20 * MIB, false));
        assertEquals(new OpResult.Bytes(16 * MIB), t.get(0).result());
        // Smaller than the page size, at least the 1 MiB asked.
        assertEquals(new OpResult.Bytes(10_975_462), t.get(2).result());
        assertEquals(new ConsumerState(ON, false, 16 * MIB + 10_975_462, 16 * MIB + 10_975_462, 0),
                t.get(2).state().consumers().get(1L).get("p"));
        assertEquals(new OpResult.Error("SparkOutOfMemoryError: [UNABLE_TO_ACQUIRE_MEMORY] Unable to acquire 20971520 bytes "
                + "of memory, got 0."), t.get(3).result());
    }

    @Test
    void anOomGivesTheShortPageBackAndTheFirstNumberIsTheStepsBytes() {
        List<StepResult> t = run(small(1),
                acquireNotSpillable(1, "map", 100 * MIB),
                page(1, "map", 64 * MIB, false),
                page(1, "map", 0, false));
        // The pool grew to the whole 128 MiB for the page; 28 MiB was granted, then given back.
        assertEquals(new OpResult.Error("SparkOutOfMemoryError: [UNABLE_TO_ACQUIRE_MEMORY] Unable to acquire 67108864 bytes "
                + "of memory, got 29360128."), t.get(1).result());
        assertEquals(128 * MIB, t.get(1).state().onHeap().executionPool());
        assertEquals(100 * MIB, t.get(1).state().onHeap().executionUsed());
        assertEquals(List.of(), t.get(1).spills());
        // The task goes on: a page of the page size (4 MiB).
        assertEquals(new OpResult.Bytes(4 * MIB), t.get(2).result());
    }

    @Test
    void theSecondConsumerMakesTheFirstSpillAllItHolds() {
        List<StepResult> t = run(small(1),
                acquire(1, "sorter", 60 * MIB),
                page(1, "sorter", 0, true),
                acquireNotSpillable(1, "map", 80 * MIB));
        StepResult map = t.get(2);
        assertEquals(new OpResult.Bytes(80 * MIB), map.result());
        // The sorter's page and the rest: all 64 MiB.
        assertEquals(List.of(new Spill(1, "sorter", 64 * MIB)), map.spills());
        assertEquals(new ConsumerState(ON, true, 0, 0, 64 * MIB), map.state().consumers().get(1L).get("sorter"));
        assertEquals(new ConsumerState(ON, false, 80 * MIB, 0, 0), map.state().consumers().get(1L).get("map"));
        assertEquals(Map.of(1L, new ModeBytes(80 * MIB, 0)), map.state().tasks());
    }

    @Test
    void spillOrderSmallestHoldingTheShortfallElseTheBiggestAskedAgainBeforeMovingOn() {
        List<StepResult> t = run(small(1),
                acquire(1, "a", 20 * MIB),
                acquire(1, "b", 16 * MIB),
                acquire(1, "c", 12 * MIB),
                acquireNotSpillable(1, "d", 66 * MIB),
                acquireNotSpillable(1, "d", 28 * MIB),   // short by 14: b (16) holds it, a (20) is bigger, c (12) too small
                acquireNotSpillable(1, "d", 60 * MIB));  // short by 58: a, a again (0), c, c again (0), d (0)
        assertEquals(List.of(new Spill(1, "b", 16 * MIB)), t.get(4).spills());
        assertEquals(new OpResult.Bytes(28 * MIB), t.get(4).result());
        assertEquals(List.of(new Spill(1, "a", 20 * MIB), new Spill(1, "c", 12 * MIB)), t.get(5).spills());
        assertEquals(new OpResult.Bytes(34 * MIB), t.get(5).result()); // 2 free + 20 + 12
        assertEquals(128 * MIB, used(t.get(5), 1, "d"));
    }

    @Test
    void aSpillableRequesterSpillsItselfLastAndOtherTasksAreNeverSpilled() {
        List<StepResult> t = run(small(1),
                acquire(1, "other", 60 * MIB),
                acquire(2, "sorter", 60 * MIB),        // N = 2: capped at 64 MiB
                acquire(2, "sorter", 20 * MIB));       // over its cap: spills itself, not task 1's consumer
        assertEquals(new OpResult.Bytes(60 * MIB), t.get(1).result());
        StepResult again = t.get(2);
        assertEquals(List.of(new Spill(2, "sorter", 60 * MIB)), again.spills());
        assertEquals(new OpResult.Bytes(20 * MIB), again.result());
        assertEquals(20 * MIB, used(again, 2, "sorter"));
        assertEquals(60 * MIB, used(again, 1, "other"));
    }

    @Test
    void aParkedConsumerRequestIsWokenByAReleaseAndThenSpills() {
        List<StepResult> t = run(small(1),
                new Operation.AcquireExecution(1, 128 * MIB, ON),
                acquire(2, "sorter", 20 * MIB),                   // N = 2, below 1/2N = 32 MiB: parks
                new Operation.ReleaseExecution(1, 30 * MIB, ON),  // wakes it: 20 MiB
                acquireNotSpillable(2, "map", 20 * MIB),          // 20 + 10 < 32: parks before any spill
                new Operation.ReleaseExecution(1, 2 * MIB, ON));  // wakes it: 12, then spills the sorter for 8
        assertEquals(OpResult.WAITING, t.get(1).result());
        assertEquals(List.of(new WaitingRequest(2, 20 * MIB, ON)), t.get(1).state().waiting());
        assertEquals(new ConsumerState(ON, true, 0, 0, 0), t.get(1).state().consumers().get(2L).get("sorter"));
        assertEquals(List.of(new WokenRequest(2, 20 * MIB)), t.get(2).woke());
        assertEquals(OpResult.WAITING, t.get(3).result());
        assertEquals(List.of(), t.get(3).spills());
        StepResult release = t.get(4);
        assertEquals(List.of(new WokenRequest(2, 20 * MIB)), release.woke());
        assertEquals(List.of(new Spill(2, "sorter", 20 * MIB)), release.spills());
        assertEquals(20 * MIB, used(release, 2, "map"));
    }

    @Test
    void endTaskForgetsConsumersWithoutSpillingAndFreesTheirPages() {
        List<StepResult> t = run(small(1),
                page(1, "sorter", 20 * MIB, true),
                acquire(1, "sorter", 10 * MIB),
                new Operation.EndTask(1),
                acquire(1, "sorter", 5 * MIB)); // a new attempt with the same id: a new consumer
        StepResult end = t.get(2);
        assertEquals(new OpResult.Bytes(30 * MIB), end.result());
        assertEquals(List.of(), end.spills());
        assertEquals(Map.of(), end.state().consumers());
        assertEquals(0, end.state().onHeap().executionUsed());
        assertEquals(new ConsumerState(ON, true, 5 * MIB, 0, 0), t.get(3).state().consumers().get(1L).get("sorter"));
    }

    @Test
    void offHeapPagesAndSpillsStayInTheirMode() {
        ExecutorConfig off = new ExecutorConfig(1024 * MIB, 300 * MIB, 0.6, 0.5, true, 256 * MIB, 1, OptionalLong.empty());
        List<StepResult> t = run(off,
                new Operation.AllocatePage(1, "sorter", 0, OFF, true),
                new Operation.ConsumerAcquire(1, "sorter", 100 * MIB, OFF, true),
                new Operation.ConsumerAcquire(1, "onHeap", 200 * MIB, ON, true),
                new Operation.AllocatePage(1, "hash", 200 * MIB, OFF, false));
        assertEquals(new OpResult.Bytes(8 * MIB), t.get(0).result()); // off-heap page size
        StepResult hash = t.get(3);
        assertEquals(new OpResult.Bytes(200 * MIB), hash.result());
        assertEquals(List.of(new Spill(1, "sorter", 108 * MIB)), hash.spills()); // not the on-heap consumer
        assertEquals(200 * MIB, used(hash, 1, "onHeap"));
        assertEquals(Map.of(1L, new ModeBytes(200 * MIB, 200 * MIB)), hash.state().tasks());
    }

    @Test
    void stepsSparkCannotTakeAreRefused() {
        RealSparkStepException release = assertThrows(RealSparkStepException.class, () -> run(small(1),
                page(1, "sorter", 0, true),
                new Operation.ConsumerRelease(1, "sorter", 1)));
        assertEquals(2, release.step());
        assertTrue(release.getMessage().contains("0 bytes outside pages"), release.getMessage());

        RealSparkStepException unknown = assertThrows(RealSparkStepException.class, () -> run(small(1),
                new Operation.ConsumerRelease(1, "nobody", 0)));
        assertEquals(1, unknown.step());

        RealSparkStepException renamed = assertThrows(RealSparkStepException.class, () -> run(small(1),
                acquire(1, "sorter", MIB),
                acquireNotSpillable(1, "sorter", MIB)));
        assertEquals(2, renamed.step());

        ExecutorConfig off = new ExecutorConfig(1024 * MIB, 300 * MIB, 0.6, 0.5, true, 256 * MIB, 1, OptionalLong.empty());
        RealSparkStepException mode = assertThrows(RealSparkStepException.class, () -> run(off, page(1, "p", 0, true)));
        assertTrue(mode.getMessage().contains("tungsten"), mode.getMessage());

        RealSparkStepException zero = assertThrows(RealSparkStepException.class, () -> run(small(1), acquire(1, "s", 0)));
        assertTrue(zero.sparkMessage().contains("invalid number of bytes requested: 0"), zero.sparkMessage());

        RealSparkStepException huge = assertThrows(RealSparkStepException.class, () -> run(small(1),
                page(1, "s", ((1L << 31) - 1) * 8 + 1, true)));
        assertTrue(huge.getMessage().contains("TooLargePageException"), huge.getMessage());
    }

    /** Every fixed scenario is made of steps real Spark can take, and the harness settles on each. */
    @TestFactory
    Stream<DynamicTest> everyFixedScenarioRunsOnRealSpark() throws Exception {
        Path dir = Path.of(Objects.requireNonNull(RealSparkConsumersTest.class.getResource("/scenarios")).toURI());
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        return files.stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            Scenario scenario;
            try (Reader in = Files.newBufferedReader(file)) {
                scenario = ScenarioParser.parse(file.getFileName().toString(), in);
            }
            assertEquals(scenario.steps().size(), RealSpark.traceLines(scenario).size());
        }));
    }
}
