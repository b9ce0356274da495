package sparkmemlab.replay.whatif;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import sparkmemlab.model.BlockId;
import sparkmemlab.replay.BlockUpdateRecord;
import sparkmemlab.replay.ExecutorTimeline;
import sparkmemlab.replay.LogClock;
import sparkmemlab.replay.RddUnpersisted;
import sparkmemlab.replay.ReplayedLog;
import sparkmemlab.replay.TaskEndRecord;
import sparkmemlab.replay.TaskStartRecord;

/**
 * What one executor's log gives the model, in the log's order: each task's start (with its recorded Peak
 * Execution Memory) and end, each block stored in its memory, each block removed by the application (a block
 * update to StorageLevel.NONE of a block that is not an RDD's, an RDD unpersisted), and, apart, the blocks
 * Spark dropped from memory on its own (evictions: a block that left memory but stayed on disk, or an RDD block
 * that left it: Spark removes an RDD's blocks by unpersisting, with no block update). Evictions are not steps:
 * the model makes its own.
 */
final class ExecutorPlan {

    /** One thing that happened on the executor, at its place in the log ({@code seq}). */
    sealed interface Event {
        long seq();
    }

    /** A task started; {@code peak} is its TaskEnd's "Peak Execution Memory" (0 when it has none). */
    record TaskBegins(long seq, long task, long peak) implements Event {
    }

    record TaskEnds(long seq, long task) implements Event {
    }

    /** A block in memory after its update: its "Memory Size", off-heap when its level says so. */
    record BlockStored(long seq, BlockId block, long bytes, boolean offHeap) implements Event {
    }

    /** The application removed a block (it had not necessarily stayed in the model's memory). */
    record BlockRemoved(long seq, BlockId block) implements Event {
    }

    record RddRemoved(long seq, int rdd) implements Event {
    }

    /** A block Spark dropped from memory to make room, at its place in the log. */
    record Drop(long seq, String block) {
    }

    /** A task's place and time in the log: from its TaskStart to its first TaskEnd (or the log's end). */
    record TaskSpan(long task, long startSeq, long endSeq, long startTime, long endTime, int index) {
    }

    private final List<Event> events;
    private final List<Drop> drops;
    private final List<TaskSpan> tasks;
    private final Map<Long, Long> recordedSpills;
    private final int blocksSkipped;
    private final int tasksWithoutPeak;
    private final int tasksNotEnded;
    private final LogClock clock;

    private ExecutorPlan(List<Event> events, List<Drop> drops, List<TaskSpan> tasks, Map<Long, Long> recordedSpills,
            int blocksSkipped, int tasksWithoutPeak, int tasksNotEnded, LogClock clock) {
        this.events = List.copyOf(events);
        this.drops = List.copyOf(drops);
        this.tasks = List.copyOf(tasks);
        this.recordedSpills = recordedSpills;
        this.blocksSkipped = blocksSkipped;
        this.tasksWithoutPeak = tasksWithoutPeak;
        this.tasksNotEnded = tasksNotEnded;
        this.clock = clock;
    }

    static ExecutorPlan of(ReplayedLog log, ExecutorTimeline executor, WhatIfWatch watch) {
        LogClock clock = LogClock.of(log);
        long total = executor.taskStarts().size() + executor.blockUpdates().size();
        long done = 0;
        Map<Long, TaskEndRecord> ends = new HashMap<>();
        for (TaskEndRecord end : executor.taskEnds()) {
            ends.putIfAbsent(end.taskId(), end); // a later end (Resubmitted) ends nothing
        }
        List<Event> events = new ArrayList<>();
        List<TaskSpan> tasks = new ArrayList<>();
        Map<Long, Long> spills = new LinkedHashMap<>();
        int withoutPeak = 0;
        int notEnded = 0;
        long lastSeq = log.events();
        for (TaskStartRecord start : executor.taskStarts()) {
            watch.at(WhatIfWatch.Stage.PLANNING, ++done, total);
            TaskEndRecord end = ends.get(start.taskId());
            Long peak = end == null || end.metrics() == null ? null : end.metrics().peakExecutionMemory();
            withoutPeak += end != null && peak == null ? 1 : 0;
            events.add(new TaskBegins(start.seq(), start.taskId(), peak == null ? 0 : peak));
            long endSeq = end == null ? lastSeq : end.seq();
            if (end != null) {
                events.add(new TaskEnds(end.seq(), start.taskId()));
            } else {
                notEnded++;
            }
            tasks.add(new TaskSpan(start.taskId(), start.seq(), endSeq, clock.timeOf(start.seq()), clock.timeOf(endSeq),
                    start.index()));
        }
        for (TaskEndRecord end : executor.taskEnds()) {
            if (ends.get(end.taskId()) == end && end.metrics() != null && end.metrics().memoryBytesSpilled() > 0) {
                spills.put(end.taskId(), end.metrics().memoryBytesSpilled());
            }
        }
        List<Drop> drops = new ArrayList<>();
        int skipped = 0;
        for (BlockUpdateRecord u : executor.blockUpdates()) {
            watch.at(WhatIfWatch.Stage.PLANNING, ++done, total);
            BlockId id;
            try {
                id = BlockId.parse(u.blockId());
            } catch (IllegalArgumentException e) {
                skipped++; // a kind of block the model does not hold (a task's result, a stream's input)
                continue;
            }
            boolean inMemory = u.storageLevel().useMemory() && u.memorySize() > 0;
            if (inMemory) {
                events.add(new BlockStored(u.seq(), id, u.memorySize(), u.storageLevel().useOffHeap()));
            } else if ((u.storageLevel().useDisk() && u.diskSize() > 0) || id.rddId().isPresent()) {
                drops.add(new Drop(u.seq(), id.name()));
            } else {
                events.add(new BlockRemoved(u.seq(), id));
            }
        }
        long first = executor.firstSeq();
        for (RddUnpersisted r : log.unpersistedRdds()) {
            if (r.seq() > first) {
                events.add(new RddRemoved(r.seq(), r.rddId()));
            }
        }
        events.sort(Comparator.comparingLong(Event::seq));
        return new ExecutorPlan(events, drops, tasks, spills, skipped, withoutPeak, notEnded, clock);
    }

