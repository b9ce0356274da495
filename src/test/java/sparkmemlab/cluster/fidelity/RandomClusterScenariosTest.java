package sparkmemlab.cluster.fidelity;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.GsonBuilder;
import java.util.Optional;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import sparkmemlab.cluster.WorkerSelectionPolicy;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.cluster.scenario.ClusterScenarioJson;
import sparkmemlab.model.SparkVersion;

/**
 * Seeded random cluster scenarios on the model and on Spark 3.5.3's and 4.2.0's real Master: every trace must be
 * equal. A failure names the seed and prints the scenario shrunk to what still differs.
 */
@Tag("spark")
class RandomClusterScenariosTest {
    /** Scenario i uses FIRST_SEED + i, so any failure can be re-run alone. */
    static final long FIRST_SEED = 15_000_000L;
    static final long FIRST_SEED_420 = 42_000_000L;

    @Test
    void randomClusterScenariosMatchSpark() {
        int count = Integer.getInteger("sparkmemlab.random.clusterScenarios", 2000);
        compare(count, seed -> RandomClusterScenarios.generate(seed), FIRST_SEED, "Spark 3.5.3's Master");
    }

    /** As many on Spark 4.2.0's Master, shared among its worker selection policies. */
    @Test
    void randomClusterScenariosMatchSpark420UnderEachPolicy() {
        int count = Integer.getInteger("sparkmemlab.random.clusterScenarios", 2000) / WorkerSelectionPolicy.values().length;
        for (WorkerSelectionPolicy policy : WorkerSelectionPolicy.values()) {
            compare(count, seed -> RandomClusterScenarios.generate(seed, SparkVersion.SPARK_4_2_0, policy),
                    FIRST_SEED_420 + 1_000_000L * policy.ordinal(),
                    "Spark 4.2.0's Master, " + policy);
        }
    }

    private static void compare(int count, LongFunction<ClusterScenario> generate, long firstSeed, String master) {
        long steps = 0;
        int refused = 0;
        for (int i = 0; i < count; i++) {
            ClusterScenario scenario = generate.apply(firstSeed + i);
            ClusterTraceDiff.Run ours = ClusterTraceDiff.model(scenario);
            Optional<String> difference = ClusterTraceDiff.difference(ours, ClusterTraceDiff.spark(scenario), scenario.usesDrivers());
            if (difference.isPresent()) {
                ClusterScenario shrunk = ClusterShrinker.shrink(scenario, s -> ClusterTraceDiff.againstSpark(s).isPresent());
                fail(scenario.title() + " differs from Spark at " + difference.get() + "\nshrunk to " + shrunk.steps().size()
                        + " steps, which differ at " + ClusterTraceDiff.againstSpark(shrunk).orElseThrow() + ":\n"
                        + new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(ClusterScenarioJson.toJson(shrunk)));
            }
            steps += ours.steps().size();
            refused += ours.refusal().isPresent() ? 1 : 0;
        }
        System.out.printf("compared %d random cluster scenarios, %d steps (%d ending in a step both refuse), with %s%n",
                count, steps, refused, master);
        assertTrue(refused > 0 && refused < count / 10, refused + " scenarios ended refused");
    }
}
