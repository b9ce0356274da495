package sparkmemlab.replay;

import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The figures {@code replay LOG --summary} prints, per executor, with the names of Spark's REST API
 * ({@code /applications/{id}/executors}) where it has the same figure. src/docs/replay.md defines each.
 */
public record ReplaySummary(String appId, String appName, String sparkVersion, Map<String, ExecutorSummary> executors) {

    public ReplaySummary {
        executors = Collections.unmodifiableMap(new LinkedHashMap<>(executors));
    }

    /** One executor's figures; a null means the log does not tell it. */
    public record ExecutorSummary(Integer totalCores, Long maxOnHeapMemory, Long maxOffHeapMemory, long tasks,
            long failedTasks, Long peakExecutionMemory, long memoryBytesSpilled, long diskBytesSpilled,
            int maxConcurrentTasks, Map<String, Long> peakMemoryMetrics) {
        public ExecutorSummary {
            peakMemoryMetrics = Collections.unmodifiableMap(new LinkedHashMap<>(peakMemoryMetrics));
        }
    }

    public static ReplaySummary of(ReplayedLog log) {
        Map<String, ExecutorSummary> executors = new LinkedHashMap<>();
        for (ExecutorTimeline e : log.executors()) {
            executors.put(e.executorId(), summarize(e, log.metricKeys()));
        }
        ApplicationInfo app = log.app();
        return new ReplaySummary(app.id(), app.name(), app.sparkVersion(), executors);
    }

    private static ExecutorSummary summarize(ExecutorTimeline e, List<String> metricKeys) {
        long failed = 0;
        Long peak = null;
        long memorySpilled = 0;
        long diskSpilled = 0;
        for (TaskEndRecord end : e.taskEnds()) {
            if (end.reason().countsAsFailed()) {
                failed++;
            }
            // As AppStatusListener: a Resubmitted end repeats a finished task, so its metrics are not added again.
            if (end.metrics() == null || TaskEndReason.RESUBMITTED.equals(end.reason().reason())) {
                continue;
            }
            memorySpilled += end.metrics().memoryBytesSpilled();
            diskSpilled += end.metrics().diskBytesSpilled();
            Long p = end.metrics().peakExecutionMemory();
            if (p != null && (peak == null || p > peak)) {
                peak = p;
            }
        }
        BlockManagerRecord manager = e.lastBlockManager().orElse(null);
        return new ExecutorSummary(e.totalCores(), manager == null ? null : manager.maxOnHeapMemory(),
                manager == null ? null : manager.maxOffHeapMemory(), e.taskStarts().size(), failed, peak, memorySpilled,
                diskSpilled, maxConcurrentTasks(e), peaks(e.metrics(), metricKeys));
    }

    /**
     * The most tasks of the executor running at once, by their own times: a task runs from its Launch Time to
     * the Finish Time of the first TaskEnd with its "Task ID" (a later one, such as Resubmitted, ends nothing),
     * and one that has none runs to the end of the log. Not the log's order: Spark posts a TaskEnd to the listener
     * bus after the scheduler may have launched the next task on the freed core, so a TaskStart logged before the
     * TaskEnd it follows is no concurrency. A task that finishes when another launches does not overlap it.
     */
    static int maxConcurrentTasks(ExecutorTimeline e) {
        Map<Long, Long> finish = new java.util.HashMap<>();
        for (TaskEndRecord end : e.taskEnds()) {
            finish.putIfAbsent(end.taskId(), end.finishTime());
        }
        List<long[]> marks = new java.util.ArrayList<>();
        for (TaskStartRecord start : e.taskStarts()) {
            marks.add(new long[] {start.launchTime(), 1});
            Long end = finish.get(start.taskId());
            if (end != null) {
                marks.add(new long[] {end, -1});
            }
        }
        // At one instant, ends first.
        marks.sort(java.util.Comparator.<long[]>comparingLong(m -> m[0]).thenComparingLong(m -> m[1]));
        int running = 0;
        int most = 0;
        for (long[] m : marks) {
            running += (int) m[1];
            most = Math.max(most, running);
        }
        return most;
    }

    private static Map<String, Long> peaks(List<MetricsRecord> records, List<String> keys) {
        long[] max = new long[keys.size()];
        boolean[] seen = new boolean[keys.size()];
        for (MetricsRecord r : records) {
            for (int i = 0; i < max.length; i++) {
                long v = r.rawValue(i);
                if (v != MetricsRecord.ABSENT && (!seen[i] || v > max[i])) {
                    max[i] = v;
                    seen[i] = true;
                }
            }
        }
        Map<String, Long> peaks = new LinkedHashMap<>();
        for (int i = 0; i < keys.size(); i++) {
            if (seen[i]) {
                peaks.put(keys.get(i), max[i]);
            }
        }
        return peaks;
    }

    /** The document: {@code {"app": {...}, "executors": {"<Executor ID>": {...}}}}, nulls written as null. */
    public JsonObject toJson() {
        JsonObject app = new JsonObject();
        app.add("id", string(appId));
        app.add("name", string(appName));
        app.add("sparkVersion", string(sparkVersion));
        JsonObject all = new JsonObject();
        executors.forEach((id, e) -> {
            JsonObject o = new JsonObject();
            o.add("totalCores", number(e.totalCores()));
            o.add("maxOnHeapMemory", number(e.maxOnHeapMemory()));
            o.add("maxOffHeapMemory", number(e.maxOffHeapMemory()));
            o.addProperty("tasks", e.tasks());
            o.addProperty("failedTasks", e.failedTasks());
            o.add("peakExecutionMemory", number(e.peakExecutionMemory()));
            o.addProperty("memoryBytesSpilled", e.memoryBytesSpilled());
            o.addProperty("diskBytesSpilled", e.diskBytesSpilled());
            o.addProperty("maxConcurrentTasks", e.maxConcurrentTasks());
            JsonObject peaks = new JsonObject();
            e.peakMemoryMetrics().forEach(peaks::addProperty);
            o.add("peakMemoryMetrics", peaks);
            all.add(id, o);
        });
        JsonObject doc = new JsonObject();
        doc.add("app", app);
        doc.add("executors", all);
        return doc;
    }

    private static com.google.gson.JsonElement string(String s) {
        return s == null ? JsonNull.INSTANCE : new JsonPrimitive(s);
    }

    private static com.google.gson.JsonElement number(Number n) {
        return n == null ? JsonNull.INSTANCE : new JsonPrimitive(n);
    }
}
