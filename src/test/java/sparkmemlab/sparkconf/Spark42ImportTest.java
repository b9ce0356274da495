package sparkmemlab.sparkconf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.ClusterConfigException;
import sparkmemlab.cluster.WorkerSelectionPolicy;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;

/**
 * The import read as Spark 4.2.0: 4.x's keys taken into the executor, its container and the Master; on 3.5.3
 * the same keys ignored, saying so; 4.2.0's refusals word for word what the models say (the models' words are
 * checked against real Spark 4.2.0: Spark42ConfigRefusalsTest, SparkConfValues420Test; the import's own,
 * Spark42ImportRefusalsTest).
 */
class Spark42ImportTest {

    private static final String SPARK4_FILE = String.join("\n",
            "spark.executor.memory 2g",
            "spark.memory.unmanagedMemoryPollingInterval 5s",
            "spark.executor.minMemoryOverhead 2g",
            "spark.deploy.workerSelectionPolicy cores_free_desc",
            "spark.deploy.spreadOutDrivers false",
            "spark.deploy.maxDrivers 3");

    private static ConfImport read(String text, SparkVersion version) {
        return SparkConfImporter.read(new SparkConfImporter.Input("spark-defaults.conf", text), version, Locale.ENGLISH);
    }

    @Test
    void eachSpark4KeyIsTakenOn420() {
        ConfImport result = read(SPARK4_FILE, SparkVersion.SPARK_4_2_0);
        assertEquals(List.of(), result.refused());
        assertEquals(SparkVersion.SPARK_4_2_0, result.sparkVersion());
        ExecutorConfig executor = result.executorConfig().orElseThrow();
        assertEquals(SparkVersion.SPARK_4_2_0, executor.sparkVersion());
        assertEquals(5000L, executor.unmanagedMemoryPollingInterval());
        assertTrue(executor.pollsUnmanagedMemory());
        ClusterConfig master = result.masterConfig().orElseThrow();
        assertEquals(WorkerSelectionPolicy.CORES_FREE_DESC, master.workerSelectionPolicy());
        assertFalse(master.spreadOutDrivers());
        assertEquals(3, master.maxDrivers());
        for (String key : List.of(ClusterConfig.WORKER_SELECTION_POLICY, ClusterConfig.SPREAD_OUT_DRIVERS, ClusterConfig.MAX_DRIVERS)) {
            assertEquals(ConfKey.Use.MASTER, result.taken(key).orElseThrow().use(), key);
        }
        assertEquals(ConfKey.Use.CONTAINER, result.taken("spark.executor.minMemoryOverhead").orElseThrow().use());
        assertTrue(ConfReport.lines(result, Locale.ENGLISH).get(0).contains("4.2.0"), ConfReport.lines(result, Locale.ENGLISH)::toString);
    }

    @Test
    void theContainersLeastOverheadIsTakenOn420() {
        String yarn = "spark.master yarn\nspark.executor.memory 1g\n";
        ConfImport given = read(yarn + "spark.executor.minMemoryOverhead 2g", SparkVersion.SPARK_4_2_0);
        ConfImport standard = read(yarn, SparkVersion.SPARK_4_2_0);
        assertEquals("2g", given.scenarioConfig().get("spark.executor.minMemoryOverhead"));
        long with = given.executorConfig().orElseThrow().container().orElseThrow().grantedMiB();
        long without = standard.executorConfig().orElseThrow().container().orElseThrow().grantedMiB();
        assertTrue(with >= 1024 + 2048 && with > without, with + " MiB granted, " + without + " MiB without the key");
    }

    @Test
    void on353TheSpark4KeysAreIgnoredSayingSo() {
        ConfImport result = read(SPARK4_FILE, SparkVersion.SPARK_3_5_3);
        assertEquals(List.of(), result.refused());
        assertEquals(SparkVersion.SPARK_3_5_3, result.executorConfig().orElseThrow().sparkVersion());
        assertEquals(Optional.empty(), result.masterConfig());
        List<String> ignored = result.ignored().stream().filter(i -> i.reason() == Ignored.Reason.NOT_IN_THIS_VERSION)
                .map(Ignored::key).toList();
        assertEquals(List.of("spark.memory.unmanagedMemoryPollingInterval", "spark.executor.minMemoryOverhead",
                "spark.deploy.workerSelectionPolicy", "spark.deploy.spreadOutDrivers", "spark.deploy.maxDrivers"), ignored);
        Ignored polling = result.ignored().get(0);
        assertEquals("4.1.0", polling.detail());
        assertTrue(polling.text(Locale.ENGLISH).startsWith("Spark 3.5.3 does not know this key"), polling.text(Locale.ENGLISH));
        assertTrue(polling.text(Locale.forLanguageTag("zh")).contains("Spark 4.1.0"), polling.text(Locale.forLanguageTag("zh")));
        assertTrue(ConfReport.lines(result, Locale.ENGLISH).stream().anyMatch(l -> l.contains("Spark 4.0.0's and later")));
    }

