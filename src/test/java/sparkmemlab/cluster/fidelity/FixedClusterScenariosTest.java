package sparkmemlab.cluster.fidelity;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.Reader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.cluster.scenario.ClusterScenarioParser;

/** Every fixed cluster scenario runs on the model and on the real Master of its Spark (3.5.3 or 4.2.0), and the traces are equal. */
@Tag("spark")
class FixedClusterScenariosTest {

    static List<Path> scenarioFiles() throws IOException, URISyntaxException {
        Path dir = Path.of(Objects.requireNonNull(FixedClusterScenariosTest.class.getResource("/cluster-scenarios")).toURI());
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
    }

    static ClusterScenario read(Path file) throws Exception {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return ClusterScenarioParser.parse(file.getFileName().toString(), in);
        }
    }

    @Test
    void thereIsAFixedScenarioForEachRule() throws Exception {
        assertTrue(scenarioFiles().size() >= 14, "at least 14 fixed cluster scenarios, found " + scenarioFiles().size());
    }

    @TestFactory
    Stream<DynamicTest> eachFixedScenarioMatchesSpark() throws Exception {
        return scenarioFiles().stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            ClusterScenario scenario = read(file);
            ClusterTraceDiff.againstSpark(scenario).ifPresent(d -> fail(file.getFileName() + " differs from Spark at " + d));
        }));
    }
}
