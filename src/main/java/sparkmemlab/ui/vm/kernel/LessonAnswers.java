package sparkmemlab.ui.vm.kernel;

import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.LessonRun;
import sparkmemlab.lesson.NumberAnswer;
import sparkmemlab.lesson.Placeholders;
import sparkmemlab.lesson.Predict;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel.Feedback;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel.Question;

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
            boolean number = p instanceof Predict.Number;
            return new Question(step, run.question(step, locale).orElse(""), List.copyOf(choices), number,
                    number ? Predict.Number.rule(locale) : "");
        });
    }

    /**
     * The furthest position from {@code from} toward {@code to} that passes no unanswered question: a question
     * waits before its step, so a move stops just before it.
     */
    int reach(int from, int to) {
        for (int step = from + 1; step <= to; step++) {
            if (questionBefore(step).isPresent()) {
                return step - 1;
            }
        }
        return to;
    }

    /** After step {@code step}, if it asked a question and it was answered: how, and the explanation. */
    Optional<Feedback> feedbackAfter(int step) {
        Answer a = answers.get(step);
        return a == null ? Optional.empty() : predict(step).map(asked -> {
            String explanation = run.explanation(step, locale).orElse("");
            return a.correct() ? new Feedback(true, text.get("lesson.feedback.right", a.given()), explanation)
                    : new Feedback(false, text.get("lesson.feedback.wrong", a.given(), rightAnswer(asked, step)), explanation);
        });
    }

    /** Keeps choice {@code index} as the answer to the question. */
    void choose(Question q, int index) {
        Predict.MultipleChoice mc = (Predict.MultipleChoice) predict(q.step()).orElseThrow();
        answers.put(q.step(), new Answer(mc.choices().get(index).correct(), q.choices().get(index)));
    }

    /**
     * Keeps what the student typed as the answer to the question, judged as {@link Predict.Number#judge} judges it
     * (a size, MiB unless it names a unit), or says why it cannot be read (and keeps nothing).
     */
    Optional<String> number(Question q, String given) {
        String t = given == null ? "" : given.trim();
        Predict.Number p = (Predict.Number) predict(q.step()).orElseThrow();
        Optional<Boolean> judged = p.judge(t);
        if (judged.isEmpty()) {
            return Optional.of(text.get("lesson.number.bad", t));
        }
        answers.put(q.step(), new Answer(judged.get(), text.get("lesson.mib", format(NumberAnswer.readMiB(t).getAsDouble()))));
        return Optional.empty();
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

    /** A number of MiB as the window writes sizes (at most two decimals), in the reader's language. */
    private String format(double mib) {
        NumberFormat f = NumberFormat.getNumberInstance(locale);
        f.setMaximumFractionDigits(2);
        f.setGroupingUsed(false);
        return f.format(mib);
    }
}
