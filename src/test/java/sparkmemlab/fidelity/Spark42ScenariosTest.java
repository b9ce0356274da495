package sparkmemlab.fidelity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.spark42.RealSpark42;

/**
 * The fixed scenarios and seeded random ones with {@code "sparkVersion": "4.2.0"}, on our model and on real
 * Spark 4.2.0 (its own class loader beside 3.5.3): every trace must be equal, Spark 4's messages included.
 * Fewer random scenarios than 3.5.3's ({@code sparkmemlab.random.spark42Scenarios} of each kind): the two
 * Sparks differ in their words and unmanaged memory, which the fixed ones and these cover.
 */
@Tag("spark")
class Spark42ScenariosTest {

    /** Other seeds than 3.5.3's, so that the two comparisons together see more scenarios. */
    static final long FIRST_SEED = 20_261_202L;

    static Scenario on42(Scenario s) {
        return new Scenario(s.title(), s.config().withSparkVersion(SparkVersion.SPARK_4_2_0, 0), s.steps());
    }

    @TestFactory
    Stream<DynamicTest> eachFixedScenarioMatchesSpark42() throws Exception {
        return FixedScenariosTest.scenarioFiles().stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            Scenario scenario = on42(FixedScenariosTest.read(file));
            List<StepResult> ours = ModelRun.run(scenario);
            TraceDiff.Comparison c = TraceDiff.compare(ours, scenario, RealSpark42::run, true);
            c.difference().ifPresent(d -> fail(file.getFileName() + " differs from Spark 4.2.0 at " + d));
            assertEquals(0, c.unstableFrom(), file.getFileName() + ": Spark 4.2.0's runs disagree from step " + c.unstableFrom());
        }));
    }

    /** Spark 4.2.0's own scenarios (unmanaged memory, SPARK-53001), in {@code src/test/resources/scenarios-4.2.0}. */
    @TestFactory
    Stream<DynamicTest> eachSpark42ScenarioMatchesSpark42() throws Exception {
        java.nio.file.Path dir = java.nio.file.Path.of(java.util.Objects.requireNonNull(
                Spark42ScenariosTest.class.getResource("/scenarios-4.2.0")).toURI());
        List<java.nio.file.Path> files;
        try (Stream<java.nio.file.Path> all = java.nio.file.Files.list(dir)) {
            files = all.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        org.junit.jupiter.api.Assertions.assertTrue(files.size() >= 4, "scenarios of 4.2.0: " + files);
        return files.stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            Scenario scenario = FixedScenariosTest.read(file);
            assertEquals(SparkVersion.SPARK_4_2_0, scenario.config().sparkVersion());
            List<StepResult> ours = ModelRun.run(scenario);
            TraceDiff.Comparison c = TraceDiff.compare(ours, scenario, RealSpark42::run, true);
            c.difference().ifPresent(d -> fail(file.getFileName() + " differs from Spark 4.2.0 at " + d));
        }));
    }

    @Test
    void randomScenariosMatchSpark42() {
        compare("random scenarios", RandomScenarioGenerator::generate);
    }

    @Test
    void randomTaskLayerScenariosMatchSpark42() {
        compare("random task-layer scenarios", RandomScenarioGenerator::generateWithConsumers);
    }

    @Test
    void randomTungstenScenariosMatchSpark42() {
        compare("random Tungsten scenarios", RandomScenarioGenerator::generateWithTungsten);
    }

    @Test
    void randomCacheScenariosMatchSpark42() {
        compare("random cache scenarios", RandomScenarioGenerator::generateWithCache);
    }

    /** Task-layer scenarios with unmanaged memory reported and polled every 5 ms: Spark's poller runs beside them. */
    @Test
    void randomUnmanagedMemoryScenariosMatchSpark42() {
        RandomScenariosTest.compare("random unmanaged-memory scenarios on 4.2.0",
                RandomScenariosTest.property("sparkmemlab.random.spark42Scenarios", 75), FIRST_SEED,
                (seed, length) -> withUnmanagedMemory(RandomScenarioGenerator.generateWithConsumers(seed, length), seed),
                "Spark 4.2.0", RealSpark42::run);
    }

    /**
     * The scenario on 4.2.0 with polling on and one to four {@code setUnmanagedMemory} steps at seeded places
     * (its last steps dropped to keep its length), each reporting up to half of the mode's region. Unmanaged
     * memory changes what later steps get, which the generator did not foresee: a placement after which our
     * model refuses a step is tried again elsewhere, five times, and then the reports end the scenario.
     */
    static Scenario withUnmanagedMemory(Scenario s, long seed) {
        java.util.Random random = new java.util.Random(seed * 31 + 7);
        for (int attempt = 0; attempt < 5; attempt++) {
            Scenario candidate = placed(s, random, false);
            try {
                ModelRun.run(candidate);
                return candidate;
            } catch (sparkmemlab.model.IllegalStepException | ModelRun.UncomparableStepException refused) {
                // elsewhere
            }
        }
        return placed(s, random, true);
    }

    private static Scenario placed(Scenario s, java.util.Random random, boolean atTheEnd) {
        List<sparkmemlab.model.Operation> steps = new java.util.ArrayList<>(s.steps());
        int reports = 1 + random.nextInt(4);
        boolean offHeap = s.config().offHeapEnabled() && s.config().offHeapSize() > 0;
        long heapRegion = (long) ((s.config().systemMemory() - s.config().reservedMemory()) * s.config().memoryFraction());
        for (int i = 0; i < reports; i++) {
            sparkmemlab.model.MemoryMode mode = offHeap && random.nextBoolean()
                    ? sparkmemlab.model.MemoryMode.OFF_HEAP : sparkmemlab.model.MemoryMode.ON_HEAP;
            long region = mode == sparkmemlab.model.MemoryMode.ON_HEAP ? heapRegion : s.config().offHeapSize();
            long bytes = random.nextInt(4) == 0 ? 0 : (long) (random.nextDouble() * region / 2);
            sparkmemlab.model.Operation report =
                    new sparkmemlab.model.Operation.SetUnmanagedMemory(random.nextBoolean() ? "RocksDB" : "native", bytes, mode);
            steps.add(atTheEnd ? s.steps().size() - reports + i : random.nextInt(steps.size() + 1), report);
        }
        return new Scenario(s.title() + " with unmanaged memory", s.config().withSparkVersion(SparkVersion.SPARK_4_2_0, 5),
                steps.subList(0, s.steps().size()));
    }

    private static void compare(String what, BiFunction<Long, Integer, Scenario> generator) {
        RandomScenariosTest.compare(what + " on 4.2.0", RandomScenariosTest.property("sparkmemlab.random.spark42Scenarios", 75),
                FIRST_SEED, (seed, length) -> on42(generator.apply(seed, length)), "Spark 4.2.0", RealSpark42::run);
    }
}
