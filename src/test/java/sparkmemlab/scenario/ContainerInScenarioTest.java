package sparkmemlab.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import sparkmemlab.container.ContainerConfig;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;

/** The container ops in the executor scenario format: the limit, the off-heap pools, the kill and the lost executor. */
class ContainerInScenarioTest {
    private static final long MIB = 1L << 20;

    private static Scenario parse(String config, String steps) throws Exception {
        return ScenarioParser.parse("c.json", new StringReader("{\"format\": \"spark-memory-scenario/1\", \"config\": {"
                + config + "}, \"steps\": [" + steps + "]}"));
    }

    private static List<JsonObject> trace(Scenario s) throws Exception {
        List<JsonObject> lines = new ArrayList<>();
        for (StepResult r : ScenarioRunner.run("c.json", s)) {
            lines.add(TraceWriter.toJson(r, s));
        }
        return lines;
    }

    private static JsonObject container(JsonObject line) {
        return line.getAsJsonObject("container");
    }

    @Test
    void aScenarioWithoutAMasterHasNoContainer() throws Exception {
        Scenario s = parse("\"spark.executor.memory\": \"1g\"", "{\"op\": \"acquireExecution\", \"task\": 1, \"bytes\": 100}");
        assertFalse(s.config().container().isPresent());
        assertFalse(trace(s).get(0).has("container"));
    }

    @Test
    void aYarnExecutorOf512mAsksFor896MiB() throws Exception {
        Scenario s = parse("\"spark.master\": \"yarn\", \"spark.executor.memory\": \"512m\"",
                "{\"op\": \"threadStart\", \"thread\": \"t\"}");
        JsonObject c = container(trace(s).get(0));
        // Spark asks for 896 MiB; YARN's default scheduler grants a multiple of 1024, and enforces that.
        assertEquals(896, c.getAsJsonObject("request").get("totalMemMiB").getAsLong());
        assertEquals(1024 * MIB, c.get("limit").getAsLong());
        assertEquals(512 * MIB + MIB, c.get("used").getAsLong());
        assertEquals(ContainerConfig.from(java.util.Map.of("spark.master", "yarn", "spark.executor.memory", "512m"))
                .resources().limitBytes(), 896 * MIB);
    }

    @Test
    void on420TheMinimumOverheadIsASetting() throws Exception {
        Scenario s = ScenarioParser.parse("c.json", new StringReader("{\"format\": \"spark-memory-scenario/1\", \"sparkVersion\": \"4.2.0\", "
                + "\"config\": {\"spark.master\": \"yarn\", \"spark.executor.memory\": \"512m\", "
                + "\"spark.executor.minMemoryOverhead\": \"1g\"}, \"steps\": [{\"op\": \"threadStart\", \"thread\": \"t\"}]}"));
        assertEquals(512 + 1024, container(trace(s).get(0)).getAsJsonObject("request").get("totalMemMiB").getAsLong());
        assertThrows(sparkmemlab.scenario.ScenarioException.class, () -> parse("\"spark.master\": \"yarn\", "
                + "\"spark.executor.minMemoryOverhead\": \"1g\"", "{\"op\": \"threadStart\", \"thread\": \"t\"}"),
                "3.5.3 has no such key");
    }

    @Test
    void theOffHeapPartIsWhatTheOffHeapPoolsHold() throws Exception {
        Scenario s = parse("\"spark.master\": \"k8s://https://k:443\", \"spark.memory.offHeap.enabled\": true, "
                + "\"spark.memory.offHeap.size\": \"100m\"",
                "{\"op\": \"acquireExecution\", \"task\": 1, \"bytes\": 52428800, \"mode\": \"OFF_HEAP\"},"
                + "{\"op\": \"putBlock\", \"block\": \"rdd_1_0\", \"bytes\": 10485760, \"mode\": \"OFF_HEAP\"},"
                + "{\"op\": \"endTask\", \"task\": 1}");
        List<JsonObject> t = trace(s);
        assertEquals((1024 + 384 + 100) * MIB, container(t.get(0)).get("limit").getAsLong());
        assertEquals(50 * MIB, container(t.get(0)).getAsJsonObject("parts").get("offHeap").getAsLong());
        assertEquals(60 * MIB, container(t.get(1)).getAsJsonObject("parts").get("offHeap").getAsLong());
        assertEquals(10 * MIB, container(t.get(2)).getAsJsonObject("parts").get("offHeap").getAsLong());
    }

