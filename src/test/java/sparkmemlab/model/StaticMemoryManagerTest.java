package sparkmemlab.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.Operation.AcquireExecution;
import sparkmemlab.model.Operation.AcquireUnroll;
import sparkmemlab.model.Operation.PutBlock;
import sparkmemlab.text.EventNarrator;

/** Spark 2.4's legacy manager on cases worked out by hand (real Spark 2.4.8 checks the same in LegacyFixedScenariosTest). */
class StaticMemoryManagerTest {
    private static final long MIB = 1L << 20;
    private static final MemoryMode ON = MemoryMode.ON_HEAP;
    private static final MemoryMode OFF = MemoryMode.OFF_HEAP;

    /** 64 MiB: storage 0.5 x 1.0 = 32 MiB, execution 0.25 x 1.0 = 16 MiB, unroll cap 8 MiB; off-heap 8 MiB. */
    private static ExecutorConfig small() {
        return new ExecutorConfig(64 * MIB, 0, 0.6, 0.5, false, 8 * MIB, 1, OptionalLong.empty(),
                new LegacyMemoryConfig(true, 0.5, 1.0, 0.25, 1.0, 0.25));
    }

    private static ExecutorConfig legacy(long heap) {
        return new ExecutorConfig(heap, ExecutorConfig.DEFAULT_RESERVED_MEMORY, 0.6, 0.5, false, 0, 1, OptionalLong.empty(),
                LegacyMemoryConfig.UNIFIED.withLegacyMode(true));
    }

    private static PutBlock put(int rdd, long bytes) {
        return new PutBlock(new BlockId.RDDBlockId(rdd, 0), bytes, ON, OptionalLong.empty());
    }

    private static <T extends MemoryEvent> T only(StepResult r, Class<T> kind) {
        List<T> found = r.events().stream().filter(kind::isInstance).map(kind::cast).toList();
        assertEquals(1, found.size(), kind.getSimpleName() + " in " + r.events());
        return found.get(0);
    }

    @Test
    void poolsAndUnrollCapAsTheContractHasThem() {
        StaticMemoryManager oneG = StaticMemoryManager.apply(legacy(1L << 30), new EventLog());
        assertEquals(List.of(579_820_584L, 171_798_691L, 115_964_116L), List.of(oneG.maxOnHeapStorageMemory(),
                oneG.executionPool(ON).poolSize(), oneG.maxUnrollMemory()));
        StaticMemoryManager hundred = StaticMemoryManager.apply(legacy(100 * MIB), new EventLog());
        assertEquals(List.of(56_623_104L, 16_777_216L, 11_324_620L), List.of(hundred.maxOnHeapStorageMemory(),
                hundred.executionPool(ON).poolSize(), hundred.maxUnrollMemory()));
        MemoryLayout layout = new ExecutorModel(legacy(1L << 30)).state().layout();
        assertEquals(new MemoryLayout(1L << 30, 0, 579_820_584L + 171_798_691L, 579_820_584L, 0, 0), layout);
    }

    @Test
    void offHeapMemoryIsAllExecutions() {
        ExecutorModel model = new ExecutorModel(small());
        PoolState off = model.state().pools(OFF);
        assertEquals(List.of(8 * MIB, 0L), List.of(off.executionPool(), off.storagePool()));
        assertEquals(8 * MIB, ((OpResult.Bytes) model.apply(new AcquireExecution(1, 9 * MIB, OFF)).result()).bytes());
    }

    @Test
    void executionNeverGrowsAndSaysSo() {
        ExecutorModel model = new ExecutorModel(small());
        StepResult r = model.apply(new AcquireExecution(1, 20 * MIB, ON));
        assertEquals(new OpResult.Bytes(16 * MIB), r.result());
        MemoryEvent.ExecutionPoolFixed fixed = only(r, MemoryEvent.ExecutionPoolFixed.class);
        assertEquals(List.of(4 * MIB, 32 * MIB), List.of(fixed.needed(), fixed.storageFree()), "20 MiB asked, 16 free");
        assertEquals(SparkMethod.STATIC_ACQUIRE_EXECUTION_MEMORY, fixed.method());
        assertEquals(16 * MIB, r.state().pools(ON).executionPool());
    }

    @Test
    void aPutLargerThanTheStoragePoolFailsFastEvenWithExecutionFree() {
        ExecutorModel model = new ExecutorModel(small());
        assertEquals(OpResult.flag(true), model.apply(put(1, 4 * MIB)).result());
        StepResult r = model.apply(put(2, 32 * MIB + 1));
        assertEquals(OpResult.flag(false), r.result());
        MemoryEvent.StorageRefused refused = only(r, MemoryEvent.StorageRefused.class);
        assertEquals(MemoryEvent.StorageRefusal.EXCEEDS_STORAGE_POOL, refused.reason());
        assertEquals(SparkMethod.STATIC_ACQUIRE_STORAGE_MEMORY, refused.method());
        assertTrue(r.evicted().isEmpty());
        assertEquals(OpResult.flag(true), model.apply(put(2, 32 * MIB)).result(), "exactly the pool, evicting rdd_1_0");
    }

