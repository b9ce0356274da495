package sparkmemlab.fidelity;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import sparkmemlab.spark24.RealSpark24;

/**
 * Seeded random scenarios on our model and on real Spark 2.4.8: legacy ones on its
 * {@code StaticMemoryManager} ({@code sparkmemlab.random.legacyScenarios}, 1,000 a build, ten times
 * that in the soak profile), and a fifth as many without {@code useLegacyMode} on its
 * {@code UnifiedMemoryManager}, which must trace as our unified model (3.5.3's) does, and half as many
 * legacy ones that cache partitions ({@code cacheBlock}, 2.4.8's {@code putIteratorAsValues}). A failure names
 * the seed and prints the scenario shrunk to the steps that still differ.
 */
@Tag("spark")
class LegacyRandomScenariosTest {
    /** The first seed; scenario i uses FIRST_SEED + i. */
    static final long FIRST_SEED = 20_261_201L;

    private static int legacyCount() {
        return RandomScenariosTest.property("sparkmemlab.random.legacyScenarios", 1000);
    }

    @Test
    void randomLegacyScenariosMatchSpark248() {
        RandomScenariosTest.compare("random legacy scenarios", legacyCount(), FIRST_SEED,
                RandomScenarioGenerator::generateLegacy, "Spark 2.4.8", RealSpark24::run);
    }

    @Test
    void randomLegacyCacheScenariosMatchSpark248() {
        RandomScenariosTest.compare("random legacy cache scenarios", Math.max(1, legacyCount() / 2), FIRST_SEED,
                RandomScenarioGenerator::generateLegacyWithCache, "Spark 2.4.8", RealSpark24::run);
    }

    @Test
    void randomUnifiedScenariosMatchSpark248sUnifiedManager() {
        RandomScenariosTest.compare("random unified scenarios", Math.max(1, legacyCount() / 5), FIRST_SEED,
                RandomScenarioGenerator::generate, "Spark 2.4.8", RealSpark24::run);
    }
}
