package sparkmemlab.lesson;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import sparkmemlab.i18n.Messages;

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
     * A number of MiB. A student's answer counts when it is within {@link #toleranceMiB()} of {@code answerMiB}:
     * 1 % of it, or half the last digit a size shows with (0.05 MiB) if that is more, so that what a person
     * reads off the window and types, rounded or not, counts. {@code lesson check} requires {@code answerMiB}
     * to be the quantity {@code of} after the step as the window shows it (to 0.05 MiB).
     */
    record Number(LocalText question, Quantity of, double answerMiB, LocalText explanation) implements Predict {

        /** The share of the answer a student may be off by. */
        public static final double RELATIVE_TOLERANCE = 0.01;
        /** Half the last digit of a size shown in MiB with one decimal: the least a student may be off by. */
        public static final double SHOWN_PRECISION_MIB = 0.05;

        public double toleranceMiB() {
            return Math.max(RELATIVE_TOLERANCE * Math.abs(answerMiB), SHOWN_PRECISION_MIB);
        }

        /** The least answer that counts: no size is below zero, so neither is this. */
        public double lowestMiB() {
            return Math.max(0, answerMiB - toleranceMiB());
        }

        /** The greatest answer that counts. */
        public double highestMiB() {
            return answerMiB + toleranceMiB();
        }

        public boolean accepts(double givenMiB) {
            // The small slack keeps 1 % of 569.4 from missing 575.094 by a rounding of the double.
            return Math.abs(givenMiB - answerMiB) <= toleranceMiB() * (1 + 1e-9);
        }

        /**
         * What a student types, read as MiB ({@link NumberAnswer#readMiB}) and judged; empty when it is not a
         * size at all.
         */
        public Optional<Boolean> judge(String typed) {
            OptionalDouble mib = NumberAnswer.readMiB(typed);
            return mib.isPresent() ? Optional.of(accepts(mib.getAsDouble())) : Optional.empty();
        }

        /** The rule, to show with the question before it is answered (it says nothing of the answer). */
        public static String rule(Locale locale) {
            return Messages.get(locale, "lesson.number.rule");
        }
    }
}
