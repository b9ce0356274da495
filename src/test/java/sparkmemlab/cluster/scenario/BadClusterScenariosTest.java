package sparkmemlab.cluster.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sparkmemlab.scenario.ScenarioException;

/**
 * Each numbered bad cluster scenario is refused, reading or running, with a message that names the
 * file, the JSON path of the field and what was expected ({@code cluster-bad/expected.tsv}).
 */
class BadClusterScenariosTest {

    static final Path DIR = Path.of("src/test/resources/cluster-bad");

    record Expected(String file, String path, String words) {
    }

    static List<Expected> expected() throws IOException {
        return Files.readAllLines(DIR.resolve("expected.tsv"), StandardCharsets.UTF_8).stream()
                .filter(line -> !line.startsWith("#") && !line.isBlank())
                .map(line -> line.split("\t"))
                .map(f -> new Expected(f[0], f[1], f[2]))
                .toList();
    }

    @Test
    void everyBadFileHasItsExpectedRefusal() throws IOException {
        TreeSet<String> files = new TreeSet<>();
        try (Stream<Path> list = Files.list(DIR)) {
            list.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json")).forEach(files::add);
        }
        assertEquals(files, new TreeSet<>(expected().stream().map(Expected::file).toList()));
    }

    @ParameterizedTest
    @MethodSource("expected")
    void theRefusalNamesTheFileThePathAndWhatWasExpected(Expected e) {
        ScenarioException refused = assertThrows(ScenarioException.class, () -> readAndRun(DIR.resolve(e.file())));
        assertEquals(e.path(), refused.jsonPath(), refused.getMessage());
        assertTrue(refused.getMessage().startsWith(e.file() + ": "), refused.getMessage());
        assertTrue(refused.getMessage().contains("(" + e.path() + ")"), refused.getMessage());
        assertTrue(refused.problem().contains(e.words()), refused.getMessage());
    }

    static void readAndRun(Path file) throws IOException, ScenarioException {
        String name = file.getFileName().toString();
        ClusterScenario scenario;
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            scenario = ClusterScenarioParser.parse(name, in);
        }
        ClusterScenarioRunner.run(name, scenario);
    }
}
