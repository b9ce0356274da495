package sparkmemlab.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import sparkmemlab.scenario.TraceWriter;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.scenario.ScenarioRunner;

/**
 * Traces are compared with real Spark, so what the model writes into them (Spark's SparkOutOfMemoryError
 * message, Java's OutOfMemoryError) must not change with the JVM's locale: a Chinese default locale gives
 * byte for byte the traces of an English one.
 */
class TracesInAnyLocaleTest {

    static final String SPARK_OOM = "\"SparkOutOfMemoryError: [UNABLE_TO_ACQUIRE_MEMORY] Unable to acquire ";
    static final String JVM_OOM = "\"java.lang.OutOfMemoryError: Java heap space\"";

    @Test
    void allocatePageOutOfMemoryTracesAreTheSameInChinese() throws Exception {
        for (String name : List.of("52-not-spillable-dies.json", "59-skew-sorter-spills-map-dies.json")) {
            Path file = Path.of("src/test/resources/scenarios", name);
            assertSameInChinese(name, SPARK_OOM, () -> trace(file));
        }
    }

    @Test
    void userAllocateAndMaybeSpillOutOfMemoryTracesAreTheSameInChinese() throws Exception {
        // The scenarios of lesson 15 (userAllocate kills the JVM) and lesson 13 (a growing map killed by the JVM).
        for (String name : List.of("15-memory-spark-does-not-count.json", "13-the-map-that-grows.json")) {
            Path lesson = Path.of("lessons", name);
            assertSameInChinese(name, JVM_OOM, () -> lessonTrace(lesson));
        }
    }

    /** The trace holds {@code error} and is the same, byte for byte, under an English and a Chinese locale. */
    private static void assertSameInChinese(String name, String error, Callable<String> trace) throws Exception {
        String english = inLocale(Locale.ENGLISH, trace);
        String chinese = inLocale(Locale.SIMPLIFIED_CHINESE, trace);
        assertTrue(english.contains(error), name + " has no " + error + ":\n" + english);
        assertEquals(english, chinese, name);
    }

    @Test
    void sparksRefusalKeepsSparksWordsInChinese() throws Exception {
        String scenario = "{\"format\": \"spark-memory-scenario/1\", \"config\": {\"spark.executor.memory\": \"400m\"},"
                + " \"steps\": [{\"op\": \"endTask\", \"task\": 1}]}";
        String english = inLocale(Locale.ENGLISH, () -> refusal(scenario));
        String chinese = inLocale(Locale.SIMPLIFIED_CHINESE, () -> refusal(scenario));
        String spark = "[INVALID_DRIVER_MEMORY] System memory 419430400 must be at least 471859200. Please increase heap"
                + " size using the --driver-memory option or \"spark.driver.memory\" in Spark configuration.";
        assertTrue(english.contains(spark), english);
        assertTrue(chinese.contains(spark), chinese);
        assertNotEquals(english, chinese, "the words around Spark's are translated");
    }

    private static String trace(Path file) throws Exception {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return trace(ScenarioParser.parse(file.toString(), in), file.toString());
        }
    }

    private static String lessonTrace(Path lesson) throws Exception {
        JsonElement root = JsonParser.parseString(Files.readString(lesson, StandardCharsets.UTF_8));
        Scenario scenario = ScenarioParser.parse(lesson.toString(), root.getAsJsonObject().get("scenario"));
        return trace(scenario, lesson.toString());
    }

    private static String trace(Scenario scenario, String file) throws ScenarioException {
        List<String> lines = new ArrayList<>();
        for (StepResult step : ScenarioRunner.run(file, scenario)) {
            lines.add(TraceWriter.toJson(step, scenario).toString());
        }
        return String.join("\n", lines);
    }

    private static String refusal(String scenario) throws Exception {
        Scenario parsed = ScenarioParser.parse("s.json", new StringReader(scenario));
        return assertThrows(ScenarioException.class, () -> ScenarioRunner.run("s.json", parsed)).getMessage();
    }

    private static <T> T inLocale(Locale locale, Callable<T> action) throws Exception {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(locale);
            return action.call();
        } finally {
            Locale.setDefault(saved);
        }
    }
}
