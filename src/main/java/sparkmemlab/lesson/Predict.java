package sparkmemlab.lesson;

import java.util.List;

/**
 * A question asked before a step runs, with the explanation shown after it. {@code lesson check} makes sure
 * the marked answer is what the model does.
 */
public sealed interface Predict {

    /** Asked before the step; its placeholders are filled from the state before the step. */
    LocalText question();

    /** Shown after the step; its placeholders are filled from the state after the step. */
    LocalText explanation();

    /**
     * One choice: its words, whether it is the answer, and what it claims about the moment after the step.
     * The answer's claims must all hold; every other choice must have a claim that fails.
     */
    record Choice(LocalText text, boolean correct, List<Expect> claim) {
        public Choice {
            claim = List.copyOf(claim);
        }
    }

    /** Multiple choice: exactly one choice is the answer. */
    record MultipleChoice(LocalText question, List<Choice> choices, LocalText explanation) implements Predict {
        public MultipleChoice {
            choices = List.copyOf(choices);
        }

        public int answerIndex() {
            for (int i = 0; i < choices.size(); i++) {
                if (choices.get(i).correct()) {
                    return i;
                }
            }
            throw new IllegalStateException("no answer");
        }
    }

    /**
     * A number of MiB: the student's answer counts when it is within {@code toleranceMiB} of
     * {@code answerMiB}, and {@code answerMiB} must be within {@code toleranceMiB} of the quantity
     * {@code of} after the step.
     */
    record Number(LocalText question, Quantity of, double answerMiB, double toleranceMiB, LocalText explanation)
            implements Predict {

        public boolean accepts(double givenMiB) {
            return Math.abs(givenMiB - answerMiB) <= toleranceMiB;
        }
    }
}
