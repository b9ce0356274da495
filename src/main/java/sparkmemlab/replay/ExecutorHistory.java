package sparkmemlab.replay;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One executor's memory over the application's time, as its log tells it, for a picture: each executor
 * metric's records in time ({@link LogClock}), its tasks' lifetimes, its failures, and at any moment the
 * tasks it ran and the blocks it held (replaying its block updates and the RDDs unpersisted up to then).
 * Immutable; what is at a moment is computed when asked.
 */
public final class ExecutorHistory {
    /** A task on this executor, from its TaskStart and (once ended) its TaskEnd; {@code end} null while running. */
    public record Task(TaskStartRecord start, TaskEndRecord end, long startTime, long endTime) {
        /** Whether it ran at {@code time}: launched then or before, not finished yet. */
        public boolean runsAt(long time) {
            return startTime <= time && (end == null || time < endTime);
        }
    }

    /** A failure to mark on the timeline. */
    public record Failure(Kind kind, long time, long taskId, String detail) {
        public enum Kind { OUT_OF_MEMORY, EXECUTOR_LOST, TASK_FAILED, EXECUTOR_REMOVED }
    }

    /** A block as its last update before a moment left it: in memory and/or on disk. */
    public record Block(String blockId, long memorySize, long diskSize, boolean offHeap) {
    }

    /** A metric's values at their records' times, in log order. */
    public record Series(String metric, long[] times, long[] values) {
        public int size() {
            return times.length;
        }

        public long max() {
            long m = 0;
            for (long v : values) {
                m = Math.max(m, v);
            }
            return m;
        }
    }

    private final ExecutorTimeline executor;
    private final LogClock clock;
    private final List<Task> tasks;
    private final List<Failure> failures;
    private final Map<String, Series> series;
    private final long[] blockUpdateTimes;
    private final List<RddUnpersisted> unpersisted;
    private final long[] unpersistedTimes;

    private ExecutorHistory(ExecutorTimeline executor, LogClock clock, List<Task> tasks, List<Failure> failures,
            Map<String, Series> series, List<RddUnpersisted> unpersisted) {
        this.executor = executor;
        this.clock = clock;
        this.tasks = tasks;
        this.failures = failures;
        this.series = series;
        this.blockUpdateTimes = executor.blockUpdates().stream().mapToLong(b -> clock.timeOf(b.seq())).toArray();
        this.unpersisted = unpersisted;
        this.unpersistedTimes = unpersisted.stream().mapToLong(r -> clock.timeOf(r.seq())).toArray();
    }

    public static ExecutorHistory of(ReplayedLog log, ExecutorTimeline executor) {
        return of(log, executor, LogClock.of(log));
    }

