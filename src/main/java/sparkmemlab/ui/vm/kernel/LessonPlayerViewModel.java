package sparkmemlab.ui.vm.kernel;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
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
import sparkmemlab.lesson.Spotlight;
import sparkmemlab.lesson.Topic;
import sparkmemlab.snapshot.LoadedSnapshot;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.vm.ForwardGate;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.LessonStage;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.Navigator;

/**
 * The lesson player: a lesson's scene shown through a workspace's {@link LessonStage} (the executor's session, or
 * the cluster's), with its narration, the
 * question asked before a step (no move forward passes it until it is answered: not a step, a jump, the last
 * step nor playing, so the answer is never shown before the question), the feedback after it,
 * a running score, the parts of the window to spotlight, playing and pausing, and each lesson's progress kept
 * between runs. Opening a lesson goes through the window's {@link Navigator}, which shows the workspace the
 * lesson names.
 */
public final class LessonPlayerViewModel {

    /** A lesson in the picker. */
    public record Item(String id, Topic topic, String topicName, String title, String summary, String progress,
            boolean done) {
    }

    /**
     * The question asked before step {@code step} runs: its choices, or a number of MiB and the rule a number
     * answer is judged by ({@code rule}, said before it is answered; empty for choices).
     */
    public record Question(int step, String text, List<String> choices, boolean number, String rule) {
    }

    /** After a step with a question: right or wrong, and the explanation. */
    public record Feedback(boolean correct, String verdict, String explanation) {
    }

    private final LessonStage lab;
    private final UiText text;
    private final Locale locale;
    private final LessonShelf shelf;
    private final Navigator navigator;
    private List<Lesson> lessons;
    private final LessonProgress progress;

    private Lesson lesson;
    private LessonRun run;
    private String lessonId;
    private LessonAnswers answers;

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

    public LessonPlayerViewModel(LessonStage session, LessonShelf shelf, Navigator navigator) {
        this.lab = session;
        this.text = session.text();
        this.locale = text.locale();
        this.shelf = shelf;
        this.navigator = navigator;
        this.lessons = shelf.lessonsProperty().get();
        this.progress = shelf.progress();
        session.setForwardGate(new QuestionsFirst());
        session.stepShownProperty().addListener((o, a, b) -> refresh());
        // The app loads the lessons after the window opened.
        shelf.lessonsProperty().addListener((o, a, loaded) -> {
            lessons = loaded;
            refreshItems();
            refresh();
        });
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

    /** Opens a lesson of the shelf by id, at its start, in the workspace it names. */
    public boolean open(String id) {
        return shelf.byId(id).map(l -> navigator.openLesson(l, 0)).orElse(false);
    }

    /**
     * Plays a lesson here, at step {@code at} or before the first question on the way there: nothing is answered
     * yet, and no question is passed unanswered.
     */
    public boolean play(Lesson l, int at) {
        LessonRun r;
        try {
            r = LessonRun.run(l);
        } catch (LessonCheckException e) {
            lab.fail(text.get("error.lesson", e.getMessage()));
            return false;
        }
        LessonAnswers fresh = new LessonAnswers(l, r, text);
        pause();
        lesson = l;
        run = r;
        lessonId = LessonLibrary.id(l);
        answers = fresh;
        lab.showLesson(l, fresh.reach(0, Math.max(0, at)), lessonId);
        return true;
    }

    /** A lesson snapshot (of an executor lesson: the cluster's have none) opens in the player when it is exactly one of the shelf's lessons. */
    public boolean openSnapshot(LoadedSnapshot loaded) {
        var s = loaded.snapshot();
        for (Lesson l : lessons) {
            if (s.view().lesson().orElse("").equals(LessonLibrary.id(l)) && !l.isCluster()
                    && l.scenario().config().equals(s.scenario().config())
                    && l.scenario().steps().equals(s.scenario().steps())) {
                return play(l, s.at());
            }
        }
        return false;
    }

    public void restart() {
        if (lesson != null && active.get()) {
            play(lesson, 0);
        }
    }

    /** One step forward, unless the next step's question waits for an answer. */
    public boolean forward() {
        return lab.forward();
    }

    /** The session's gate: in a lesson, a move forward stops before the first step whose question waits, which then asks for attention. */
    private final class QuestionsFirst implements ForwardGate {
        @Override
        public int reach(int from, int to) {
            return active.get() ? answers.reach(from, to) : to;
        }

        @Override
        public void heldBack() {
            attention.set(true);
        }
    }

    public void back() { lab.back(); }
    public void first() { lab.first(); }
    public void last() { lab.last(); }
    /** Jumps to a step, or to the first question on the way there. */
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
        answers.choose(q, index);
        return runAnswered(q);
    }

