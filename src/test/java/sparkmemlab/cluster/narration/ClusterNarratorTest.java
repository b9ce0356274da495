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
}