    @Test
    void aVersionInTheInputDoesNotChooseIt() {
        ConfImport result = read("spark.version 4.2.0\nspark.executor.memory 2g", SparkVersion.SPARK_3_5_3);
        assertEquals(SparkVersion.SPARK_3_5_3, result.sparkVersion());
        Ignored hint = result.ignored().get(0);
        assertEquals(Ignored.Reason.VERSION_HINT, hint.reason());
        assertTrue(hint.text(Locale.ENGLISH).contains("Spark 3.5.3"), hint.text(Locale.ENGLISH));
    }

    /** The executor model's words for a value it refuses on 4.2.0, as a scenario with "sparkVersion": "4.2.0" gets them. */
    private static String modelsWords(String key, String value) {
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioParser.parse("model.json",
                new java.io.StringReader("{\"format\": \"spark-memory-scenario/1\", \"sparkVersion\": \"4.2.0\", \"config\": {\""
                        + key + "\": " + value + "}, \"steps\": []}")));
        return e.problem();
    }

    private static Problem refused(String text) {
        ConfImport result = read(text, SparkVersion.SPARK_4_2_0);
        assertEquals(1, result.refused().size(), result.refused()::toString);
        return result.refused().get(0);
    }

    @Test
    void aStorageFractionRefusedInTheModelsWords() {
        assertEquals(modelsWords("spark.memory.storageFraction", "1.0"), refused("spark.memory.storageFraction 1.0").message());
        assertTrue(refused("spark.memory.storageFraction 1.0").message().startsWith("[INVALID_CONF_VALUE.REQUIREMENT]"));
    }

    @Test
    void aNegativeOffHeapSizeRefusedInTheModelsWords() {
        assertEquals(SparkVersion.SPARK_4_2_0.messages().offHeapNegative(-1), refused("spark.memory.offHeap.size -1").message());
        String model = assertThrows(sparkmemlab.model.SparkConfigException.class, () -> new ExecutorConfig(1L << 30, 300L << 20,
                0.6, 0.5, false, -1, 1, java.util.OptionalLong.empty(), sparkmemlab.model.LegacyMemoryConfig.UNIFIED,
                Optional.empty(), sparkmemlab.model.TungstenConf.DEFAULTS, SparkVersion.SPARK_4_2_0, 0)).getMessage();
        assertEquals(model, refused("spark.memory.offHeap.size -1").message());
    }

    @Test
    void aWorkerSelectionPolicyRefusedInTheMastersWords() {
        String model = assertThrows(ClusterConfigException.class, () -> ClusterConfig.fromSparkConf(SparkVersion.SPARK_4_2_0,
                Map.of(ClusterConfig.WORKER_SELECTION_POLICY, "fastest"), false)).getMessage();
        Problem p = refused("spark.deploy.workerSelectionPolicy fastest");
        assertEquals(model, p.message());
        assertEquals(ClusterConfig.WORKER_SELECTION_POLICY, p.key());
        assertTrue(p.message().startsWith("[INVALID_CONF_VALUE.OUT_OF_RANGE_OF_OPTIONS]"), p.message());
    }

    @Test
    void aValueThatIsNoNumberRefusedAsTheModelsTypeMismatch() {
        String key = "spark.shuffle.spill.numElementsForceSpillThreshold";
        assertEquals(sparkmemlab.cluster.SparkConfValues.typeMismatch(SparkVersion.SPARK_4_2_0, key, "four", "int"),
                refused(key + " four").message());
        assertEquals(key + " should be int, but was four", read(key + " four", SparkVersion.SPARK_3_5_3).refused().get(0).message());
        assertEquals(sparkmemlab.model.config.InvalidConfValue.typeMismatch("spark.memory.unmanagedMemoryPollingInterval", "often",
                "time in MILLISECONDS"), refused("spark.memory.unmanagedMemoryPollingInterval often").message());
    }

    @Test
    void aHeapBelowTheReserveRefusedInTheModelsWords() throws Exception {
        ExecutorConfig small = ScenarioParser.parse("model.json", new java.io.StringReader("{\"format\": \"spark-memory-scenario/1\","
                + " \"sparkVersion\": \"4.2.0\", \"config\": {\"spark.executor.memory\": 419430400}, \"steps\": []}")).config();
        String model = assertThrows(sparkmemlab.model.SparkConfigException.class, () -> new sparkmemlab.model.ExecutorModel(small))
                .getMessage();
        Problem p = refused("spark.testing.memory 419430400");
        assertEquals(model, p.message());
        assertTrue(model.endsWith("SQLSTATE: F0000"), model);
    }

    @Test
    void spark4HasNoMesos() {
        assertEquals("Master must either be yarn or start with spark, k8s, or local",
                refused("spark.master mesos://host:5050").message());
        assertEquals(List.of(), read("spark.master mesos://host:5050", SparkVersion.SPARK_3_5_3).refused());
    }
}
