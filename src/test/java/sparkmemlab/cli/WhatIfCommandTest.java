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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioParser;

/** {@code replay LOG --what-if EXECUTOR_ID [--conf k=v ...] [-o scenario.json]} on the real fixture log. */
class WhatIfCommandTest {
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

    private String fixture() throws IOException {
        Path log = dir.resolve(FIXTURE);
        try (InputStream in = getClass().getResourceAsStream("/replay/" + FIXTURE)) {
            Files.copy(in, log);
        }
        return log.toString();
    }

    @Test
    void printsTheReconstructionAndWritesTheChangedScenario() throws Exception {
        Path out = dir.resolve("what-if.json");
        Outcome o = run("replay", fixture(), "--what-if", "driver", "--conf", "spark.memory.fraction=0.3", "-o", out.toString());
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
        String log = fixture();
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
        assertFalse(Files.exists(out));
        assertEquals("", noSuch.out() + badValue.out() + alone.out());
    }
}
