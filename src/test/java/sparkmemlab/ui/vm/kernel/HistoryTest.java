package sparkmemlab.ui.vm.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;

class HistoryTest {
    private static final long MIB = 1L << 20;

    private static Operation put(String block, long mib) {
        return new Operation.PutBlock(BlockId.parse(block), mib * MIB, MemoryMode.ON_HEAP, OptionalLong.empty());
    }

    @Test
    void actingAfterSteppingBackDropsTheLaterStepsAndReplaysTheKeptOnes() {
        List<Operation> ops = List.of(put("rdd_1_0", 50), new Operation.AcquireExecution(1, 100 * MIB, MemoryMode.ON_HEAP),
                put("rdd_1_1", 40));
        History history = History.of(ExecutorConfig.defaults(), ops);
        assertEquals(3, history.size());
        history.goTo(1);
        assertEquals(history.stateAt(1), history.state());
        history.apply(put("rdd_2_0", 30));
        assertEquals(2, history.size());
        assertEquals(2, history.position());

        ExecutorModel fresh = new ExecutorModel(ExecutorConfig.defaults());
        fresh.apply(ops.get(0));
        fresh.apply(put("rdd_2_0", 30));
        assertEquals(fresh.state(), history.state());
        assertEquals(List.of(ops.get(0), put("rdd_2_0", 30)), history.operations());
    }

    @Test
    void aRefusedStepChangesNothingNotEvenTheLaterSteps() {
        History history = History.of(ExecutorConfig.defaults(), List.of(put("rdd_1_0", 50), put("rdd_1_1", 50)));
        history.goTo(1);
        assertThrows(IllegalStepException.class,
                () -> history.apply(new Operation.UnlockBlock(BlockId.parse("rdd_1_0"), 7)));
        assertEquals(2, history.size());
        assertEquals(1, history.position());
        history.goTo(5);
        assertEquals(2, history.position());
    }
}
