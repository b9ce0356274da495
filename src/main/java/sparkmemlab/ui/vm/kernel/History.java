package sparkmemlab.ui.vm.kernel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import sparkmemlab.history.StepHistory;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepOutline;
import sparkmemlab.model.StepResult;
import sparkmemlab.ui.picture.LogEntry;
import sparkmemlab.ui.picture.TimelinePicture;
import sparkmemlab.ui.vm.SceneSession;

/**
 * The sandbox's steps and where the student stands among them, kept as the model's
 * {@link StepHistory}: the operations and a checkpoint of the model every so many steps, so memory and
 * the work of one step do not grow with the history. A step shown again is replayed from the nearest
 * checkpoint. Acting after stepping back drops the later steps, so every state shown is one the model
 * produced from the operations listed.
 *
 * <p>Besides the operations it keeps nothing per step: the timeline as at most {@link TimelineColumns#MAX}
 * columns, and where each chunk of steps' lines are in the event log ({@link LogIndex}); both are kept up
 * to date in the same pass that takes the steps, so a history of a million steps loads with the model's own
 * work, and the log's lines are built from the steps' results only for the rows shown.
 */
public final class History implements SceneSession.Shown<ExecutorState> {
    /** Step results recently shown (by step number), so stepping to and fro does not replay them again. */
    private static final int CACHED_STEPS = 8;
    /** Chunks of steps replayed for the log lately (by chunk), so scrolling through them does not replay again. */
    private static final int CACHED_CHUNKS = 4;

