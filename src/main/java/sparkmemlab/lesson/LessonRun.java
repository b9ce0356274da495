package sparkmemlab.lesson;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import sparkmemlab.i18n.Messages;

/**
 * A lesson run on the model: the moment before any step and after each step. {@link #check} is what
 * {@code lesson check} does: every expect holds, every marked answer is what the model does, every other
 * choice is not, every text can be filled in every language, and no text writes a size or claims a change
 * that no check backs ({@link TextCheck}).
 */
public final class LessonRun {

    private final Lesson lesson;
    private final List<Moment> views;

    private LessonRun(Lesson lesson, List<Moment> views) {
        this.lesson = lesson;
        this.views = List.copyOf(views);
    }

    /**
     * Runs every step of the lesson's scene.
     *
     * @throws LessonCheckException if Spark refuses the configuration or cannot take a step
     */
    public static LessonRun run(Lesson lesson) throws LessonCheckException {
        return new LessonRun(lesson, lesson.scene().run(lesson));
    }

    public Lesson lesson() {
        return lesson;
    }

    /** The moment after step {@code step} (0 = before any step). */
    public Moment view(int step) {
        return views.get(step);
    }

    /** The question of step {@code step} (from 1), filled from the moment before it, if the step has one. */
    public Optional<String> question(int step, Locale locale) {
        return lesson.steps().get(step - 1).predict().map(p -> Placeholders.fill(p.question(), view(step - 1), locale));
    }

    /** The choices of step {@code step}'s question, filled from the moment before it (empty for a number question). */
    public java.util.List<String> choices(int step, Locale locale) {
        return lesson.steps().get(step - 1).predict()
                .filter(p -> p instanceof Predict.MultipleChoice)
                .map(p -> ((Predict.MultipleChoice) p).choices().stream()
                        .map(c -> Placeholders.fill(c.text(), view(step - 1), locale)).toList())
                .orElse(java.util.List.of());
    }

    /** The narration of step {@code step} (from 1), filled from the moment after it. */
    public String narration(int step, Locale locale) {
        return Placeholders.fill(lesson.steps().get(step - 1).narration(), view(step), locale);
    }

    /** The explanation of step {@code step}'s question, filled from the moment after it. */
    public Optional<String> explanation(int step, Locale locale) {
        return lesson.steps().get(step - 1).predict().map(p -> Placeholders.fill(p.explanation(), view(step), locale));
    }

    /** What {@code lesson check} found: counts of what it verified. */
    public record Checked(int steps, int expects, int predicts, int languages) {
    }

    /**
     * Checks the whole lesson.
     *
     * @throws LessonCheckException at the first step that fails, with the reason
     */
    public static Checked check(Lesson lesson) throws LessonCheckException {
        LessonRun run = run(lesson);
        int expects = 0;
        int predicts = 0;
        java.util.Set<String> languages = new java.util.TreeSet<>(lesson.title().byLanguage().keySet());
        for (int step = 1; step <= lesson.steps().size(); step++) {
            LessonStep ls = lesson.steps().get(step - 1);
            String op = lesson.scene().op(step - 1);
            Moment after = run.view(step);
            Moment before = run.view(step - 1);
            fillAll(lesson, step, op, "narration", ls.narration(), after);
            languages.addAll(ls.narration().byLanguage().keySet());
            for (int k = 0; k < ls.expect().size(); k++) {
                Optional<String> failure = ls.expect().get(k).failure(after);
                if (failure.isPresent()) {
                    throw new LessonCheckException(lesson.file(), step, op,
                            Messages.get("lesson.check.expect", k + 1, failure.get()));
                }
                expects++;
            }
            if (ls.predict().isPresent()) {
                Predict p = ls.predict().get();
                fillAll(lesson, step, op, "question", p.question(), before);
                fillAll(lesson, step, op, "explanation", p.explanation(), after);
                checkPredict(lesson, step, op, p, before, after);
                predicts++;
            }
            checkWords(lesson, step, op, after);
            Optional<String> moment = MomentCheck.problem(run, step);
            if (moment.isPresent()) {
                throw new LessonCheckException(lesson.file(), step, op, moment.get());
            }
        }
        return new Checked(lesson.steps().size(), expects, predicts, languages.size());
    }

