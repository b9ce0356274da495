package sparkmemlab.fidelity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.GsonBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import sparkmemlab.scenario.ScenarioWriter;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.spark.RealSpark;

/**
 * Seeded random scenarios on our model and on real Spark 3.5.3: every trace must be equal. A failure
 * names the seed and prints the scenario shrunk to the steps that still differ.
 */
@Tag("spark")
class RandomScenariosTest {
    /** The first seed; scenario i uses FIRST_SEED + i, so any failure can be re-run alone. */
    static final long FIRST_SEED = 20_261_129L;

    /**
     * Whether every scenario with steps that wake several parked requests runs on Spark five times
     * (the soak profile), not only one that differs from Spark's first run: then the output names
     * every scenario whose Spark runs disagree.
     */
    private static final boolean REPEAT_EVERY = Boolean.getBoolean("sparkmemlab.random.repeatEvery");

    /**
     * A scenario that differs from Spark after a step that woke several parked requests is run again
     * at the end, five times and then this many more: it fails only if no run gives our trace.
     */
    private static final int RECHECK_RUNS = 10;

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

    /** Sorters (Spark's real UnsafeExternalSorter) among the task layer's and the memory manager's ops. */
    @Test
    void randomTungstenScenariosMatchSpark() {
        compare("random Tungsten scenarios", property("sparkmemlab.random.tungstenScenarios", 1000), FIRST_SEED,
                RandomScenarioGenerator::generateWithTungsten, "Spark 3.5.3", RealSpark::run);
    }

    @Test
    void randomCacheScenariosMatchSpark() {
        compare("random cache scenarios", property("sparkmemlab.random.cacheScenarios", 1000), FIRST_SEED,
                RandomScenarioGenerator::generateWithCache, "Spark 3.5.3", RealSpark::run);
    }

    /**
     * Scenario i of {@code count} is {@code generator(firstSeed + i)}; each runs on our model and on
     * {@code spark}, and the first that differs fails the test, shrunk.
     */
    static void compare(String what, int count, long firstSeed, BiFunction<Long, Integer, Scenario> generator,
            String sparkName, Function<Scenario, List<StepResult>> spark) {
        int length = property("sparkmemlab.random.steps", 50);
        long steps = 0;
        long compared = 0;
        long multiWake = 0;
        long wokenFailures = 0;
        List<Long> unstable = new ArrayList<>();
        List<Long> suspects = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            long seed = firstSeed + i;
            Scenario scenario = generator.apply(seed, length);
            steps += scenario.steps().size();
            List<StepResult> ours = ModelRun.run(scenario);
            TraceDiff.Comparison c = TraceDiff.compare(ours, scenario, spark, REPEAT_EVERY);
            if (c.differsAfterWakingSeveral(ours)) {
                suspects.add(seed); // looked at again at the end, when the machine's load has moved on
                continue;
            }
            if (c.difference().isPresent()) {
                failWithShrunk(scenario, c, sparkName, spark);
            }
            compared += c.stepsCompared();
            multiWake += c.multiWakeSteps();
            wokenFailures += c.wokenFailures();
            if (c.unstableFrom() > 0) {
                unstable.add(seed);
            }
        }
        for (long seed : suspects) {
            Scenario scenario = generator.apply(seed, length);
            List<StepResult> ours = ModelRun.run(scenario);
            TraceDiff.Comparison c = TraceDiff.compare(ours, scenario, spark, true);
            if (c.difference().isPresent() && !TraceDiff.sparkCanGive(ours, scenario, spark, RECHECK_RUNS, c.differsAt())) {
                failWithShrunk(scenario, c, sparkName, spark);
            }
            TraceDiff.Comparison upTo = c.difference().isPresent() ? TraceDiff.Comparison.unstableAt(ours, c.differsAt()) : c;
            compared += upTo.stepsCompared();
            multiWake += upTo.multiWakeSteps();
            wokenFailures += upTo.wokenFailures();
            if (upTo.unstableFrom() > 0) {
                unstable.add(seed);
            }
        }
        System.out.printf("compared %d %s, %d of their %d steps, with %s, among them %d steps that wake several"
                + " parked requests at once and %d in which a woken page request ends in Spark's OOM; %d scenarios %s,"
                + " compared up to the step where Spark's runs disagree (seeds %s)%n", count, what, compared, steps, sparkName,
                multiWake, wokenFailures, unstable.size(), REPEAT_EVERY ? "whose Spark runs disagree"
                        : "that differ from Spark's first run", unstable);
        assertEquals(count * (long) length, steps, "every random scenario should reach its full length");
    }

    private static void failWithShrunk(Scenario scenario, TraceDiff.Comparison c, String sparkName,
            Function<Scenario, List<StepResult>> spark) {
        Scenario shrunk = Shrinker.shrink(scenario, s -> stillDiffers(s, spark));
        fail(scenario.title() + " differs from " + sparkName + " at " + c.difference().orElseThrow()
                + "\nshrunk to " + shrunk.steps().size() + " steps, where it differs at "
                + TraceDiff.against(ModelRun.run(shrunk), shrunk, spark).orElse("(no longer)") + ":\n"
                + new GsonBuilder().setPrettyPrinting().create().toJson(ScenarioWriter.toJson(shrunk)));
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
