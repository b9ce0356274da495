package sparkmemlab.cluster.narration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import sparkmemlab.cluster.ClusterEvent;
import sparkmemlab.cluster.ClusterStep;
import sparkmemlab.cluster.scenario.ClusterScenarioParser;
import sparkmemlab.cluster.scenario.ClusterScenarioRunner;
import sparkmemlab.i18n.Bundles;

class ClusterNarratorTest {

    static List<ClusterStep> fixedScenarioSteps() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("src/test/resources/cluster-scenarios"))) {
            List<ClusterStep> steps = new java.util.ArrayList<>();
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                try (Reader in = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
                    steps.addAll(ClusterScenarioRunner.run(f.toString(), ClusterScenarioParser.parse(f.toString(), in)));
                }
            }
            return steps;
        }
    }

    @Test
    void everyEventOfTheFixedScenariosIsASentenceInBothLanguages() throws Exception {
        Set<Class<?>> seen = new HashSet<>();
        for (Locale locale : List.of(Locale.ENGLISH, Locale.SIMPLIFIED_CHINESE)) {
            ClusterNarrator narrator = new ClusterNarrator(locale);
            for (ClusterStep step : fixedScenarioSteps()) {
                for (ClusterEvent e : step.events()) {
                    String sentence = narrator.describe(e);
                    assertFalse(sentence.isBlank() || sentence.contains("{") || sentence.contains("}"), sentence);
                    seen.add(e.getClass());
                }
            }
        }
        Set<String> missing = Stream.of(ClusterEvent.class.getPermittedSubclasses()).filter(c -> !seen.contains(c))
                .map(Class::getSimpleName).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(Set.of(), missing, "event kinds no fixed scenario shows");
    }

    @Test
    void everyEventHasSentencesAndEverySentenceAnEvent() {
        ResourceBundle bundle = Bundles.get(ClusterNarrator.BUNDLE, Locale.ENGLISH);
        Set<String> events = bundle.keySet().stream().filter(k -> k.startsWith("event."))
                .map(k -> k.split("\\.")[1]).collect(Collectors.toSet());
        Set<String> classes = Stream.of(ClusterEvent.class.getPermittedSubclasses()).filter(Class::isRecord)
                .map(Class::getSimpleName).collect(Collectors.toSet());
        assertEquals(classes, events);
    }

    @Test
    void aSkippedWorkerIsSaidAsTheStudentAsksIt() {
        String sentence = new ClusterNarrator(Locale.ENGLISH)
                .describe(new ClusterEvent.WorkerUnusable("a1", "worker-2", sparkmemlab.cluster.WorkerState.ALIVE, 2, 512, 1, 1024));
        assertEquals("worker-2 has 2 cores free but 512 MiB, less than one executor's 1024 MiB: skipped for a1", sentence);
        assertTrue(new ClusterNarrator(Locale.SIMPLIFIED_CHINESE)
                .describe(new ClusterEvent.WorkerUnusable("a1", "worker-2", sparkmemlab.cluster.WorkerState.ALIVE, 1, 512, 1, 1024))
                .contains("1 个空闲核"));
    }

    private static List<ClusterStep> run(String json) throws Exception {
        return ClusterScenarioRunner.run("t.json", ClusterScenarioParser.parse("t.json", new java.io.StringReader(json)));
    }

    /** w1 fills with a1's two executors; w2 has too little memory; a2, with no cap, takes w3's 2 cores. */
    private static final String THREE_WORKERS = "{\"format\": \"spark-cluster-scenario/1\", \"title\": \"t\", \"steps\": ["
            + "{\"op\": \"addWorker\", \"worker\": \"w1\", \"cores\": 8, \"memory\": \"8g\"},"
            + "{\"op\": \"addWorker\", \"worker\": \"w2\", \"cores\": 8, \"memory\": \"512m\"},"
            + "{\"op\": \"addWorker\", \"worker\": \"w3\", \"cores\": 2, \"memory\": \"8g\"},"
            + "{\"op\": \"submitApp\", \"app\": \"a1\", \"conf\": {\"spark.executor.memory\": \"1g\", \"spark.executor.cores\": 4, \"spark.cores.max\": 12}},"
            + "{\"op\": \"submitApp\", \"app\": \"a2\", \"conf\": {\"spark.executor.memory\": \"1g\"}}]}";

    @Test
    void anAppWithNoCapIsSaidToHaveNoneAndItsExecutorsTheCoresGivenOnEachWorker() throws Exception {
        List<ClusterStep> steps = run(THREE_WORKERS);
        ClusterEvent registered = steps.get(4).events().get(0);
        String en = new ClusterNarrator(Locale.ENGLISH).describe(registered);
        assertEquals("a2 (a2) registers and joins the back of the queue, asking for as many cores as it can get (spark.cores.max"
                + " unset, and no spark.deploy.defaultCores on the Master: no cap): one executor of 1024 MiB on each worker, with the"
                + " cores the Master gives it there (spark.executor.cores unset)", en);
        assertFalse(en.contains("2,147,483,647") || en.contains("2147483647"), en);
        assertFalse(new ClusterNarrator(Locale.SIMPLIFIED_CHINESE).describe(registered).contains("2147483647"));
        assertTrue(new ClusterNarrator(Locale.ENGLISH).describe(steps.get(3).events().get(0)).contains("asking for 12 cores in executors of 4 cores"));
    }

    @Test
    void theMasterHandsOutWhatItAssignsAndSaysWhenThatIsLessThanItSetOutTo() throws Exception {
        ClusterNarrator narrator = new ClusterNarrator(Locale.ENGLISH);
        List<String> lines = run(THREE_WORKERS).get(3).events().stream().filter(e -> e instanceof ClusterEvent.CoresAssigned)
                .map(narrator::describe).toList();
        // a1 wants 12; the usable w1 has 8 free; 8 are given.
        assertEquals(List.of("spreading out, the Master gives a1 8 cores, one worker at a time: 8 cores on w1 (2 executors)"), lines);
        ClusterEvent.CoresAssigned short3 = new ClusterEvent.CoresAssigned("a2", false, 18,
                List.of(new ClusterEvent.Assignment("w1", 8, 2), new ClusterEvent.Assignment("w2", 4, 1)));
        assertEquals("packing onto as few workers as it can, the Master gives a2 12 cores: 8 cores on w1 (2 executors), 4 cores on w2"
                + " (1 executor). It set out to give 18 cores (what a2 still wants or its usable workers have free, whichever is less),"
                + " but no worker could take another executor", narrator.describe(short3));
        assertTrue(new ClusterNarrator(Locale.SIMPLIFIED_CHINESE).describe(short3).contains("共给 a2 12 个核"));
    }

    @Test
    void aSchedulingPassThatRepeatsTheOneBeforeIsOneLine() throws Exception {
        for (Locale locale : List.of(Locale.ENGLISH, Locale.SIMPLIFIED_CHINESE)) {
            ClusterNarrator narrator = new ClusterNarrator(locale);
            String none = locale == Locale.ENGLISH ? "no worker can take an executor of" : "没有 worker";
            for (ClusterStep step : run(THREE_WORKERS)) {
                // Each pass that found no worker, told in full: the workers it skipped and its last line.
                List<List<String>> passes = new java.util.ArrayList<>();
                List<String> pass = new java.util.ArrayList<>();
                for (ClusterNarrator.Line line : narrator.narrate(step.events())) {
                    pass.add(line.text());
                    if (line.text().contains(none)) {
                        passes.add(List.copyOf(pass));
                    }
                    if (!line.text().contains(locale == Locale.ENGLISH ? "skipped for" : "跳过")) {
                        pass.clear();
                    }
                }
                assertEquals(new HashSet<>(passes).size(), passes.size(), "a pass told twice in step " + step.step() + ": " + passes);
            }
        }
        // Step 4: after each of a1's two RUNNING reports the Master schedules again and finds the same: told once,
        // then one line.
        ClusterNarrator narrator = new ClusterNarrator(Locale.ENGLISH);
        List<ClusterStep> steps = run(THREE_WORKERS);
        List<String> step4 = narrator.narrate(steps.get(3).events()).stream().map(ClusterNarrator.Line::text).toList();
        assertTrue(step4.contains("schedule() runs again and finds the same for a1: the same 3 workers skipped, no executor launched"),
                String.join("\n", step4));
        assertEquals(steps.get(3).events().size() - 3, step4.size(), "the repeated pass of four events is one line");
    }

    @Test
    void everyWorkerSelectionPolicyExplainsItsTieRuleInBothLanguages() {
        for (Locale locale : List.of(Locale.ENGLISH, Locale.SIMPLIFIED_CHINESE)) {
            for (sparkmemlab.cluster.WorkerSelectionPolicy p : sparkmemlab.cluster.WorkerSelectionPolicy.values()) {
                String sentence = new ClusterNarrator(locale).describe(new ClusterEvent.UsableWorkers("a1",
                        List.of(new ClusterEvent.WorkerFree("w9", 4, 4096)), java.util.Optional.of(p)));
                assertTrue(sentence.contains(p.name()) && sentence.contains("w9") && !sentence.contains("{"), sentence);
            }
        }
    }
}
