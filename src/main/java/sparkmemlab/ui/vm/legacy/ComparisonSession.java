package sparkmemlab.ui.vm.legacy;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import sparkmemlab.compare.ComparedStep;
import sparkmemlab.compare.Manager;
import sparkmemlab.compare.ManagerComparison;
import sparkmemlab.compare.Outcome;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.Operation;
import sparkmemlab.model.SparkConfigException;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.kernel.History;

/**
 * The Legacy vs unified workspace's coordinator: one scene's steps, run once on each manager
 * ({@link ManagerComparison}), and the position shown, which the {@link ExecutorSession} holds, so that the
 * executor's history bar steps both heaps at once. The session's history is the scene on the manager that
 * took more of its steps (the unified one unless it stops earlier); the comparison is made again only when
 * the session shows another history (this session's scene, or a lesson the player shows through the session).
 */
public final class ComparisonSession {
    private final ExecutorSession session;
    private final UiText text;
    private ManagerComparison comparison;
    /** Each manager's state before any step; absent when it refuses the configuration. */
    private final Map<Manager, Optional<ExecutorState>> initial = new EnumMap<>(Manager.class);
    private Scenario scene;
    /** The scene {@link #show} hands to the session, and its comparison, until the session shows its history. */
    private Scenario pendingScene;
    private ManagerComparison pendingComparison;

    public ComparisonSession(UiText text) {
        this.text = text;
        this.session = new ExecutorSession(text);
        // Whoever shows a history (this, or the lesson player through the session), both managers run it.
        session.historyProperty().addListener((o, a, h) -> compare(h));
    }

    private void compare(History h) {
        Scenario s = pendingScene != null ? pendingScene
                : new Scenario(session.titleProperty().get(), h.config(), h.allOperations());
        ManagerComparison c = pendingComparison != null ? pendingComparison : ManagerComparison.run(s.config(), s.steps());
        pendingScene = null;
        pendingComparison = null;
        initial.clear();
        for (Manager m : Manager.values()) {
            initial.put(m, c.configRefusal(m).isPresent() ? Optional.empty()
                    : Optional.of(new ExecutorModel(c.config(m)).state()));
        }
        comparison = c;
        scene = s;
    }

    public UiText text() { return text; }

    /** The position shown and the commands that move it (the history bar's). */
    public ExecutorSession session() { return session; }

    public ManagerComparison comparison() { return comparison; }

    /** The scene shown: its configuration as written (either manager), and every step. */
    public Scenario scene() { return scene; }

    /**
     * Shows a scene on both managers, standing after step {@code at} (clamped).
     *
     * @throws IllegalArgumentException with Spark's words when both managers refuse its configuration
     */
    public void show(Scenario scenario, int at, String hint) {
        ManagerComparison c = ManagerComparison.run(scenario.config(), scenario.steps());
        Manager driver = taken(c, Manager.UNIFIED) >= taken(c, Manager.LEGACY) ? Manager.UNIFIED : Manager.LEGACY;
        if (c.configRefusal(driver).isPresent()) {
            throw new IllegalArgumentException(c.configRefusal(driver).orElseThrow());
        }
        List<Operation> ops = scenario.steps().subList(0, taken(c, driver));
        History h;
        try {
            h = History.of(c.config(driver), ops);
        } catch (SparkConfigException | IllegalStepException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        h.goTo(at);
        pendingScene = scenario;
        pendingComparison = c;
        session.show(h, text.get("legacy.title", scenario.title()), hint, Optional.empty(), Optional.empty());
    }

    /** How many steps a manager took before it refused one (all of them if it refused none). */
    private static int taken(ManagerComparison c, Manager m) {
        if (c.configRefusal(m).isPresent()) {
            return -1;
        }
        int n = 0;
        for (ComparedStep s : c.steps()) {
            if (!(s.outcome(m) instanceof Outcome.Took)) {
                break;
            }
            n++;
        }
        return n;
    }

    /** Steps taken, as the history bar shows them. */
    public int position() {
        return session.positionProperty().get();
    }

    /** The step shown (from 1) on both managers, if a step is shown. */
    public Optional<ComparedStep> step() {
        int p = position();
        return p == 0 || comparison == null ? Optional.empty() : Optional.of(comparison.steps().get(p - 1));
    }

    /**
     * A manager's state after the step shown: after its last step taken, when it refused or stopped before;
     * empty when it refused the configuration.
     */
    public Optional<ExecutorState> state(Manager m) {
        Optional<ExecutorState> state = initial.get(m);
        if (state.isEmpty()) {
            return state;
        }
        for (int i = position(); i >= 1; i--) {
            if (comparison.steps().get(i - 1).outcome(m) instanceof Outcome.Took t) {
                return Optional.of(t.result().state());
            }
        }
        return state;
    }
}