    public static ExecutorHistory of(ReplayedLog log, ExecutorTimeline executor, LogClock clock) {
        Map<Long, TaskEndRecord> ends = new LinkedHashMap<>();
        for (TaskEndRecord end : executor.taskEnds()) {
            ends.put(end.taskId(), end);
        }
        List<Task> tasks = new ArrayList<>(executor.taskStarts().size());
        List<Failure> failures = new ArrayList<>();
        for (TaskStartRecord start : executor.taskStarts()) {
            TaskEndRecord end = ends.get(start.taskId());
            long startTime = start.launchTime() > 0 ? start.launchTime() : clock.timeOf(start.seq());
            long endTime = end == null ? clock.end() : end.finishTime() > 0 ? end.finishTime() : clock.timeOf(end.seq());
            tasks.add(new Task(start, end, startTime, Math.max(startTime, endTime)));
            if (end != null && end.reason().countsAsFailed() && !TaskEndReason.RESUBMITTED.equals(end.reason().reason())) {
                TaskEndReason r = end.reason();
                Failure.Kind kind = r.isOutOfMemory() ? Failure.Kind.OUT_OF_MEMORY
                        : r.isExecutorLost() ? Failure.Kind.EXECUTOR_LOST : Failure.Kind.TASK_FAILED;
                String detail = r.isExecutorLost() ? r.lossReason()
                        : r.className() != null ? r.className() + (r.description() == null ? "" : ": " + r.description())
                        : r.reason();
                failures.add(new Failure(kind, Math.max(startTime, endTime), start.taskId(), detail));
            }
        }
        executor.removal().ifPresent(r -> failures.add(new Failure(Failure.Kind.EXECUTOR_REMOVED, r.time(), -1, r.reason())));
        List<String> keys = log.metricKeys();
        Map<String, Series> series = new LinkedHashMap<>();
        List<MetricsRecord> records = executor.metrics();
        for (int k = 0; k < keys.size(); k++) {
            int n = 0;
            for (MetricsRecord m : records) {
                n += m.rawValue(k) == MetricsRecord.ABSENT ? 0 : 1;
            }
            if (n == 0) {
                continue;
            }
            long[] times = new long[n];
            long[] values = new long[n];
            int i = 0;
            for (MetricsRecord m : records) {
                long v = m.rawValue(k);
                if (v != MetricsRecord.ABSENT) {
                    times[i] = recordTime(m, ends, clock);
                    values[i++] = v;
                }
            }
            series.put(keys.get(k), new Series(keys.get(k), times, values));
        }
        return new ExecutorHistory(executor, clock, Collections.unmodifiableList(tasks),
                Collections.unmodifiableList(failures), Collections.unmodifiableMap(series), log.unpersistedRdds());
    }

    /** A TaskEnd's record is the executor's peaks while the task ran: at the task's end; the others at their place. */
    private static long recordTime(MetricsRecord m, Map<Long, TaskEndRecord> ends, LogClock clock) {
        if (m.source() == MetricsRecord.Source.TASK_END) {
            TaskEndRecord end = ends.get(m.taskId());
            if (end != null && end.finishTime() > 0) {
                return Math.max(end.finishTime(), clock.timeOf(m.seq()));
            }
        }
        return clock.timeOf(m.seq());
    }

    public ExecutorTimeline executor() {
        return executor;
    }

    public LogClock clock() {
        return clock;
    }

    /** In the order they started. */
    public List<Task> tasks() {
        return tasks;
    }

    public List<Failure> failures() {
        return failures;
    }

    /** A metric's records, if this executor has any. */
    public Optional<Series> series(String metric) {
        return Optional.ofNullable(series.get(metric));
    }

    /** The tasks running at {@code time}, in the order they started. */
    public List<Task> tasksAt(long time) {
        List<Task> running = new ArrayList<>();
        for (Task t : tasks) {
            if (t.runsAt(time)) {
                running.add(t);
            }
        }
        return running;
    }

    /**
     * The blocks this executor held at {@code time}, in the order they were last put: each block update up to
     * then sets its block's sizes (StorageLevel.NONE removes it), and an RDD unpersisted removes its blocks.
     */
    public List<Block> blocksAt(long time) {
        Map<String, Block> held = new LinkedHashMap<>();
        List<BlockUpdateRecord> updates = executor.blockUpdates();
        int r = 0;
        for (int i = 0; i < updates.size() && blockUpdateTimes[i] <= time; i++) {
            BlockUpdateRecord u = updates.get(i);
            for (; r < unpersisted.size() && unpersisted.get(r).seq() < u.seq(); r++) {
                unpersist(held, unpersisted.get(r).rddId());
            }
            held.remove(u.blockId());
            if (!u.storageLevel().isNone() && (u.memorySize() > 0 || u.diskSize() > 0)) {
                held.put(u.blockId(), new Block(u.blockId(), u.memorySize(), u.diskSize(), u.storageLevel().useOffHeap()));
            }
        }
        for (; r < unpersisted.size() && unpersistedTimes[r] <= time; r++) {
            unpersist(held, unpersisted.get(r).rddId());
        }
        return new ArrayList<>(held.values());
    }

    private static void unpersist(Map<String, Block> held, int rddId) {
        String prefix = "rdd_" + rddId + "_";
        held.keySet().removeIf(id -> id.startsWith(prefix));
    }
}
