package sparkmemlab.ui.vm;

import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.LessonCheckException;
import sparkmemlab.lesson.LessonRun;
import sparkmemlab.lesson.LessonStep;
import sparkmemlab.lesson.Placeholders;
import sparkmemlab.lesson.Predict;
import sparkmemlab.lesson.Spotlight;
import sparkmemlab.lesson.Topic;
import sparkmemlab.snapshot.LoadedSnapshot;
import sparkmemlab.snapshot.ViewState;
import sparkmemlab.ui.UiText;

/**
 * The lesson player: a lesson's scenario shown through the {@link LabViewModel}'s history, with its
 * narration, the question asked before a step (the step runs only once it is answered or skipped), the
 * feedback after it, a running score, the parts of the window to spotlight, playing and pausing, and each
 * lesson's progress kept between runs.
 */
public final class LessonPlayerViewModel {

    /** A lesson in the picker. */
    public record Item(String id, Topic topic, String topicName, String title, String summary, String progress,
            boolean done) {
    }

    /** The question asked before step {@code step} runs. */
    public record Question(int step, String text, List<String> choices, boolean number) {
    }

    /** After a step with a question: right, wrong or skipped, and the explanation. */
    public record Feedback(Optional<Boolean> correct, String verdict, String explanation) {
    }

    private record Answer(boolean correct, String given) {
    }

    private final LabViewModel lab;
    private final UiText text;
    private final Locale locale;
    private List<Lesson> lessons;
    private final LessonProgress progress;

    private Lesson lesson;
    private LessonRun run;
    private String lessonId;
    private final Map<Integer, Answer> answers = new HashMap<>();

    private final ReadOnlyObjectWrapper<List<Item>> items = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyBooleanWrapper active = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper stepText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper narration = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Question> question = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Feedback> feedback = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper numberError = new ReadOnlyStringWrapper("");
    private final ReadOnlyIntegerWrapper correct = new ReadOnlyIntegerWrapper();
    private final ReadOnlyIntegerWrapper answered = new ReadOnlyIntegerWrapper();
    private final ReadOnlyStringWrapper score = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Set<Spotlight>> spotlight = new ReadOnlyObjectWrapper<>(Set.of());
    private final ReadOnlyBooleanWrapper playing = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper attention = new ReadOnlyBooleanWrapper();

    public LessonPlayerViewModel(LabViewModel lab, List<Lesson> lessons, LessonProgress progress) {
        this.lab = lab;
        this.text = lab.text();
        this.locale = text.locale();
        this.lessons = List.copyOf(lessons);
        this.progress = progress;
        lab.setLessonOpener(this::openSnapshot);
        lab.stepShownProperty().addListener((o, a, b) -> refresh());
        lab.viewStateProperty().addListener((o, a, b) -> refresh());
        refreshItems();
        refresh();
    }

    /** The lessons, when they are loaded after the window opened (the app loads them off the FX thread). */
    public void setLessons(List<Lesson> loaded) {
        this.lessons = List.copyOf(loaded);
        refreshItems();
        refresh();
    }

    // ---- read-only state ----------------------------------------------------------------------

