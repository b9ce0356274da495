package sparkmemlab.history;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepOutline;
import sparkmemlab.model.StepResult;

/**
 * Every step of a run, any of which can be shown again quickly however long the run: the operations
 * are kept, and a copy of the model every {@code checkpointEvery} steps. Showing step N copies the
 * nearest checkpoint at or before it and replays at most {@code checkpointEvery} steps, never the whole
 * run from step 0.
 */
public final class StepHistory {
    public static final int DEFAULT_CHECKPOINT_EVERY = 512;

    private final ExecutorConfig config;
    private final int checkpointEvery;
    private final List<Operation> operations = new ArrayList<>();
    /** Models as they stood after step k (k a multiple of checkpointEvery), never stepped again. */
    private final TreeMap<Integer, ExecutorModel> checkpoints = new TreeMap<>();
    /** The model after the last step, where new steps are taken. */
    private ExecutorModel head;

    /** @throws sparkmemlab.model.SparkConfigException if Spark would refuse the configuration */
    public StepHistory(ExecutorConfig config, int checkpointEvery) {
        if (checkpointEvery < 1) {
            throw new IllegalArgumentException("checkpointEvery must be at least 1");
        }
        this.config = config;
        this.checkpointEvery = checkpointEvery;
        this.head = new ExecutorModel(config);
        checkpoints.put(0, head.copy());
    }

    public StepHistory(ExecutorConfig config) {
        this(config, DEFAULT_CHECKPOINT_EVERY);
    }

    public ExecutorConfig config() {
        return config;
    }

    /** The number of steps taken. */
    public int size() {
        return operations.size();
    }

    public List<Operation> operations() {
        return Collections.unmodifiableList(operations);
    }

    /**
     * Takes one more step at the end.
     *
     * @throws sparkmemlab.model.IllegalStepException if Spark could not take it; nothing changes then
     */
    public StepResult append(Operation operation) {
        StepResult result = head.apply(operation);
        operations.add(operation);
        if (operations.size() % checkpointEvery == 0) {
            checkpoints.put(operations.size(), head.copy());
        }
        return result;
    }

    /**
     * Takes one more step at the end without building its result, for loading long runs fast; returns the
     * step's outline.
     *
     * @throws sparkmemlab.model.IllegalStepException if Spark could not take it; nothing changes then
     */
    public StepOutline appendQuietly(Operation operation) {
        StepOutline outline = head.advance(operation);
        operations.add(operation);
        if (operations.size() % checkpointEvery == 0) {
            checkpoints.put(operations.size(), head.copy());
        }
        return outline;
    }

    /** How many steps apart the checkpoints are: no step is more than this many steps' replay away. */
    public int checkpointEvery() {
        return checkpointEvery;
    }

    /** Drops every step after {@code step}, so that the run goes on from there. */
    public void truncate(int step) {
        checkStep(step, 0);
        if (step == operations.size()) {
            return;
        }
        head = modelAfter(step);
        operations.subList(step, operations.size()).clear();
        checkpoints.tailMap(step, false).clear();
    }

    /** The state after {@code step} (0: before the first step). */
    public ExecutorState stateAt(int step) {
        checkStep(step, 0);
        return step == operations.size() ? head.state() : modelAfter(step).state();
    }

    /** Step {@code step} (from 1) as it happened: its result, state and events. */
    public StepResult step(int step) {
        checkStep(step, 1);
        return modelAfter(step - 1).apply(operations.get(step - 1));
    }

    /**
     * Steps {@code from} to {@code to} (from 1, both included) as they happened, replayed from the checkpoint
     * nearest {@code from}: the cost is the steps asked for plus at most {@code checkpointEvery}.
     */
    public List<StepResult> steps(int from, int to) {
        List<StepResult> out = new ArrayList<>(Math.max(0, to - from + 1));
        if (to < from) {
            return out;
        }
        checkStep(from, 1);
        checkStep(to, 1);
        ExecutorModel model = modelAfter(from - 1);
        for (int i = from; i <= to; i++) {
            out.add(model.apply(operations.get(i - 1)));
        }
        return out;
    }

    /** A fresh model in the state after {@code step}, from the nearest checkpoint. */
    private ExecutorModel modelAfter(int step) {
        Map.Entry<Integer, ExecutorModel> checkpoint = checkpoints.floorEntry(step);
        ExecutorModel model = checkpoint.getValue().copy();
        for (int i = checkpoint.getKey(); i < step; i++) {
            model.advance(operations.get(i));
        }
        return model;
    }

    private void checkStep(int step, int first) {
        if (step < first || step > operations.size()) {
            throw new IndexOutOfBoundsException("step " + step + " of " + operations.size());
        }
    }
}