    /** Every size a text writes out is backed, and every change a narration or explanation speaks of is pinned. */
    private static void checkWords(Lesson lesson, int step, String op, Moment after) throws LessonCheckException {
        LessonStep ls = lesson.steps().get(step - 1);
        TextCheck backing = TextCheck.forStep(lesson, step, after);
        checkWords(lesson, step, op, "narration", ls.narration(), backing, true);
        if (ls.predict().isPresent()) {
            Predict p = ls.predict().get();
            checkWords(lesson, step, op, "question", p.question(), backing, false);
            checkWords(lesson, step, op, "explanation", p.explanation(), backing, true);
            if (p instanceof Predict.MultipleChoice mc) {
                for (int c = 0; c < mc.choices().size(); c++) {
                    Predict.Choice choice = mc.choices().get(c);
                    checkWords(lesson, step, op, "choice " + (c + 1), choice.text(), backing.withClaims(choice.claim()), false);
                }
            }
        }
    }

    private static void checkWords(Lesson lesson, int step, String op, String what, LocalText text, TextCheck backing,
            boolean saysWhatHappened) throws LessonCheckException {
        for (Map.Entry<String, String> entry : text.byLanguage().entrySet()) {
            Optional<String> problem = backing.unbackedSize(entry.getValue());
            if (problem.isEmpty() && saysWhatHappened) {
                problem = backing.unpinnedChange(entry.getValue(), entry.getKey());
            }
            if (problem.isPresent()) {
                throw new LessonCheckException(lesson.file(), step, op,
                        Messages.get("lesson.check.words", what, entry.getKey(), problem.get()));
            }
        }
    }

    private static void checkPredict(Lesson lesson, int step, String op, Predict p, Moment before, Moment after) throws LessonCheckException {
        if (p instanceof Predict.MultipleChoice mc) {
            // The answer first: when a lesson is wrong, that is the message that helps.
            int answer = mc.answerIndex();
            Optional<String> wrong = firstFailure(mc.choices().get(answer).claim(), after);
            if (wrong.isPresent()) {
                throw new LessonCheckException(lesson.file(), step, op,
                        Messages.get("lesson.check.answerWrong", answer + 1, wrong.get()));
            }
            for (int c = 0; c < mc.choices().size(); c++) {
                Predict.Choice choice = mc.choices().get(c);
                fillAll(lesson, step, op, "choice " + (c + 1), choice.text(), before);
                if (!choice.correct() && firstFailure(choice.claim(), after).isEmpty()) {
                    throw new LessonCheckException(lesson.file(), step, op, Messages.get("lesson.check.distractorHolds", c + 1));
                }
            }
        } else if (p instanceof Predict.Number n) {
            OptionalLong value = n.of().read(after);
            if (value.isEmpty()) {
                throw new LessonCheckException(lesson.file(), step, op, Messages.get("lesson.expect.noValue", n.of().path()));
            }
            double mib = value.getAsLong() / (double) (1 << 20);
            if (Math.abs(mib - n.answerMiB()) > Predict.Number.SHOWN_PRECISION_MIB * (1 + 1e-9)) {
                throw new LessonCheckException(lesson.file(), step, op, Messages.get("lesson.check.numberWrong",
                        n.of().path(), String.format(Locale.ROOT, "%.3f", n.answerMiB()),
                        String.format(Locale.ROOT, "%.3f", mib), String.format(Locale.ROOT, "%.1f", mib)));
            }
        }
    }

    private static Optional<String> firstFailure(java.util.List<Expect> claims, Moment after) {
        for (Expect claim : claims) {
            Optional<String> failure = claim.failure(after);
            if (failure.isPresent()) {
                return failure;
            }
        }
        return Optional.empty();
    }

    /** Fills a text in every language it has, so a placeholder that names nothing fails the check. */
    private static void fillAll(Lesson lesson, int step, String op, String what, LocalText text, Moment view)
            throws LessonCheckException {
        for (Map.Entry<String, String> entry : text.byLanguage().entrySet()) {
            try {
                Placeholders.fill(entry.getValue(), view, Locale.forLanguageTag(entry.getKey()));
            } catch (IllegalStateException e) {
                throw new LessonCheckException(lesson.file(), step, op,
                        Messages.get("lesson.check.text", what, entry.getKey(), e.getMessage()));
            }
        }
    }
}
