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

    private static void compare(String what, BiFunction<Long, Integer, Scenario> generator) {
        RandomScenariosTest.compare(what + " on 4.2.0", RandomScenariosTest.property("sparkmemlab.random.spark42Scenarios", 75),
                FIRST_SEED, (seed, length) -> on42(generator.apply(seed, length)), "Spark 4.2.0", RealSpark42::run);
    }
}
