package sparkmemlab.snapshot;

import java.util.Objects;
import sparkmemlab.scenario.Scenario;

/**
 * A moment of a scenario: its configuration and all its steps, the step being shown, and the view.
 * The state at that step is not kept here: it is computed by running the steps on the model, and a
 * snapshot file carries it only for readers without the app (and to be checked on opening).
 *
 * @param at the step shown, from 0 (before the first step) to the number of steps
 */
public record Snapshot(Scenario scenario, int at, ViewState view) {

    /** The current snapshot format; files of a newer one are refused. */
    public static final int FORMAT_VERSION = 1;
    public static final String FORMAT_PREFIX = "spark-memory-snapshot/";
    public static final String FORMAT = FORMAT_PREFIX + FORMAT_VERSION;

    public Snapshot {
        Objects.requireNonNull(scenario);
        Objects.requireNonNull(view);
        if (at < 0 || at > scenario.steps().size()) {
            throw new IllegalArgumentException("the step shown must be from 0 to " + scenario.steps().size());
        }
    }
}
