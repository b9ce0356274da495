package sparkmemlab.lesson;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.LongStream;
import sparkmemlab.i18n.Messages;

/**
 * What makes a lesson's words answerable to the model ({@code src/docs/lesson-format.md}, "Numbers and
 * changes in texts"): a size written out in a text must be a value that something checked backs, and a
 * narration or explanation that speaks of a change (borrowing, eviction, waiting, waking, spilling) must come
 * with an expect that pins whether it happened.
 */
final class TextCheck {

    /** The sizes that back a literal size in the step's texts. */
    private final long[] values;
    /** The checks that hold after the step: its expects and the answer's claims. */
    private final List<Expect> pins;

    /** The kinds of change the scene's texts may claim. */
    private final List<? extends ChangeKind> changes;

    private TextCheck(long[] values, List<Expect> pins, List<? extends ChangeKind> changes) {
        this.values = values;
        this.pins = pins;
        this.changes = changes;
    }

    /**
     * What backs the texts of step {@code step} (from 1): the expects of this step and the one before,
     * the claims of its prediction's answer (or a number prediction's answer), the sizes the lesson puts
     * in up to this step, and the sizes of the step's own events ({@code after}'s), which the event log beside
     * the text shows.
     */
    static TextCheck forStep(Lesson lesson, int step, Moment after) {
        LessonStep ls = lesson.steps().get(step - 1);
        List<Expect> pins = new ArrayList<>(ls.expect());
        LongStream answer = LongStream.empty();
        if (ls.predict().isPresent()) {
            Predict p = ls.predict().get();
            if (p instanceof Predict.MultipleChoice mc) {
                pins.addAll(mc.choices().get(mc.answerIndex()).claim());
            } else if (p instanceof Predict.Number n) {
                // lesson check holds the answer to the model's value as the window shows it.
                answer = LongStream.of(Math.round(n.answerMiB() * (1 << 20)));
            }
        }
        List<Expect> before = step > 1 ? lesson.steps().get(step - 2).expect() : List.of();
        LongStream events = after instanceof StepView v ? EventQuantity.values(v) : LongStream.empty();
        LongStream values = LongStream.concat(LongStream.concat(LongStream.concat(lesson.inputs(step), events), answer),
                LongStream.concat(pinned(before), pinned(pins)));
        return new TextCheck(values.distinct().toArray(), List.copyOf(pins), lesson.scene().changes());
    }

    /** The same, for one choice's text, whose own claims back its sizes as well. */
    TextCheck withClaims(List<Expect> claim) {
        return new TextCheck(LongStream.concat(LongStream.of(values), pinned(claim)).distinct().toArray(), pins, changes);
    }

    /** The first size in {@code text} that nothing backs, as a problem to report. */
    Optional<String> unbackedSize(String text) {
        for (LiteralSize size : LiteralSize.find(text)) {
            if (LongStream.of(values).noneMatch(size::matches)) {
                return Optional.of(Messages.get("lesson.check.literal", size.written()));
            }
        }
        return Optional.empty();
    }

    /** The first change {@code text} speaks of that no expect pins, as a problem to report. */
    Optional<String> unpinnedChange(String text, String language) {
        for (Map.Entry<ChangeKind, String> claimed : ChangeKind.claimed(changes, text, language).entrySet()) {
            if (pins.stream().noneMatch(claimed.getKey()::pinnedBy)) {
                return Optional.of(Messages.get("lesson.check.change", claimed.getValue(), claimed.getKey().unpinned()));
            }
        }
        return Optional.empty();
    }

    /** The sizes that checks pin exactly: a value check's {@code is}, a result in bytes, a spill's bytes. */
    private static LongStream pinned(List<Expect> checks) {
        return checks.stream().map(Expect.On::inner).flatMapToLong(e -> {
            if (e instanceof Expect.Value v && v.of().unit() == Quantity.Unit.BYTES) {
                return v.is().stream();
            } else if (e instanceof Expect.Result r && r.is().isPresent() && r.is().get() instanceof Long bytes) {
                return LongStream.of(bytes);
            } else if (e instanceof Expect.Spills s) {
                return s.spills().stream().flatMapToLong(spill -> spill.bytes().stream());
            }
            return LongStream.empty();
        });
    }
}
