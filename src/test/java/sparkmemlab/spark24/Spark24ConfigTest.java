package sparkmemlab.spark24;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.LegacyMemoryConfig;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.PoolState;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.scenario.ScenarioRunner;
import sparkmemlab.spark.RealMemory;
import sparkmemlab.spark.RealSparkRefusal;

/**
 * The legacy contract's configuration facts, each on our model and on real Spark 2.4.8: every
 * pool-size example, Spark's refusals word for word and in Spark's order, and how Spark's
 * {@code SparkConf} reads the new keys' values.
 */
@Tag("spark")
class Spark24ConfigTest {
    private static final long MIB = 1L << 20;

    private static ExecutorConfig config(String json) throws ScenarioException {
        return ScenarioParser.parse("test.json", JsonParser.parseString(
                "{\"format\": \"spark-memory-scenario/1\", \"config\": " + json + ", \"steps\": []}")).config();
    }

    private static ExecutorState spark(ExecutorConfig c) {
        RealMemory memory = RealSpark24.create(c);
        synchronized (memory.lock()) {
            return memory.snapshot(List.of());
        }
    }

    /** The model's and Spark's pools, both {execution, storage} per mode, equal to the contract's. */
    private static void pools(String json, long storage, long execution, long offHeapExecution, long maxUnroll)
            throws ScenarioException {
        ExecutorConfig c = config(json);
        ExecutorState ours = new ExecutorModel(c).state();
        ExecutorState theirs = spark(c);
        for (ExecutorState s : List.of(ours, theirs)) {
            PoolState on = s.pools(MemoryMode.ON_HEAP);
            PoolState off = s.pools(MemoryMode.OFF_HEAP);
            assertEquals(List.of(storage, execution, 0L, offHeapExecution),
                    List.of(on.storagePool(), on.executionPool(), off.storagePool(), off.executionPool()), json);
        }
        assertEquals(ours.layout(), theirs.layout(), json);
        assertEquals(maxUnroll, RealSpark24.maxUnrollMemory(c), json);
    }

    @Test
    void poolSizesAreTheContractsAndSparks() throws Exception {
        pools("{\"spark.memory.useLegacyMode\": true}", 579_820_584, 171_798_691, 0, 115_964_116);
        pools("{\"spark.memory.useLegacyMode\": true, \"spark.executor.memory\": \"100m\"}",
                56_623_104, 16_777_216, 0, 11_324_620);
        pools("{\"spark.memory.useLegacyMode\": true, \"spark.executor.memory\": 1000000007,"
                + " \"spark.storage.memoryFraction\": 0.55, \"spark.storage.safetyFraction\": 0.85,"
                + " \"spark.shuffle.memoryFraction\": 0.3, \"spark.shuffle.safetyFraction\": 0.75}",
                467_500_003, 225_000_001, 0, 93_500_000);
        pools("{\"spark.memory.useLegacyMode\": true, \"spark.executor.memory\": \"32m\"}",
                18_119_393, 5_368_709, 0, 3_623_878);
        pools("{\"spark.memory.useLegacyMode\": true, \"spark.memory.offHeap.enabled\": true,"
                + " \"spark.memory.offHeap.size\": \"256m\", \"spark.memory.storageFraction\": 0.3}",
                579_820_584, 171_798_691, 256 * MIB, 115_964_116);
        pools("{\"spark.memory.useLegacyMode\": true, \"spark.memory.offHeap.size\": \"100m\"}",
                579_820_584, 171_798_691, 100 * MIB, 115_964_116);
        pools("{\"spark.memory.useLegacyMode\": true, \"spark.executor.memory\": \"64m\","
                + " \"spark.storage.memoryFraction\": 1.2, \"spark.storage.safetyFraction\": 1.0}",
                (long) (64 * MIB * 1.2 * 1.0), 10_737_418, 0, (long) ((long) (64 * MIB * 1.2) * 0.2));
        // spark.memory.fraction 0, a storageFraction of 1.5 without off-heap, and a reserve larger than
        // the heap are all taken: none of them has any effect.
        pools("{\"spark.memory.useLegacyMode\": true, \"spark.memory.fraction\": 0, \"spark.memory.storageFraction\": 1.5,"
                + " \"spark.testing.reservedMemory\": \"2g\"}", 579_820_584, 171_798_691, 0, 115_964_116);
    }

    /** The model's refusal (the scenario's error) and Spark's, both with exactly {@code message}. */
    private static void refused(String json, String message) throws ScenarioException {
        ExecutorConfig c = config(json);
        ScenarioException ours = assertThrows(ScenarioException.class,
                () -> ScenarioRunner.start("test.json", new sparkmemlab.scenario.Scenario("", c, List.of())));
        assertTrue(ours.getMessage().endsWith(": " + message), ours.getMessage());
        RealSparkRefusal theirs = assertThrows(RealSparkRefusal.class, () -> RealSpark24.create(c), json);
        assertEquals(message, theirs.getMessage(), json);
    }

