package sparkmemlab.cluster.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import sparkmemlab.cluster.ClusterStep;

class ClusterTraceJsonTest {

    static List<ClusterStep> run(String file) throws Exception {
        Path path = Path.of("src/test/resources/cluster-scenarios", file);
        try (Reader in = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            return ClusterScenarioRunner.run(file, ClusterScenarioParser.parse(file, in));
        }
    }

    @Test
    void theContractsExampleTracesAsTheContractShowsIt() throws Exception {
        ClusterStep step = run("01-spread-out-4-3-3.json").get(3);
        String worker = """
                {"id": "%s", "state": "ALIVE", "cores": 10, "coresUsed": %d, "coresFree": %d,
                 "memory": 4096, "memoryUsed": 1024, "memoryFree": 3072, "executors": ["a1/%d"]}""";
        String executor = """
                {"id": %d, "worker": "%s", "cores": %d, "memory": 1024, "state": "RUNNING"}""";
        String launch = """
                {"app": "a1", "executor": %d, "worker": "%s", "cores": %d, "memory": 1024}""";
        String expected = "{\"step\": 4, \"op\": \"submitApp\", \"workers\": ["
                + worker.formatted("w1", 4, 6, 0) + "," + worker.formatted("w2", 3, 7, 1) + "," + worker.formatted("w3", 3, 7, 2)
                + "], \"apps\": [{\"id\": \"a1\", \"state\": \"RUNNING\", \"maxCores\": 10, \"coresPerExecutor\": null,"
                + " \"memoryPerExecutorMB\": 1024, \"coresGranted\": 10, \"coresLeft\": 0, \"retryCount\": 0, \"executors\": ["
                + executor.formatted(0, "w1", 4) + "," + executor.formatted(1, "w2", 3) + "," + executor.formatted(2, "w3", 3)
                + "], \"removedExecutors\": []}], \"waitingApps\": [\"a1\"], \"launched\": ["
                + launch.formatted(0, "w1", 4) + "," + launch.formatted(1, "w2", 3) + "," + launch.formatted(2, "w3", 3)
                + "], \"killed\": []}";
        assertEquals(JsonParser.parseString(expected), ClusterTraceJson.toJson(step, false));
    }

    @Test
    void driversShowOnlyInAScenarioThatSubmitsOne() throws Exception {
        JsonObject withDrivers = ClusterTraceJson.toJson(run("14-drivers-supervised-relaunch.json").get(0), true);
        assertTrue(withDrivers.has("drivers") && withDrivers.has("waitingDrivers"));
        assertTrue(withDrivers.getAsJsonArray("workers").get(0).getAsJsonObject().has("drivers"));
        JsonObject without = ClusterTraceJson.toJson(run("01-spread-out-4-3-3.json").get(0), false);
        assertFalse(without.has("drivers") || without.has("waitingDrivers"));
        assertFalse(without.getAsJsonArray("workers").get(0).getAsJsonObject().has("drivers"));
    }

    @Test
    void aRelaunchedDriverIsLaunchedUnderItsNewId() throws Exception {
        JsonObject step7 = ClusterTraceJson.toJson(run("14-drivers-supervised-relaunch.json").get(6), true);
        assertEquals(JsonParser.parseString("[{\"driver\": \"d1#2\", \"worker\": \"w3\", \"cores\": 1, \"memory\": 1024}]"),
                step7.get("launched"));
        assertEquals(JsonParser.parseString("{\"id\": \"d1\", \"state\": \"RELAUNCHING\", \"worker\": \"w1\", \"cores\": 1,"
                + " \"memory\": 1024, \"supervise\": true}"), step7.getAsJsonArray("drivers").get(0));
    }
}
