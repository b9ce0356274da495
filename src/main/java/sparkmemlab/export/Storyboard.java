package sparkmemlab.export;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.LessonRun;
import sparkmemlab.lesson.Predict;
import sparkmemlab.scenario.Scenario;

/**
 * What an export tells, in one language: a title, and for each step of the scenario its question (asked
 * before the step is shown), its narration and its explanation. Pictures come from the window; the words
 * come from here.
 *
 * @param title e.g. "Lesson 3: Execution takes it back"
 * @param summary a paragraph under the title
 * @param scenario the steps the window goes through
 * @param pages one per step, in order
 * @param lesson the lesson told, if it is one: the window then plays it in its lesson pane, as a student sees it
 */
public record Storyboard(String title, String summary, Scenario scenario, List<Page> pages, Locale locale,
        Optional<Lesson> lesson) {

    public Storyboard {
        pages = List.copyOf(pages);
    }

    /** A storyboard of steps that no lesson teaches (a sandbox's history): the window shows them as its sandbox does. */
    public Storyboard(String title, String summary, Scenario scenario, List<Page> pages, Locale locale) {
        this(title, summary, scenario, pages, locale, Optional.empty());
    }

    /**
     * One step.
     *
     * @param step from 1
     * @param op the step's operation, as the scenario names it
     * @param question asked before the step runs
     * @param choices the question's choices (empty for a question answered with a number)
     * @param answer the right answer, shown with the step: the correct choices, or the number
     * @param narration what happened, with the numbers of that moment
     * @param explanation why the answer is right
     */
    public record Page(int step, String op, Optional<String> question, List<String> choices, Optional<String> answer,
            String narration, Optional<String> explanation) {
        public Page {
            choices = List.copyOf(choices);
        }
    }

    /** A lesson's words in {@code locale} (English where the lesson has no translation), numbers filled in from the model. */
    public static Storyboard of(LessonRun run, Locale locale) {
        Lesson lesson = run.lesson();
        List<Page> pages = new ArrayList<>();
        for (int step = 1; step <= lesson.steps().size(); step++) {
            Optional<Predict> predict = lesson.steps().get(step - 1).predict();
            List<String> choices = run.choices(step, locale);
            Optional<String> answer = predict.map(p -> answer(p, choices, locale));
            pages.add(new Page(step, lesson.scenario().steps().get(step - 1).op(), run.question(step, locale), choices, answer,
                    run.narration(step, locale), run.explanation(step, locale)));
        }
        String title = ExportText.get(locale, "title.lesson", lesson.order(), lesson.title().get(locale));
        // The window shows the scenario's title: the lesson's, in the reader's language.
        Scenario shown = new Scenario(lesson.title().get(locale), lesson.scenario().config(), lesson.scenario().steps());
        return new Storyboard(title, lesson.summary().get(locale), shown, pages, locale, Optional.of(lesson));
    }

    private static String answer(Predict predict, List<String> choices, Locale locale) {
        if (predict instanceof Predict.MultipleChoice mc) {
            List<String> right = new ArrayList<>();
            for (int i = 0; i < mc.choices().size(); i++) {
                if (mc.choices().get(i).correct()) {
                    right.add(ExportText.choiceLabel(i) + ") " + choices.get(i));
                }
            }
            return String.join("; ", right);
        }
        Predict.Number n = (Predict.Number) predict;
        return ExportText.get(locale, "answer.number", String.format(Locale.ROOT, "%.1f", n.answerMiB()),
                String.format(Locale.ROOT, "%.1f", n.toleranceMiB()));
    }
}
