package sparkmemlab.replay.whatif;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.BlockState;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Operation;
import sparkmemlab.model.PoolState;
import sparkmemlab.model.Spill;
import sparkmemlab.model.StepResult;
import sparkmemlab.model.WokenRequest;
import sparkmemlab.replay.whatif.ExecutorPlan.BlockRemoved;
import sparkmemlab.replay.whatif.ExecutorPlan.BlockStored;
import sparkmemlab.replay.whatif.ExecutorPlan.Event;
import sparkmemlab.replay.whatif.ExecutorPlan.RddRemoved;
import sparkmemlab.replay.whatif.ExecutorPlan.TaskBegins;
import sparkmemlab.replay.whatif.ExecutorPlan.TaskEnds;

/**
 * A plan's events run on the model, turned into scenario steps as they go. A task asks, when it starts, for
 * its Peak Execution Memory as one spillable consumer ({@value #CONSUMER}) in Spark's tungsten mode, and holds
 * it until it ends. If it is granted less, it asks once more for the rest, as an operator asks for its next
 * page: its TaskMemoryManager then makes it spill what it holds (Spark's self-spill) and asks again. A request
 * that parks (below 1/2N) waits until the model wakes it; a task whose end comes while it waits ends once it
 * is woken. Blocks are put whole at their recorded size; the application's removals remove them if the model
 * still holds them. Every step's on- and off-heap use is kept, with the log's place of the event behind it.
 */
final class ModelRun {
    static final String CONSUMER = "peakExecutionMemory";

    /** A block the model evicted: its name, the step (from 1) and the log's place of the event that evicted it. */
    record Eviction(String block, int step, long seq) {
    }

    private final ExecutorConfig config;
    private final ExecutorModel model;
    private final MemoryMode tungsten;
    private final List<Operation> steps = new ArrayList<>();
    private final List<Long> stepSeqs = new ArrayList<>();
    private final List<long[]> used = new ArrayList<>();
    private final List<Eviction> evictions = new ArrayList<>();
    private final Map<Long, Long> spills = new LinkedHashMap<>();
    private final Set<Long> waited = new LinkedHashSet<>();
    private final Map<Long, Long> shortBy = new LinkedHashMap<>();
    private final Set<String> refusedPuts = new LinkedHashSet<>();
    /** Tasks parked now, with the bytes their request still lacks; and whether it is their first request. */
    private final Map<Long, long[]> parked = new HashMap<>();
    private final Set<Long> endDeferred = new HashSet<>();
    private long currentSeq;
    private ExecutorState lastState;

    private ModelRun(ExecutorConfig config) {
        this.config = config;
        this.model = new ExecutorModel(config);
        model.setRecordingEvents(false); // the run keeps figures, not the events that explain each step
        this.tungsten = config.tungstenMemoryMode();
        this.lastState = model.state();
    }

    /**
     * @throws IllegalStepException if the model cannot take a step the log implies (none is known: the steps are
     *     made so that a parked task takes none)
     */
    static ModelRun of(ExecutorConfig config, List<Event> events, WhatIfWatch watch) {
        ModelRun run = new ModelRun(config);
        long done = 0;
        for (Event e : events) {
            watch.at(WhatIfWatch.Stage.RUNNING, ++done, events.size());
            run.currentSeq = e.seq();
            run.take(e);
        }
        return run;
    }

    private void take(Event e) {
        if (e instanceof TaskBegins b) {
            if (b.peak() > 0) {
                ask(b.task(), b.peak(), true);
            }
        } else if (e instanceof TaskEnds end) {
            if (parked.containsKey(end.task())) {
                endDeferred.add(end.task());
            } else {
                apply(new Operation.EndTask(end.task()));
            }
        } else if (e instanceof BlockStored s) {
            MemoryMode mode = s.offHeap() ? MemoryMode.OFF_HEAP : MemoryMode.ON_HEAP;
            StepResult r = apply(new Operation.PutBlock(s.block(), s.bytes(), mode, OptionalLong.empty()));
            if (r.result() == OpResult.FALSE) {
                refusedPuts.add(s.block().name());
            }
        } else if (e instanceof BlockRemoved r) {
            removeIfHeld(r.block());
        } else if (e instanceof RddRemoved r) {
            for (BlockState b : List.copyOf(lastState.blocks())) {
                if (b.id().rddId().filter(id -> id == r.rdd()).isPresent()) {
                    removeIfHeld(b.id());
                }
            }
        }
    }

