package sparkmemlab.ui.vm.executor;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import sparkmemlab.history.StepHistory;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.model.PoolState;
import sparkmemlab.model.StepResult;
import sparkmemlab.ui.picture.TimelinePicture;

/**
 * The sandbox's steps and where the student stands among them, kept as the model's
 * {@link StepHistory}: the operations and a checkpoint of the model every so many steps, so memory and
 * the work of one step do not grow with the history. A step shown again is replayed from the nearest
 * checkpoint. Acting after stepping back drops the later steps, so every state shown is one the model
 * produced from the operations listed.
 *
 * <p>Besides the operations it keeps only what the views need for every step: the on-heap timeline's
 * point and whether the state held blocks or the tasks' own objects.
 */
public final class History {
    /** Step results recently shown (by step number), so stepping to and fro does not replay them again. */
    private static final int CACHED_STEPS = 8;

    private final ExecutorConfig config;
    private final StepHistory steps;
    private final ExecutorState initial;
    /** The on-heap and off-heap timeline points of every state, 0 to {@link #size()}. */
    private final List<TimelinePicture.Point> points = new ArrayList<>();
    private final List<TimelinePicture.Point> offHeapPoints = new ArrayList<>();
    private final BitSet withBlocks = new BitSet();
    private final BitSet withUserObjects = new BitSet();
    private final Map<Integer, StepResult> recent = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, StepResult> eldest) {
            return size() > CACHED_STEPS;
        }
    };
    private int position;

    /** @throws sparkmemlab.model.SparkConfigException if Spark refuses the configuration */
    public History(ExecutorConfig config) {
        this.config = config;
        this.steps = new StepHistory(config);
        this.initial = steps.stateAt(0);
        note(0, initial, List.of(), false);
    }

    /**
     * A history of steps the model already took (a snapshot that was read and checked), standing at
     * {@code position}. The operations are replayed quietly (no results built); what the views need of
     * every step is taken from the steps given.
     */
    public static History restore(ExecutorConfig config, ExecutorState initial, List<StepResult> steps, int position) {
        History history = new History(config);
        for (StepResult step : steps) {
            history.steps.appendQuietly(step.operation());
            history.note(history.steps.size(), step.state(), step.events(), !step.spills().isEmpty());
        }
        history.position = Math.max(0, Math.min(steps.size(), position));
        if (history.position > 0) {
            history.recent.put(history.position, steps.get(history.position - 1));
        }
        return history;
    }

    /** A history of every operation applied in turn, standing after the last. */
    public static History of(ExecutorConfig config, List<Operation> operations) {
        History history = new History(config);
        for (Operation op : operations) {
            StepResult r = history.steps.append(op);
            history.note(history.steps.size(), r.state(), r.events(), !r.spills().isEmpty());
        }
        history.position = history.steps.size();
        if (history.position > 0) {
            // The last result is the one shown first; keep it rather than replaying it.
            history.recent.put(history.position, history.steps.step(history.position));
        }
        return history;
    }

    private void note(int step, ExecutorState s, List<sparkmemlab.model.MemoryEvent> events, boolean spilled) {
        boolean oom = events.stream().anyMatch(e -> e instanceof sparkmemlab.model.MemoryEvent.SparkOutOfMemory
                || e instanceof sparkmemlab.model.MemoryEvent.JvmOutOfMemory);
        TimelinePicture.Mark mark = TimelinePicture.Mark.of(spilled, oom);
        put(points, step, point(s.pools(MemoryMode.ON_HEAP), mark));
        put(offHeapPoints, step, point(s.pools(MemoryMode.OFF_HEAP), mark));
        withBlocks.set(step, !s.blocks().isEmpty());
        withUserObjects.set(step, !s.objectsOutsidePools().isEmpty() || s.heap().executorLost());
    }

    private static TimelinePicture.Point point(PoolState p, TimelinePicture.Mark mark) {
        return new TimelinePicture.Point(p.blocksUsed(), p.unrollUsed(), p.storagePool(), p.executionUsed(), mark);
    }

    private static void put(List<TimelinePicture.Point> list, int step, TimelinePicture.Point point) {
        if (step < list.size()) {
            list.set(step, point);
        } else {
            list.add(point);
        }
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
        List<Operation> later = List.of();
        if (position < steps.size()) {
            later = List.copyOf(steps.operations().subList(position, steps.size()));
            steps.truncate(position);
        }
        StepResult result;
        try {
            result = steps.append(operation);
        } catch (RuntimeException refused) {
            for (Operation op : later) {
                steps.appendQuietly(op); // a refused step keeps the later steps
            }
            throw refused;
        }
        if (!later.isEmpty()) {
            points.subList(position + 1, points.size()).clear();
            offHeapPoints.subList(position + 1, offHeapPoints.size()).clear();
            withBlocks.clear(position + 1, Integer.MAX_VALUE);
            withUserObjects.clear(position + 1, Integer.MAX_VALUE);
            recent.keySet().removeIf(k -> k > position);
        }
        position = steps.size();
        note(position, result.state(), result.events(), !result.spills().isEmpty());
        recent.put(position, result);
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
        if (step == 0) {
            return initial;
        }
        StepResult r = recent.get(step);
        return r != null ? r.state() : steps.stateAt(step);
    }

    public ExecutorState state() {
        return position == 0 ? initial : current().orElseThrow().state();
    }

    /** Step {@code step} (from 1), if it exists: replayed from the nearest checkpoint unless shown lately. */
    public Optional<StepResult> step(int step) {
        if (step < 1 || step > steps.size()) {
            return Optional.empty();
        }
        return Optional.of(recent.computeIfAbsent(step, steps::step));
    }

    /** The step that led to the current state, if any. */
    public Optional<StepResult> current() {
        return step(position);
    }

    /**
     * Steps {@code from} to {@code to} (from 1, both included): one by one from the cache and the
     * nearest checkpoint for a few, by one replay of the run for many.
     */
    public List<StepResult> steps(int from, int to) {
        List<StepResult> out = new ArrayList<>();
        if (to < from) {
            return out;
        }
        if (to - from < 16) {
            for (int i = from; i <= to; i++) {
                out.add(step(i).orElseThrow());
            }
            return out;
        }
        sparkmemlab.model.ExecutorModel model = new sparkmemlab.model.ExecutorModel(config);
        List<Operation> ops = steps.operations();
        for (int i = 0; i < to; i++) {
            if (i + 1 < from) {
                model.advance(ops.get(i));
            } else {
                out.add(model.apply(ops.get(i)));
            }
        }
        return out;
    }

    /** Every step taken, in order, including any after the current position: replays the whole run. */
    public List<StepResult> steps() {
        sparkmemlab.model.ExecutorModel model = new sparkmemlab.model.ExecutorModel(config);
        List<StepResult> all = new ArrayList<>();
        for (Operation op : steps.operations()) {
            all.add(model.apply(op));
        }
        return all;
    }

    /** Every operation, including any after the current position (what a snapshot saves). */
    public List<Operation> allOperations() {
        return List.copyOf(steps.operations());
    }

    /** The operations up to the current position (what a saved scenario would hold). */
    public List<Operation> operations() {
        return steps.operations().subList(0, position);
    }

    /** The on-heap timeline point of every state, 0 to {@link #size()} (a live, read-only view). */
    public List<TimelinePicture.Point> timelinePoints() {
        return timelinePoints(MemoryMode.ON_HEAP);
    }

    /** A mode's timeline point of every state, 0 to {@link #size()} (a live, read-only view). */
    public List<TimelinePicture.Point> timelinePoints(MemoryMode mode) {
        return java.util.Collections.unmodifiableList(mode == MemoryMode.ON_HEAP ? points : offHeapPoints);
    }

    /** Whether any state of the history holds a cached block. */
    public boolean anyBlocks() {
        return !withBlocks.isEmpty();
    }

    /** Whether any state of the history has the tasks' own objects on the heap (or lost the executor). */
    public boolean anyUserObjects() {
        return !withUserObjects.isEmpty();
    }
}
