package sparkmemlab.fidelity;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import sparkmemlab.scenario.Scenario;

/**
 * Every fixed legacy scenario ({@code src/test/resources/legacy-scenarios}, see its README) runs on our
 * StaticMemoryManager and on real Spark 2.4.8's, and the traces are equal, up to and including the
 * step Spark cannot take.
 */
@Tag("spark")
class LegacyFixedScenariosTest {

    static List<Path> scenarioFiles() throws IOException, URISyntaxException {
        Path dir = Path.of(Objects.requireNonNull(LegacyFixedScenariosTest.class.getResource("/legacy-scenarios")).toURI());
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
    }

    @Test
    void everyFixedScenarioIsALegacyOneAndTheReadmeListsIt() throws Exception {
        List<Path> files = scenarioFiles();
        assertTrue(files.size() >= 25, "at least 25 fixed legacy scenarios, found " + files.size());
        String readme = Files.readString(files.get(0).resolveSibling("README.md"));
        for (Path file : files) {
            assertTrue(FixedScenariosTest.read(file).config().useLegacyMode(), file + " sets spark.memory.useLegacyMode");
            String name = file.getFileName().toString();
            assertTrue(readme.contains(name.substring(0, name.length() - ".json".length())), "README lists " + name);
        }
    }

    @TestFactory
    Stream<DynamicTest> eachFixedScenarioMatchesSpark248() throws Exception {
        return scenarioFiles().stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            Scenario scenario = FixedScenariosTest.read(file);
            LegacyRun.difference(LegacyRun.model(scenario), LegacyRun.spark(scenario), false)
                    .ifPresent(d -> fail(file.getFileName() + " differs from Spark 2.4.8 at " + d));
        }));
    }
}
