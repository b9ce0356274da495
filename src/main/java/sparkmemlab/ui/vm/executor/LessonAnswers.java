package sparkmemlab.ui.vm.executor;

import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.LessonRun;
import sparkmemlab.lesson.Placeholders;
import sparkmemlab.lesson.Predict;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.executor.LessonPlayerViewModel.Feedback;
import sparkmemlab.ui.vm.executor.LessonPlayerViewModel.Question;

/**
 * One playing of a lesson: the answers given so far, the question asked before a step (in the reader's
 * language, with the numbers of the moment before it), and the feedback after it. Pure: the player shows it.
 */
final class LessonAnswers {
    private record Answer(boolean correct, String given) {
    }

    private final Lesson lesson;
    private final LessonRun run;
    private final UiText text;
    private final Locale locale;
    private final Map<Integer, Answer> answers = new HashMap<>();

    LessonAnswers(Lesson lesson, LessonRun run, UiText text) {
        this.lesson = lesson;
        this.run = run;
        this.text = text;
        this.locale = text.locale();
    }

    private Optional<Predict> predict(int step) {
        return step >= 1 && step <= lesson.steps().size() ? lesson.steps().get(step - 1).predict() : Optional.empty();
    }

    /** The question asked before step {@code step}, while it waits for an answer. */
    Optional<Question> questionBefore(int step) {
        if (answers.containsKey(step)) {
            return Optional.empty();
        }
        return predict(step).map(p -> {
            List<String> choices = new ArrayList<>();
            if (p instanceof Predict.MultipleChoice mc) {
                for (Predict.Choice c : mc.choices()) {
                    choices.add(Placeholders.fill(c.text(), run.view(step - 1), locale));
                }
            }
            return new Question(step, run.question(step, locale).orElse(""), List.copyOf(choices), p instanceof Predict.Number);
        });
    }

    /** After step {@code step}, if it asked a question: how it was answered, and the explanation. */
    Optional<Feedback> feedbackAfter(int step) {
        return predict(step).map(asked -> {
            String explanation = run.explanation(step, locale).orElse("");
            Answer a = answers.get(step);
            if (a == null) {
                return new Feedback(Optional.empty(), text.get("lesson.feedback.skipped"), explanation);
            } else if (a.correct()) {
                return new Feedback(Optional.of(true), text.get("lesson.feedback.right", a.given()), explanation);
            }
            return new Feedback(Optional.of(false), text.get("lesson.feedback.wrong", a.given(), rightAnswer(asked, step)),
                    explanation);
        });
    }

    /** Keeps choice {@code index} as the answer to the question. */
    void choose(Question q, int index) {
        Predict.MultipleChoice mc = (Predict.MultipleChoice) predict(q.step()).orElseThrow();
        answers.put(q.step(), new Answer(mc.choices().get(index).correct(), q.choices().get(index)));
    }

    /** Keeps a number of MiB as the answer to the question, or says why it cannot be read (and keeps nothing). */
    Optional<String> number(Question q, String given) {
        String t = given == null ? "" : given.trim();
        OptionalDouble n = parse(t);
        if (n.isEmpty()) {
            return Optional.of(text.get("lesson.number.bad", t));
        }
        Predict.Number p = (Predict.Number) predict(q.step()).orElseThrow();
        answers.put(q.step(), new Answer(p.accepts(n.getAsDouble()), text.get("lesson.mib", format(n.getAsDouble()))));
        return Optional.empty();
    }

    /** The reader's way of writing a number, else Java's. */
    private OptionalDouble parse(String t) {
        ParsePosition pos = new ParsePosition(0);
        Number n = NumberFormat.getNumberInstance(locale).parse(t, pos);
        if (n != null && pos.getIndex() == t.length()) {
            return OptionalDouble.of(n.doubleValue());
        }
        try {
            return OptionalDouble.of(Double.parseDouble(t));
        } catch (NumberFormatException e) {
            return OptionalDouble.empty();
        }
    }

    /** The question goes unanswered: its step runs and it does not count. */
    void skip(Question q) {
        answers.remove(q.step());
    }

    int right() {
        return (int) answers.values().stream().filter(Answer::correct).count();
    }

    int answered() {
        return answers.size();
    }

    private String rightAnswer(Predict predict, int step) {
        if (predict instanceof Predict.MultipleChoice mc) {
            return Placeholders.fill(mc.choices().get(mc.answerIndex()).text(), run.view(step - 1), locale);
        }
        return text.get("lesson.mib", format(((Predict.Number) predict).answerMiB()));
    }

    private static String format(double mib) {
        return mib == Math.rint(mib) ? String.valueOf((long) mib) : String.valueOf(mib);
    }
}
