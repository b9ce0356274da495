package sparkmemlab.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.Operation.AcquireExecution;
import sparkmemlab.model.Operation.PutBlock;
import sparkmemlab.model.Operation.SetUnmanagedMemory;

/**
 * Spark 4.2.0's storage fail-fast and 1/N with unmanaged memory (SPARK-53001), as the event log and the task
 * gauges tell them: the refusal says the limit lost the unmanaged memory only when it did.
 */
class UnmanagedMemoryRefusalTest {

    private static final MemoryMode ON = MemoryMode.ON_HEAP;

    private static ExecutorModel on420(long pollingIntervalMs) {
        return new ExecutorModel(new ExecutorConfig(1000, 0, 1.0, 0.5, false, 0, 1, OptionalLong.empty())
                .withSparkVersion(SparkVersion.SPARK_4_2_0, pollingIntervalMs));
    }

    private static MemoryEvent.StorageRefused refusal(StepResult r) {
        List<MemoryEvent.StorageRefused> refused = r.events().stream().filter(e -> e instanceof MemoryEvent.StorageRefused)
                .map(e -> (MemoryEvent.StorageRefused) e).toList();
        assertEquals(1, refused.size(), r.events().toString());
        return refused.get(0);
    }

    @Test
    void aBlockOverTheLimitLessUnmanagedMemoryIsRefusedForThatReason() {
        ExecutorModel m = on420(10);
        m.apply(new SetUnmanagedMemory("RocksDB", 300, ON));
        StepResult r = m.apply(new PutBlock(new BlockId.RDDBlockId(1, 0), 701, ON, OptionalLong.empty()));
        assertEquals(OpResult.FALSE, r.result());
        MemoryEvent.StorageRefused refused = refusal(r);
        assertEquals(MemoryEvent.StorageRefusal.EXCEEDS_MAX_MEMORY_LESS_UNMANAGED, refused.reason());
        assertEquals(700, refused.limit());
    }

    @Test
    void withPollingOffTheReportCountsForNothingAndTheRefusalIsSpark35s() {
        ExecutorModel m = on420(0);
        m.apply(new SetUnmanagedMemory("RocksDB", 300, ON));
        StepResult r = m.apply(new PutBlock(new BlockId.RDDBlockId(1, 0), 1001, ON, OptionalLong.empty()));
        MemoryEvent.StorageRefused refused = refusal(r);
        assertEquals(MemoryEvent.StorageRefusal.EXCEEDS_MAX_MEMORY, refused.reason());
        assertEquals(1000, refused.limit());
    }

    @Test
    void theTaskGaugesOneOverNIsWhatThePoolGrantedWithUnmanagedMemory() {
        ExecutorModel m = on420(10);
        m.apply(new SetUnmanagedMemory("RocksDB", 300, ON));
        StepResult r = m.apply(new AcquireExecution(1, 1000, ON));
        assertEquals(new OpResult.Bytes(700), r.result());
        assertEquals(700, ManagerKind.UNIFIED.taskShares(r.state(), ON).maxPerTask());
        assertEquals(700, ManagerKind.UNIFIED.taskShares(r.state(), ON).maxPoolSize());
    }
}
