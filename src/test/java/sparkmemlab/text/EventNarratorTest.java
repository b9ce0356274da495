package sparkmemlab.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.scenario.ScenarioRunner;

class EventNarratorTest {
    private final EventNarrator narrator = EventNarrator.standard(Locale.ENGLISH);

    @Test
    void everyEventOfEveryFixedScenarioIsNarratedInFullSentences() throws IOException {
        Set<Class<?>> seen = new HashSet<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/scenarios"));
                Stream<Path> legacy = Files.list(Path.of("src/test/resources/legacy-scenarios"))) {
            files = Stream.concat(s, legacy).filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertFalse(files.isEmpty());
        for (Path file : files) {
            List<StepResult> steps;
            try (Reader in = Files.newBufferedReader(file)) {
                steps = ScenarioRunner.run(file.toString(), ScenarioParser.parse(file.toString(), in));
            } catch (ScenarioException e) {
                continue; // scenarios that are meant to be refused
            }
            for (StepResult step : steps) {
                for (MemoryEvent event : step.events()) {
                    String line = narrator.narrate(event);
                    seen.add(event.getClass());
                    assertFalse(line.isBlank(), event.toString());
                    assertFalse(line.contains("{") || line.contains("}"), () -> file + ": " + line);
                    assertTrue(line.endsWith(".") || line.endsWith(")"), () -> file + ": " + line);
                    assertTrue(narrator.where(event).contains("."), event.toString());
                }
            }
        }
        assertTrue(seen.size() >= 15, "the fixed scenarios exercise most events: " + seen);
    }

    @Test
    void everyKindOfEventHasItsSentence() throws Exception {
        // Every event the lessons and the random scenarios make, so that no kind of event can be
        // added to the model without words for it.
        Set<Class<?>> seen = new HashSet<>();
        List<List<StepResult>> runs = new java.util.ArrayList<>();
        for (sparkmemlab.lesson.Lesson lesson : sparkmemlab.lesson.Lessons.load(Path.of("lessons")).stream()
                .filter(l -> !l.isCluster()).toList()) {
            runs.add(ScenarioRunner.run(lesson.file(), lesson.scenario()));
        }
        for (long seed = 0; seed < 200; seed++) {
            runs.add(ScenarioRunner.run("random", sparkmemlab.fidelity.RandomScenarioGenerator.generateWithConsumers(seed, 50)));
            runs.add(ScenarioRunner.run("random Tungsten", sparkmemlab.fidelity.RandomScenarioGenerator.generateWithTungsten(seed, 50)));
            runs.add(ScenarioRunner.run("random legacy", sparkmemlab.fidelity.RandomScenarioGenerator.generateLegacy(seed, 50)));
            runs.add(ScenarioRunner.run("random cache", sparkmemlab.fidelity.RandomScenarioGenerator.generateWithCache(seed, 50)));
        }
        for (List<StepResult> run : runs) {
            for (StepResult step : run) {
                for (MemoryEvent event : step.events()) {
                    assertFalse(narrator.narrate(event).isBlank(), event.toString());
                    seen.add(event.getClass());
                }
            }
        }
        Set<Class<?>> all = Set.of(MemoryEvent.class.getPermittedSubclasses());
        Set<Class<?>> unseen = new HashSet<>(all);
        unseen.removeAll(seen);
        assertEquals(Set.of(), unseen, "events no lesson or random scenario made, so their words are untested");
    }

    @Test
    void sentencesCarrySizesTasksAndReasons() {
        BlockId block = BlockId.parse("rdd_2_0");
        assertEquals("Block rdd_2_0 is skipped: it belongs to the same RDD as the block being cached.",
                narrator.narrate(new MemoryEvent.EvictionSkipped(block, MemoryEvent.SkipReason.SAME_RDD)));
        assertEquals("Block rdd_2_0 (128.0 MiB) is evicted from on-heap memory.",
                narrator.narrate(new MemoryEvent.BlockEvicted(block, MemoryMode.ON_HEAP, 128L << 20)));
        String capped = narrator.narrate(new MemoryEvent.ExecutionGranted(12, MemoryMode.OFF_HEAP, 1L << 30, 256L << 20, 0, 4,
                1L << 30, 256L << 20, 128L << 20, MemoryEvent.GrantLimit.CAPPED_AT_1_OVER_N));
        assertEquals("Task 12 asked for 1.0 GiB of off-heap execution memory but got 256.0 MiB: with N = 4 a task may hold"
                + " at most 1/N = 256.0 MiB.", capped);
        assertTrue(narrator.narrate(new MemoryEvent.EvictionStarted(Optional.empty(), MemoryMode.ON_HEAP, 1000))
                .startsWith("To give execution space back"));
    }
}
