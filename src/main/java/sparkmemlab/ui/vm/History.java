package sparkmemlab.ui.vm;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;

/**
 * The sandbox's steps and where the student stands among them. Acting after stepping back drops the
 * later steps and replays the kept operations on a fresh {@link ExecutorModel}, so every state shown
 * is one the model produced from the operations listed.
 */
public final class History {
    private final ExecutorConfig config;
    private final ExecutorState initial;
    private final List<StepResult> steps = new ArrayList<>();
    private ExecutorModel model;
    private int position;

    /** @throws sparkmemlab.model.SparkConfigException if Spark refuses the configuration */
    public History(ExecutorConfig config) {
        this.config = config;
        this.model = new ExecutorModel(config);
        this.initial = model.state();
    }

    private History(ExecutorConfig config, ExecutorState initial, List<StepResult> steps, int position) {
        this.config = config;
        this.initial = initial;
        this.steps.addAll(steps);
        this.position = Math.max(0, Math.min(steps.size(), position));
        this.model = null; // built again from the operations when the next step is taken
    }

    /**
     * A history of steps the model already took (a snapshot that was read and checked), standing at
     * {@code position}; the model is rebuilt only if someone acts.
     */
    public static History restore(ExecutorConfig config, ExecutorState initial, List<StepResult> steps, int position) {
        return new History(config, initial, List.copyOf(steps), position);
    }

    /** A history of every operation applied in turn, standing after the last. */
    public static History of(ExecutorConfig config, List<Operation> operations) {
        History history = new History(config);
        for (Operation op : operations) {
            history.apply(op);
        }
        return history;
    }

    public ExecutorConfig config() {
        return config;
    }

    /** Steps taken, 0 to {@link #size()}: the state shown is the state after this many steps. */
    public int position() {
        return position;
    }

    public int size() {
        return steps.size();
    }

    /**
     * Applies an operation after the current position, dropping any later steps.
     *
     * @throws sparkmemlab.model.IllegalStepException if Spark could not take the step; the history is unchanged
     */
    public StepResult apply(Operation operation) {
        ExecutorModel target = model;
        if (target == null || position < steps.size()) {
            target = new ExecutorModel(config);
            for (int i = 0; i < position; i++) {
                target.apply(steps.get(i).operation());
            }
        }
        StepResult result = target.apply(operation);
        model = target;
        steps.subList(position, steps.size()).clear();
        steps.add(result);
        position = steps.size();
        return result;
    }

    public void goTo(int step) {
        position = Math.max(0, Math.min(steps.size(), step));
    }

    public boolean canBack() {
        return position > 0;
    }

    public boolean canForward() {
        return position < steps.size();
    }

    /** The state after {@code step} steps (0: before any). */
    public ExecutorState stateAt(int step) {
        return step == 0 ? initial : steps.get(step - 1).state();
    }

    public ExecutorState state() {
        return stateAt(position);
    }

    /** Step {@code step} (from 1), if it exists. */
    public Optional<StepResult> step(int step) {
        return step >= 1 && step <= steps.size() ? Optional.of(steps.get(step - 1)) : Optional.empty();
    }

    /** The step that led to the current state, if any. */
    public Optional<StepResult> current() {
        return step(position);
    }

    /** Every step taken, in order, including any after the current position. */
    public List<StepResult> steps() {
        return List.copyOf(steps);
    }

    /** Every operation, including any after the current position (what a snapshot saves). */
    public List<Operation> allOperations() {
        return steps.stream().map(StepResult::operation).toList();
    }

    /** The operations up to the current position (what a saved scenario would hold). */
    public List<Operation> operations() {
        return steps.subList(0, position).stream().map(StepResult::operation).toList();
    }
}
