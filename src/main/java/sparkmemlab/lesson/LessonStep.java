package sparkmemlab.lesson;

import java.util.List;
import java.util.Optional;

/**
 * What a lesson adds to one step of its scenario.
 *
 * @param narration what happened and why, with the numbers of the moment after the step
 * @param spotlight the parts of the window to point at
 * @param predict a question asked before the step, if any
 * @param expect claims about the moment after the step, which {@code lesson check} verifies
 */
public record LessonStep(LocalText narration, List<Spotlight> spotlight, Optional<Predict> predict, List<Expect> expect) {
    public LessonStep {
        spotlight = List.copyOf(spotlight);
        expect = List.copyOf(expect);
    }
}
