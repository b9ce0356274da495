package sparkmemlab.cluster.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.ClusterOp;
import sparkmemlab.cluster.DriverState;
import sparkmemlab.cluster.ExecutorState;

class ClusterScenarioParserTest {

    static ClusterScenario parse(String json) throws Exception {
        return ClusterScenarioParser.parse("test.json", new StringReader(json));
    }

    @Test
    void leftOutFieldsTakeTheContractsDefaults() throws Exception {
        ClusterScenario s = parse("""
                {"format": "spark-cluster-scenario/1", "steps": [
                  {"op": "submitApp", "app": "a1"},
                  {"op": "stopApp", "app": "a1"},
                  {"op": "executorExited", "app": "a1", "executor": 0},
                  {"op": "submitDriver", "driver": "d1"},
                  {"op": "driverExited", "driver": "d1"}]}""");
        assertEquals("", s.title());
        assertEquals(ClusterConfig.defaults(), s.config());
        assertEquals(List.of(new ClusterOp.SubmitApp("a1", "a1", Map.of()),
                new ClusterOp.StopApp("a1", ClusterOp.How.UNREGISTER),
                new ClusterOp.ExecutorExited("a1", 0, ExecutorState.EXITED, OptionalInt.empty()),
                new ClusterOp.SubmitDriver("d1", "1024m", 1, false),
                new ClusterOp.DriverExited("d1", DriverState.FINISHED)), s.steps());
        assertEquals(1024, s.steps().get(0) instanceof ClusterOp.SubmitApp a ? a.description().memoryPerExecutorMB() : 0);
    }

    @Test
    void settingsAreTheStringsASparkConfWouldHold() throws Exception {
        ClusterScenario s = parse("""
                {"format": "spark-cluster-scenario/1", "reportRunning": false,
                 "config": {"spark.deploy.spreadOut": "FALSE", "spark.deploy.maxExecutorRetries": 3, "spark.deploy.defaultCores": " 4"},
                 "steps": [{"op": "submitApp", "app": "a1", "conf": {"spark.executor.cores": 2, "spark.cores.max": "7"}}]}""");
        assertEquals(Map.of("spark.deploy.spreadOut", "FALSE", "spark.deploy.maxExecutorRetries", "3", "spark.deploy.defaultCores", " 4"),
                s.sparkConf());
        assertEquals(new ClusterConfig(false, 4, 3, 200, 200, false), s.config());
        ClusterOp.SubmitApp app = (ClusterOp.SubmitApp) s.steps().get(0);
        assertEquals(Map.of("spark.executor.cores", "2", "spark.cores.max", "7"), app.conf());
        assertEquals(OptionalInt.of(2), app.description().coresPerExecutor());
        assertEquals(OptionalInt.of(7), app.description().maxCores());
    }

    @Test
    void narrationOnAStepIsIgnoredAndARelaunchedDriverCanBeNamed() throws Exception {
        ClusterScenario s = parse("""
                {"format": "spark-cluster-scenario/1", "steps": [
                  {"op": "addWorker", "worker": "w1", "cores": 2, "memory": "2g", "say": "a worker joins", "ask": {"q": 1}},
                  {"op": "driverExited", "driver": "d1#2", "state": "FAILED"}]}""");
        assertEquals(new ClusterOp.AddWorker("w1", 2, "2g"), s.steps().get(0));
        assertEquals(new ClusterOp.DriverExited("d1#2", DriverState.FAILED), s.steps().get(1));
    }

    @Test
    void everyFixedScenarioReadsBackTheSameFromItsJson() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("src/test/resources/cluster-scenarios"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                ClusterScenario s;
                try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                    s = ClusterScenarioParser.parse(file.toString(), in);
                }
                assertEquals(s, ClusterScenarioParser.parse("again", ClusterScenarioJson.toJson(s)), file.toString());
            }
        }
    }

    @Test
    void onlyADocumentThatSaysItIsAClusterScenarioIsTakenForOne() {
        assertTrue(ClusterScenarioParser.claimsClusterFormat(JsonParser.parseString("{\"format\": \"spark-cluster-scenario/1\"}")));
        assertTrue(ClusterScenarioParser.claimsClusterFormat(JsonParser.parseString("{\"format\": \"spark-cluster-scenario/7\"}")));
        assertFalse(ClusterScenarioParser.claimsClusterFormat(JsonParser.parseString("{\"format\": \"spark-memory-scenario/1\"}")));
        assertFalse(ClusterScenarioParser.claimsClusterFormat(JsonParser.parseString("[\"spark-cluster-scenario/1\"]")));
    }
}
