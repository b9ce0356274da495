package sparkmemlab.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.SparkVersion;

/** The top-level {@code "sparkVersion"} and {@code spark.memory.unmanagedMemoryPollingInterval}, read and written. */
class SparkVersionScenarioTest {

    static Scenario parse(String top, String config) throws ScenarioException {
        return ScenarioParser.parse("v.json", JsonParser.parseString("{\"format\": \"spark-memory-scenario/1\"" + top
                + ", \"config\": {" + config + "}, \"steps\": []}"));
    }

    @Test
    void absentIs353AndTheWriterLeavesItOut() throws Exception {
        Scenario s = parse("", "");
        assertEquals(SparkVersion.SPARK_3_5_3, s.config().sparkVersion());
        assertTrue(!ScenarioWriter.toJson(s).has("sparkVersion"));
    }

    @Test
    void v420AndItsPollingIntervalReadBack() throws Exception {
        Scenario s = parse(", \"sparkVersion\": \"4.2.0\"", "\"spark.memory.unmanagedMemoryPollingInterval\": \"2s\"");
        assertEquals(SparkVersion.SPARK_4_2_0, s.config().sparkVersion());
        assertEquals(2000, s.config().unmanagedMemoryPollingInterval());
        assertTrue(s.config().pollsUnmanagedMemory());
        Scenario back = ScenarioParser.parse("back.json", ScenarioWriter.toJson(s));
        assertEquals(s, back);
        assertEquals(250, parse(", \"sparkVersion\": \"4.2.0\"", "\"spark.memory.unmanagedMemoryPollingInterval\": 250")
                .config().unmanagedMemoryPollingInterval());
    }

    @Test
    void anotherVersionIsABadScenarioNamingTheField() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> parse(", \"sparkVersion\": \"4.0\"", ""));
        assertEquals("$.sparkVersion", e.jsonPath());
        assertTrue(e.problem().contains("\"4.0\""), e.problem());
        assertEquals("$.sparkVersion", assertThrows(ScenarioException.class, () -> parse(", \"sparkVersion\": 4.2", "")).jsonPath());
    }

    @Test
    void theLegacyManagerIsNotSpark42s() {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> parse(", \"sparkVersion\": \"4.2.0\"", "\"spark.memory.useLegacyMode\": true"));
        assertEquals("$.sparkVersion", e.jsonPath());
    }

    @Test
    void pollingIsSpark41sAndTakesSparksTimeSyntaxOnly() {
        ScenarioException on353 = assertThrows(ScenarioException.class,
                () -> parse("", "\"spark.memory.unmanagedMemoryPollingInterval\": \"1s\""));
        assertEquals("$.config['spark.memory.unmanagedMemoryPollingInterval']", on353.jsonPath());
        ScenarioException notATime = assertThrows(ScenarioException.class,
                () -> parse(", \"sparkVersion\": \"4.2.0\"", "\"spark.memory.unmanagedMemoryPollingInterval\": \"1 sec\""));
        assertEquals("$.config['spark.memory.unmanagedMemoryPollingInterval']", notATime.jsonPath());
    }

    @Test
    void sparkTimeIsJavaUtilsTimeStringAs() {
        assertEquals(0, SparkTime.millis("0s"));
        assertEquals(100, SparkTime.millis("100"));
        assertEquals(90_000, SparkTime.millis(" 90S "));
        assertEquals(120_000, SparkTime.millis("2min"));
        assertEquals(1, SparkTime.millis("1999us"));
        assertThrows(NumberFormatException.class, () -> SparkTime.millis("1.5s"));
        assertThrows(NumberFormatException.class, () -> SparkTime.millis("5 weeks"));
    }
}
