package sparkmemlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.replay.EventLogReader;
import sparkmemlab.replay.ReplaySummary;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioParser;

/** {@code replay LOG [--summary | --what-if EXECUTOR_ID [--conf k=v] [-o scenario.json]]} on the real fixture log, and on a log it refuses. */
class ReplayCommandTest {
    private static final String FIXTURE = "local-1796108184993.zstd";

    @TempDir
    Path dir;

    private record Outcome(int status, String out, String err) {
    }

    private Outcome run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Outcome(status, out.toString(), err.toString());
    }

    private Path fixture() throws IOException {
        Path log = dir.resolve(FIXTURE);
        try (InputStream in = getClass().getResourceAsStream("/replay/" + FIXTURE)) {
            Files.copy(in, log);
        }
        return log;
    }

    @Test
    void summaryPrintsOneJsonDocumentWithTheIssuesNames() throws Exception {
        Path log = fixture();
        Outcome o = run("replay", log.toString(), "--summary");
        assertEquals(0, o.status(), o.err());
        JsonObject doc = JsonParser.parseString(o.out()).getAsJsonObject();
        assertEquals(ReplaySummary.of(EventLogReader.read(log)).toJson(), doc);
        assertEquals(List.of("id", "name", "sparkVersion"), List.copyOf(doc.getAsJsonObject("app").keySet()));
        JsonObject driver = doc.getAsJsonObject("executors").getAsJsonObject("driver");
        assertEquals(List.of("totalCores", "maxOnHeapMemory", "maxOffHeapMemory", "tasks", "failedTasks", "peakExecutionMemory",
                "memoryBytesSpilled", "diskBytesSpilled", "maxConcurrentTasks", "peakMemoryMetrics"), List.copyOf(driver.keySet()));
        assertTrue(driver.getAsJsonObject("peakMemoryMetrics").has("OnHeapExecutionMemory"));
    }

    @Test
    void theReadableReportNamesEachExecutorsMemoryAndWhatTheLogCannotTell() throws Exception {
        Outcome o = run("replay", fixture().toString());
        assertEquals(0, o.status(), o.err());
        assertTrue(o.out().contains("Executor driver on "), o.out());
        assertTrue(o.out().contains("1 failed (1 out of memory, 0 executor lost), at most 4 at once"), o.out());
        assertTrue(o.out().contains("org.apache.spark.memory.SparkOutOfMemoryError: [UNABLE_TO_ACQUIRE_MEMORY]"), o.out());
        assertTrue(o.out().contains("What this log does not tell:\n  - Spark logs no single acquire"), o.out());
    }

    @Test
    void theReportReadsInChinese() throws Exception {
        Locale before = Locale.getDefault();
        Locale.setDefault(Locale.SIMPLIFIED_CHINESE);
        try {
            Outcome o = run("replay", fixture().toString());
            assertEquals(0, o.status(), o.err());
            assertTrue(o.out().contains("这份日志说不出的内容："), o.out());
            assertTrue(o.out().contains("同时最多 4 个"), o.out());
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void aRefusedLogPrintsWhereAndWhyAndExitsWith2() throws Exception {
        Path log = dir.resolve("app-1");
        Files.writeString(log, "{\"Event\":\"SparkListenerLogStart\",\"Spark Version\":\"3.5.3\"}\nnot json\n");
        Outcome o = run("replay", log.toString(), "--summary");
        assertEquals(2, o.status());
        assertEquals("", o.out());
        assertTrue(o.err().startsWith(log + ", line 2, $ (byte 1): expected an object"), o.err());
    }

    @Test
    void bytesAreWrittenAsSparkWritesThem() {
        assertEquals("1023.0 B", ReplayReport.bytes(1023));
        assertEquals("1966.6 KiB", ReplayReport.bytes(2_013_837));
        assertEquals("120.0 MiB", ReplayReport.bytes(125_829_120));
        assertEquals("2.0 GiB", ReplayReport.bytes(2L << 30));
    }

    @Test
    void printsTheReconstructionAndWritesTheChangedScenario() throws Exception {
        Path out = dir.resolve("what-if.json");
        Outcome o = run("replay", fixture().toString(), "--what-if", "driver", "--conf", "spark.memory.fraction=0.3", "-o", out.toString());
        assertEquals(0, o.status(), o.err());
        JsonObject doc = JsonParser.parseString(o.out()).getAsJsonObject();
        assertEquals(List.of("reconstruction", "divergence", "recordedRun", "whatIf"), List.copyOf(doc.keySet()));
        JsonObject rebuilt = doc.getAsJsonObject("reconstruction");
        assertTrue(rebuilt.get("label").getAsString().startsWith("A reconstruction"));
        assertEquals(125829120L, rebuilt.getAsJsonObject("heap").get("maxOnHeapMemory").getAsLong());
        assertTrue(rebuilt.getAsJsonObject("heap").get("exact").getAsBoolean());
        JsonObject whatIf = doc.getAsJsonObject("whatIf");
        assertEquals("0.3", whatIf.getAsJsonObject("changes").get("spark.memory.fraction").getAsString());
        assertFalse(whatIf.getAsJsonArray("newlyRefused").isEmpty());
        Scenario written = ScenarioParser.read(out);
        assertEquals(0.3, written.config().memoryFraction());
        assertEquals(whatIf.getAsJsonObject("run").get("steps").getAsInt(), written.steps().size());
    }

    @Test
    void aBadExecutorOrChangeIsRefusedWithStatusTwoAndNothingWritten() throws Exception {
        String log = fixture().toString();
        Path out = dir.resolve("never.json");
        Outcome noSuch = run("replay", log, "--what-if", "3", "-o", out.toString());
        assertEquals(2, noSuch.status());
        assertEquals("The log has no executor \"3\": it has driver.", noSuch.err().strip());
        Outcome badValue = run("replay", log, "--what-if", "driver", "--conf", "spark.memory.storageFraction=half", "-o", out.toString());
        assertEquals(2, badValue.status());
        assertEquals("spark.memory.storageFraction=half: expected a number such as 0.6.", badValue.err().strip());
        Outcome alone = run("replay", log, "--conf", "spark.memory.fraction=0.5");
        assertEquals(2, alone.status());
        assertTrue(alone.err().contains("--what-if"));
        Outcome both = run("replay", log, "--what-if", "driver", "--summary");
        assertEquals(2, both.status());
        assertTrue(both.err().contains("give one of them"), both.err());
        assertFalse(Files.exists(out));
        assertEquals("", noSuch.out() + badValue.out() + alone.out() + both.out());
    }
}
