package sparkmemlab.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import sparkmemlab.json.JsonSchemas;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.scenario.ScenarioRunner;

/** The snapshots we write conform to the JSON Schema published in src/docs, and bad ones do not. */
class SnapshotSchemaTest {
    private static JsonSchemas schema() throws Exception {
        return JsonSchemas.load(Path.of("src/docs/snapshot.schema.json"));
    }

    @Test
    void everySnapshotWeWriteConforms() throws Exception {
        JsonSchemas schema = schema();
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
            assertEquals(List.of(), schema.validate(SnapshotWriter.toText(snapshot, last)), file.getFileName().toString());
            checked++;
        }
        assertFalse(checked < 25, "checked only " + checked);
    }

    @Test
    void everyClusterAndReplaySnapshotWeWriteConforms() throws Exception {
        JsonSchemas schema = schema();
        ViewState cluster = new ViewState("cluster", ViewState.Mode.SANDBOX, java.util.Optional.empty(), 1.0);
        for (Path file : SnapshotKindsTest.clusterScenarios()) {
            var scenario = SnapshotKindsTest.cluster(file);
            for (int at : new int[] {0, scenario.steps().size()}) {
                assertEquals(List.of(), schema.validate(SnapshotWriter.toText(new ClusterMoment(scenario, at, cluster))),
                        file.getFileName() + " at " + at);
            }
        }
        LogFingerprint log = LogFingerprint.of(SnapshotKindsTest.LOG);
        String replay = SnapshotWriter.toText(new ReplayMoment(log, "driver", 0,
                new ViewState("replay", ViewState.Mode.SANDBOX, java.util.Optional.empty(), 1.0)));
        assertEquals(List.of(), schema.validate(replay));
        assertFalse(schema.validate(replay.replace("\"atMs\": 0", "\"atMs\": -1")).isEmpty());
        assertFalse(schema.validate(replay.replace("\"replay\": {", "\"at\": 0, \"replay\": {")).isEmpty());
    }

    @Test
    void theSchemaRefusesWhatTheReaderRefuses() throws Exception {
        JsonSchemas schema = schema();
        Path bad = Path.of("src/test/resources/bad");
        for (String name : new String[] {"12-format-newer.json", "16-unknown-field.json", "27-bytes-string.json",
                "36-mode-lowercase.json", "53-at-negative.json", "73-view-zoom-zero.json",
                "77-view-workspace-capital.json", "78-view-workspace-number.json", "83-replay-sha-malformed.json",
                "84-replay-unknown-field.json", "85-replay-with-a-scenario.json"}) {
            List<String> errors = schema.validate(Files.readString(bad.resolve(name)));
            assertFalse(errors.isEmpty(), name + " should break the schema");
        }
    }
}