    /** Answers the waiting number question (MiB), then runs the step; an unreadable number runs nothing. */
    public boolean answerNumber(String given) {
        Question q = question.get();
        if (q == null || !q.number()) {
            return false;
        }
        Optional<String> unreadable = answers.number(q, given);
        unreadable.ifPresent(numberError::set);
        return unreadable.isEmpty() && runAnswered(q);
    }

    private boolean runAnswered(Question q) {
        numberError.set("");
        question.set(null);
        lab.goTo(q.step());
        return true;
    }

    // ---- one-way flow -------------------------------------------------------------------------

    private void refresh() {
        boolean on = lesson != null && lab.lessonProperty().get().equals(Optional.ofNullable(lessonId));
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
        int p = lab.positionProperty().get();
        int total = lesson.steps().size();
        title.set(lesson.title().get(locale));
        stepText.set(p == 0 ? text.get("lesson.step.start", total) : text.get("lesson.step", p, total));
        narration.set(p == 0 ? lesson.summary().get(locale) : run.narration(p, locale));

        Question q = p < total ? answers.questionBefore(p + 1).orElse(null) : null;
        question.set(q);
        feedback.set(p >= 1 ? answers.feedbackAfter(p).orElse(null) : null);
        int right = answers.right();
        correct.set(right);
        answered.set(answers.answered());
        score.set(text.get("lesson.score", right, answers.answered(), lesson.predictCount()));

        Set<Spotlight> parts = EnumSet.noneOf(Spotlight.class);
        int pointed = q != null ? p + 1 : p;
        if (pointed >= 1) {
            LessonStep ls = lesson.steps().get(pointed - 1);
            parts.addAll(ls.spotlight());
        }
        spotlight.set(Set.copyOf(parts));

        LessonProgress.Record old = progress.get(lessonId);
        // A finished lesson keeps its finished run's score while it is played again, until that run finishes too.
        boolean finished = p == total;
        LessonProgress.Record now = old.done() && !finished
                ? new LessonProgress.Record(Math.max(old.furthest(), p), total, old.correct(), old.answered(), true)
                : new LessonProgress.Record(Math.max(old.furthest(), p), total, right, answers.answered(), finished);
        if (!now.equals(old)) {
            progress.put(lessonId, now);
            refreshItems();
        }
        if (p == total) {
            pause();
        }
    }

    private void refreshItems() {
        List<Item> list = new ArrayList<>();
        for (Lesson l : lessons) {
            String id = LessonLibrary.id(l);
            LessonProgress.Record r = progress.get(id);
            String state = r.done() ? (l.predictCount() == 0 ? text.get("lesson.progress.doneNoQuestions")
                            : text.get("lesson.progress.done", r.correct(), l.predictCount()))
                    : r.furthest() > 0 ? text.get("lesson.progress.started", r.furthest(), l.steps().size())
                    : text.get("lesson.progress.new", l.steps().size());
            list.add(new Item(id, l.topic(), text.get("lesson.topic." + l.topic().name()), l.title().get(locale),
                    l.summary().get(locale), state, r.done()));
        }
        items.set(List.copyOf(list));
    }
}