    private final ExecutorConfig config;
    private final StepHistory steps;
    private final ExecutorState initial;
    private final TimelineColumns timeline = new TimelineColumns();
    private final LogIndex logIndex;
    private final Map<Integer, StepResult> recent = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, StepResult> eldest) {
            return size() > CACHED_STEPS;
        }
    };
    private final Map<Integer, List<StepResult>> chunks = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, List<StepResult>> eldest) {
            return size() > CACHED_CHUNKS;
        }
    };
    private int position;

    /** @throws sparkmemlab.model.SparkConfigException if Spark refuses the configuration */
    public History(ExecutorConfig config) {
        this.config = config;
        this.steps = new StepHistory(config);
        this.initial = steps.stateAt(0);
        this.logIndex = new LogIndex(steps.checkpointEvery());
        timeline.add(TimelinePicture.Mark.NONE, () -> initial);
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
            history.note(StepOutline.of(step), step::state);
        }
        history.position = Math.max(0, Math.min(steps.size(), position));
        if (history.position > 0) {
            history.recent.put(history.position, steps.get(history.position - 1));
        }
        return history;
    }

    /**
     * A history of every operation applied in turn, standing after the last: each step is taken quietly
     * (its outline only), and the state read only where the timeline needs it.
     *
     * @throws sparkmemlab.model.IllegalStepException if Spark could not take one of the steps
     */
    public static History of(ExecutorConfig config, Iterable<? extends Operation> operations) {
        History history = new History(config);
        StepHistory steps = history.steps;
        for (Operation op : operations) {
            history.note(steps.appendQuietly(op), () -> steps.stateAt(steps.size()));
        }
        history.position = steps.size();
        return history;
    }

    private void note(StepOutline step, Supplier<ExecutorState> state) {
        timeline.add(TimelinePicture.Mark.of(step.spilled(), step.outOfMemory()), state);
        logIndex.add(LogEntry.lines(step.events(), step.containerEvents()));
    }

    public ExecutorConfig config() {
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
            recent.keySet().removeIf(k -> k > position);
            outlineAgainTo(position);
        }
        chunks.remove(logIndex.chunkOf(steps.size()));
        position = steps.size();
        note(StepOutline.of(result), result::state);
        recent.put(position, result);
        return result;
    }

    /**
     * Brings the timeline's columns and the log's index back to the first {@code last} steps, after the later
     * ones were dropped: the column and the chunk that held the step after {@code last} are outlined again
     * from the steps' replayed results (at most a column's and a chunk's worth, from a checkpoint).
     */
    private void outlineAgainTo(int last) {
        chunks.keySet().removeIf(c -> c >= logIndex.chunkOf(last + 1));
        // Short enough again for a column a state: the timeline is made again from the start.
        int fromState = last < TimelineColumns.MAX && timeline.statesPerColumn() > 1 ? timeline.clear() : timeline.truncate(last);
        int fromStep = logIndex.truncate(last);
        int from = Math.max(1, Math.min(fromState, fromStep));
        if (fromState == 0) {
            timeline.add(TimelinePicture.Mark.NONE, () -> initial);
            fromState = 1;
        }
        for (StepResult r : steps.steps(from, last)) {
            StepOutline outline = StepOutline.of(r);
            if (r.step() >= fromState) {
                timeline.add(TimelinePicture.Mark.of(outline.spilled(), outline.outOfMemory()), r::state);
            }
            if (r.step() >= fromStep) {
                logIndex.add(LogEntry.lines(outline.events(), outline.containerEvents()));
            }
        }
    }

    public void goTo(int step) {
        position = Math.max(0, Math.min(steps.size(), step));
    }

    /** The state after {@code step} steps (0: before any). */
    public ExecutorState stateAt(int step) {
        if (step == 0) {
            return initial;
        }
        StepResult r = recent.get(step);
        return r != null ? r.state() : steps.stateAt(step);
    }

    @Override
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
     * nearest checkpoint for a few, by one replay from the checkpoint before {@code from} for many.
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
        return steps.steps(from, to);
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

    /**
     * A mode's timeline: a point per column (one column per state up to {@link TimelineColumns#MAX} states, a
     * few states per column beyond), for the first {@code shown} states only.
     */
    public TimelinePicture timeline(MemoryMode mode, int shown) {
        ExecutorState first = initial;
        return new TimelinePicture(mode, first.layout().maxMemory(mode), first.layout().storageRegionSize(mode),
                timeline.points(mode, Math.max(1, Math.min(size() + 1, shown)), stateAt(size())),
                timeline.statesPerColumn(), position, size());
    }

    /** Whether any state of the history holds a cached block (beyond {@link TimelineColumns#MAX} steps: any column's last state). */
    public boolean anyBlocks() {
        return timeline.anyBlocks() || !stateAt(size()).blocks().isEmpty();
    }

    /** Whether any state of the history has the tasks' own objects on the heap (or lost the executor); as {@link #anyBlocks}. */
    public boolean anyUserObjects() {
        return timeline.anyUserObjects() || TimelineColumns.userObjects(stateAt(size()));
    }

    // ---- the event log's lines -------------------------------------------------------------------

    /** The log's lines of steps 1 to {@code step}: as {@link LogEntry#ofStep} makes them. */
    public long logLines(int step) {
        if (step <= 0) {
            return 0;
        }
        if (step == size()) {
            return logIndex.lines();
        }
        int c = logIndex.chunkOf(step);
        long lines = logIndex.linesBefore(c);
        for (StepResult r : chunk(c)) {
            if (r.step() > step) {
                break;
            }
            lines += lines(r);
        }
        return lines;
    }

    private static int lines(StepResult r) {
        return LogEntry.lines(r.events().size(), r.containerEvents());
    }

    /** A line of the log: its step, and its place among the step's lines (0: the heading, as {@link LogEntry#ofStep} orders them). */
    public record LogLine(StepResult step, int index) {
    }

    /** Line {@code line} of the log of every step, in step order (0: step 1's heading). */
    public LogLine logLine(long line) {
        int c = logIndex.chunkOfLine(line);
        long at = logIndex.linesBefore(c);
        for (StepResult r : chunk(c)) {
            int n = lines(r);
            if (line < at + n) {
                return new LogLine(r, (int) (line - at));
            }
            at += n;
        }
        throw new IndexOutOfBoundsException("line " + line + " of " + logIndex.lines());
    }

    /** The steps of chunk {@code c} of the log's index, replayed from its checkpoint unless replayed lately. */
    private List<StepResult> chunk(int c) {
        return chunks.computeIfAbsent(c, k -> steps.steps(k * logIndex.chunk() + 1,
                Math.min(size(), (k + 1) * logIndex.chunk())));
    }
}