    private void removeIfHeld(BlockId block) {
        if (lastState.blocks().stream().anyMatch(b -> b.id().equals(block))) {
            apply(new Operation.RemoveBlock(block));
        }
    }

    /** The task's request for {@code bytes}: its first (its peak) or the second (the rest, after a short grant). */
    private void ask(long task, long bytes, boolean first) {
        StepResult r = apply(new Operation.ConsumerAcquire(task, CONSUMER, bytes, tungsten, true));
        if (r.result() instanceof OpResult.Bytes granted) {
            granted(task, bytes, granted.bytes(), first);
        } else if (r.result() == OpResult.WAITING) {
            waited.add(task);
            parked.put(task, new long[] {bytes, first ? 1 : 0});
        }
    }

    private void granted(long task, long asked, long got, boolean first) {
        if (got >= asked) {
            return;
        }
        if (first && got > 0) {
            ask(task, asked - got, false);
        } else {
            shortBy.merge(task, asked - got, Long::sum);
        }
    }

    private StepResult apply(Operation op) {
        StepResult r = model.apply(op);
        lastState = r.state();
        steps.add(op);
        stepSeqs.add(currentSeq);
        PoolState on = r.state().onHeap();
        PoolState off = r.state().offHeap();
        used.add(new long[] {on.storageUsed(), on.executionUsed(), off.storageUsed(), off.executionUsed()});
        for (BlockId b : r.evicted()) {
            evictions.add(new Eviction(b.name(), r.step(), currentSeq));
        }
        for (Spill s : r.spills()) {
            spills.merge(s.task(), s.bytes(), Long::sum);
        }
        for (WokenRequest w : r.woke()) {
            woken(w);
        }
        return r;
    }

    /** A parked request completed in the step just taken: it goes on as a granted one would, then its end if due. */
    private void woken(WokenRequest w) {
        long[] request = parked.remove(w.task());
        if (request == null) {
            return;
        }
        granted(w.task(), request[0], w.granted(), request[1] == 1);
        if (!parked.containsKey(w.task()) && endDeferred.remove(w.task())) {
            apply(new Operation.EndTask(w.task()));
        }
    }

    ExecutorConfig config() {
        return config;
    }

    /** The steps taken, as a scenario's. */
    List<Operation> steps() {
        return steps;
    }

    /** The log's place of the event behind step {@code i} (from 0). */
    long seqOf(int i) {
        return stepSeqs.get(i);
    }

    /** After step {@code i} (from 0): storage used (unroll included) and execution used, in that mode. */
    long storageUsed(int i, MemoryMode mode) {
        return used.get(i)[mode == MemoryMode.ON_HEAP ? 0 : 2];
    }

    long executionUsed(int i, MemoryMode mode) {
        return used.get(i)[mode == MemoryMode.ON_HEAP ? 1 : 3];
    }

    List<Eviction> evictions() {
        return evictions;
    }

    /** The bytes each task spilled, by task, in the order they first spilled. */
    Map<Long, Long> spills() {
        return spills;
    }

    /** The tasks whose request parked at least once. */
    Set<Long> waited() {
        return waited;
    }

    /** The tasks that never got all of their peak, with the bytes they went without. */
    Map<Long, Long> shortBy() {
        return shortBy;
    }

    /** The tasks still waiting when the log ends. */
    Set<Long> stillWaiting() {
        return parked.keySet();
    }

    Set<String> refusedPuts() {
        return refusedPuts;
    }
}
