package sparkmemlab.cluster.spark;

import java.util.List;
import sparkmemlab.cluster.ClusterStep;

/**
 * A step Spark's real Master would not take; {@link #completed} holds the trace before it. Public and
 * outside the harness that is compiled again against Spark 4.2.0, so both versions' {@link RealMaster}
 * throw this one class.
 */
public final class StepRefused extends Exception {
    private static final long serialVersionUID = 1L;
    private final int step;
    private final transient List<ClusterStep> completed;

    public StepRefused(int step, List<ClusterStep> completed, String message) {
        super("step " + step + ": " + message);
        this.step = step;
        this.completed = List.copyOf(completed);
    }

    /** Counts from 1. */
    public int step() {
        return step;
    }

    public List<ClusterStep> completed() {
        return completed;
    }
}
