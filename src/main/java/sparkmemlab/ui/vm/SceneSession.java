package sparkmemlab.ui.vm;

import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.ui.text.UiText;

/**
 * What the executor's and the cluster's sessions share: the history shown and the position in it, the scene's
 * title, hint and lesson, the last refusal, and the moves through the steps, each move forward asked of the
 * {@link ForwardGate} first. After each change {@link #stepShownProperty()} ticks once, when everything here
 * already describes the new moment. A subclass says how its history moves and adds the commands that act.
 *
 * @param <H> the history (the executor's changes in place, the cluster's is immutable)
 * @param <S> the state after a step
 */
public abstract class SceneSession<H extends SceneSession.Shown<S>, S> implements LessonStage {

    /** A history as a session shows it: the position (0 to the size) and the state there. */
    public interface Shown<S> {
        int position();

        int size();

        S state();
    }

    private final UiText text;
    private final ReadOnlyObjectWrapper<H> history = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyIntegerWrapper position = new ReadOnlyIntegerWrapper();
    private final ReadOnlyIntegerWrapper size = new ReadOnlyIntegerWrapper();
    private final ReadOnlyBooleanWrapper canBack = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canForward = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<S> state = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyIntegerWrapper stepShown = new ReadOnlyIntegerWrapper();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper hint = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Optional<String>> lesson = new ReadOnlyObjectWrapper<>(Optional.empty());
    /** Asked before any move forward (a step, a jump, the last step): a lesson's question holds it back. */
    private ForwardGate forwardGate = ForwardGate.OPEN;
    /** The furthest position shown since the scene came: a lesson's timeline shows no step beyond it. */
    private int reached;

    protected SceneSession(UiText text) {
        this.text = text;
    }

    @Override
    public final UiText text() { return text; }

    /** The history shown; replaced (another object) by {@link #replace}, or by a command that makes another. */
    public final ReadOnlyObjectProperty<H> historyProperty() { return history.getReadOnlyProperty(); }
    public final H history() { return history.get(); }
    /** Steps taken, 0 to {@link #sizeProperty()}: the state shown is the state after this many steps. */
    @Override
    public final ReadOnlyIntegerProperty positionProperty() { return position.getReadOnlyProperty(); }
    @Override
    public final ReadOnlyIntegerProperty sizeProperty() { return size.getReadOnlyProperty(); }
    @Override
    public final ReadOnlyBooleanProperty canBackProperty() { return canBack.getReadOnlyProperty(); }
    @Override
    public final ReadOnlyBooleanProperty canForwardProperty() { return canForward.getReadOnlyProperty(); }
    public final ReadOnlyObjectProperty<S> stateProperty() { return state.getReadOnlyProperty(); }
    /** Ticks once after every change of what is shown (a step, a jump, another history): panels redraw on it. */
    @Override
    public final ReadOnlyIntegerProperty stepShownProperty() { return stepShown.getReadOnlyProperty(); }
    public final ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }
    public final ReadOnlyStringProperty hintProperty() { return hint.getReadOnlyProperty(); }
    /** The last refusal (a step the model cannot take, a field that cannot be read, a file), or empty. */
    @Override
    public final ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
    /** The lesson this scene belongs to (its id), or empty for the sandbox; it changes only with the scene (read it on a tick). */
    @Override
    public final ReadOnlyObjectProperty<Optional<String>> lessonProperty() { return lesson.getReadOnlyProperty(); }

    /**
     * The steps the timeline may show: all of them in the sandbox; in a lesson only those the student has
     * reached, since the later ones would give the questions' answers away (read on a tick).
     */
    public final int revealed() {
        return lesson.get().isPresent() ? reached : history.get().size();
    }

    /** Shows a refusal that did not come from a step (a field that cannot be read, a file). */
    @Override
    public final void fail(String message) {
        error.set(message);
    }

    /** What every move forward asks first (the lesson player: the question before a step). */
    @Override
    public final void setForwardGate(ForwardGate gate) {
        forwardGate = gate;
    }

    /** Goes to a step (clamped); a move forward stops where the gate says, and then tells it so. */
    @Override
    public final void goTo(int step) {
        H h = history.get();
        int asked = Math.max(0, Math.min(h.size(), step));
        int target = forwardGate.target(h.position(), asked);
        if (target != h.position()) {
            history.set(moved(h, target));
            error.set("");
            publish();
        }
        if (target < asked) {
            forwardGate.heldBack();
        }
    }

    @Override
    public final void back() { goTo(position.get() - 1); }
    @Override
    public final void first() { goTo(0); }
    @Override
    public final void last() { goTo(size.get()); }

    /** One step forward, unless the gate holds it back; whether it moved. */
    @Override
    public final boolean forward() {
        int before = position.get();
        if (!canForward.get()) {
            return false;
        }
        goTo(before + 1);
        return position.get() > before;
    }

    /** The history standing after {@code target} steps: this one moved, or another. */
    protected abstract H moved(H h, int target);

    /**
     * Replaces what is shown in one go: the history, its title and hint, its lesson. Everything is in place before
     * {@link #stepShownProperty()} ticks, so a panel never sees one scene's lesson with another's steps.
     */
    protected final void replace(H h, String titleText, String hintText, Optional<String> lessonId) {
        title.set(titleText);
        hint.set(hintText);
        error.set("");
        lesson.set(lessonId);
        reached = 0;
        history.set(h);
        publish();
    }

    /**
     * After a command changed the history (in place, or {@code h} another): no refusal, and the new moment told.
     *
     * @param leavesLesson whether the scene is no longer the lesson's: a cluster the student changed goes back to
     *     the sandbox with it
     */
    protected final void changed(H h, boolean leavesLesson) {
        history.set(h);
        if (leavesLesson) {
            lesson.set(Optional.empty());
        }
        error.set("");
        publish();
    }

    private void publish() {
        H h = history.get();
        reached = Math.max(reached, h.position());
        position.set(h.position());
        size.set(h.size());
        canBack.set(h.position() > 0);
        canForward.set(h.position() < h.size());
        state.set(h.state());
        stepShown.set(stepShown.get() + 1);
    }
}
