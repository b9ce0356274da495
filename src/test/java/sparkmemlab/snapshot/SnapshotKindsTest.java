package sparkmemlab.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.cluster.ClusterStep;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.cluster.scenario.ClusterScenarioParser;
import sparkmemlab.cluster.scenario.ClusterScenarioRunner;
import sparkmemlab.cluster.scenario.ClusterTraceJson;

/**
 * The kinds of moment beside the executor's: each written, opened and written again to the same bytes, a cluster
 * snapshot's state checked against the cluster trace, a replay's log against its size and SHA-256; and the
 * executor snapshots written before the kinds existed keep their bytes.
 */
class SnapshotKindsTest {
    static final Path LOG = Path.of("src/test/resources/replay/local-1796108184993.zstd");
    private static final Path GOLDEN = Path.of("src/test/resources/snapshots");
    private static final ViewState CLUSTER_VIEW = new ViewState("cluster", ViewState.Mode.SANDBOX, Optional.empty(), 1.0);

    @TempDir
    Path dir;

    static List<Path> clusterScenarios() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("src/test/resources/cluster-scenarios"))) {
            return files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
    }

    static ClusterScenario cluster(Path file) throws Exception {
        try (Reader in = Files.newBufferedReader(file)) {
            return ClusterScenarioParser.parse(file.getFileName().toString(), in);
        }
    }

    private static LoadedMoment open(String name, String text) throws Exception {
        return SnapshotReader.open(name, new StringReader(text), Path.of(""), LogCheck.NOW);
    }

    private static SnapshotException refused(Path file, String path, String words) {
        SnapshotException e = assertThrows(SnapshotException.class, () -> SnapshotReader.open(file));
        assertTrue(e.getMessage().startsWith(file + ": " + path + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(words), () -> "expected \"" + words + "\": " + e.getMessage());
        return e;
    }

    @Test
    void executorSnapshotsWrittenBeforeTheKindsKeepTheirBytes() throws Exception {
        for (String name : List.of("executor-sandbox.json", "executor-lesson.json", "legacy-vs-unified.json")) {
            Path file = GOLDEN.resolve(name);
            LoadedSnapshot opened = SnapshotReader.read(file);
            assertEquals(Files.readString(file), SnapshotWriter.toText(new ExecutorMoment(opened.snapshot(), opened.state())), name);
        }
        LoadedMoment old = SnapshotReader.open(GOLDEN.resolve("executor-before-workspaces.json"));
        assertEquals("executor", old.view().workspace());
        assertEquals(Files.readString(GOLDEN.resolve("executor-sandbox.json")),
                SnapshotWriter.toText(new ExecutorMoment(((LoadedSnapshot) old).snapshot(), ((LoadedSnapshot) old).state())));
    }

    /** Every fixed cluster scenario at every step: its state is the trace's line, and export, open, export keeps the bytes. */
    @TestFactory
    Stream<DynamicTest> everyClusterScenarioAtEveryStep() throws Exception {
        return clusterScenarios().stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            ClusterScenario scenario = cluster(file);
            List<ClusterStep> steps = ClusterScenarioRunner.run(file.toString(), scenario);
            for (int at = 0; at <= steps.size(); at++) {
                String first = SnapshotWriter.toText(new ClusterMoment(scenario, at, CLUSTER_VIEW));
                ClusterMoment opened = assertInstanceOf(ClusterMoment.class, open(file.toString(), first));
                assertEquals(at, opened.at());
                assertEquals(scenario.steps(), opened.scenario().steps());
                assertEquals(first, SnapshotWriter.toText(opened), file + " at step " + at + ": export, open, export changed the bytes");
                var state = JsonParser.parseString(first).getAsJsonObject().get("state");
                if (at > 0) {
                    assertEquals(ClusterTraceJson.toJson(steps.get(at - 1), scenario.usesDrivers()), state, "the trace's line");
                } else {
                    assertEquals("{\"step\":0,\"workers\":[],\"apps\":[],\"waitingApps\":[]"
                            + (scenario.usesDrivers() ? ",\"drivers\":[],\"waitingDrivers\":[]" : "") + "}", state.toString());
                }
            }
        }));
    }

    /** The window saves the Master's settings as the strings a SparkConf holds; they read back to the same settings. */
    @Test
    void theMastersSettingsAsTheWindowWritesThemReadBackTheSame() throws Exception {
        ClusterScenario welcome = cluster(clusterScenarios().get(0));
        for (var config : List.of(sparkmemlab.cluster.ClusterConfig.defaults(),
                new sparkmemlab.cluster.ClusterConfig(false, 3, -1, 7, 2, false))) {
            ClusterScenario scenario = new ClusterScenario("t", config.toSparkConf(), config, welcome.steps());
            String first = SnapshotWriter.toText(new ClusterMoment(scenario, 3, CLUSTER_VIEW));
            ClusterMoment opened = (ClusterMoment) open("c", first);
            assertEquals(config, opened.scenario().config());
            assertEquals(first, SnapshotWriter.toText(opened));
        }
    }

    @Test
    void aClusterSnapshotThatNamesNoWorkspaceIsTheClustersAndTheExecutorReaderRefusesIt() throws Exception {
        ClusterScenario scenario = cluster(clusterScenarios().get(0));
        String text = SnapshotWriter.toText(new ClusterMoment(scenario, 2, CLUSTER_VIEW)).replace("\"workspace\": \"cluster\",", "");
        assertEquals("cluster", open("c", text).view().workspace());
        SnapshotException e = assertThrows(SnapshotException.class, () -> SnapshotReader.read("c", new StringReader(text)));
        assertTrue(e.getMessage().contains("this is a cluster snapshot"), e.getMessage());
    }

    @Test
    void aTamperedClusterStateIsRefusedWithItsPathAndWhatTheStepsGive() throws Exception {
        ClusterScenario scenario = cluster(clusterScenarios().get(0));
        Path file = dir.resolve("tampered.json");
        String text = SnapshotWriter.toText(new ClusterMoment(scenario, scenario.steps().size(), CLUSTER_VIEW));
        Files.writeString(file, text.replaceFirst("\"coresUsed\": 4", "\"coresUsed\": 5"));
        refused(file, "$.state.workers[0].coresUsed", "the file says 5, but its steps give 4");
        Files.writeString(file, text.replaceFirst("\"waitingApps\": \\[\\s*\"a1\"\\s*]", "\"waitingApps\": []"));
        refused(file, "$.state.waitingApps", "1 entries");
        Files.writeString(file, text.replaceFirst("\"at\": 4", "\"at\": 5"));
        refused(file, "$.at", "from 0 to 4");
    }

    @Test
    void aClusterStepTheMasterCannotTakeIsRefusedWithItsPath() throws Exception {
        ClusterScenario scenario = cluster(clusterScenarios().get(0));
        Path file = dir.resolve("refused.json");
        String text = SnapshotWriter.toText(new ClusterMoment(scenario, 1, CLUSTER_VIEW));
        // The second worker registers as the first again: Spark answers "duplicate".
        Files.writeString(file, text.replaceFirst("\"worker\": \"w2\"", "\"worker\": \"w1\""));
        refused(file, "$.scenario.steps[1].worker", "w1");
        Files.writeString(file, text.replace("\"spark.deploy.spreadOut\": \"true\"", "\"spark.deploy.spreadOut\": \"yes\""));
        refused(file, "$.scenario.config['spark.deploy.spreadOut']", "yes");
        Files.writeString(file, text.replace("spark-cluster-scenario/1", "spark-cluster-scenario/2"));
        refused(file, "$.scenario.format", "spark-cluster-scenario/1");
    }

    // ---- replay -------------------------------------------------------------------------------------

    private ReplayMoment replayMoment(Path log, String path) throws Exception {
        LogFingerprint f = LogFingerprint.of(log);
        return new ReplayMoment(new LogFingerprint(path, f.bytes(), f.sha256()), "driver", 1234,
                new ViewState("replay", ViewState.Mode.SANDBOX, Optional.empty(), 1.0));
    }

    @Test
    void aReplaySnapshotRoundTripsAndNamesTheLogItFound() throws Exception {
        Path log = LOG.toAbsolutePath();
        ReplayMoment moment = replayMoment(log, log.toString());
        assertEquals(Files.size(log), moment.log().bytes());
        String first = SnapshotWriter.toText(moment);
        Path file = dir.resolve("replay.json");
        Files.writeString(file, first);
        LoadedReplay opened = assertInstanceOf(LoadedReplay.class, SnapshotReader.open(file));
        assertEquals(log, opened.log());
        assertEquals(moment, opened.moment());
        assertEquals(first, SnapshotWriter.toText(opened.moment()));
        assertTrue(first.contains("\"replay\": {"), first);
        assertTrue(!first.contains("\"state\"") && !first.contains("\"scenario\""), first);
    }

    @Test
    void aReplaysLogIsFoundFromTheSnapshotsFolderOrBesideIt() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("shared"));
        Path copy = Files.copy(LOG, folder.resolve(LOG.getFileName()));
        Path file = folder.resolve("relative.json");
        Files.writeString(file, SnapshotWriter.toText(replayMoment(copy, LOG.getFileName().toString())));
        assertEquals(copy, ((LoadedReplay) SnapshotReader.open(file)).log(), "a relative path is the snapshot's folder's");
        Files.writeString(file, SnapshotWriter.toText(replayMoment(copy, "/elsewhere/on/another/machine/" + LOG.getFileName())));
        assertEquals(copy, ((LoadedReplay) SnapshotReader.open(file)).log(), "a log put beside the snapshot is found");
    }

    @Test
    void aReplayOfAnotherOrAMissingLogIsRefused() throws Exception {
        Path log = Files.copy(LOG, dir.resolve("app.zstd"));
        Path file = dir.resolve("replay.json");
        Files.writeString(file, SnapshotWriter.toText(replayMoment(log, log.toString())));
        byte[] bytes = Files.readAllBytes(log);
        bytes[bytes.length / 2] ^= 1;
        Files.write(log, bytes);
        refused(file, "$.replay.log.sha256", "it is another file");
        // Later (a window's reading, off its FX thread): the size passes now, every byte is checked then.
        LoadedReplay later = assertInstanceOf(LoadedReplay.class, SnapshotReader.open(file, LogCheck.LATER));
        assertTrue(!later.logChecked());
        SnapshotException e = assertThrows(SnapshotException.class, later::checkLog);
        assertTrue(e.getMessage().startsWith(file + ": $.replay.log.sha256: ") && e.getMessage().contains("it is another file"),
                e.getMessage());
        Files.write(log, java.util.Arrays.copyOf(bytes, bytes.length - 1));
        refused(file, "$.replay.log.bytes", "it is another file");
        Files.delete(log);
        refused(file, "$.replay.log.path", "the event log is not at " + log);
    }

    @Test
    void aReplaysOwnFieldsAreReadStrictly() throws Exception {
        Path log = LOG.toAbsolutePath();
        String good = SnapshotWriter.toText(replayMoment(log, log.toString()));
        Path file = dir.resolve("bad.json");
        record Case(String from, String to, String path, String words) {
        }
        for (Case c : List.of(
                new Case("\"executor\": \"driver\"", "\"executor\": \"\"", "$.replay.executor", "executor's id"),
                new Case("\"atMs\": 1234", "\"atMs\": -1", "$.replay.atMs", "milliseconds"),
                new Case("\"atMs\": 1234", "\"atMs\": 1234, \"extra\": 1", "$.replay.extra", "unknown field \"extra\""),
                new Case("\"sha256\": \"", "\"sha256\": \"X", "$.replay.log.sha256", "64 lower-case hexadecimal digits"),
                new Case("\"bytes\": ", "\"bytes\": -", "$.replay.log.bytes", "size"),
                new Case("\"replay\": {", "\"at\": 3, \"replay\": {", "$.at", "unknown field \"at\""),
                new Case("\"workspace\": \"replay\"", "\"workspace\": \"Replay\"", "$.view.workspace", "lower-case"))) {
            assertTrue(good.contains(c.from()), c.from());
            Files.writeString(file, good.replaceFirst(java.util.regex.Pattern.quote(c.from()), java.util.regex.Matcher.quoteReplacement(c.to())));
            refused(file, c.path(), c.words());
        }
    }
}
