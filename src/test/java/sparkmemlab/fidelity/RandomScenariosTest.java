package sparkmemlab.fidelity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.GsonBuilder;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import sparkmemlab.json.ScenarioJson;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.spark.RealSpark;

/**
 * Seeded random scenarios on our model and on real Spark 3.5.3: every trace must be equal. A failure
 * names the seed and prints the scenario shrunk to the steps that still differ.
 */
class RandomScenariosTest {
    /** The first seed; scenario i uses FIRST_SEED + i, so any failure can be re-run alone. */
    static final long FIRST_SEED = 20_261_129L;

    static int property(String name, int fallback) {
        return Integer.parseInt(System.getProperty(name, Integer.toString(fallback)));
    }

    @Test
    void randomScenariosMatchSpark() {
        compare("random scenarios", property("sparkmemlab.random.scenarios", 5000), FIRST_SEED,
                RandomScenarioGenerator::generate, "Spark 3.5.3", RealSpark::run);
    }

    @Test
    void randomTaskLayerScenariosMatchSpark() {
        compare("random task-layer scenarios", property("sparkmemlab.random.consumerScenarios", 1000), FIRST_SEED,
                RandomScenarioGenerator::generateWithConsumers, "Spark 3.5.3", RealSpark::run);
    }

    /**
     * Scenario i of {@code count} is {@code generator(firstSeed + i)}; each runs on our model and on
     * {@code spark}, and the first that differs fails the test, shrunk.
     */
    static void compare(String what, int count, long firstSeed, BiFunction<Long, Integer, Scenario> generator,
            String sparkName, Function<Scenario, List<StepResult>> spark) {
        int length = property("sparkmemlab.random.steps", 50);
        long steps = 0;
        for (int i = 0; i < count; i++) {
            long seed = firstSeed + i;
            Scenario scenario = generator.apply(seed, length);
            steps += scenario.steps().size();
            Optional<String> difference = TraceDiff.against(ModelRun.run(scenario), scenario, spark);
            if (difference.isPresent()) {
                Scenario shrunk = Shrinker.shrink(scenario, s -> stillDiffers(s, spark));
                fail(scenario.title() + " differs from " + sparkName + " at "
                        + TraceDiff.against(ModelRun.run(shrunk), shrunk, spark).orElseThrow()
                        + "\nshrunk to " + shrunk.steps().size() + " steps:\n"
                        + new GsonBuilder().setPrettyPrinting().create().toJson(ScenarioJson.toJson(shrunk)));
            }
        }
        System.out.printf("compared %d %s, %d steps, with %s%n", count, what, steps, sparkName);
        assertEquals(count * (long) length, steps, "every random scenario should reach its full length");
    }

    /**
     * For shrinking: whether a smaller scenario still differs; one Spark cannot run, or cannot compare
     * (a step that kills the JVM in our model: Spark has no heap of its own to run out of), does not.
     */
    private static boolean stillDiffers(Scenario scenario, Function<Scenario, List<StepResult>> spark) {
        List<StepResult> ours;
        try {
            ours = ModelRun.run(scenario);
        } catch (IllegalStepException | ModelRun.UncomparableStepException notComparable) {
            return false;
        }
        if (ours.stream().anyMatch(r -> r.state().heap().executorLost())) {
            return false;
        }
        return TraceDiff.against(ours, scenario, spark).isPresent();
    }
}
