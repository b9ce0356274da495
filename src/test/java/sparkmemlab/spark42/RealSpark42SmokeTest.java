package sparkmemlab.spark42;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;
import sparkmemlab.model.WokenRequest;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.spark.RealMemory;
import sparkmemlab.spark.RealSparkRefusal;

/** Real Spark 4.2.0 through {@link RealSpark42}: it is 4.2.0 that runs, beside 3.5.3, and it parks and wakes. */
@Tag("spark")
class RealSpark42SmokeTest {

    static final long MIB = 1024 * 1024;
    static final long REGION = 455_501_414; // (1024 - 300) MiB * 0.6
    static final MemoryMode ON = MemoryMode.ON_HEAP;

    static Scenario scenario(Operation... steps) {
        return new Scenario("smoke 4.2.0", ExecutorConfig.defaults(), List.of(steps));
    }

    @Test
    void theHarnessRunsOnSpark420NotOn353() throws Exception {
        RealMemory memory = RealSpark42.create(ExecutorConfig.defaults());
        Class<?> manager = memory.lock().getClass();
        assertEquals("org.apache.spark.memory.UnifiedMemoryManager", manager.getName());
        assertTrue(manager.getClassLoader() instanceof Spark42ClassLoader, "loaded by " + manager.getClassLoader());
        assertNotSame(manager, Class.forName(manager.getName()));
        Class<?> version = Spark42ClassLoader.get().loadClass("org.apache.spark.package$");
        Object pkg = version.getField("MODULE$").get(null);
        assertEquals("4.2.0", version.getMethod("SPARK_VERSION").invoke(pkg));
        assertEquals("4.2.0", RealSpark42.call("sparkmemlab.spark.SparkApi", "version", new Class<?>[0]));
    }

    @Test
    void aTaskBelowHalfItsShareParksAndAReleaseWakesIt() {
        List<StepResult> trace = RealSpark42.run(scenario(
                new Operation.PutBlock(BlockId.parse("rdd_1_0"), 50 * MIB, ON, OptionalLong.empty()),
                new Operation.AcquireExecution(1, REGION, ON),
                new Operation.AcquireExecution(2, 100 * MIB, ON),
                new Operation.ReleaseExecution(1, 200 * MIB, ON)));

        assertEquals(OpResult.TRUE, trace.get(0).result());
        assertEquals(REGION, trace.get(0).state().layout().maxHeapMemory());
        // The block sits inside the storage region: execution may not evict it, so it gets the rest.
        assertEquals(List.of(), trace.get(1).evicted());
        assertEquals(new OpResult.Bytes(REGION - 50 * MIB), trace.get(1).result());
        assertEquals(OpResult.WAITING, trace.get(2).result());
        assertEquals(List.of(new WokenRequest(2, 100 * MIB)), trace.get(3).woke());
    }

    @Test
    void aHeapTooSmallIsRefusedInSpark4sWords() {
        ExecutorConfig small = new ExecutorConfig(400 * MIB, 300 * MIB, 0.6, 0.5, false, 0, 1, OptionalLong.empty());
        RealSparkRefusal refusal = assertThrows(RealSparkRefusal.class,
                () -> RealSpark42.run(new Scenario("small", small, List.of())));
        assertEquals("[INVALID_DRIVER_MEMORY] System memory 419430400 must be at least 471859200.\nPlease increase heap size"
                + " using the --driver-memory option or \"spark.driver.memory\" in Spark configuration. SQLSTATE: F0000",
                refusal.getMessage());
    }
}
