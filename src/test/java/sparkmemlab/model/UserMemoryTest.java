package sparkmemlab.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import sparkmemlab.model.Operation.AcquireExecution;
import sparkmemlab.model.Operation.EndTask;
import sparkmemlab.model.Operation.UserAllocate;
import sparkmemlab.model.Operation.UserRelease;

/** Memory Spark does not count: a 1 GiB heap with 300 MiB reserved has 724 MiB for everything else. */
class UserMemoryTest {
    private static final long MIB = 1L << 20;

    @Test
    void userObjectsExhaustTheHeapWhileThePoolsShowRoom() {
        ExecutorModel m = new ExecutorModel(ExecutorConfig.defaults());
        m.apply(new AcquireExecution(1, 100 * MIB, MemoryMode.ON_HEAP));
        StepResult ok = m.apply(new UserAllocate(1, 600 * MIB));
        assertEquals(new OpResult.Bytes(600 * MIB), ok.result());
        assertEquals(1000 * MIB, ok.state().heapUsed());
        StepResult dead = m.apply(new UserAllocate(2, 30 * MIB));
        assertEquals(new OpResult.Error("java.lang.OutOfMemoryError: Java heap space"), dead.result());
        assertTrue(dead.state().heap().executorLost());
        assertTrue(dead.state().onHeap().executionFree() > 100 * MIB, "Spark's pools still show room");
        IllegalStepException e = assertThrows(IllegalStepException.class, () -> m.apply(new EndTask(1)));
        assertTrue(e.getMessage().contains("exited"), e.getMessage());
    }

    @Test
    void objectsAreLetGoOfByReleaseAndAtTheTasksEnd() {
        ExecutorModel m = new ExecutorModel(ExecutorConfig.defaults());
        m.apply(new UserAllocate(1, 500 * MIB));
        assertEquals(400 * MIB, m.apply(new UserRelease(1, 100 * MIB)).state().heap().userMemoryUsed());
        assertThrows(IllegalStepException.class, () -> m.apply(new UserRelease(1, 401 * MIB)));
        StepResult end = m.apply(new EndTask(1));
        assertEquals(0, end.state().heap().userMemoryUsed());
        assertEquals(300 * MIB, end.state().heapUsed());
    }
}
