package sparkmemlab.cli;

import static sparkmemlab.cli.Outcome.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file of the container format, as src/docs/container-format.md describes it, is taken by run and snapshot. */
class ContainerFormatInputTest {

    private static final Path BURST = Path.of("src/test/resources/container/yarn-netty-burst.json");

    @TempDir
    Path dir;



    @Test
    void theReposOwnContainerScenarioRunsAndSavesAsASnapshot() throws Exception {
        Outcome run = run("run", BURST.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals(10, run.out().lines().count(), run.out());
        Outcome trace = run("run", "--trace", BURST.toString());
        assertEquals(0, trace.status(), trace.err());
        JsonObject last = JsonParser.parseString(trace.out().lines().reduce((a, b) -> b).orElseThrow()).getAsJsonObject();
        // Spark asks for 1,408 MiB; YARN's default scheduler grants 2,048, and that is the trace's limit.
        assertEquals(2048L << 20, last.getAsJsonObject("container").get("limit").getAsLong());
        Path snapshot = dir.resolve("s.json");
        Outcome saved = run("snapshot", BURST.toString(), "-o", snapshot.toString());
        assertEquals(0, saved.status(), saved.err());
        assertEquals(0, run("snapshot", "check", snapshot.toString()).status());
    }

    @Test
    void anOpOnlyTheContainerFormatHasIsRefusedWithWhatToDoInstead() throws Exception {
        JsonObject doc = JsonParser.parseString(Files.readString(BURST)).getAsJsonObject();
        JsonObject op = new JsonObject();
        op.addProperty("op", "offHeapAllocate");
        op.addProperty("bytes", "1m");
        doc.getAsJsonArray("steps").add(op);
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, doc.toString());
        Outcome run = run("run", bad.toString());
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith(bad + ": step 11 (offHeapAllocate) ($.steps[10].op): offHeapAllocate is the container"
                + " format's own op"), run.err());
        // Its other faults are named as the file has them.
        doc = JsonParser.parseString(Files.readString(BURST)).getAsJsonObject();
        doc.addProperty("title", 3);
        Files.writeString(bad, doc.toString());
        assertTrue(run("run", bad.toString()).err().contains("$.title"), run("run", bad.toString()).err());
    }
}
