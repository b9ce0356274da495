package sparkmemlab.cluster.fidelity;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.GsonBuilder;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.cluster.scenario.ClusterScenarioJson;

/**
 * Seeded random cluster scenarios on the model and on Spark 3.5.3's real Master: every trace must be
 * equal. A failure names the seed and prints the scenario shrunk to what still differs.
 */
@Tag("spark")
class RandomClusterScenariosTest {
    /** Scenario i uses FIRST_SEED + i, so any failure can be re-run alone. */
    static final long FIRST_SEED = 15_000_000L;

    @Test
    void randomClusterScenariosMatchSpark() {
        int count = Integer.getInteger("sparkmemlab.random.clusterScenarios", 2000);
        long steps = 0;
        int refused = 0;
        for (int i = 0; i < count; i++) {
            ClusterScenario scenario = RandomClusterScenarios.generate(FIRST_SEED + i);
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
        System.out.printf("compared %d random cluster scenarios, %d steps (%d ending in a step both refuse), with Spark 3.5.3's Master%n",
                count, steps, refused);
        assertTrue(refused > 0 && refused < count / 10, refused + " scenarios ended refused");
    }
}
