package sparkmemlab.spark42;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.scenario.ScenarioRunner;

/**
 * A configuration Spark 4.2.0 refuses is refused by the model with {@code "sparkVersion": "4.2.0"} in Spark
 * 4.2.0's own words (its error conditions, {@code SQLSTATE} included): the settings given to the real
 * {@code UnifiedMemoryManager.apply} of 4.2.0, and its message found at the end of the model's refusal.
 */
@Tag("spark")
class Spark42ConfigRefusalsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "spark.memory.fraction | 0",
        "spark.memory.fraction | -0.1",
        "spark.memory.storageFraction | 1.0",
        "spark.memory.storageFraction | 1.5",
        "spark.memory.storageFraction | -0.1",
        "spark.testing.reservedMemory | 1000000000",
        "spark.memory.offHeap.enabled | true",
    })
    void spark42sWordsForWhatSpark42Refuses(String key, String value) {
        String spark = (String) RealSpark42.inSparkLoader(() -> RealSpark42.call("sparkmemlab.spark42.bridge.Spark42Refusals",
                "refusal", new Class<?>[] {Map.class}, Map.of(key, value)));
        assertNotNull(spark, "Spark 4.2.0 takes " + key + "=" + value);
        String ours = modelRefusal("\"" + key + "\": " + value);
        assertTrue(ours.endsWith(spark), "Spark 4.2.0: " + spark + "\nours:        " + ours);
    }

    /** The parser refuses a negative size itself; the model's own check speaks as 4.2.0's config entry does. */
    @org.junit.jupiter.api.Test
    void aNegativeOffHeapSizeInSpark42sWords() {
        String spark = (String) RealSpark42.inSparkLoader(() -> RealSpark42.call("sparkmemlab.spark42.bridge.Spark42Refusals",
                "refusal", new Class<?>[] {Map.class}, Map.of("spark.memory.offHeap.size", "-1")));
        sparkmemlab.model.SparkConfigException ours = org.junit.jupiter.api.Assertions.assertThrows(
                sparkmemlab.model.SparkConfigException.class, () -> new sparkmemlab.model.ExecutorConfig(1L << 30,
                        300L << 20, 0.6, 0.5, false, -1, 1, java.util.OptionalLong.empty(), sparkmemlab.model.LegacyMemoryConfig.UNIFIED,
                        java.util.Optional.empty(), sparkmemlab.model.TungstenConf.DEFAULTS, sparkmemlab.model.SparkVersion.SPARK_4_2_0, 0));
        org.junit.jupiter.api.Assertions.assertEquals(spark, ours.getMessage());
    }

    /** What the model says of a 1g executor on 4.2.0 with these settings: the parser's or the model's refusal. */
    private static String modelRefusal(String settings) {
        try {
            Scenario s = ScenarioParser.parse("refused.json", JsonParser.parseString("{\"format\": \"spark-memory-scenario/1\","
                    + " \"sparkVersion\": \"4.2.0\", \"config\": {\"spark.executor.memory\": \"1g\", " + settings + "}, \"steps\": []}"));
            ScenarioRunner.start("refused.json", s);
        } catch (ScenarioException e) {
            return e.getMessage();
        }
        throw new AssertionError("the model takes " + settings);
    }
}
