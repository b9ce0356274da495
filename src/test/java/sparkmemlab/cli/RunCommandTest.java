package sparkmemlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunCommandTest {
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

    private Path file(String json) throws IOException {
        Path f = dir.resolve("scenario.json");
        Files.writeString(f, json);
        return f;
    }

    @Test
    void traceHasOneJsonObjectPerStep() throws IOException {
        Path f = file("""
                {"format": "spark-memory-scenario/1", "config": {"spark.executor.memory": "1g"},
                 "steps": [{"op": "putBlock", "block": "rdd_1_0", "bytes": 52428800},
                           {"op": "acquireExecution", "task": 1, "bytes": 104857600},
                           {"op": "releaseExecution", "task": 1, "bytes": 1}]}""");
        Outcome o = run("run", f.toString(), "--trace");
        assertEquals(0, o.status(), o.err());
        String[] lines = o.out().strip().split("\n");
        assertEquals(3, lines.length);
        assertTrue(JsonParser.parseString(lines[2]).getAsJsonObject().get("result").isJsonNull(), "a null result is written: " + lines[2]);
        JsonObject second = JsonParser.parseString(lines[1]).getAsJsonObject();
        assertEquals(2, second.get("step").getAsInt());
        assertEquals(104857600L, second.get("result").getAsLong());
        assertEquals(227750707L, second.getAsJsonObject("onHeap").get("executionPool").getAsLong());
        assertEquals(104857600L, second.getAsJsonObject("tasks").getAsJsonObject("1").get("onHeap").getAsLong());
    }

    @Test
    void withoutTraceEachStepIsOneReadableLine() throws IOException {
        Path f = file("""
                {"format": "spark-memory-scenario/1", "steps": [{"op": "acquireExecution", "task": 1, "bytes": 1048576}]}""");
        Outcome o = run("run", f.toString());
        assertEquals(0, o.status(), o.err());
        assertTrue(o.out().startsWith("step 1 acquireExecution -> 1.0 MiB | on-heap execution 1.0 MiB of 217.2 MiB"), o.out());
    }

    @Test
    void aStepSparkCannotTakeIsOneLineOnStderrAndStatusTwo() throws IOException {
        Path f = file("""
                {"format": "spark-memory-scenario/1", "steps": [
                  {"op": "putBlock", "block": "rdd_1_0", "bytes": 100},
                  {"op": "lockBlock", "block": "rdd_1_0", "task": 1},
                  {"op": "removeBlock", "block": "rdd_1_0"}]}""");
        Outcome o = run("run", f.toString(), "--trace");
        assertEquals(2, o.status());
        assertEquals(2, o.out().strip().lines().count(), "the trace holds the lines of the steps before: " + o.out());
        String err = o.err().strip();
        assertFalse(err.contains("\n"), err);
        assertFalse(err.contains("Exception"), err);
        assertTrue(err.startsWith(f + ": step 3 (removeBlock), field \"block\" ($.steps[2].block): Spark cannot take this step"), err);
    }

    @Test
    void aLegacyScenarioTracesOnTheStaticManager() throws IOException {
        Path f = file("""
                {"format": "spark-memory-scenario/1", "config": {"spark.memory.useLegacyMode": true},
                 "steps": [{"op": "acquireExecution", "task": 1, "bytes": 300000000},
                           {"op": "putBlock", "block": "rdd_1_0", "bytes": 579820585}]}""");
        Outcome o = run("run", f.toString(), "--trace");
        assertEquals(0, o.status(), o.err());
        String[] lines = o.out().strip().split("\n");
        assertEquals(2, lines.length);
        JsonObject first = JsonParser.parseString(lines[0]).getAsJsonObject();
        assertEquals(171798691L, first.get("result").getAsLong(), "execution cannot borrow: " + lines[0]);
        JsonObject onHeap = first.getAsJsonObject("onHeap");
        assertEquals(171798691L, onHeap.get("executionPool").getAsLong());
        assertEquals(579820584L, onHeap.get("storagePool").getAsLong());
        assertFalse(JsonParser.parseString(lines[1]).getAsJsonObject().get("result").getAsBoolean(), lines[1]);
    }

    @Test
    void anOffHeapPutOnTheStaticManagerStopsTheRunAfterTheEarlierLines() throws IOException {
        Path f = file("""
                {"format": "spark-memory-scenario/1",
                 "config": {"spark.memory.useLegacyMode": true, "spark.memory.offHeap.size": "64m"},
                 "steps": [{"op": "acquireExecution", "task": 1, "bytes": 1000, "mode": "OFF_HEAP"},
                           {"op": "putBlock", "block": "rdd_1_0", "bytes": 100, "mode": "OFF_HEAP"},
                           {"op": "getBlock", "block": "rdd_1_0"}]}""");
        Outcome o = run("run", f.toString(), "--trace");
        assertEquals(2, o.status());
        assertEquals(1, o.out().strip().lines().count(), o.out());
        String err = o.err().strip();
        assertTrue(err.startsWith(f + ": step 2 (putBlock), field \"mode\" ($.steps[1].mode): Spark cannot take this step"), err);
        assertTrue(err.endsWith("requirement failed: StaticMemoryManager does not support off-heap storage memory"), err);
    }

    @Test
    void aNonBooleanUseLegacyModeIsRefusedWithSparksMessage() throws IOException {
        Path f = file("""
                {"format": "spark-memory-scenario/1", "config": {"spark.memory.useLegacyMode": "yes"}, "steps": []}""");
        Outcome o = run("run", f.toString());
        assertEquals(2, o.status());
        assertTrue(o.err().contains("config, key \"spark.memory.useLegacyMode\""), o.err());
        assertTrue(o.err().strip().endsWith(
                "Illegal value for config key spark.memory.useLegacyMode: For input string: \"yes\""), o.err());
    }

    @Test
    void aMissingFileIsReportedPlainly() {
        Outcome o = run("run", dir.resolve("nope.json").toString());
        assertEquals(2, o.status());
        assertEquals(dir.resolve("nope.json") + ": no such file", o.err().strip());
    }

    @Test
    void aConfigSparkRefusesGivesSparksMessage() throws IOException {
        Path f = file("""
                {"format": "spark-memory-scenario/1", "config": {"spark.executor.memory": "400m"}, "steps": []}""");
        Outcome o = run("run", f.toString());
        assertEquals(2, o.status());
        assertTrue(o.err().contains("config, key \"spark.executor.memory\""), o.err());
        assertTrue(o.err().contains("[INVALID_DRIVER_MEMORY] System memory 419430400 must be at least 471859200."), o.err());
    }

    @Test
    void unknownOptionsAreAUsageError() {
        Outcome o = run("run", "--frobnicate", "x.json");
        assertEquals(2, o.status());
        assertTrue(o.err().contains("Unknown option"), o.err());
    }
}