    public ReadOnlyObjectProperty<List<Item>> itemsProperty() { return items.getReadOnlyProperty(); }
    /** Whether the window is playing a lesson (else it is the sandbox). */
    public ReadOnlyBooleanProperty activeProperty() { return active.getReadOnlyProperty(); }
    public ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }
    public ReadOnlyStringProperty stepTextProperty() { return stepText.getReadOnlyProperty(); }
    public ReadOnlyStringProperty narrationProperty() { return narration.getReadOnlyProperty(); }
    /** The question of the next step, while it waits for an answer; else null. */
    public ReadOnlyObjectProperty<Question> questionProperty() { return question.getReadOnlyProperty(); }
    /** How the question of the step just shown was answered; else null. */
    public ReadOnlyObjectProperty<Feedback> feedbackProperty() { return feedback.getReadOnlyProperty(); }
    public ReadOnlyStringProperty numberErrorProperty() { return numberError.getReadOnlyProperty(); }
    public ReadOnlyIntegerProperty correctProperty() { return correct.getReadOnlyProperty(); }
    public ReadOnlyIntegerProperty answeredProperty() { return answered.getReadOnlyProperty(); }
    public ReadOnlyStringProperty scoreProperty() { return score.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<Set<Spotlight>> spotlightProperty() { return spotlight.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty playingProperty() { return playing.getReadOnlyProperty(); }
    /** Set when a step forward waits for the question to be answered; cleared by the next change. */
    public ReadOnlyBooleanProperty attentionProperty() { return attention.getReadOnlyProperty(); }

    /** The lesson playing, if any. */
    public Optional<Lesson> lesson() { return active.get() ? Optional.ofNullable(lesson) : Optional.empty(); }

    public Optional<String> lessonId() { return active.get() ? Optional.ofNullable(lessonId) : Optional.empty(); }

    // ---- commands -----------------------------------------------------------------------------

    /** Opens a lesson of the library by id, at its start. */
    public boolean open(String id) {
        return lessons.stream().filter(l -> LessonLibrary.id(l).equals(id)).findFirst().map(l -> open(l, 0)).orElse(false);
    }

    /** Opens a lesson at step {@code at}; questions before it count as skipped. */
    public boolean open(Lesson l, int at) {
        LessonRun r;
        try {
            r = LessonRun.run(l);
        } catch (LessonCheckException e) {
            lab.fail(text.get("error.lesson", e.getMessage()));
            return false;
        }
        History h = History.of(l.scenario().config(), l.scenario().steps());
        h.goTo(at);
        pause();
        lesson = l;
        run = r;
        lessonId = LessonLibrary.id(l);
        answers.clear();
        lab.show(h, l.title().get(locale), "", new ViewState(ViewState.Mode.LESSON, Optional.of(lessonId), 1.0));
        return true;
    }

    /** A lesson snapshot opens in the player when it is exactly one of the library's lessons. */
    private boolean openSnapshot(LoadedSnapshot loaded) {
        var s = loaded.snapshot();
        for (Lesson l : lessons) {
            if (s.view().lesson().orElse("").equals(LessonLibrary.id(l))
                    && l.scenario().config().equals(s.scenario().config())
                    && l.scenario().steps().equals(s.scenario().steps())) {
                return open(l, s.at());
            }
        }
        return false;
    }

    public void restart() {
        if (lesson != null && active.get()) {
            open(lesson, 0);
        }
    }

    /** One step forward, unless the next step's question waits for an answer. */
    public boolean forward() {
        if (!active.get()) {
            lab.forward();
            return true;
        }
        if (question.get() != null) {
            attention.set(true);
            return false;
        }
        if (!lab.canForwardProperty().get()) {
            return false;
        }
        lab.forward();
        return true;
    }

    public void back() { lab.back(); }
    public void first() { lab.first(); }
    public void last() { lab.last(); }
    /** Jumps to a step; questions jumped over stay unanswered. */
    public void goTo(int step) { lab.goTo(step); }

    public void play() {
        if (active.get() && lab.canForwardProperty().get()) {
            playing.set(true);
        }
    }

    public void pause() { playing.set(false); }

    public void togglePlay() {
        if (playing.get()) {
            pause();
        } else {
            play();
        }
    }

    /** One beat of playing: a step forward; playing stops at a question and at the end. */
    public void tick() {
        if (!playing.get()) {
            return;
        }
        if (!forward() || !lab.canForwardProperty().get() || question.get() != null) {
            pause();
        }
    }

    /** Answers the waiting question with choice {@code index}, then runs the step. */
    public boolean answerChoice(int index) {
        Question q = question.get();
        if (q == null || q.number() || index < 0 || index >= q.choices().size()) {
            return false;
        }
        Predict.MultipleChoice mc = (Predict.MultipleChoice) predict(q.step()).orElseThrow();
        return answer(q.step(), new Answer(mc.choices().get(index).correct(), q.choices().get(index)));
    }

    /** Answers the waiting number question (MiB), then runs the step; an unreadable number runs nothing. */
    public boolean answerNumber(String given) {
        Question q = question.get();
        if (q == null || !q.number()) {
            return false;
        }
        String t = given == null ? "" : given.trim();
        ParsePosition pos = new ParsePosition(0);
        Number n = NumberFormat.getNumberInstance(locale).parse(t, pos);
        if (n == null || pos.getIndex() != t.length()) {
            try {
                n = Double.parseDouble(t);
            } catch (NumberFormatException e) {
                numberError.set(text.get("lesson.number.bad", t));
                return false;
            }
        }
        Predict.Number p = (Predict.Number) predict(q.step()).orElseThrow();
        return answer(q.step(), new Answer(p.accepts(n.doubleValue()), text.get("lesson.mib", format(n.doubleValue()))));
    }

    /** Runs the step without answering its question (it does not count). */
    public boolean skipQuestion() {
        Question q = question.get();
        if (q == null) {
            return false;
        }
        answers.remove(q.step());
        question.set(null);
        lab.goTo(q.step());
        return true;
    }

    private boolean answer(int step, Answer a) {
        answers.put(step, a);
        numberError.set("");
        question.set(null);
        lab.goTo(step);
        return true;
    }

    // ---- one-way flow -------------------------------------------------------------------------

    private Optional<Predict> predict(int step) {
        return step >= 1 && step <= lesson.steps().size() ? lesson.steps().get(step - 1).predict() : Optional.empty();
    }

    private static String format(double mib) {
        return mib == Math.rint(mib) ? String.valueOf((long) mib) : String.valueOf(mib);
    }

    private void refresh() {
        boolean on = lesson != null && lab.viewStateProperty().get().mode() == ViewState.Mode.LESSON
                && lab.viewStateProperty().get().lesson().orElse("").equals(lessonId);
        active.set(on);
        attention.set(false);
        if (!on) {
            pause();
            question.set(null);
            feedback.set(null);
            spotlight.set(Set.of());
            title.set("");
            return;
        }
        int p = lab.historyShown().position();
        int total = lesson.steps().size();
        title.set(lesson.title().get(locale));
        stepText.set(p == 0 ? text.get("lesson.step.start", total) : text.get("lesson.step", p, total));
        narration.set(p == 0 ? lesson.summary().get(locale) : run.narration(p, locale));

        Question q = null;
        if (p < total && !answers.containsKey(p + 1)) {
            Optional<Predict> next = predict(p + 1);
            if (next.isPresent()) {
                Predict pr = next.get();
                List<String> choices = new ArrayList<>();
                if (pr instanceof Predict.MultipleChoice mc) {
                    for (Predict.Choice c : mc.choices()) {
                        choices.add(Placeholders.fill(c.text(), run.view(p), locale));
                    }
                }
                q = new Question(p + 1, run.question(p + 1, locale).orElse(""), List.copyOf(choices),
                        pr instanceof Predict.Number);
            }
        }
        question.set(q);

        Feedback f = null;
        Optional<Predict> asked = p >= 1 ? predict(p) : Optional.empty();
        if (asked.isPresent()) {
            String explanation = run.explanation(p, locale).orElse("");
            Answer a = answers.get(p);
            if (a == null) {
                f = new Feedback(Optional.empty(), text.get("lesson.feedback.skipped"), explanation);
            } else if (a.correct()) {
                f = new Feedback(Optional.of(true), text.get("lesson.feedback.right", a.given()), explanation);
            } else {
                f = new Feedback(Optional.of(false), text.get("lesson.feedback.wrong", a.given(), rightAnswer(asked.get(), p)),
                        explanation);
            }
        }
        feedback.set(f);

        int right = (int) answers.values().stream().filter(Answer::correct).count();
        correct.set(right);
        answered.set(answers.size());
        score.set(text.get("lesson.score", right, answers.size(), lesson.predictCount()));

        Set<Spotlight> parts = EnumSet.noneOf(Spotlight.class);
        int pointed = q != null ? p + 1 : p;
        if (pointed >= 1) {
            LessonStep ls = lesson.steps().get(pointed - 1);
            parts.addAll(ls.spotlight());
        }
        spotlight.set(Set.copyOf(parts));

        LessonProgress.Record old = progress.get(lessonId);
        LessonProgress.Record now = new LessonProgress.Record(Math.max(old.furthest(), p), total, right, answers.size(),
                old.done() || p == total);
        if (!now.equals(old)) {
            progress.put(lessonId, now);
            refreshItems();
        }
        if (p == total) {
            pause();
        }
    }

    private String rightAnswer(Predict predict, int step) {
        if (predict instanceof Predict.MultipleChoice mc) {
            return Placeholders.fill(mc.choices().get(mc.answerIndex()).text(), run.view(step - 1), locale);
        }
        Predict.Number n = (Predict.Number) predict;
        return text.get("lesson.mib", format(n.answerMiB()));
    }

    private void refreshItems() {
        List<Item> list = new ArrayList<>();
        for (Lesson l : lessons) {
            String id = LessonLibrary.id(l);
            LessonProgress.Record r = progress.get(id);
            String state = r.done() ? text.get("lesson.progress.done", r.correct(), r.answered())
                    : r.furthest() > 0 ? text.get("lesson.progress.started", r.furthest(), l.steps().size())
                    : text.get("lesson.progress.new", l.steps().size());
            list.add(new Item(id, l.topic(), text.get("lesson.topic." + l.topic().name()), l.title().get(locale),
                    l.summary().get(locale), state, r.done()));
        }
        items.set(List.copyOf(list));
    }
}