    @Test
    void passingTheLimitKillsTheContainerAndLosesTheExecutorWithItsTasks() throws Exception {
        String steps = "{\"op\": \"acquireExecution\", \"task\": 1, \"bytes\": 1000},"
                + "{\"op\": \"userAllocate\", \"task\": 2, \"bytes\": 1000},"
                + "{\"op\": \"metaspaceGrow\", \"bytes\": \"300m\"},"
                + "{\"op\": \"metaspaceGrow\", \"bytes\": \"100m\"}";
        // A cluster whose scheduler steps by 128 MiB grants the 1,408 MiB asked exactly.
        Scenario yarn = parse("\"spark.master\": \"yarn\", \"spark.executor.memory\": \"1g\", \"yarn.scheduler.minimum-allocation-mb\": 128", steps);
        List<JsonObject> t = trace(yarn);
        assertFalse(container(t.get(2)).get("killed").getAsBoolean());
        JsonObject killed = container(t.get(3));
        assertTrue(killed.get("killed").getAsBoolean());
        assertEquals("Container killed by YARN for exceeding physical memory limits. 1.4 GB of 1.4 GB physical memory used. "
                + "Consider boosting spark.executor.memoryOverhead.", killed.getAsJsonObject("kill").get("message").getAsString());
        assertEquals(-104, killed.getAsJsonObject("kill").get("exitStatus").getAsInt());
        JsonArray lost = killed.getAsJsonArray("tasksLost");
        assertEquals(List.of(1L, 2L), List.of(lost.get(0).getAsLong(), lost.get(1).getAsLong()));

        Scenario k8s = parse("\"spark.master\": \"k8s://https://k:443\"", steps);
        JsonObject pod = container(trace(k8s).get(3));
        assertEquals(137, pod.getAsJsonObject("kill").get("exitStatus").getAsInt());
        assertTrue(pod.getAsJsonObject("kill").get("message").getAsString()
                .startsWith("The executor with id 1 exited with exit code 137(SIGKILL, possible container OOM)."));

        Scenario after = parse("\"spark.master\": \"yarn\", \"yarn.scheduler.minimum-allocation-mb\": 128", steps + ",{\"op\": \"endTask\", \"task\": 1}");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioRunner.run("c.json", after));
        assertTrue(e.getMessage().contains("step 5 (endTask)"), e.getMessage());
        assertTrue(e.getMessage().contains("the executor is lost and every task on it: Container killed by YARN"), e.getMessage());
    }

    @Test
    void anOffHeapGrantCanKillTheContainer() throws Exception {
        // 1.5 MiB of off-heap asks for 1 MiB (whole MiB): the pools hold more than the request counted.
        Scenario s = parse("\"spark.master\": \"yarn\", \"spark.executor.memoryOverhead\": \"1m\", \"yarn.scheduler.minimum-allocation-mb\": 1, "
                + "\"spark.memory.offHeap.enabled\": true, \"spark.memory.offHeap.size\": 1572864",
                "{\"op\": \"threadStart\", \"thread\": \"t\"},"
                + "{\"op\": \"acquireExecution\", \"task\": 1, \"bytes\": 1572864, \"mode\": \"OFF_HEAP\"}");
        List<JsonObject> t = trace(s);
        assertEquals((1024 + 1 + 1) * MIB, container(t.get(0)).get("limit").getAsLong());
        assertTrue(container(t.get(1)).get("killed").getAsBoolean());
        assertEquals("[1]", container(t.get(1)).getAsJsonArray("tasksLost").toString());
    }

    @Test
    void aCopyGoesOnAsTheModelDoes() throws Exception {
        Scenario s = parse("\"spark.master\": \"yarn\", \"spark.executor.cores\": 2",
                "{\"op\": \"threadStart\", \"thread\": \"io\", \"netty\": true},"
                + "{\"op\": \"nettyAllocate\", \"buffer\": \"b1\", \"service\": \"blockTransferServer\", \"thread\": \"io\", \"bytes\": 512},"
                + "{\"op\": \"shuffleFetch\", \"request\": \"r\", \"task\": 1, \"thread\": \"io\", \"bytes\": \"1m\"},"
                + "{\"op\": \"nettyRelease\", \"buffer\": \"b1\"},"
                + "{\"op\": \"shuffleFetchDone\", \"request\": \"r\"}");
        ExecutorModel model = ScenarioRunner.start("c.json", s);
        List<Operation> ops = s.steps();
        for (int i = 0; i < 2; i++) {
            model.apply(ops.get(i));
        }
        ExecutorModel copy = model.copy();
        for (int i = 2; i < ops.size(); i++) {
            assertEquals(TraceWriter.toJson(model.apply(ops.get(i)), s), TraceWriter.toJson(copy.apply(ops.get(i)), s));
        }
    }

    @Test
    void aContainerScenarioWritesBackEqual() throws Exception {
        Scenario s = parse("\"spark.master\": \"yarn\", \"spark.executor.memory\": 1073741824, "
                + "\"spark.executor.memoryOverhead\": 512, \"spark.executor.extraJavaOptions\": \"-Xss512k\"",
                "{\"op\": \"threadStart\", \"thread\": \"io\", \"netty\": true},"
                + "{\"op\": \"directAllocate\", \"buffer\": \"d\", \"bytes\": \"64k\"}");
        Scenario back = ScenarioParser.parse("w.json", ScenarioWriter.toJson(s));
        assertEquals(s, back);
        assertEquals(1536, container(trace(back).get(0)).getAsJsonObject("request").get("totalMemMiB").getAsLong());
        assertEquals(2048 * MIB, container(trace(back).get(0)).get("limit").getAsLong());
    }
}
