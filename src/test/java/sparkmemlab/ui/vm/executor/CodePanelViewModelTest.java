package sparkmemlab.ui.vm.executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.model.SparkMethod;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.kernel.History;

/** The code panel names Spark's own place for Spark's rules, and says plainly when a step is the simulation's own. */
class CodePanelViewModelTest {
    private static final long MIB = 1 << 20;

    @Test
    void sparksRulesNameSparksFileMethodAndLinesAtTheTagAndOurOwnCodeSaysNoSparkCodeRuns() {
        ExecutorWorkspaceViewModel ws = TestWorkspace.open();
        ExecutorSession session = ws.session();
        session.show(History.of(ExecutorConfig.defaults(), List.of(
                new Operation.AcquireExecution(1, 64 * MIB, MemoryMode.ON_HEAP), new Operation.UserAllocate(1, 32 * MIB))),
                "", "", java.util.Optional.empty(), java.util.Optional.empty());
        CodePanelViewModel code = ws.code();

        session.goTo(1);
        assertEquals(SparkMethod.EXECUTION_POOL_ACQUIRE_MEMORY, code.shownProperty().get());
        assertEquals("Spark's source: ExecutionMemoryPool.scala, acquireMemory, lines 91\u2013147 at v3.5.3 \u2197",
                code.sparkPlace().orElseThrow());
        assertEquals("https://github.com/apache/spark/blob/v3.5.3/core/src/main/scala/org/apache/spark/memory/"
                + "ExecutionMemoryPool.scala#L91-L147", code.sparkUrl().orElseThrow());

        session.goTo(2);
        assertEquals(SparkMethod.USER_CODE, code.shownProperty().get());
        assertTrue(code.sparkPlace().isEmpty(), "no Spark place for the simulation's own code");
        assertTrue(code.source().startsWith("The simulation's own code") && code.source().contains("no Spark code runs"),
                code.source());
    }
}
