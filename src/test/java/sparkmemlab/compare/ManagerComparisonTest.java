package sparkmemlab.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sparkmemlab.compare.ComparedStep.Aspect;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.LegacyMemoryConfig;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Operation;

/** One executor, both managers: which outcomes differ, and the rule each time. */
class ManagerComparisonTest {
    private static final long MIB = 1L << 20;
    private static final MemoryMode ON = MemoryMode.ON_HEAP;

    private static Operation.PutBlock put(int rdd, long bytes, MemoryMode mode) {
        return new Operation.PutBlock(new BlockId.RDDBlockId(rdd, 0), bytes, mode, OptionalLong.empty());
    }

    private static ExecutorConfig oneG(LegacyMemoryConfig legacy, long offHeap) {
        return new ExecutorConfig(1L << 30, ExecutorConfig.DEFAULT_RESERVED_MEMORY, 0.6, 0.5, false, offHeap, 1,
                OptionalLong.empty(), legacy);
    }

    private static Set<Rule> rules(ComparedStep step) {
        return step.causes().stream().map(Cause::rule).collect(java.util.stream.Collectors.toSet());
    }

    private static OpResult result(ComparedStep step, Manager m) {
        return ((Outcome.Took) step.outcome(m)).result().result();
    }

    @Test
    void storageBorrowsUnderTheUnifiedManagerOnlyAndTheLegacyPoolIsAWall() {
        // Legacy storage: 0.3 x 1.0 of 1 GiB = 307.2 MiB, a wall; unified storage borrows free execution memory.
        ExecutorConfig config = oneG(new LegacyMemoryConfig(false, 0.3, 1.0, 0.5, 1.0, 0.2), 0);
        ManagerComparison c = ManagerComparison.run(config, List.of(put(1, 400 * MIB, ON)));
        ComparedStep step = c.steps().get(0);
        assertEquals(Set.of(Aspect.RESULT, Aspect.BLOCKS), step.differing());
        assertEquals(OpResult.flag(true), result(step, Manager.UNIFIED));
        assertEquals(OpResult.flag(false), result(step, Manager.LEGACY));
        assertEquals(Set.of(Rule.STORAGE_BORROWED_EXECUTION, Rule.STORAGE_POOL_FIXED), rules(step));
        Cause borrowed = step.causes().stream().filter(k -> k.rule() == Rule.STORAGE_BORROWED_EXECUTION).findFirst().orElseThrow();
        assertEquals(Manager.UNIFIED, borrowed.manager());
        assertInstanceOf(MemoryEvent.StorageBorrowed.class, borrowed.event().orElseThrow());
        assertTrue(c.config(Manager.LEGACY).useLegacyMode() && !c.config(Manager.UNIFIED).useLegacyMode());
    }

    @Test
    void executionTakesFreeStorageThenEvictsUnderTheUnifiedManagerOnly() {
        ManagerComparison c = ManagerComparison.run(oneG(LegacyMemoryConfig.UNIFIED, 0), List.of(
                new Operation.AcquireExecution(1, 300 * MIB, ON),
                new Operation.EndTask(1),
                put(1, 400 * MIB, ON),
                new Operation.AcquireExecution(2, 400 * MIB, ON)));
        ComparedStep took = c.steps().get(0);
        assertEquals(new OpResult.Bytes(300 * MIB), result(took, Manager.UNIFIED));
        assertEquals(new OpResult.Bytes(171_798_691), result(took, Manager.LEGACY));
        assertEquals(Set.of(Rule.EXECUTION_TOOK_FREE_STORAGE, Rule.EXECUTION_POOL_FIXED), rules(took));
        ComparedStep evicted = c.steps().get(3);
        assertEquals(Set.of(Aspect.RESULT, Aspect.EVICTED, Aspect.BLOCKS), evicted.differing());
        assertTrue(rules(evicted).contains(Rule.EXECUTION_EVICTED_BLOCKS), evicted.causes().toString());
        assertTrue(c.steps().get(1).same() || c.steps().get(1).differing().equals(Set.of(Aspect.RESULT)));
    }

    @Test
    void theUnrollCapIsNamedOnlyWhenItHeldEvictionBack() {
        ExecutorConfig config = oneG(LegacyMemoryConfig.UNIFIED, 0);
        List<Operation> steps = new java.util.ArrayList<>();
        for (int rdd = 1; rdd <= 5; rdd++) {
            steps.add(put(rdd, 110 * MIB, ON)); // legacy: 550 of 553 MiB of storage; unified: borrows
        }
        steps.add(new Operation.AcquireUnroll(1, new BlockId.RDDBlockId(9, 0), 200 * MIB, ON));
        ManagerComparison c = ManagerComparison.run(config, steps);
        ComparedStep unroll = c.steps().get(5);
        assertTrue(rules(unroll).contains(Rule.UNROLL_EVICTION_CAPPED), unroll.causes().toString());
        assertEquals(OpResult.flag(false), result(unroll, Manager.LEGACY));
        assertFalse(((Outcome.Took) unroll.legacy()).result().evicted().isEmpty(), "legacy evicted and still failed");
    }

    @Test
    void anOffHeapPutStopsTheLegacyRunAndTheUnifiedOneGoesOn() {
        ManagerComparison c = ManagerComparison.run(oneG(LegacyMemoryConfig.UNIFIED, 256 * MIB), List.of(
                new Operation.GetBlock(new BlockId.RDDBlockId(7, 0)),
                put(1, MIB, MemoryMode.OFF_HEAP),
                new Operation.GetBlock(new BlockId.RDDBlockId(1, 0))));
        assertTrue(c.steps().get(0).same());
        assertTrue(c.steps().get(0).causes().isEmpty());
        ComparedStep refused = c.steps().get(1);
        assertEquals(Set.of(Aspect.TAKEN), refused.differing());
        Outcome.Refused why = assertInstanceOf(Outcome.Refused.class, refused.legacy());
        assertTrue(why.message().endsWith("StaticMemoryManager does not support off-heap storage memory"), why.message());
        assertEquals(Set.of(Rule.STEP_REFUSED), rules(refused));
        assertEquals(Outcome.STOPPED, c.steps().get(2).legacy());
        assertEquals(Set.of(Rule.STOPPED_EARLIER), rules(c.steps().get(2)));
        assertEquals(2, c.differences().size());
    }

    @Test
    void aConfigurationOnlyOneManagerTakes() {
        // 100 MiB: the unified manager wants 1.5 x 300 MiB reserved; the legacy one has no reserve.
        ExecutorConfig small = new ExecutorConfig(100 * MIB, ExecutorConfig.DEFAULT_RESERVED_MEMORY, 0.6, 0.5, false, 0, 1,
                OptionalLong.empty());
        ManagerComparison c = ManagerComparison.run(small, List.of(put(1, MIB, ON)));
        assertTrue(c.configRefusal(Manager.UNIFIED).orElseThrow().contains("must be at least 471859200"));
        assertTrue(c.configRefusal(Manager.LEGACY).isEmpty());
        assertEquals(Outcome.STOPPED, c.steps().get(0).unified());
        assertEquals(Set.of(Rule.STOPPED_EARLIER), rules(c.steps().get(0)));
    }
}
