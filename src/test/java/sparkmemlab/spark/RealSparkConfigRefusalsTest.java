package sparkmemlab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.util.Map;
import org.apache.spark.SparkConf;
import org.apache.spark.memory.UnifiedMemoryManager$;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.scenario.ScenarioRunner;

/**
 * A configuration Spark 3.5.3 refuses is refused by the model in Spark's own words: the same
 * settings given to the real {@code UnifiedMemoryManager.apply} (as an executor's {@code SparkConf},
 * with the heap as {@code spark.testing.memory}), and its message found in the model's refusal.
 */
@Tag("spark")
public class RealSparkConfigRefusalsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "spark.memory.fraction | 0",
        "spark.memory.fraction | -0.1",
        "spark.memory.fraction | 0.0000000001",
        "spark.memory.storageFraction | 1.0",
        "spark.memory.storageFraction | 1.5",
        "spark.memory.storageFraction | -0.1",
        "spark.testing.reservedMemory | 1000000000",
    })
    void sparksWordsForWhatSparkRefuses(String key, String value) {
        String spark = sparkRefusal(Map.of(key, value));
        assertNotNull(spark, "Spark 3.5.3 takes " + key + "=" + value);
        String ours = modelRefusal("\"" + key + "\": " + value);
        assertTrue(ours.endsWith(spark), "Spark: " + spark + "\nours:  " + ours);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "spark.memory.offHeap.enabled | true",
    })
    void offHeapWithoutASize(String key, String value) {
        String spark = sparkRefusal(Map.of(key, value));
        assertEquals("requirement failed: spark.memory.offHeap.size must be > 0 when spark.memory.offHeap.enabled == true",
                spark);
        assertTrue(modelRefusal("\"" + key + "\": " + value).endsWith(spark));
    }

    /** What the model says of a 1g executor with these settings: the parser's or the model's refusal. */
    private static String modelRefusal(String settings) {
        return modelRefusal("", settings);
    }

    /** As {@link #modelRefusal(String)}, with top-level members before the config (e.g. a sparkVersion). */
    public static String modelRefusal(String topLevel, String settings) {
        try {
            Scenario s = ScenarioParser.parse("refused.json", JsonParser.parseString("{\"format\": \"spark-memory-scenario/1\","
                    + topLevel + " \"config\": {\"spark.executor.memory\": \"1g\", " + settings + "}, \"steps\": []}"));
            ScenarioRunner.start("refused.json", s);
        } catch (ScenarioException e) {
            return e.getMessage();
        }
        throw new AssertionError("the model takes " + settings);
    }

    /** Spark's message for a 1g executor with these settings, or null if Spark takes them. */
    private static String sparkRefusal(Map<String, String> settings) {
        SparkLogging.init();
        SparkConf conf = new SparkConf(false).set("spark.testing.memory", Long.toString(1L << 30));
        settings.forEach(conf::set);
        try {
            UnifiedMemoryManager$.MODULE$.apply(conf, 1);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }
}