    @Test
    void unrollEvictsUpToItsCapAndCanStillFail() {
        ExecutorModel model = new ExecutorModel(small());
        for (int rdd = 1; rdd <= 5; rdd++) {
            model.apply(put(rdd, 6 * MIB));
        }
        StepResult r = model.apply(new AcquireUnroll(1, new BlockId.RDDBlockId(9, 0), 10 * MIB, ON));
        MemoryEvent.UnrollEvictionCapped cap = only(r, MemoryEvent.UnrollEvictionCapped.class);
        // free 2 MiB; cap 8 − 0 − 2 = 6 MiB; the request would need 8 MiB more: evict 6.
        assertEquals(List.of(2 * MIB, 6 * MIB, 6 * MIB), List.of(cap.free(), cap.maxNumBytesToFree(), cap.numBytesToFree()));
        assertEquals(OpResult.flag(false), r.result());
        assertEquals(List.of(new BlockId.RDDBlockId(1, 0)), r.evicted(), "it evicted and still failed");
        String en = EventNarrator.standard(Locale.ENGLISH).narrate(cap);
        String zh = EventNarrator.standard(Locale.SIMPLIFIED_CHINESE).narrate(cap);
        assertTrue(en.contains("6.0 MiB") && zh.contains("6.0 MiB") && !en.equals(zh), en + " / " + zh);
    }

    @Test
    void offHeapPutsAndUnrollsAreStepsSparkCannotTakeAndChangeNothing() {
        ExecutorModel model = new ExecutorModel(small());
        model.apply(put(1, MIB));
        ExecutorState before = model.state();
        IllegalStepException put = assertThrows(IllegalStepException.class,
                () -> model.apply(new PutBlock(new BlockId.RDDBlockId(2, 0), MIB, OFF, OptionalLong.empty())));
        assertEquals("mode", put.field());
        assertTrue(put.getMessage().endsWith("requirement failed: StaticMemoryManager does not support off-heap storage memory"));
        IllegalStepException unroll = assertThrows(IllegalStepException.class,
                () -> model.apply(new AcquireUnroll(1, new BlockId.RDDBlockId(2, 0), 0, OFF)));
        assertTrue(unroll.getMessage().endsWith("requirement failed: StaticMemoryManager does not support off-heap unroll memory"));
        assertEquals(before, model.state());
        assertEquals(1, model.steps());
        // A put of a block already there never reaches the memory manager: true, whatever the mode.
        assertEquals(OpResult.flag(true),
                model.apply(new PutBlock(new BlockId.RDDBlockId(1, 0), MIB, OFF, OptionalLong.empty())).result());
    }

    @Test
    void aCopyGoesOnAsTheOriginal() {
        ExecutorModel model = new ExecutorModel(small());
        model.apply(new AcquireExecution(1, 16 * MIB, ON));
        model.apply(new AcquireExecution(2, MIB, ON)); // parks: below 1/2N of a pool that cannot grow
        ExecutorModel copy = model.copy();
        Operation release = new Operation.ReleaseExecution(1, 8 * MIB, ON);
        StepResult a = model.apply(release);
        StepResult b = copy.apply(release);
        assertEquals(a.state(), b.state());
        assertEquals(List.of(new WokenRequest(2, MIB)), b.woke());
    }

    @Test
    void theInvariantsCatchAPoolThatMoved() {
        StaticMemoryManager manager = StaticMemoryManager.apply(small(), new EventLog());
        manager.assertInvariants();
        manager.executionPool(ON).incrementPoolSize(1);
        IllegalStateException broken = assertThrows(IllegalStateException.class, manager::assertInvariants);
        assertTrue(broken.getMessage().contains("on-heap execution pool moved"), broken.getMessage());
    }

    @Test
    void unifiedOnlyChecksDoNotApplyInLegacyMode() {
        LegacyMemoryConfig on = LegacyMemoryConfig.UNIFIED.withLegacyMode(true);
        ExecutorConfig fractionZero = new ExecutorConfig(1L << 30, 0, 0, 1.5, false, 0, 1, OptionalLong.empty(), on);
        assertFalse(new ExecutorModel(fractionZero).state().blocks().iterator().hasNext());
        assertThrows(SparkConfigException.class,
                () -> new ExecutorConfig(1L << 30, 0, 0, 0.5, false, 0, 1, OptionalLong.empty()));
    }
}
