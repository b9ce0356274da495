package sparkmemlab.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.SparkVersion;

/**
 * The 4.2.0 Master's rules as its source states them (the real Master checks the same in
 * {@code cluster.spark42}): the worker selection policies, spreadOutDrivers, maxDrivers and the
 * refusals in 4.x's words.
 */
class Spark4MasterTest {

    private static ClusterConfig conf4(String... keyValues) throws ClusterConfigException {
        Map<String, String> conf = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            conf.put(keyValues[i], keyValues[i + 1]);
        }
        return ClusterConfig.fromSparkConf(SparkVersion.SPARK_4_2_0, conf, true);
    }

    /** Where a one-core app's executor lands after workers w1, w10, w9 (and w2 when given) register. */
    private static String firstExecutorWorker(ClusterConfig config, List<ClusterOp> workers) throws Exception {
        Master m = new Master(config);
        for (ClusterOp w : workers) {
            m.apply(w);
        }
        ClusterStep step = m.apply(new ClusterOp.SubmitApp("a", "a", Map.of("spark.cores.max", "1", "spark.executor.memory", "1g")));
        return ((WorkerMessage.LaunchExecutor) step.launched().get(0)).worker();
    }

    private static final List<ClusterOp> TIED = List.of(new ClusterOp.AddWorker("w1", 4, "4g"), new ClusterOp.AddWorker("w10", 4, "4g"),
            new ClusterOp.AddWorker("w9", 4, "4g"));

    @Test
    void tiesGoByIdComparedAsStrings() throws Exception {
        assertEquals("w9", firstExecutorWorker(conf4(), TIED), "CORES_FREE_DESC: id descending, and w9 > w10 > w1");
        assertEquals("w1", firstExecutorWorker(conf4(ClusterConfig.WORKER_SELECTION_POLICY, "cores_free_asc"), TIED));
        assertEquals("w9", firstExecutorWorker(conf4(ClusterConfig.WORKER_SELECTION_POLICY, "MEMORY_FREE_DESC"), TIED));
        assertEquals("w1", firstExecutorWorker(conf4(ClusterConfig.WORKER_SELECTION_POLICY, "MEMORY_FREE_ASC"), TIED));
        assertEquals("w1", firstExecutorWorker(conf4(ClusterConfig.WORKER_SELECTION_POLICY, "worker_id"), TIED));
        assertEquals("w1", firstExecutorWorker(ClusterConfig.defaults(), TIED), "3.5.3's model: earliest registered");
    }

    @Test
    void thePoliciesOrderByFreeCoresOrMemoryFirst() throws Exception {
        List<ClusterOp> workers = List.of(new ClusterOp.AddWorker("w1", 2, "8g"), new ClusterOp.AddWorker("w2", 8, "2g"),
                new ClusterOp.AddWorker("w3", 4, "4g"));
        assertEquals("w2", firstExecutorWorker(conf4(ClusterConfig.WORKER_SELECTION_POLICY, "CORES_FREE_DESC"), workers));
        assertEquals("w1", firstExecutorWorker(conf4(ClusterConfig.WORKER_SELECTION_POLICY, "CORES_FREE_ASC"), workers));
        assertEquals("w1", firstExecutorWorker(conf4(ClusterConfig.WORKER_SELECTION_POLICY, "MEMORY_FREE_DESC"), workers));
        assertEquals("w2", firstExecutorWorker(conf4(ClusterConfig.WORKER_SELECTION_POLICY, "MEMORY_FREE_ASC"), workers));
        assertEquals("w1", firstExecutorWorker(conf4(ClusterConfig.WORKER_SELECTION_POLICY, "WORKER_ID"), workers));
    }

    @Test
    void withoutSpreadOutDriversEachDriverTakesTheFirstWorkerByIdThatFits() throws Exception {
        Master m = new Master(conf4(ClusterConfig.SPREAD_OUT_DRIVERS, "false"));
        m.apply(new ClusterOp.AddWorker("wb", 4, "4g"));
        m.apply(new ClusterOp.AddWorker("wa", 4, "4g"));
        ClusterStep first = m.apply(new ClusterOp.SubmitDriver("d1", "1g", 1, false));
        ClusterStep second = m.apply(new ClusterOp.SubmitDriver("d2", "1g", 1, false));
        assertEquals("wa", ((WorkerMessage.LaunchDriver) first.launched().get(0)).worker());
        assertEquals("wa", ((WorkerMessage.LaunchDriver) second.launched().get(0)).worker(), "no round robin");
        ClusterStep tooBig = m.apply(new ClusterOp.SubmitDriver("d3", "8g", 1, false));
        assertTrue(tooBig.events().contains(new ClusterEvent.DriverWaiting("d3", true)), "Spark warns whenever none fits");
    }

    @Test
    void maxDriversKeepsTheRestWaitingUntilOneEnds() throws Exception {
        Master m = new Master(conf4(ClusterConfig.MAX_DRIVERS, "1"));
        m.apply(new ClusterOp.AddWorker("w1", 4, "4g"));
        m.apply(new ClusterOp.SubmitDriver("d1", "1g", 1, false));
        ClusterStep held = m.apply(new ClusterOp.SubmitDriver("d2", "1g", 1, false));
        assertTrue(held.launched().isEmpty());
        assertTrue(held.events().contains(new ClusterEvent.DriverLimitReached("d2", 1, 1)), held.events().toString());
        assertEquals(List.of("d2"), held.state().waitingDrivers());
        ClusterStep freed = m.apply(new ClusterOp.DriverExited("d1", DriverState.FINISHED));
        assertEquals("d2", ((WorkerMessage.LaunchDriver) freed.launched().get(0)).driver());
    }

    @Test
    void refusalsAreIn4xWords() {
        assertEquals("[INVALID_CONF_VALUE.REQUIREMENT] The value '0' in the config \"spark.deploy.defaultCores\" is invalid. "
                + "spark.deploy.defaultCores must be positive. SQLSTATE: 22022",
                assertThrows(ClusterConfigException.class, () -> conf4(ClusterConfig.DEFAULT_CORES, " 0")).getMessage());
        assertEquals("[INVALID_CONF_VALUE.OUT_OF_RANGE_OF_OPTIONS] The value 'RANDOM' in the config "
                + "\"spark.deploy.workerSelectionPolicy\" is invalid. It should be one of "
                + "'WORKER_ID, CORES_FREE_ASC, MEMORY_FREE_DESC, MEMORY_FREE_ASC, CORES_FREE_DESC'. SQLSTATE: 22022",
                assertThrows(ClusterConfigException.class, () -> conf4(ClusterConfig.WORKER_SELECTION_POLICY, "random")).getMessage());
        assertEquals("[INVALID_CONF_VALUE.TYPE_MISMATCH] The value 'x' in the config \"spark.deploy.maxDrivers\" is invalid. "
                + "It should be a/an 'int' value. SQLSTATE: 22022",
                assertThrows(ClusterConfigException.class, () -> conf4(ClusterConfig.MAX_DRIVERS, "x")).getMessage());
        assertEquals("[INVALID_CONF_VALUE.TYPE_MISMATCH] The value 'yes' in the config \"spark.deploy.spreadOutApps\" is invalid. "
                + "It should be a/an 'boolean' value. SQLSTATE: 22022",
                assertThrows(ClusterConfigException.class, () -> conf4(ClusterConfig.SPREAD_OUT, "yes")).getMessage(),
                "spreadOut is read as spreadOutApps' alternative");
        assertEquals("spark.deploy.defaultCores must be positive",
                assertThrows(ClusterConfigException.class, () -> ClusterConfig.fromSparkConf(Map.of(ClusterConfig.DEFAULT_CORES, "0"), true))
                        .getMessage(), "3.5.3 keeps its words");
    }

    @Test
    void the4xKeysAreUnknownTo353AndRoundTripOn420() throws Exception {
        ClusterConfigException e = assertThrows(ClusterConfigException.class,
                () -> ClusterConfig.fromSparkConf(Map.of(ClusterConfig.MAX_DRIVERS, "2"), true));
        assertEquals(ClusterConfig.MAX_DRIVERS, e.key());
        ClusterConfig c = conf4(ClusterConfig.MAX_DRIVERS, "2", ClusterConfig.SPREAD_OUT_DRIVERS, "false",
                ClusterConfig.WORKER_SELECTION_POLICY, "memory_free_asc", ClusterConfig.SPREAD_OUT_APPS, "false");
        assertEquals(c, ClusterConfig.fromSparkConf(SparkVersion.SPARK_4_2_0, c.toSparkConf(), true));
        assertEquals(ClusterConfig.defaults(), c.withSparkVersion(SparkVersion.SPARK_3_5_3).withSpreadOut(true));
    }
}
