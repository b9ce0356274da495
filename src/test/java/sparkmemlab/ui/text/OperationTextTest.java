package sparkmemlab.ui.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.scenario.ScenarioRunner;

/** Every op of the fixed scenarios, and where cacheBlock left its block, in the window's words (not the op's name). */
class OperationTextTest {
    @Test
    void everyOpAndResultOfTheFixedScenariosIsInWordsInBothLanguages() throws Exception {
        Set<Operation.Kind> seen = EnumSet.noneOf(Operation.Kind.class);
        Set<String> places = new java.util.TreeSet<>();
        List<Path> files;
        try (Stream<Path> list = Files.list(Path.of("src/test/resources/scenarios"))) {
            files = list.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        for (Locale locale : List.of(Locale.ENGLISH, Locale.SIMPLIFIED_CHINESE)) {
            OperationText words = new OperationText(UiText.of(locale));
            for (Path file : files) {
                Scenario s;
                try (Reader in = Files.newBufferedReader(file)) {
                    s = ScenarioParser.parse(file.getFileName().toString(), in);
                }
                for (StepResult step : ScenarioRunner.run(file.toString(), s)) {
                    Operation op = step.operation();
                    seen.add(op.kind());
                    String said = words.describe(op);
                    assertNotEquals(op.op(), said, file + ": " + op);
                    assertFalse(said.contains("{"), file + ": " + said);
                    assertFalse(said.matches(".*\\b1 (records|values|new keys)\\b.*"), file + ": " + said);
                    String result = words.result(step);
                    if (step.result() instanceof OpResult.Where w) {
                        places.add(w.place());
                        assertNotEquals(UiText.of(locale).get("result.none"), result, file + ": " + w);
                    }
                }
            }
        }
        assertTrue(seen.containsAll(EnumSet.of(Operation.Kind.CACHE_BLOCK, Operation.Kind.SORTER_INSERT,
                Operation.Kind.MAP_APPEND, Operation.Kind.SHUFFLE_INSERT)), seen.toString());
        assertEquals(Set.of("disk", "memory", "none"), places);
    }
}
