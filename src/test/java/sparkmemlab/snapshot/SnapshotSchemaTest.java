package sparkmemlab.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.scenario.ScenarioRunner;

/** The snapshots we write conform to the JSON Schema published in src/docs, and bad ones do not. */
class SnapshotSchemaTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonSchema schema() throws Exception {
        return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                .getSchema(Files.readString(Path.of("src/docs/snapshot.schema.json")));
    }

    @Test
    void everySnapshotWeWriteConforms() throws Exception {
        JsonSchema schema = schema();
        int checked = 0;
        for (Path file : SnapshotRoundTripTest.scenarios()) {
            Scenario scenario;
            try (Reader in = Files.newBufferedReader(file)) {
                scenario = ScenarioParser.parse(file.getFileName().toString(), in);
            }
            List<StepResult> steps = ScenarioRunner.run(file.toString(), scenario);
            ExecutorState last = steps.isEmpty() ? ScenarioRunner.start(file.toString(), scenario).state()
                    : steps.get(steps.size() - 1).state();
            Snapshot snapshot = new Snapshot(scenario, steps.size(), ViewState.SANDBOX);
            JsonNode node = JSON.readTree(SnapshotWriter.toText(snapshot, last));
            assertEquals(Set.of(), schema.validate(node), file.getFileName().toString());
            checked++;
        }
        assertFalse(checked < 25, "checked only " + checked);
    }

    @Test
    void theSchemaRefusesWhatTheReaderRefuses() throws Exception {
        JsonSchema schema = schema();
        Path bad = Path.of("src/test/resources/bad");
        for (String name : new String[] {"12-format-newer.json", "16-unknown-field.json", "27-bytes-string.json",
                "36-mode-lowercase.json", "53-at-negative.json", "73-view-zoom-zero.json"}) {
            Set<ValidationMessage> errors = schema.validate(JSON.readTree(bad.resolve(name).toFile()));
            assertFalse(errors.isEmpty(), name + " should break the schema");
        }
    }
}
