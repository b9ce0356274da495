package sparkmemlab.ui.vm.cluster;

import java.util.List;
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
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.ClusterOp;
import sparkmemlab.cluster.ClusterState;
import sparkmemlab.cluster.narration.ClusterStepLine;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.ui.text.UiText;

/**
 * The cluster workspace's coordinator: the {@link ClusterHistory} shown (its position included), the scene's
 * title and hint, the lesson it belongs to, and the last refusal. Panels see the shared moment here and change
 * it only through these commands, each of which goes through the Master as {@link ClusterOp}s. After each
 * change {@link #stepShownProperty()} ticks once, when everything here already describes the new moment.
 */
public final class ClusterSession implements LessonStage {
    private final UiText text;
    private final ReadOnlyObjectWrapper<ClusterHistory> history = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyIntegerWrapper position = new ReadOnlyIntegerWrapper();
    private final ReadOnlyIntegerWrapper size = new ReadOnlyIntegerWrapper();
    private final ReadOnlyBooleanWrapper canBack = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canForward = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<ClusterState> state = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyIntegerWrapper stepShown = new ReadOnlyIntegerWrapper();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper hint = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Optional<String>> lesson = new ReadOnlyObjectWrapper<>(Optional.empty());
    /** Asked before any move forward: a lesson's question holds it back. */
    private ForwardGate forwardGate = ForwardGate.OPEN;
    /** The furthest position shown since the scene came: a lesson's timeline shows no step beyond it. */
    private int reached;

    public ClusterSession(UiText text) {
        this.text = text;
        show(ClusterHistory.empty(ClusterConfig.defaults()), "", "", Optional.empty());
    }

    public UiText text() { return text; }

    public ReadOnlyObjectProperty<ClusterHistory> historyProperty() { return history.getReadOnlyProperty(); }
    public ClusterHistory history() { return history.get(); }
    public ReadOnlyIntegerProperty positionProperty() { return position.getReadOnlyProperty(); }
    public ReadOnlyIntegerProperty sizeProperty() { return size.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty canBackProperty() { return canBack.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty canForwardProperty() { return canForward.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<ClusterState> stateProperty() { return state.getReadOnlyProperty(); }
    /** Ticks once after every change of what is shown: panels redraw on it. */
    public ReadOnlyIntegerProperty stepShownProperty() { return stepShown.getReadOnlyProperty(); }
    public ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }
    public ReadOnlyStringProperty hintProperty() { return hint.getReadOnlyProperty(); }
    /** The last refusal (a message the Master cannot take, a field that cannot be read, a file), or empty. */
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
    /** The lesson this scene belongs to (its id), or empty for the sandbox. */
    public ReadOnlyObjectProperty<Optional<String>> lessonProperty() { return lesson.getReadOnlyProperty(); }

    /**
     * The steps the timeline may show: all of them in the sandbox; in a lesson only those the student has
     * reached, since the later ones would give the questions' answers away (read on a tick).
     */
    public int revealed() {
        return lesson.get().isPresent() ? reached : history.get().size();
    }

    // ---- commands ------------------------------------------------------------------------------------

    /**
     * Shows a scenario as a sandbox, standing after step {@code at} (clamped); false, with the refusal shown,
     * if the Master cannot take one of its messages.
     */
    public boolean load(ClusterScenario scenario, int at, String hintText) {
        try {
            show(ClusterHistory.of(scenario.config(), scenario.steps(), at), scenario.title(), hintText, Optional.empty());
            return true;
        } catch (ClusterHistory.Refused e) {
            fail(refusal(e));
            return false;
        }
    }

    /** Replaces what is shown in one go; everything is in place before {@link #stepShownProperty()} ticks. */
    public void show(ClusterHistory h, String titleText, String hintText, Optional<String> lessonId) {
        title.set(titleText);
        hint.set(hintText);
        error.set("");
        lesson.set(lessonId);
        reached = 0;
        history.set(h);
        publish();
    }

    /** A cluster lesson's scenario, standing after step {@code at}. */
    @Override
    public void showLesson(Lesson l, int at, String id) {
        ClusterScenario scenario = l.clusterScenario();
        try {
            show(ClusterHistory.of(scenario.config(), scenario.steps(), at), l.title().get(text.locale()), "", Optional.of(id));
        } catch (ClusterHistory.Refused e) {
            // lesson check ran the same steps on the same Master before the player got here.
            throw new IllegalArgumentException(refusal(e), e);
        }
    }

    @Override
    public void setForwardGate(ForwardGate gate) {
        forwardGate = gate;
    }

    /** Delivers a message after the current step (dropping later steps); a refusal goes to {@link #errorProperty()}. */
    public boolean apply(ClusterOp op) {
        try {
            history.set(history.get().then(op));
        } catch (ClusterHistory.Refused e) {
            error.set(text.get("error.step", e.getMessage()));
            return false;
        }
        leaveLesson();
        error.set("");
        publish();
        return true;
    }

    /** A scene the student changed is no longer the lesson's: the window goes back to the sandbox with it. */
    private void leaveLesson() {
        lesson.set(Optional.empty());
    }

    /**
     * The same scene with other Master settings or other messages, replayed from the start and shown at the same
     * step: how the cluster would have gone. A message the Master then refuses leaves everything as it was.
     */
    public boolean replay(ClusterConfig config, List<ClusterOp> ops) {
        try {
            history.set(history.get().replay(config, ops));
        } catch (ClusterHistory.Refused e) {
            fail(refusal(e));
            return false;
        }
        leaveLesson();
        error.set("");
        publish();
        return true;
    }

    private String refusal(ClusterHistory.Refused e) {
        return text.get("cluster.error.replay", e.index() + 1, ClusterStepLine.subject(e.op()), e.getMessage());
    }

    public void fail(String message) {
        error.set(message);
    }

    /** Shows the state after {@code step} steps (clamped); a move forward stops where the gate says, and then tells it so. */
    public void goTo(int step) {
        ClusterHistory h = history.get();
        int asked = Math.max(0, Math.min(h.size(), step));
        int target = forwardGate.target(h.position(), asked);
        if (target != h.position()) {
            history.set(h.at(target));
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

    @Override
    public boolean forward() {
        int before = position.get();
        goTo(before + 1);
        return position.get() > before;
    }

    private void publish() {
        ClusterHistory h = history.get();
        reached = Math.max(reached, h.position());
        position.set(h.position());
        size.set(h.size());
        canBack.set(h.position() > 0);
        canForward.set(h.position() < h.size());
        state.set(h.state());
        stepShown.set(stepShown.get() + 1);
    }
}
