package sparkmemlab.ui.vm.cluster;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.ClusterOp;
import sparkmemlab.cluster.ClusterState;
import sparkmemlab.cluster.ClusterStep;
import sparkmemlab.cluster.IllegalClusterStepException;
import sparkmemlab.cluster.Master;
import sparkmemlab.ui.vm.SceneSession;

/**
 * A cluster's steps and where the student stands among them. A cluster's messages are few and a step is
 * cheap, so every step's result is kept; acting after stepping back drops the later steps (every state shown
 * is one the Master produced from the messages listed). Immutable: each change makes another history.
 */
public final class ClusterHistory implements SceneSession.Shown<ClusterState> {
    private final ClusterConfig config;
    private final List<ClusterOp> ops;
    private final List<ClusterStep> steps;
    private final ClusterState initial;
    private final int position;

    private ClusterHistory(ClusterConfig config, List<ClusterOp> ops, List<ClusterStep> steps, ClusterState initial,
            int position) {
        this.config = config;
        this.ops = List.copyOf(ops);
        this.steps = List.copyOf(steps);
        this.initial = initial;
        this.position = Math.max(0, Math.min(steps.size(), position));
    }

    /**
     * Every message delivered in turn to a new Master, standing after step {@code at} (clamped).
     *
     * @throws Refused naming the first message Spark cannot take
     */
    public static ClusterHistory of(ClusterConfig config, List<ClusterOp> ops, int at) throws Refused {
        Master master = new Master(config);
        ClusterState initial = master.state();
        List<ClusterStep> steps = new ArrayList<>(ops.size());
        for (int i = 0; i < ops.size(); i++) {
            try {
                steps.add(master.apply(ops.get(i)));
            } catch (IllegalClusterStepException e) {
                throw new Refused(i, ops.get(i), e);
            }
        }
        return new ClusterHistory(config, ops, steps, initial, at);
    }

    /** An empty cluster. */
    public static ClusterHistory empty(ClusterConfig config) {
        return new ClusterHistory(config, List.of(), List.of(), new Master(config).state(), 0);
    }

    /** Message {@code index} (from 0) of a history was refused by the Master. */
    public static final class Refused extends Exception {
        private final int index;
        private final ClusterOp op;

        Refused(int index, ClusterOp op, IllegalClusterStepException cause) {
            super(cause.getMessage(), cause);
            this.index = index;
            this.op = op;
        }

        /** The refused message's index, from 0. */
        public int index() {
            return index;
        }

        public ClusterOp op() {
            return op;
        }
    }

    public ClusterConfig config() {
        return config;
    }

    /** Steps taken, 0 to {@link #size()}: the state shown is the state after this many steps. */
    @Override
    public int position() {
        return position;
    }

    @Override
    public int size() {
        return steps.size();
    }

    /** Every message, including those after the position. */
    public List<ClusterOp> ops() {
        return ops;
    }

    /** Every step's result, including those after the position. */
    public List<ClusterStep> steps() {
        return steps;
    }

    /** The state after {@code step} steps (0: before any). */
    public ClusterState stateAt(int step) {
        return step <= 0 ? initial : steps.get(Math.min(step, steps.size()) - 1).state();
    }

    @Override
    public ClusterState state() {
        return stateAt(position);
    }

    /** The step that led to the state shown, if any. */
    public Optional<ClusterStep> current() {
        return position == 0 ? Optional.empty() : Optional.of(steps.get(position - 1));
    }

    /** The same history standing after step {@code step} (clamped). */
    public ClusterHistory at(int step) {
        return new ClusterHistory(config, ops, steps, initial, step);
    }

    /**
     * The history with {@code op} delivered after the position, the later steps dropped.
     *
     * @throws Refused if the Master cannot take it; this history is unchanged
     */
    public ClusterHistory then(ClusterOp op) throws Refused {
        List<ClusterOp> kept = new ArrayList<>(ops.subList(0, position));
        kept.add(op);
        return of(config, kept, kept.size());
    }

    /**
     * The same messages delivered again to a Master with other settings, or with other messages, standing at
     * the same step: what a changed spreadOut or an app's changed settings would have done.
     *
     * @throws Refused if some message is one the Master cannot take then
     */
    public ClusterHistory replay(ClusterConfig other, List<ClusterOp> otherOps) throws Refused {
        return of(other, otherOps, position);
    }
}
