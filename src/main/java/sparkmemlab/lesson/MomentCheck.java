package sparkmemlab.lesson;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import sparkmemlab.i18n.Messages;

/**
 * That every number a step's texts show is of the moment the sentence describes ({@code src/docs/lesson-format.md},
 * "Moments"). A step has three: the state before it (what its question is asked at), what happened during it (its
 * events), and the state after it (what its narration is filled from by default). Three rules keep them apart:
 * <ul>
 * <li>a question and its choices are read before the step: they may not name a moment, and never one to come;</li>
 * <li>a step that failed (an out-of-memory error, a refusal) is described by its events and by the state before it,
 * not by what the failure left: its narration and explanation must name the moment of each number;</li>
 * <li>one name shows one value on one screen: a path the question shows (before) and the narration or
 * explanation shows again (after) with another value must say which moment each means.</li>
 * </ul>
 * And sizes of 1,000 and more are written with group commas, in every language, as placeholders fill them.
 */
final class MomentCheck {

    private MomentCheck() {
    }

    /**
     * Checks the texts of step {@code step} (from 1) of a run lesson.
     *
     * @return the first problem, as {@code lesson check} reports it
     */
    static Optional<String> problem(LessonRun run, int step) {
        Lesson lesson = run.lesson();
        LessonStep ls = lesson.steps().get(step - 1);
        Quantities quantities = lesson.scene().quantities();
        Moment before = run.view(step - 1);
        Moment after = run.view(step);
        Map<String, LocalText> asked = new LinkedHashMap<>();
        Map<String, LocalText> told = new LinkedHashMap<>();
        told.put("narration", ls.narration());
        ls.predict().ifPresent(p -> {
            asked.put("question", p.question());
            if (p instanceof Predict.MultipleChoice mc) {
                for (int c = 0; c < mc.choices().size(); c++) {
                    asked.put("choice " + (c + 1), mc.choices().get(c).text());
                }
            }
            told.put("explanation", p.explanation());
        });
        boolean failed = after instanceof StepView v && v.failed();
        Map<String, Long> shownBefore = new LinkedHashMap<>();
        for (Map.Entry<String, LocalText> text : asked.entrySet()) {
            for (Map.Entry<String, String> lang : text.getValue().byLanguage().entrySet()) {
                Optional<String> grouping = grouping(text.getKey(), lang.getKey(), lang.getValue());
                if (grouping.isPresent()) {
                    return grouping;
                }
                for (Placeholders.Ref ref : Placeholders.refs(lang.getValue(), quantities)) {
                    String path = ref.quantity().path();
                    if (Quantity.namesMoment(path)) {
                        return Optional.of(Messages.get("lesson.check.words", text.getKey(), lang.getKey(),
                                Messages.get("lesson.check.momentAsked", path)));
                    }
                    OptionalLong value = ref.quantity().read(before);
                    value.ifPresent(n -> shownBefore.putIfAbsent(path, n));
                }
            }
        }
        for (Map.Entry<String, LocalText> text : told.entrySet()) {
            for (Map.Entry<String, String> lang : text.getValue().byLanguage().entrySet()) {
                Optional<String> grouping = grouping(text.getKey(), lang.getKey(), lang.getValue());
                if (grouping.isPresent()) {
                    return grouping;
                }
                for (Placeholders.Ref ref : Placeholders.refs(lang.getValue(), quantities)) {
                    String path = ref.quantity().path();
                    if (Quantity.namesMoment(path) || timeless(path)) {
                        continue;
                    }
                    if (failed && !ofTheStep(path)) {
                        return Optional.of(Messages.get("lesson.check.words", text.getKey(), lang.getKey(),
                                Messages.get("lesson.check.momentFailed", path, Expect.describe(
                                        ((StepView) after).result().orElseThrow().result()))));
                    }
                    OptionalLong now = ref.quantity().read(after);
                    Long then = shownBefore.get(path);
                    if (after instanceof StepView && then != null && now.isPresent() && now.getAsLong() != then) {
                        return Optional.of(Messages.get("lesson.check.words", text.getKey(), lang.getKey(),
                                Messages.get("lesson.check.momentTwice", path, show(ref, then), show(ref, now.getAsLong()))));
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The step's own outcome ({@code result}, {@code step.evicted}, {@code step.request.granted}): read from the step, not a state. */
    private static boolean ofTheStep(String path) {
        String p = Quantity.unprefixed(path);
        return p.equals("result") || p.startsWith("step.");
    }

    /** A quantity of the configuration or of Spark's defaults: the same at every moment. */
    private static boolean timeless(String path) {
        String p = Quantity.unprefixed(path);
        return p.startsWith("layout.") || p.startsWith("spark.") || p.equals("pageSize");
    }

    /** A size of 1,000 units or more written without group commas, as a problem. */
    private static Optional<String> grouping(String what, String language, String text) {
        List<LiteralSize> sizes = LiteralSize.find(text);
        for (LiteralSize size : sizes) {
            if (!size.grouped()) {
                return Optional.of(Messages.get("lesson.check.words", what, language,
                        Messages.get("lesson.check.grouping", size.written())));
            }
        }
        return Optional.empty();
    }

    private static String show(Placeholders.Ref ref, long value) {
        if (ref.quantity().unit() == Quantity.Unit.COUNT) {
            return Long.toString(value);
        }
        return Placeholders.show(value, ref.format(), java.util.Locale.ENGLISH);
    }
}
