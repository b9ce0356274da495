package sparkmemlab.diagnose;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static sparkmemlab.diagnose.DiagnoseCorpusTest.CORPUS;
import static sparkmemlab.diagnose.DiagnoseCorpusTest.text;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.OpResult;
import sparkmemlab.sparkconf.SparkConfImporter;

/** The scenes rebuild the text's failure on the model, each fix is the model's answer, and disagreements are said. */
class DiagnoserTest {

    private static Diagnoser.Config conf(String file) throws Exception {
        String text = Files.readString(CORPUS.resolve(file), StandardCharsets.UTF_8);
        return Diagnoser.Config.of(SparkConfImporter.read(new SparkConfImporter.Input(file, text), Locale.ENGLISH));
    }

    private static Diagnosis diagnose(String file, Diagnoser.Config config) throws Exception {
        return Diagnoser.diagnose(text(file), config).orElseThrow();
    }

    private static List<String> keys(List<Note> notes) {
        return notes.stream().map(Note::key).toList();
    }

    @Test
    void theRealSparkOutOfMemoryErrorIsReproducedWithItsOwnNumbers() throws Exception {
        Diagnosis d = diagnose("real-spark-3.5.3-unable-to-acquire.txt", Diagnoser.Config.defaults());
        assertTrue(d.reproduced());
        assertEquals(Optional.of("SparkOutOfMemoryError: [UNABLE_TO_ACQUIRE_MEMORY] Unable to acquire 1073741824 bytes of memory, "
                + "got 75460810."), d.modelSays());
        Scene scene = d.scene().orElseThrow();
        assertEquals(2, scene.steps());
        assertEquals(2, scene.failingStep());
        // The scene, run again from its own JSON, fails at its last step with the text's message.
        var results = scene.run();
        assertEquals(new OpResult.Error(d.modelSays().get()), results.get(1).result());
        assertTrue(keys(d.assumptions()).containsAll(List.of("assume.defaults", "assume.heldByTask")));
        assertTrue(keys(d.questions()).contains("ask.tasksAtOnce"));
    }

    @Test
    void everyFixIsTheModelsAnswerToTheSceneWithThatChange() throws Exception {
        Diagnosis d = diagnose("real-spark-3.5.3-unable-to-acquire.txt", Diagnoser.Config.defaults());
        assertFalse(d.fixes().isEmpty());
        Scene scene = d.scene().orElseThrow();
        for (Fix fix : d.fixes()) {
            Object value = fix.key().equals("spark.memory.fraction") ? (Object) Double.parseDouble(fix.value())
                    : (Object) sparkmemlab.container.SparkByteString.byteStringAs(fix.value(), sparkmemlab.container.ByteUnit.BYTE);
            Scene.Outcome rerun = scene.with(fix.key(), value).outcome();
            assertEquals(fix.holds(), !rerun.failed(), fix.toString());
        }
        // Doubling stops at the first heap that holds: 1g fails, so does 2g, 4g holds (and the text's numbers say why).
        assertEquals(List.of("2g:false", "4g:true"), d.fixes().stream().filter(f -> f.key().equals("spark.executor.memory"))
                .map(f -> f.value() + ":" + f.holds()).toList());
    }

    @Test
    void spark4sMessageIsReadAndSaidToRunOnSpark35sRule() throws Exception {
        Diagnosis d = diagnose("spark-4-unable-to-acquire.txt", Diagnoser.Config.defaults());
        assertTrue(d.reproduced());
        assertTrue(keys(d.assumptions()).contains("assume.spark4"));
        assertTrue(d.modelSays().orElseThrow().endsWith("Unable to acquire 65536 bytes of memory, got 0."));
    }

    @Test
    void aPointerArrayThatCouldNotGrowIsSaidAndReproduced() throws Exception {
        Diagnosis d = diagnose("pointer-array-spark-3.5.txt", Diagnoser.Config.defaults());
        assertTrue(d.reproduced());
        assertTrue(d.assumptions().contains(Note.of("assume.pointerArray", "lessons/32-why-a-sort-spills-with-memory-free.json")));
        assertTrue(Files.exists(java.nio.file.Path.of("lessons/32-why-a-sort-spills-with-memory-free.json")));
        assertFalse(keys(diagnose("real-spark-3.5.3-unable-to-acquire.txt", Diagnoser.Config.defaults()).assumptions())
                .contains("assume.pointerArray"));
    }

    @Test
    void aTaskThatGotMoreThanTheConfigurationCanGiveIsADisagreement() throws Exception {
        // 75460810 bytes is more than a task can get from a 512m executor's 20 % region: not that executor.
        String text = text("real-spark-3.5.3-unable-to-acquire.txt");
        Diagnoser.Config small = Diagnoser.Config.of(SparkConfImporter.read(
                new SparkConfImporter.Input("small.conf", "spark.executor.memory 512m\nspark.memory.fraction 0.2\n"), Locale.ENGLISH));
        Diagnosis d = Diagnoser.diagnose(text, small).orElseThrow();
        assertFalse(d.reproduced());
        assertEquals(List.of("disagree.gotMoreThanGrantable"), keys(d.disagreements()));
        assertTrue(d.fixes().isEmpty());
    }

