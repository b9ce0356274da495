package sparkmemlab.fidelity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.GsonBuilder;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import sparkmemlab.json.ScenarioJson;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.spark24.RealSpark24;

/**
 * Seeded random scenarios on our model and on real Spark 2.4.8: legacy ones on its
 * {@code StaticMemoryManager} ({@code sparkmemlab.random.legacyScenarios}, 1,000 a build, ten times
 * that in the soak profile), and a fifth as many without {@code useLegacyMode} on its
 * {@code UnifiedMemoryManager}, which must trace as our unified model (3.5.3's) does. A failure names
 * the seed and prints the scenario shrunk to the steps that still differ.
 */
@Tag("spark")
class LegacyRandomScenariosTest {
    /** The first seed; scenario i uses FIRST_SEED + i. */
    static final long FIRST_SEED = 20_261_201L;

    private static int property(String name, int fallback) {
        return Integer.parseInt(System.getProperty(name, Integer.toString(fallback)));
    }

    private static int legacyCount() {
        return property("sparkmemlab.random.legacyScenarios", 1000);
    }

    @Test
    void randomLegacyScenariosMatchSpark248() {
        compare("random legacy scenarios", legacyCount(), RandomScenarioGenerator::generateLegacy);
    }

    @Test
    void randomUnifiedScenariosMatchSpark248sUnifiedManager() {
        compare("random unified scenarios", Math.max(1, legacyCount() / 5), RandomScenarioGenerator::generate);
    }

    private static void compare(String what, int count, BiFunction<Long, Integer, Scenario> generator) {
        int length = property("sparkmemlab.random.steps", 50);
        long steps = 0;
        for (int i = 0; i < count; i++) {
            Scenario scenario = generator.apply(FIRST_SEED + i, length);
            steps += scenario.steps().size();
            Optional<String> difference = TraceDiff.against(ModelRun.run(scenario), scenario, RealSpark24::run);
            if (difference.isPresent()) {
                Scenario shrunk = Shrinker.shrink(scenario, LegacyRandomScenariosTest::stillDiffers);
                fail(scenario.title() + " differs from Spark 2.4.8 at "
                        + TraceDiff.against(ModelRun.run(shrunk), shrunk, RealSpark24::run).orElseThrow()
                        + "\nshrunk to " + shrunk.steps().size() + " steps:\n"
                        + new GsonBuilder().setPrettyPrinting().create().toJson(ScenarioJson.toJson(shrunk)));
            }
        }
        System.out.printf("compared %d %s, %d steps, with Spark 2.4.8%n", count, what, steps);
        assertEquals(count * (long) length, steps, "every random scenario should reach its full length");
    }

    /** For shrinking: whether a smaller scenario still differs (one our model refuses does not). */
    private static boolean stillDiffers(Scenario scenario) {
        List<StepResult> ours;
        try {
            ours = ModelRun.run(scenario);
        } catch (IllegalStepException | ModelRun.UncomparableStepException notComparable) {
            return false;
        }
        return TraceDiff.against(ours, scenario, RealSpark24::run).isPresent();
    }
}
