package sparkmemlab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.BlockState;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.ModeBytes;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Operation;
import sparkmemlab.model.PoolState;
import sparkmemlab.model.StepResult;
import sparkmemlab.model.WaitingRequest;
import sparkmemlab.model.WokenRequest;
import sparkmemlab.scenario.Scenario;

/** Real Spark 3.5.3 through {@link RealSpark}: the numbers and behaviours the format doc quotes. */
@Tag("spark")
class RealSparkSmokeTest {

    static final long MIB = 1024 * 1024;
    static final long REGION = 455_501_414; // (1024 - 300) MiB * 0.6
    static final long HALF = 227_750_707;
    static final MemoryMode ON = MemoryMode.ON_HEAP;

    static Scenario scenario(Operation... steps) {
        return new Scenario("smoke", ExecutorConfig.defaults(), List.of(steps));
    }

    static Operation put(String block, long bytes) {
        return new Operation.PutBlock(BlockId.parse(block), bytes, ON, OptionalLong.empty());
    }

    static Operation acquire(long task, long bytes) {
        return new Operation.AcquireExecution(task, bytes, ON);
    }

    @Test
    void oneGigabyteHeapHasSparksRegions() {
        List<StepResult> trace = RealSpark.run(scenario(put("rdd_1_0", 50 * MIB), acquire(1, 100 * MIB)));

        assertEquals(2, trace.size());
        StepResult put = trace.get(0);
        assertEquals(OpResult.TRUE, put.result());
        assertEquals(REGION, put.state().layout().maxHeapMemory());
        assertEquals(HALF, put.state().layout().onHeapStorageRegionSize());
        assertEquals(1024 * MIB, put.state().layout().systemMemory());
        assertEquals(300 * MIB, put.state().layout().reservedMemory());
        assertEquals(0, put.state().layout().maxOffHeapMemory());

        StepResult acquire = trace.get(1);
        assertEquals(new OpResult.Bytes(100 * MIB), acquire.result());
        PoolState on = acquire.state().onHeap();
        assertEquals(HALF, on.executionPool());
        assertEquals(100 * MIB, on.executionUsed());
        assertEquals(HALF, on.storagePool());
        assertEquals(50 * MIB, on.storageUsed());
        assertEquals(0, on.unrollUsed());
        assertEquals(Map.of(1L, new ModeBytes(100 * MIB, 0)), acquire.state().tasks());
        assertEquals(List.of(new BlockState(BlockId.parse("rdd_1_0"), 50 * MIB, ON, 0)), acquire.state().blocks());
        assertEquals(List.of(), acquire.woke());
        assertEquals(List.of(), acquire.evicted());
        assertEquals(List.of(), acquire.state().waiting());
        assertTrue(RealSpark.traceLines(scenario(put("rdd_1_0", 50 * MIB))).get(0).contains("\"storageUsed\":52428800"));
    }

    @Test
    void aTaskBelowHalfItsShareParksAndAReleaseWakesIt() {
        List<StepResult> trace = RealSpark.run(scenario(
                acquire(1, REGION),
                acquire(2, 100 * MIB),
                new Operation.ReleaseExecution(1, 200 * MIB, ON)));

        assertEquals(new OpResult.Bytes(REGION), trace.get(0).result());
        StepResult parked = trace.get(1);
        assertEquals(OpResult.WAITING, parked.result());
        assertEquals(List.of(new WaitingRequest(2, 100 * MIB, ON)), parked.state().waiting());
        // A parked task counts in N with 0 bytes.
        assertEquals(Map.of(1L, new ModeBytes(REGION, 0), 2L, new ModeBytes(0, 0)), parked.state().tasks());

        StepResult release = trace.get(2);
        assertEquals(OpResult.NONE, release.result());
        assertEquals(List.of(new WokenRequest(2, 100 * MIB)), release.woke());
        assertEquals(List.of(), release.state().waiting());
        assertEquals(REGION - 100 * MIB, release.state().onHeap().executionUsed());
    }

    @Test
    void executionEvictsTheLeastRecentlyUsedBlockAndTakesAllItFreed() {
        List<StepResult> trace = RealSpark.run(scenario(
                put("rdd_1_0", 200 * MIB),
                put("rdd_2_0", 200 * MIB),
                acquire(1, 300 * MIB)));

        StepResult acquire = trace.get(2);
        assertEquals(List.of(BlockId.parse("rdd_1_0")), acquire.evicted());
        assertEquals(List.of(new BlockState(BlockId.parse("rdd_2_0"), 200 * MIB, ON, 0)), acquire.state().blocks());
        long executionPool = REGION - 200 * MIB;
        assertEquals(new OpResult.Bytes(executionPool), acquire.result());
        assertEquals(executionPool, acquire.state().onHeap().executionPool());
        assertEquals(200 * MIB, acquire.state().onHeap().storagePool()); // below its region
    }

    @Test
    void aHeapTooSmallIsRefusedWithSparksMessage() {
        ExecutorConfig small = new ExecutorConfig(400 * MIB, 300 * MIB, 0.6, 0.5, false, 0, 1, OptionalLong.empty());
        RealSparkRefusal refusal = assertThrows(RealSparkRefusal.class,
                () -> RealSpark.run(new Scenario("small", small, List.of())));
        assertEquals("[INVALID_DRIVER_MEMORY] System memory 419430400 must be at least 471859200. Please increase heap "
                + "size using the --driver-memory option or \"spark.driver.memory\" in Spark configuration.",
                refusal.getMessage());
    }

    @Test
    void anOpOfAParkedTaskIsRefusedAndNoThreadStaysInSparkAfterARun() {
        RealSparkStepException e = assertThrows(RealSparkStepException.class, () -> RealSpark.run(scenario(
                acquire(1, REGION),
                acquire(2, 100 * MIB),
                new Operation.ReleaseExecution(2, 0, ON))));
        assertEquals(3, e.step());
        assertEquals(2, e.completed().size());
        // The pooled worker threads are all idle: none is still inside Spark (parked or otherwise).
        Thread.getAllStackTraces().forEach((thread, stack) -> {
            if (thread.getName().startsWith("real-spark-")) {
                for (StackTraceElement frame : stack) {
                    assertTrue(!frame.getClassName().startsWith("org.apache.spark."), thread.getName() + " is still in Spark");
                }
            }
        });
    }
}
