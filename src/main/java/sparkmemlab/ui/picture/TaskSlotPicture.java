package sparkmemlab.ui.picture;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeSet;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.ManagerKind;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.PoolState;
import sparkmemlab.model.TaskShares;
import sparkmemlab.model.WaitingRequest;
import sparkmemlab.ui.text.UiText;

/**
 * One task slot: the task in it (if any), its state, and for each memory mode its execution memory
 * against Spark's per-task bounds, 1/2N (below which it waits) and 1/N (above which it is capped), as the model
 * computes them for the manager in use.
 */
public record TaskSlotPicture(int index, OptionalLong task, State state, String title, String stateText,
        List<Gauge> gauges, List<String> consumers, String ownObjects, String tooltip) {

    public TaskSlotPicture {
        gauges = List.copyOf(gauges);
        consumers = List.copyOf(consumers);
    }

    public enum State {
        IDLE, RUNNING, PARKED, SPILLING, OOM,
        /** The task failed on Spark's OOM and ended in this step (Executor.TaskRunner released its memory). */
        FAILED,
        /** The executor's JVM ran out of heap and exited: every slot is lost. */
        LOST;

        public String pseudoClass() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * A task's execution memory in one mode, on a scale of the most execution memory could be (the unified region,
     * or the static manager's fixed pool). The marks are the model's ({@link TaskShares}), never worked out here.
     *
     * @param min Spark's minMemoryPerTask for the manager in use (0 when N is 0)
     * @param max Spark's maxMemoryPerTask for the manager in use (0 when N is 0)
     */
    public record Gauge(MemoryMode mode, long held, long scale, long min, long max, int activeTasks, String label,
            String minLabel, String maxLabel, String tooltip) {
    }

    /** Slots for a state of {@code manager}: one per core, or one per task if more tasks are known. */
    public static List<TaskSlotPicture> of(ExecutorState state, ManagerKind manager, int cores, UiText text) {
        return of(state, manager, Optional.empty(), cores, text);
    }

    /** Slots after a step: a task that spilled or hit Spark's OOM in this step says so. */
    public static List<TaskSlotPicture> of(ExecutorState state, ManagerKind manager, Optional<sparkmemlab.model.StepResult> step,
            int cores, UiText text) {
        return of(state, manager, step, OptionalLong.empty(), cores, text);
    }

    /**
     * Slots after a step, {@code failed} the task this step ended after Spark's OOM in the step before: its slot
     * says it failed, in the step that ends it.
     */
    public static List<TaskSlotPicture> of(ExecutorState state, ManagerKind manager,
            Optional<sparkmemlab.model.StepResult> step, OptionalLong failed, int cores, UiText text) {
        TreeSet<Long> tasks = new TreeSet<>();
        failed.ifPresent(tasks::add);
        tasks.addAll(state.onHeap().memoryForTask().keySet());
        tasks.addAll(state.offHeap().memoryForTask().keySet());
        tasks.addAll(state.onHeap().unrollMemoryForTask().keySet());
        tasks.addAll(state.offHeap().unrollMemoryForTask().keySet());
        state.waiting().forEach(w -> tasks.add(w.task()));
        tasks.addAll(state.consumers().keySet());
        tasks.addAll(state.heap().userMemoryForTask().keySet());
        boolean lost = state.heap().executorLost();
        java.util.Set<Long> spilled = new java.util.HashSet<>();
        java.util.Set<Long> oom = new java.util.HashSet<>();
        step.ifPresent(r -> {
            r.spills().forEach(sp -> spilled.add(sp.task()));
            r.events().forEach(e -> {
                if (e instanceof sparkmemlab.model.MemoryEvent.SparkOutOfMemory o) {
                    oom.add(o.task());
                }
            });
        });
        boolean offHeap = state.layout().maxOffHeapMemory() > 0;
        List<TaskSlotPicture> slots = new ArrayList<>();
        int index = 0;
        for (long task : tasks) {
            Optional<WaitingRequest> parked = state.waiting().stream().filter(w -> w.task() == task).findFirst();
            List<Gauge> gauges = new ArrayList<>();
            gauges.add(gauge(state, manager, MemoryMode.ON_HEAP, task, text));
            if (offHeap) {
                gauges.add(gauge(state, manager, MemoryMode.OFF_HEAP, task, text));
            }
            State s = lost ? State.LOST : failed.isPresent() && failed.getAsLong() == task ? State.FAILED
                    : parked.isPresent() ? State.PARKED : oom.contains(task) ? State.OOM
                    : spilled.contains(task) ? State.SPILLING : State.RUNNING;
            String stateText = switch (s) {
                case PARKED -> parked.map(w -> text.get("slot.parked", text.bytes(w.bytes()), text.mode(w.mode()),
                        text.bytes(manager.taskShares(state, w.mode()).minPerTask()))).orElseThrow();
                case OOM -> text.get("slot.oom");
                case FAILED -> text.get("slot.failed");
                case SPILLING -> text.get("slot.spilling");
                case LOST -> text.get("slot.lost");
                default -> text.get("slot.running");
            };
            String tooltip = text.get("tip.slot." + s.pseudoClass());
            List<String> consumers = new ArrayList<>();
            state.consumers().getOrDefault(task, java.util.Collections.emptySortedMap()).forEach((name, c) ->
                    consumers.add(c.collectionSize().isPresent()
                            ? text.get("slot.collection", name, text.bytes(c.collectionSize().getAsLong()), text.bytes(c.used()),
                                    text.bytes(c.spilled()))
                            : text.get("slot.consumer", name, text.bytes(c.used()), text.bytes(c.spilled()))));
            long own = state.heap().userMemoryForTask().getOrDefault(task, 0L);
            String ownObjects = own > 0 ? text.get("slot.ownObjects", text.bytes(own)) : "";
            if (own > 0) {
                tooltip = tooltip + "\n" + text.get("tip.slot.ownObjects", text.exact(own));
            }
            slots.add(new TaskSlotPicture(index++, OptionalLong.of(task), s, text.get("slot.task", task), stateText, gauges,
                    consumers, ownObjects, tooltip));
        }
        while (index < cores) {
            List<Gauge> gauges = new ArrayList<>();
            gauges.add(gauge(state, manager, MemoryMode.ON_HEAP, -1, text));
            if (offHeap) {
                gauges.add(gauge(state, manager, MemoryMode.OFF_HEAP, -1, text));
            }
            slots.add(lost
                    ? new TaskSlotPicture(index++, OptionalLong.empty(), State.LOST, text.get("slot.free"),
                            text.get("slot.lost.idle"), gauges, List.of(), "", text.get("tip.slot.lost"))
                    : new TaskSlotPicture(index++, OptionalLong.empty(), State.IDLE, text.get("slot.free"),
                            text.get("slot.idle"), gauges, List.of(), "", text.get("tip.slot.idle")));
        }
        return slots;
    }

    static Gauge gauge(ExecutorState state, ManagerKind manager, MemoryMode mode, long task, UiText text) {
        PoolState pools = state.pools(mode);
        long held = task < 0 ? 0 : pools.memoryForTask().getOrDefault(task, 0L);
        TaskShares shares = manager.taskShares(state, mode);
        int n = shares.activeTasks();
        long scale = Math.max(1, manager.executionReach(state, mode));
        long unmanaged = state.unmanaged().get(mode);
        String tip = manager == ManagerKind.STATIC ? "tip.gauge.legacy" : unmanaged > 0 ? "tip.gauge.unmanaged" : "tip.gauge";
        return new Gauge(mode, held, scale, shares.minPerTask(), shares.maxPerTask(), n,
                text.get("gauge.label", text.mode(mode), text.bytes(held)),
                text.get("gauge.min", n), text.get("gauge.max", n),
                text.get(tip, text.mode(mode), text.exact(held), n, text.exact(shares.minPerTask()),
                        text.exact(shares.maxPerTask()), text.exact(shares.poolSize()), text.exact(shares.maxPoolSize()),
                        text.exact(unmanaged)));
    }
}
