package sparkmemlab.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import sparkmemlab.fidelity.RandomScenarioGenerator;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;

/** Any step shown from the history is the step as it happened, whatever the checkpoints. */
class StepHistoryTest {

    private static List<StepResult> straight(Scenario s) {
        ExecutorModel model = new ExecutorModel(s.config());
        List<StepResult> results = new ArrayList<>();
        for (Operation op : s.steps()) {
            results.add(model.apply(op));
        }
        return results;
    }

    @Test
    void everyStepIsShownAsItHappened() {
        for (long seed = 0; seed < 60; seed++) {
            for (Scenario s : List.of(RandomScenarioGenerator.generate(seed, 50),
                    RandomScenarioGenerator.generateWithConsumers(seed, 50))) {
                List<StepResult> expected = straight(s);
                StepHistory history = new StepHistory(s.config(), 1 + (int) (seed % 7));
                for (int i = 0; i < s.steps().size(); i++) {
                    if (i % 2 == 0) {
                        assertEquals(expected.get(i), history.append(s.steps().get(i)));
                    } else {
                        history.appendQuietly(s.steps().get(i));
                    }
                }
                for (int step = s.steps().size(); step >= 1; step--) {
                    assertEquals(expected.get(step - 1), history.step(step), s.title() + " step " + step);
                    assertEquals(expected.get(step - 1).state(), history.stateAt(step));
                }
            }
        }
    }

    @Test
    void truncatingGoesOnFromTheStepKept() {
        Scenario s = RandomScenarioGenerator.generateWithConsumers(3, 50);
        List<StepResult> expected = straight(s);
        StepHistory history = new StepHistory(s.config(), 4);
        s.steps().forEach(history::appendQuietly);
        history.truncate(21);
        assertEquals(21, history.size());
        assertEquals(expected.get(20).state(), history.stateAt(21));
        assertEquals(expected.get(21), history.append(s.steps().get(21)));
        assertThrows(IndexOutOfBoundsException.class, () -> history.stateAt(23));
    }

    @Test
    void aRefusedStepLeavesTheHistoryAsItWas() {
        Scenario s = RandomScenarioGenerator.generate(5, 20);
        StepHistory history = new StepHistory(s.config(), 3);
        s.steps().forEach(history::appendQuietly);
        var before = history.stateAt(20);
        assertThrows(IllegalStepException.class, () -> history.append(new Operation.AcquireExecution(1, 0,
                sparkmemlab.model.MemoryMode.ON_HEAP)));
        assertEquals(20, history.size());
        assertEquals(before, history.stateAt(20));
    }
}
