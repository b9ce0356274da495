package sparkmemlab.fidelity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.Reader;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioParser;

/**
 * Every fixed scenario runs on our model and on real Spark 3.5.3, and the traces are equal; one with
 * steps that wake several parked requests runs on Spark repeatedly, and every run gives that trace.
 */
@Tag("spark")
class FixedScenariosTest {

    static List<Path> scenarioFiles() throws IOException, URISyntaxException {
        Path dir = Path.of(Objects.requireNonNull(FixedScenariosTest.class.getResource("/scenarios")).toURI());
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
    }

    static Scenario read(Path file) throws Exception {
        try (Reader in = Files.newBufferedReader(file)) {
            return ScenarioParser.parse(file.getFileName().toString(), in);
        }
    }

    @Test
    void thereAreEnoughFixedScenarios() throws Exception {
        assertTrue(scenarioFiles().size() >= 25, "at least 25 fixed scenarios, found " + scenarioFiles().size());
    }

    @TestFactory
    Stream<DynamicTest> eachFixedScenarioMatchesSpark() throws Exception {
        return scenarioFiles().stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            Scenario scenario = read(file);
            List<StepResult> ours = ModelRun.run(scenario);
            TraceDiff.Comparison c = TraceDiff.compare(ours, scenario, sparkmemlab.spark.RealSpark::run, true);
            c.difference().ifPresent(d -> fail(file.getFileName() + " differs from Spark at " + d));
            // A fixed scenario is one Spark repeats: wake orders Java leaves open must come out the same.
            assertEquals(0, c.unstableFrom(), file.getFileName() + ": Spark's runs disagree from step " + c.unstableFrom());
        }));
    }
}
