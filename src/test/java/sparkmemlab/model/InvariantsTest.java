package sparkmemlab.model;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import org.junit.jupiter.api.Test;

/** The model's own invariant checks catch broken bookkeeping after the step that broke it. */
class InvariantsTest {

    private static Object field(Object owner, String name) throws ReflectiveOperationException {
        Field f = owner.getClass().getDeclaredField(name);
        f.setAccessible(true);
        return f.get(owner);
    }

    private static void setLong(Object owner, Class<?> type, String name, long value) throws ReflectiveOperationException {
        Field f = type.getDeclaredField(name);
        f.setAccessible(true);
        f.setLong(owner, value);
    }

    @Test
    void aPoolWhosePerTaskMemoryNoLongerAddsUpFailsTheNextStep() throws Exception {
        ExecutorModel model = new ExecutorModel(ExecutorConfig.defaults());
        model.apply(new Operation.AcquireExecution(1, 1000, MemoryMode.ON_HEAP));
        UnifiedMemoryManager mm = (UnifiedMemoryManager) field(model, "memoryManager");
        setLong(mm.executionPool(MemoryMode.ON_HEAP), ExecutionMemoryPool.class, "memoryUsed", 999); // a bookkeeping bug
        // The per-task sum is checked again once the pool's per-task memory changes: at the next grant.
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> model.apply(new Operation.AcquireExecution(2, 10, MemoryMode.ON_HEAP)));
        assertTrue(e.getMessage().contains("after step 2 (acquireExecution)")
                && e.getMessage().contains("per-task execution 1010 != pool use 1009"), e.getMessage());
    }

    @Test
    void poolsThatNoLongerAddUpToTheRegionFailTheNextStep() throws Exception {
        ExecutorModel model = new ExecutorModel(ExecutorConfig.defaults());
        UnifiedMemoryManager mm = (UnifiedMemoryManager) field(model, "memoryManager");
        mm.storagePool(MemoryMode.ON_HEAP).incrementPoolSize(1);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> model.advance(new Operation.EndTask(1)));
        assertTrue(e.getMessage().contains("ON_HEAP: pools"), e.getMessage());
    }

    @Test
    void blocksThatNoLongerAddUpToStorageUseFailTheNextStep() throws Exception {
        ExecutorModel model = new ExecutorModel(ExecutorConfig.defaults());
        model.apply(new Operation.PutBlock(new BlockId.RDDBlockId(1, 0), 5000, MemoryMode.ON_HEAP, java.util.OptionalLong.empty()));
        UnifiedMemoryManager mm = (UnifiedMemoryManager) field(model, "memoryManager");
        mm.releaseStorageMemory(1, MemoryMode.ON_HEAP); // storage forgets a byte the block still holds
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> model.apply(new Operation.GetBlock(new BlockId.RDDBlockId(1, 0))));
        assertTrue(e.getMessage().contains("blocks 5000 + unroll 0 != storage use 4999"), e.getMessage());
    }
}
