package sparkmemlab.fidelity;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import sparkmemlab.model.Operation;
import sparkmemlab.scenario.Scenario;

/** Makes a failing scenario smaller: drops steps one at a time while it still fails. */
final class Shrinker {

    private Shrinker() {
    }

    /**
     * @param fails whether a (valid) scenario still shows the failure; scenarios our model refuses
     *     count as not failing
     */
    static Scenario shrink(Scenario scenario, Predicate<Scenario> fails) {
        Scenario smallest = scenario;
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int i = smallest.steps().size() - 1; i >= 0; i--) {
                List<Operation> fewer = new ArrayList<>(smallest.steps());
                fewer.remove(i);
                Scenario candidate = new Scenario(smallest.title(), smallest.config(), fewer);
                if (fails.test(candidate)) {
                    smallest = candidate;
                    progress = true;
                }
            }
        }
        return smallest;
    }
}