    @Test
    void refusalsAreSparksInSparksOrder() throws Exception {
        String heap = "System memory 33554431 must be at least 33554432. Please increase heap size using the"
                + " --driver-memory option or spark.driver.memory in Spark configuration.";
        refused("{\"spark.memory.useLegacyMode\": true, \"spark.executor.memory\": 33554431}", heap);
        refused("{\"spark.memory.useLegacyMode\": true, \"spark.executor.memory\": 33554431,"
                + " \"spark.storage.memoryFraction\": -0.1}", heap);
        String offHeapZero = "requirement failed: spark.memory.offHeap.size must be > 0 when spark.memory.offHeap.enabled == true";
        refused("{\"spark.memory.useLegacyMode\": true, \"spark.memory.offHeap.enabled\": true}", offHeapZero);
        refused("{\"spark.memory.useLegacyMode\": true, \"spark.storage.memoryFraction\": -0.1}", "requirement failed");
        refused("{\"spark.memory.useLegacyMode\": true, \"spark.storage.safetyFraction\": -1}", "requirement failed");
        refused("{\"spark.memory.useLegacyMode\": true, \"spark.shuffle.memoryFraction\": -0.2}", "requirement failed");
        refused("{\"spark.memory.useLegacyMode\": true, \"spark.memory.storageFraction\": 1.5,"
                + " \"spark.memory.offHeap.size\": \"1m\"}", "requirement failed");
        refused("{\"spark.memory.useLegacyMode\": true, \"spark.memory.storageFraction\": -0.1,"
                + " \"spark.memory.offHeap.size\": \"1m\"}", "requirement failed");
        refused("{\"spark.memory.useLegacyMode\": true, \"spark.memory.offHeap.enabled\": true,"
                + " \"spark.shuffle.safetyFraction\": -0.5}", "requirement failed");
    }

    /** Our parser and Spark's SparkConf on one raw value of a legacy key. */
    private static void reads(String key, String raw) {
        JsonObject json = new JsonObject();
        json.addProperty(key, raw);
        Object theirs;
        try {
            theirs = RealSpark24.readConf(key, raw);
        } catch (RealSparkRefusal refusal) {
            ScenarioException ours = assertThrows(ScenarioException.class, () -> config(json.toString()), raw);
            assertTrue(ours.getMessage().endsWith(refusal.getMessage()), ours.getMessage() + " / Spark: " + refusal.getMessage());
            return;
        }
        LegacyMemoryConfig legacy = assertDoesNotThrowConfig(json).legacy();
        Object ours = switch (key) {
            case LegacyMemoryConfig.USE_LEGACY_MODE -> legacy.useLegacyMode();
            case LegacyMemoryConfig.STORAGE_MEMORY_FRACTION -> legacy.storageMemoryFraction();
            default -> throw new IllegalArgumentException(key);
        };
        assertEquals(theirs, ours, raw);
    }

    private static ExecutorConfig assertDoesNotThrowConfig(JsonObject json) {
        try {
            return config(json.toString());
        } catch (ScenarioException e) {
            throw new AssertionError("Spark takes it, we refuse it: " + e.getMessage(), e);
        }
    }

    @Test
    void keysAreReadAsSparkConfReadsThem() {
        for (String raw : List.of("true", "false", "TRUE", "False", "yes", "1", "", " true", "null")) {
            reads(LegacyMemoryConfig.USE_LEGACY_MODE, raw);
        }
        for (String raw : List.of("0.5", " 0.5 ", "1e-1", "1", "-0.25", "abc", "", "0.5f", "0x1p-2", "1,5")) {
            reads(LegacyMemoryConfig.STORAGE_MEMORY_FRACTION, raw);
        }
        assertEquals("Illegal value for config key spark.memory.useLegacyMode: For input string: \"yes\"",
                assertThrows(RealSparkRefusal.class, () -> RealSpark24.readConf(LegacyMemoryConfig.USE_LEGACY_MODE, "yes"))
                        .getMessage());
    }

    /**
     * The contract's one checkable difference of 2.4.8's unified manager from 3.5.3's that a
     * configuration we accept can show (the others need values our unified model refuses).
     */
    @Test
    void sparks248UnifiedManagerRefusesASmallHeapWithoutAnErrorClass() {
        assertEquals("System memory 419430400 must be at least 471859200. Please increase heap size using the"
                + " --driver-memory option or spark.driver.memory in Spark configuration.",
                assertThrows(RealSparkRefusal.class, () -> RealSpark24.create(new ExecutorConfig(400 * MIB,
                        ExecutorConfig.DEFAULT_RESERVED_MEMORY, 0.6, 0.5, false, 0, 1, java.util.OptionalLong.empty()))).getMessage());
        assertInstanceOf(RealMemory.class, RealSpark24.create(ExecutorConfig.defaults()));
    }
}
