package sparkmemlab.fidelity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;

/** A copy of the model goes on exactly as the original would, and neither disturbs the other. */
class ModelCopyTest {

    private static List<StepResult> run(ExecutorModel model, Scenario s, int from) {
        List<StepResult> results = new ArrayList<>();
        for (int i = from; i < s.steps().size(); i++) {
            results.add(model.apply(s.steps().get(i)));
        }
        return results;
    }

    private static void check(Scenario s, SplittableRandom random) {
        int split = random.nextInt(s.steps().size() + 1);
        ExecutorModel original = new ExecutorModel(s.config());
        for (int i = 0; i < split; i++) {
            original.apply(s.steps().get(i));
        }
        ExecutorModel copy = original.copy();
        assertEquals(original.state(), copy.state());
        // The copy runs ahead first: if it shared anything with the original, the original's run would differ.
        List<StepResult> fromCopy = run(copy, s, split);
        List<StepResult> fromOriginal = run(original, s, split);
        assertEquals(fromOriginal, fromCopy, s.title() + ", copied after step " + split);
    }

    @Test
    void copiesGoOnAsTheOriginal() {
        SplittableRandom random = new SplittableRandom(7);
        for (long seed = 0; seed < 400; seed++) {
            check(RandomScenarioGenerator.generate(seed, 50), random);
            check(RandomScenarioGenerator.generateWithConsumers(seed, 50), random);
        }
        for (long seed = 0; seed < 100; seed++) {
            check(RandomScenarioGenerator.generateWithCache(seed, 50), random);
        }
    }
}
