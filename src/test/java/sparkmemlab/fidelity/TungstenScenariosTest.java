package sparkmemlab.fidelity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;

/**
 * The Tungsten fixed scenarios (90-99) on our model and on Spark 3.5.3's real {@code UnsafeExternalSorter}:
 * the traces are equal field by field (pages, pointer array, records, spill files). They are among
 * {@link FixedScenariosTest}'s too; this runs only them, for the sorter's own work.
 */
@Tag("spark")
class TungstenScenariosTest {

    static List<Path> tungstenFiles() throws Exception {
        return FixedScenariosTest.scenarioFiles().stream().filter(f -> f.getFileName().toString().startsWith("9")).toList();
    }

    @Test
    void thereAreTungstenScenarios() throws Exception {
        assertTrue(tungstenFiles().size() >= 1, "fixed scenarios 90-99");
    }

    @TestFactory
    Stream<DynamicTest> eachTungstenScenarioMatchesSpark() throws Exception {
        return tungstenFiles().stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            Scenario scenario = FixedScenariosTest.read(file);
            List<StepResult> ours = ModelRun.run(scenario);
            TraceDiff.Comparison c = TraceDiff.compare(ours, scenario, sparkmemlab.spark.RealSpark::run, true);
            c.difference().ifPresent(d -> fail(file.getFileName() + " differs from Spark at " + d));
            assertEquals(0, c.unstableFrom(), file.getFileName() + ": Spark's runs disagree from step " + c.unstableFrom());
        }));
    }
}