    /** The events in the log's order. */
    List<Event> events() {
        return events;
    }

    /** The blocks Spark dropped from memory, in the log's order. */
    List<Drop> drops() {
        return drops;
    }

    List<TaskSpan> tasks() {
        return tasks;
    }

    /** "Memory Bytes Spilled" of the tasks that spilled, by task. */
    Map<Long, Long> recordedSpills() {
        return recordedSpills;
    }

    int blocksSkipped() {
        return blocksSkipped;
    }

    int tasksWithoutPeak() {
        return tasksWithoutPeak;
    }

    int tasksNotEnded() {
        return tasksNotEnded;
    }

    /**
     * The events as they would come with {@code slots} tasks at most at once. Each task keeps its duration and the
     * log's order of starts; one that finds no free slot starts when one frees; and whatever ended before it
     * started in the log still ends before it starts (so a stage waits for the one before it). A task's block
     * updates (an RDD block of its partition, while it ran) move with it; other events keep their time. With no
     * task delayed, this is the log's order.
     */
    List<Event> scheduled(int slots, WhatIfWatch watch) {
        long total = tasks.size() + events.size();
        long done = 0;
        Map<Long, Long> delay = new HashMap<>();
        Map<Long, Double> startKey = new HashMap<>();
        PriorityQueue<long[]> free = new PriorityQueue<>(Comparator.comparingLong((long[] s) -> s[0]).thenComparingLong(s -> s[1]));
        for (int i = 0; i < slots; i++) {
            free.add(new long[] {Long.MIN_VALUE, -1});
        }
        PriorityQueue<TaskSpan> endedBefore = new PriorityQueue<>(Comparator.comparingLong(TaskSpan::endSeq));
        long carried = 0;
        boolean anyDelay = false;
        for (TaskSpan t : tasks) {
            watch.at(WhatIfWatch.Stage.PLANNING, ++done, total);
            while (!endedBefore.isEmpty() && endedBefore.peek().endSeq() < t.startSeq()) {
                carried = Math.max(carried, delay.get(endedBefore.poll().task()));
            }
            long release = t.startTime() + carried;
            long[] slot = free.poll();
            long start = Math.max(release, slot[0]);
            long d = start - t.startTime();
            delay.put(t.task(), d);
            anyDelay |= d > 0;
            // A start that waited for a slot comes just after the end that freed it.
            startKey.put(t.task(), start == slot[0] && start > release ? slot[1] + 0.5 : t.startSeq());
            free.add(new long[] {t.endTime() + d, t.endSeq()});
            endedBefore.add(t);
        }
        if (!anyDelay) {
            return events;
        }
        Map<Long, Long> owner = blockOwners();
        List<Keyed> keyed = new ArrayList<>(events.size());
        for (Event e : events) {
            watch.at(WhatIfWatch.Stage.PLANNING, ++done, total);
            long task = e instanceof TaskBegins b ? b.task() : e instanceof TaskEnds x ? x.task()
                    : owner.getOrDefault(e.seq(), -1L);
            long d = task < 0 ? 0 : delay.get(task);
            double key = e instanceof TaskBegins b ? startKey.get(b.task()) : e.seq();
            keyed.add(new Keyed(clock.timeOf(e.seq()) + d, key, e));
        }
        keyed.sort(Comparator.comparingLong(Keyed::time).thenComparingDouble(Keyed::key));
        return keyed.stream().map(Keyed::event).toList();
    }

    private record Keyed(long time, double key, Event event) {
    }

    /** For each RDD block stored, the task that ran its partition then (the latest started of that index), by seq. */
    private Map<Long, Long> blockOwners() {
        Map<Long, Long> owner = new HashMap<>();
        Set<Long> running = new HashSet<>();
        Map<Long, TaskSpan> byTask = new HashMap<>();
        tasks.forEach(t -> byTask.put(t.task(), t));
        for (Event e : events) {
            if (e instanceof TaskBegins b) {
                running.add(b.task());
            } else if (e instanceof TaskEnds x) {
                running.remove(x.task());
            } else if (e instanceof BlockStored s && s.block() instanceof BlockId.RDDBlockId rdd) {
                running.stream().map(byTask::get).filter(t -> t.index() == rdd.splitIndex())
                        .max(Comparator.comparingLong(TaskSpan::startSeq))
                        .ifPresent(t -> owner.put(s.seq(), t.task()));
            }
        }
        return owner;
    }
}
