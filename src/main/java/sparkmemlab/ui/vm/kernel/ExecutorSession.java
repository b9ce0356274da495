package sparkmemlab.ui.vm.kernel;

import java.util.List;
import java.util.Optional;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.ui.vm.SceneSession;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.Operation;
import sparkmemlab.model.SparkConfigException;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.ui.text.UiText;

/**
 * The executor workspace's coordinator: the {@link History} shown, the position in it, and what the scene is
 * (its title and hint, the lesson it belongs to, the action it suggests). Every panel's view-model sees the
 * shared moment here and nowhere else, and changes it only through these commands; every command that acts
 * goes through the model as an {@link Operation}. After each change {@link #stepShownProperty()} ticks once,
 * when everything here already describes the new moment.
 */
public final class ExecutorSession extends SceneSession<History, ExecutorState> {
    private Optional<ActionSuggestion> suggestion = Optional.empty();

    public ExecutorSession(UiText text) {
        super(text);
        show(new History(ExecutorConfig.defaults()), "", "", Optional.empty(), Optional.empty());
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
        replace(h, titleText, hintText, lessonId);
    }

    /** Applies an operation after the current step (dropping later steps); a refusal goes to {@link #errorProperty()}. */
    public boolean apply(Operation operation) {
        try {
            history().apply(operation);
        } catch (IllegalStepException e) {
            fail(text().get("error.step", e.getMessage()));
            return false;
        }
        changed(history(), false);
        return true;
    }

    /**
     * Runs the scene shown again on another Spark, standing at the same step: the same executor and operations,
     * each taken by that version's model. Its title and hint stay; it is no longer the lesson's. A scene Spark
     * {@code version} cannot run (a step reporting unmanaged memory to a Spark without it, the legacy manager on
     * 4.x, a step it refuses) stays as it is, and the refusal is told.
     */
    public boolean runOn(SparkVersion version) {
        History shown = history();
        ExecutorConfig c = shown.config();
        if (c.sparkVersion() == version) {
            return true;
        }
        List<Operation> ops = shown.allOperations();
        if (!version.unmanaged().exists()) {
            for (int i = 0; i < ops.size(); i++) {
                if (ops.get(i) instanceof Operation.SetUnmanagedMemory) {
                    fail(text().get("version.unmanagedSteps", i + 1, version.label(), c.sparkVersion().label()));
                    return false;
                }
            }
        }
        History h;
        try {
            // A Spark without unmanaged memory has no polling interval to keep; one with it keeps the scene's.
            h = History.of(c.withSparkVersion(version, version.unmanaged().exists() ? c.unmanagedMemoryPollingInterval() : 0),
                    ops);
        } catch (SparkConfigException | IllegalStepException e) {
            fail(text().get("version.refused", version.label(), e.getMessage()));
            return false;
        }
        h.goTo(shown.position());
        show(h, titleProperty().get(), hintProperty().get(), Optional.empty(), suggestion);
        return true;
    }

    /** An executor lesson's scenario, standing after step {@code at}. */
    @Override
    public void showLesson(Lesson l, int at, String id) {
        if (l.isCluster()) {
            throw new IllegalArgumentException(l.file() + " is a cluster lesson");
        }
        History h = History.of(l.scenario().config(), l.scenario().steps());
        h.goTo(at);
        show(h, l.title().get(text().locale()), "", Optional.of(id), Optional.empty());
    }

    @Override
    protected History moved(History h, int target) {
        h.goTo(target);
        return h;
    }
}