    @Test
    void yarnsKillIsRebuiltWithTheTextsLimitAndTheClustersMinimumFound() throws Exception {
        Diagnosis d = diagnose("yarn-physical-memory.txt", conf("yarn-1g.conf"));
        assertTrue(d.reproduced());
        assertEquals(Optional.of("Container killed by YARN for exceeding physical memory limits. 1.4 GB of 1.4 GB physical memory used. "
                + "Consider boosting spark.executor.memoryOverhead."), d.modelSays());
        assertTrue(keys(d.assumptions()).contains("assume.minimumAllocation"));
        assertEquals(128L, d.scene().orElseThrow().config().get("yarn.scheduler.minimum-allocation-mb").getAsLong());
        Fix overhead = d.fixes().get(0);
        assertEquals("spark.executor.memoryOverhead", overhead.key());
        assertTrue(overhead.holds());
        assertTrue(overhead.used() <= overhead.limit());
    }

    @Test
    void aLimitTheConfigurationCannotGiveIsADisagreement() throws Exception {
        Diagnosis d = diagnose("yarn-physical-memory.txt", conf("yarn-4g.conf"));
        assertFalse(d.reproduced());
        assertEquals(List.of("disagree.limit"), keys(d.disagreements()));
        assertTrue(d.fixes().isEmpty());
    }

    @Test
    void aPodsKillPassesTheLimitByTheLeastAndSaysSo() throws Exception {
        Diagnosis d = diagnose("kubernetes-oomkilled.txt", conf("k8s-2g.conf"));
        assertTrue(d.reproduced());
        assertTrue(d.modelSays().orElseThrow().startsWith("The executor with id 1 exited with exit code 137"));
        assertTrue(keys(d.assumptions()).contains("assume.leastOverrun"));
        assertTrue(d.disagreements().isEmpty());
        assertTrue(d.fixes().stream().anyMatch(Fix::holds));
    }

    @Test
    void aKillTheConfigurationPlacesElsewhereIsADisagreement() throws Exception {
        Diagnosis d = diagnose("kubernetes-oomkilled.txt", conf("yarn-1g.conf"));
        assertEquals(List.of("disagree.master"), keys(d.disagreements()));
    }

    @Test
    void anExitCode137WithNoClusterManagerAsksForOne() throws Exception {
        Diagnosis d = diagnose("executor-exit-137.txt", Diagnoser.Config.defaults());
        assertTrue(d.scene().isEmpty());
        assertTrue(keys(d.questions()).contains("ask.clusterManager"));
    }

    @Test
    void maxResultSizeIsCheckedAgainstTheConfigurationWithoutAScene() throws Exception {
        Diagnosis given = diagnose("max-result-size.txt", conf("max-result-2g.conf"));
        assertTrue(given.scene().isEmpty());
        assertEquals(List.of(Note.of("disagree.maxResultSize", "1024.0 MiB", "2g", "2.0 GiB")), given.disagreements());
        assertTrue(diagnose("max-result-size.txt", Diagnoser.Config.defaults()).disagreements().isEmpty());
    }

    @Test
    void failuresWithNoModelHaveNoSceneAndAskWhatTheTextDoesNotTell() throws Exception {
        for (String file : List.of("java-heap-space.txt", "metaspace.txt", "direct-buffer-jdk17.txt", "native-thread-jdk8.txt",
                "no-resources.txt", "broadcast-spark-4.2.txt", "executor-exit-52.txt", "executor-exit-143.txt")) {
            Diagnosis d = diagnose(file, Diagnoser.Config.defaults());
            assertTrue(d.scene().isEmpty(), file);
            assertEquals(List.of("kind." + d.primary().kind() + ".ask"), keys(d.questions()), file);
        }
    }

    @Test
    void aFetchFailureAfterAKillIsTheKillsConsequence() throws Exception {
        Diagnosis d = diagnose("fetch-failed-after-kill.txt", conf("yarn-1g.conf"));
        assertEquals(Kind.YARN_MEMORY_KILL, d.primary().kind());
        assertTrue(keys(d.assumptions()).contains("assume.fetchAfterLoss"));
        assertEquals("4", d.where().get("executor"));
        assertTrue(d.reproduced());
    }

    @Test
    void anUnrelatedTextIsNotDiagnosed() throws Exception {
        assertTrue(Diagnoser.diagnose(text("unrecognised.txt"), Diagnoser.Config.defaults()).isEmpty());
        assertTrue(Diagnoser.diagnose("", Diagnoser.Config.defaults()).isEmpty());
    }

    @Test
    void theDiagnosisReadsInBothLanguages() throws Exception {
        Diagnosis d = diagnose("yarn-physical-memory.txt", conf("yarn-1g.conf"));
        List<String> en = new DiagnosisText(Locale.ENGLISH).lines(d);
        List<String> zh = new DiagnosisText(Locale.SIMPLIFIED_CHINESE).lines(d);
        assertEquals(en.size(), zh.size());
        assertTrue(en.stream().anyMatch(l -> l.contains("with spark.executor.memoryOverhead=1024m the container holds")), en.toString());
        assertTrue(zh.stream().anyMatch(l -> l.contains("设 spark.executor.memoryOverhead=1024m 时容器撑得住")), zh.toString());
        // Spark's own words stay in English in Chinese too.
        assertTrue(zh.stream().anyMatch(l -> l.contains("Container killed by YARN for exceeding physical memory limits")));
    }
}
