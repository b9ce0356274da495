package sparkmemlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code diagnose ERROR.txt [--conf FILE]… [--log EVENT_LOG] [-o SCENARIO.json]}: its exit statuses and the scene it writes. */
class DiagnoseCommandTest {
    private static final String CORPUS = "src/test/resources/diagnose/";

    @TempDir
    Path dir;

    @Test
    void aRecognisedTextIsDiagnosedWithStatusZero() {
        Outcome o = Outcome.run("diagnose", CORPUS + "real-spark-3.5.3-unable-to-acquire.txt");
        assertEquals(0, o.status(), o.err());
        assertTrue(o.out().contains("reproduced on the model with the numbers of the text"), o.out());
        assertTrue(o.out().contains("with spark.executor.memory=4g the step holds: verified on the model"), o.out());
        assertTrue(o.out().contains("lessons/33-unable-to-acquire-65536-got-0.json"), o.out());
    }

    @Test
    void anUnrecognisedTextIsStatusTwoAndOnePlainSentence() {
        Outcome o = Outcome.run("diagnose", CORPUS + "unrecognised.txt");
        assertEquals(2, o.status());
        assertEquals("", o.out());
        assertTrue(o.err().startsWith(CORPUS + "unrecognised.txt: This text names no failure the lab recognises"), o.err());
        assertEquals(1, o.err().strip().lines().count());
    }

    @Test
    void aMissingFileOrARefusedConfigurationIsStatusTwo() throws Exception {
        assertEquals(2, Outcome.run("diagnose", dir.resolve("none.txt").toString()).status());
        Path conf = dir.resolve("spark-defaults.conf");
        Files.writeString(conf, "spark.executor.memory 1.5g\n");
        Outcome refused = Outcome.run("diagnose", CORPUS + "yarn-physical-memory.txt", "--conf", conf.toString());
        assertEquals(2, refused.status(), refused.out());
        assertEquals("", refused.out());
        assertTrue(refused.err().contains("spark.executor.memory"), refused.err());
    }

    @Test
    void theSceneIsWrittenAndRunsToTheSameFailure() throws Exception {
        Path scene = dir.resolve("scene.json");
        Outcome o = Outcome.run("diagnose", CORPUS + "yarn-physical-memory.txt", "--conf", CORPUS + "yarn-1g.conf", "-o", scene.toString());
        assertEquals(0, o.status(), o.err());
        assertTrue(o.out().contains("wrote " + scene), o.out());
        Outcome run = Outcome.run("run", scene.toString(), "--trace");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("\"killed\":true"), run.out());
        assertTrue(run.out().contains("Container killed by YARN for exceeding physical memory limits. 1.4 GB of 1.4 GB"), run.out());
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file is left beside it");
        }
    }

    @Test
    void aSceneThatCannotBeWrittenLeavesNothingAndTheOldFileAsItWas() throws Exception {
        Path missingFolder = dir.resolve("no-such-folder").resolve("scene.json");
        Outcome o = Outcome.run("diagnose", CORPUS + "real-spark-3.5.3-unable-to-acquire.txt", "-o", missingFolder.toString());
        assertEquals(1, o.status());
        assertFalse(Files.exists(missingFolder.getParent()));
        Path kept = dir.resolve("kept.json");
        Files.writeString(kept, "old");
        Outcome noScene = Outcome.run("diagnose", CORPUS + "metaspace.txt", "-o", kept.toString());
        assertEquals(0, noScene.status());
        assertTrue(noScene.err().contains("not written"), noScene.err());
        assertEquals("old", Files.readString(kept));
    }

    @Test
    void theEventLogsPropertiesAreTheConfiguration() throws Exception {
        Path log = dir.resolve("local-1796108184993.zstd");
        Files.copy(Path.of("src/test/resources/replay/local-1796108184993.zstd"), log);
        Outcome o = Outcome.run("diagnose", CORPUS + "real-spark-3.5.3-unable-to-acquire.txt", "--log", log.toString());
        assertEquals(0, o.status(), o.err());
        // The log's spark.testing.memory (200 MiB) is the executor the scene runs, not Spark's 1g default.
        assertFalse(o.out().contains("no configuration given"), o.out());
        assertTrue(o.out().contains("a task alone on this executor can get 125829120 bytes"), o.out());
        assertTrue(o.out().contains("reproduced on the model"), o.out());
    }
}
