package sparkmemlab.ui.vm.executor;

import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.ui.vm.ForwardGate;
import sparkmemlab.ui.vm.LessonStage;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.Operation;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.ui.text.UiText;

/**
 * The executor workspace's coordinator: the {@link History} shown, the position in it, and what the scene is
 * (its title and hint, the lesson it belongs to, the action it suggests). Every panel's view-model sees the
 * shared moment here and nowhere else, and changes it only through these commands; every command that acts
 * goes through the model as an {@link Operation}. After each change {@link #stepShownProperty()} ticks once,
 * when everything here already describes the new moment.
 */
public final class ExecutorSession implements LessonStage {
    private final UiText text;
    private final ReadOnlyObjectWrapper<History> history = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyIntegerWrapper position = new ReadOnlyIntegerWrapper();
    private final ReadOnlyIntegerWrapper size = new ReadOnlyIntegerWrapper();
    private final ReadOnlyBooleanWrapper canBack = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canForward = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<ExecutorState> state = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyIntegerWrapper stepShown = new ReadOnlyIntegerWrapper();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper hint = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Optional<String>> lesson = new ReadOnlyObjectWrapper<>(Optional.empty());
    private Optional<ActionSuggestion> suggestion = Optional.empty();
    /** Asked before any move forward (a step, a jump, the last step): a lesson's question holds it back. */
    private ForwardGate forwardGate = ForwardGate.OPEN;
    /** The furthest position shown since the scene came: a lesson's timeline shows no step beyond it. */
    private int reached;

    public ExecutorSession(UiText text) {
        this.text = text;
        show(new History(ExecutorConfig.defaults()), "", "", Optional.empty(), Optional.empty());
    }

    public UiText text() { return text; }

    // ---- the moment shown ------------------------------------------------------------------------

    /** The history shown; replaced (another object) only by {@link #show}. */
    public ReadOnlyObjectProperty<History> historyProperty() { return history.getReadOnlyProperty(); }
    public History history() { return history.get(); }
    /** Steps taken, 0 to {@link #sizeProperty()}: the state shown is the state after this many steps. */
    public ReadOnlyIntegerProperty positionProperty() { return position.getReadOnlyProperty(); }
    public ReadOnlyIntegerProperty sizeProperty() { return size.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty canBackProperty() { return canBack.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty canForwardProperty() { return canForward.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<ExecutorState> stateProperty() { return state.getReadOnlyProperty(); }
    /** Ticks once after every change of what is shown (a step, a jump, another history): panels redraw on it. */
    public ReadOnlyIntegerProperty stepShownProperty() { return stepShown.getReadOnlyProperty(); }
    public ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }
    public ReadOnlyStringProperty hintProperty() { return hint.getReadOnlyProperty(); }
    /** The last refusal (a step Spark cannot take, an unreadable field, a file), or empty. */
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
    /** The lesson this scene belongs to (its id), or empty for the sandbox; it changes only with the scene (read it on a tick). */
    public ReadOnlyObjectProperty<Optional<String>> lessonProperty() { return lesson.getReadOnlyProperty(); }

    /**
     * The steps the timeline may show: all of them in the sandbox; in a lesson only those the student has
     * reached, since the later ones would give the questions' answers away (read on a tick).
     */
    public int revealed() {
        return lesson.get().isPresent() ? reached : history.get().size();
    }

    /** What the scene shown suggests doing next, if anything (read when {@link #historyProperty()} changes). */
    public Optional<ActionSuggestion> suggestion() { return suggestion; }

    // ---- commands ------------------------------------------------------------------------------------

    /** Shows a scenario as a sandbox, standing after step {@code at} (clamped). */
    public void load(Scenario scenario, int at, String hintText) {
        History h = History.of(scenario.config(), scenario.steps());
        h.goTo(at);
        show(h, scenario.title(), hintText, Optional.empty(), Optional.empty());
    }

    /**
     * Replaces what is shown in one go: the history, its title and hint, its lesson and what it suggests. Everything
     * is in place before {@link #stepShownProperty()} ticks, so a panel never sees one scene's lesson with another's
     * steps.
     */
    public void show(History h, String titleText, String hintText, Optional<String> lessonId,
            Optional<ActionSuggestion> suggested) {
        suggestion = suggested;
        title.set(titleText);
        hint.set(hintText);
        error.set("");
        lesson.set(lessonId);
        reached = 0;
        history.set(h);
        publish();
    }

    /** Applies an operation after the current step (dropping later steps); a refusal goes to {@link #errorProperty()}. */
    public boolean apply(Operation operation) {
        try {
            history.get().apply(operation);
        } catch (IllegalStepException e) {
            error.set(text.get("error.step", e.getMessage()));
            return false;
        }
        error.set("");
        publish();
        return true;
    }

    /** Shows a refusal that did not come from a step (a field that cannot be read, a file). */
    public void fail(String message) {
        error.set(message);
    }

    /** Goes to a step (clamped); a move forward stops where the gate says, and then tells it so. */
    public void goTo(int step) {
        History h = history.get();
        int asked = Math.max(0, Math.min(h.size(), step));
        int target = forwardGate.target(h.position(), asked);
        if (target != h.position()) {
            h.goTo(target);
            error.set("");
            publish();
        }
        if (target < asked) {
            forwardGate.heldBack();
        }
    }

    public void back() { goTo(position.get() - 1); }
    public void first() { goTo(0); }
    public void last() { goTo(size.get()); }

    /** One step forward, unless the gate holds it back; whether it moved. */
    public boolean forward() {
        int before = position.get();
        if (!canForward.get()) {
            return false;
        }
        goTo(before + 1);
        return position.get() > before;
    }

    /** What every move forward asks first (the lesson player: the question before a step). */
    @Override
    public void setForwardGate(ForwardGate gate) {
        forwardGate = gate;
    }

    /** An executor lesson's scenario, standing after step {@code at}. */
    @Override
    public void showLesson(Lesson l, int at, String id) {
        if (l.isCluster()) {
            throw new IllegalArgumentException(l.file() + " is a cluster lesson");
        }
        History h = History.of(l.scenario().config(), l.scenario().steps());
        h.goTo(at);
        show(h, l.title().get(text.locale()), "", Optional.of(id), Optional.empty());
    }

    private void publish() {
        History h = history.get();
        reached = Math.max(reached, h.position());
        position.set(h.position());
        size.set(h.size());
        canBack.set(h.canBack());
        canForward.set(h.canForward());
        state.set(h.state());
        stepShown.set(stepShown.get() + 1);
    }
}
