package sparkmemlab.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Reader;
import java.io.StringReader;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import sparkmemlab.lesson.Lessons;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.scenario.ScenarioRunner;

/** Every lesson and fixed scenario, at every step: export, open, export gives the same bytes and the same state. */
class SnapshotRoundTripTest {

    /** The fixed scenarios, legacy ones included (less those that end in a step Spark cannot take). */
    static List<Path> scenarios() throws Exception {
        Path dir = Path.of(Objects.requireNonNull(SnapshotRoundTripTest.class.getResource("/scenarios")).toURI());
        Path legacy = Path.of(Objects.requireNonNull(SnapshotRoundTripTest.class.getResource("/legacy-scenarios")).toURI());
        try (Stream<Path> files = Files.list(dir); Stream<Path> legacyFiles = Files.list(legacy)) {
            return Stream.concat(files, legacyFiles.filter(f -> !f.getFileName().toString().contains("-refused")))
                    .filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
    }

    /** Exports the scenario at every step and checks each round trip. */
    static void roundTripEveryStep(String name, Scenario scenario, ViewState view) throws Exception {
        List<StepResult> results = ScenarioRunner.run(name, scenario);
        ExecutorState initial = ScenarioRunner.start(name, scenario).state();
        for (int at = 0; at <= results.size(); at++) {
            ExecutorState state = at == 0 ? initial : results.get(at - 1).state();
            Snapshot snapshot = new Snapshot(scenario, at, view);
            String first = SnapshotWriter.toText(snapshot, state);
            LoadedSnapshot opened = SnapshotReader.read(name, new StringReader(first));
            assertEquals(state, opened.state(), name + " at step " + at);
            assertEquals(snapshot.at(), opened.snapshot().at());
            String second = SnapshotWriter.toText(opened.snapshot(), opened.state());
            assertEquals(first, second, name + " at step " + at + ": export, open, export changed the bytes");
        }
    }

    @TestFactory
    Stream<DynamicTest> everyLessonAtEveryStep() throws Exception {
        return Lessons.load(Path.of("lessons")).stream().filter(l -> !l.isCluster()).map(lesson -> DynamicTest.dynamicTest(lesson.file(), () -> {
            String id = Path.of(lesson.file()).getFileName().toString().replaceFirst("\\.json$", "");
            roundTripEveryStep(lesson.file(), lesson.scenario(), new ViewState(ViewState.Mode.LESSON, Optional.of(id), 1.5));
        }));
    }

    @TestFactory
    Stream<DynamicTest> everyFixedScenarioAtEveryStep() throws Exception {
        return scenarios().stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            Scenario scenario;
            try (Reader in = Files.newBufferedReader(file)) {
                scenario = ScenarioParser.parse(file.getFileName().toString(), in);
            }
            roundTripEveryStep(file.getFileName().toString(), scenario, ViewState.SANDBOX);
        }));
    }

    /**
     * A snapshot says which workspace it was taken in and opens in the same one; a file written before
     * workspaces existed names none and opens in the executor workspace.
     */
    @Test
    void theWorkspaceIsKeptAndAFileThatNamesNoneIsTheExecutors() throws Exception {
        Path file = scenarios().get(0);
        Scenario scenario;
        try (Reader in = Files.newBufferedReader(file)) {
            scenario = ScenarioParser.parse(file.getFileName().toString(), in);
        }
        ExecutorState initial = ScenarioRunner.start("s", scenario).state();
        Snapshot other = new Snapshot(scenario, 0, new ViewState("legacy-vs-unified", ViewState.Mode.SANDBOX, Optional.empty(), 1.0));
        String text = SnapshotWriter.toText(other, initial);
        assertTrue(text.contains("\"workspace\": \"legacy-vs-unified\""), text);
        assertEquals("legacy-vs-unified", SnapshotReader.read("s", new StringReader(text)).snapshot().view().workspace());

        String old = SnapshotWriter.toText(new Snapshot(scenario, 0, ViewState.SANDBOX), initial)
                .replace("\"workspace\": \"executor\",", "");
        assertTrue(!old.contains("workspace"), old);
        assertEquals("executor", SnapshotReader.read("old", new StringReader(old)).snapshot().view().workspace());
    }
}
