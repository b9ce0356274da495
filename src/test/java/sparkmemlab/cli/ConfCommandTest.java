package sparkmemlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code conf read} and {@code conf flags}: the import told on the command line, and its exit status. */
class ConfCommandTest {
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

    @Test
    void aDefaultsFileAndACommandLineTogether() throws IOException {
        Path defaults = Files.writeString(dir.resolve("spark-defaults.conf"), "spark.executor.memory 2g\nspark.memory.fraction 0.5\n");
        Path command = Files.writeString(dir.resolve("submit.sh"),
                "spark-submit --master yarn --executor-memory 3g --conf spark.memory.fraction=0.7 app.jar\n");
        Outcome o = run("conf", "read", defaults.toString(), command.toString());
        assertEquals(0, o.status(), o.err());
        assertTrue(o.out().contains("spark.executor.memory = 3221225472 (3g)"), o.out());
        assertTrue(o.out().contains("spark.memory.fraction = 0.7"), o.out());
        assertTrue(o.out().contains("--executor-memory 3g --executor-cores 1 --conf spark.memory.fraction=0.7"), o.out());
        assertTrue(o.out().contains("Set again by --executor-memory"), o.out());
    }

    @Test
    void aRefusalInSparksWordsAndInChinese() throws IOException {
        Path command = Files.writeString(dir.resolve("submit.sh"), "spark-submit --conf spark.memory.storageFraction=1.0 app.jar");
        Outcome o = run("conf", "read", command.toString(), "--lang", "zh");
        assertEquals(2, o.status());
        assertTrue(o.out().contains("Spark：'1.0' in spark.memory.storageFraction is invalid. Storage fraction must be in [0,1)"), o.out());
        assertTrue(o.out().contains("被拒绝"), o.out());
    }

    @Test
    void aScenariosExecutorAsOptions() throws IOException {
        Path scenario = Files.writeString(dir.resolve("s.json"), """
                {"format": "spark-memory-scenario/1", "config": {"spark.executor.memory": "4g", "spark.executor.cores": 4,
                 "spark.memory.offHeap.enabled": true, "spark.memory.offHeap.size": "1g"}, "steps": []}""");
        Outcome o = run("conf", "flags", scenario.toString());
        assertEquals(0, o.status(), o.err());
        assertEquals("--executor-memory 4g --executor-cores 4 --conf spark.memory.fraction=0.6 --conf spark.memory.storageFraction=0.5"
                + " --conf spark.memory.offHeap.enabled=true --conf spark.memory.offHeap.size=1g", o.out().strip());
        assertEquals(2, run("conf", "read", dir.resolve("missing.conf").toString()).status());
    }

    @Test
    void readAsSpark420() throws IOException {
        Path defaults = Files.writeString(dir.resolve("spark-defaults.conf"),
                "spark.executor.memory 2g\nspark.memory.unmanagedMemoryPollingInterval 1s\nspark.memory.storageFraction 1.0\n");
        Outcome four = run("conf", "read", defaults.toString(), "--spark-version", "4.2.0");
        assertEquals(2, four.status(), four.err());
        assertTrue(four.out().startsWith("Read as Spark 4.2.0."), four.out());
        assertTrue(four.out().contains("[INVALID_CONF_VALUE.REQUIREMENT] The value '1.0' in the config \"spark.memory.storageFraction\""
                + " is invalid. Storage fraction must be in [0,1) SQLSTATE: 22022"), four.out());
        Outcome three = run("conf", "read", defaults.toString());
        assertTrue(three.out().startsWith("Read as Spark 3.5.3."), three.out());
        assertTrue(three.out().contains("Spark 3.5.3 does not know this key"), three.out());
        Outcome bad = run("conf", "read", defaults.toString(), "--spark-version", "4.1");
        assertEquals(2, bad.status());
        assertTrue(bad.err().contains("--spark-version: expected 3.5.3 or 4.2.0, got \"4.1\""), bad.err());
    }
}
