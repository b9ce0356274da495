package sparkmemlab.replay;

import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The summary computed the plain way, for checking ours: each line parsed into a Gson tree and walked,
 * following the definitions in src/docs/replay.md and nothing of the replay package.
 */
final class RawLogFigures {
    private RawLogFigures() {
    }

    private static final class Executor {
        JsonElement totalCores = JsonNull.INSTANCE;
        JsonElement maxOnHeap = JsonNull.INSTANCE;
        JsonElement maxOffHeap = JsonNull.INSTANCE;
        long tasks;
        long failed;
        Long peak;
        long memorySpilled;
        long diskSpilled;
        final Map<Long, Long> launched = new LinkedHashMap<>();
        final Map<Long, Long> finished = new HashMap<>();
        final Map<String, Long> peaks = new LinkedHashMap<>();
    }

    static JsonObject summary(List<String> lines) {
        Map<String, Executor> executors = new LinkedHashMap<>();
        JsonObject app = new JsonObject();
        app.add("id", JsonNull.INSTANCE);
        app.add("name", JsonNull.INSTANCE);
        app.add("sparkVersion", JsonNull.INSTANCE);
        Map<String, Integer> keyOrder = new HashMap<>();
        for (String line : lines) {
            JsonObject e = JsonParser.parseString(line).getAsJsonObject();
            switch (e.get("Event").getAsString()) {
                case "SparkListenerLogStart" -> app.add("sparkVersion", e.get("Spark Version"));
                case "SparkListenerApplicationStart" -> {
                    app.add("id", e.get("App ID"));
                    app.add("name", e.get("App Name"));
                }
                case "SparkListenerExecutorAdded" -> executor(executors, e.get("Executor ID")).totalCores =
                        e.getAsJsonObject("Executor Info").get("Total Cores");
                case "SparkListenerExecutorRemoved" -> executor(executors, e.get("Executor ID"));
                case "SparkListenerBlockManagerAdded" -> {
                    Executor x = executor(executors, e.getAsJsonObject("Block Manager ID").get("Executor ID"));
                    x.maxOnHeap = orNull(e.get("Maximum Onheap Memory"));
                    x.maxOffHeap = orNull(e.get("Maximum Offheap Memory"));
                }
                case "SparkListenerBlockManagerRemoved" -> executor(executors, e.getAsJsonObject("Block Manager ID").get("Executor ID"));
                case "SparkListenerTaskStart" -> {
                    JsonObject info = e.getAsJsonObject("Task Info");
                    Executor x = executor(executors, info.get("Executor ID"));
                    x.tasks++;
                    x.launched.put(info.get("Task ID").getAsLong(), info.get("Launch Time").getAsLong());
                }
                case "SparkListenerTaskEnd" -> {
                    JsonObject info = e.getAsJsonObject("Task Info");
                    Executor x = executor(executors, info.get("Executor ID"));
                    x.finished.putIfAbsent(info.get("Task ID").getAsLong(), info.get("Finish Time").getAsLong());
                    String reason = e.getAsJsonObject("Task End Reason").get("Reason").getAsString();
                    if (!Set.of("Success", "TaskKilled", "TaskCommitDenied").contains(reason)) {
                        x.failed++;
                    }
                    if (e.has("Task Metrics") && !reason.equals("Resubmitted")) {
                        JsonObject m = e.getAsJsonObject("Task Metrics");
                        x.memorySpilled += m.get("Memory Bytes Spilled").getAsLong();
                        x.diskSpilled += m.get("Disk Bytes Spilled").getAsLong();
                        if (m.has("Peak Execution Memory")) {
                            long p = m.get("Peak Execution Memory").getAsLong();
                            x.peak = x.peak == null ? p : Math.max(x.peak, p);
                        }
                    }
                    if (e.has("Task Executor Metrics")) {
                        peaks(x, e.getAsJsonObject("Task Executor Metrics"), keyOrder);
                    }
                }
                case "SparkListenerStageExecutorMetrics" ->
                        peaks(executor(executors, e.get("Executor ID")), e.getAsJsonObject("Executor Metrics"), keyOrder);
                case "SparkListenerExecutorMetricsUpdate" -> {
                    Executor x = executor(executors, e.get("Executor ID"));
                    for (JsonElement update : e.getAsJsonArray("Executor Metrics Updated")) {
                        peaks(x, update.getAsJsonObject().getAsJsonObject("Executor Metrics"), keyOrder);
                    }
                }
                case "SparkListenerBlockUpdated" -> executor(executors,
                        e.getAsJsonObject("Block Updated Info").getAsJsonObject("Block Manager ID").get("Executor ID"));
                default -> { }
            }
        }
        JsonObject all = new JsonObject();
        executors.forEach((id, x) -> {
            JsonObject o = new JsonObject();
            o.add("totalCores", x.totalCores);
            o.add("maxOnHeapMemory", x.maxOnHeap);
            o.add("maxOffHeapMemory", x.maxOffHeap);
            o.addProperty("tasks", x.tasks);
            o.addProperty("failedTasks", x.failed);
            if (x.peak == null) {
                o.add("peakExecutionMemory", JsonNull.INSTANCE);
            } else {
                o.addProperty("peakExecutionMemory", x.peak);
            }
            o.addProperty("memoryBytesSpilled", x.memorySpilled);
            o.addProperty("diskBytesSpilled", x.diskSpilled);
            o.addProperty("maxConcurrentTasks", maxRunning(x));
            JsonObject peaks = new JsonObject();
            x.peaks.entrySet().stream().sorted(Map.Entry.comparingByKey((a, b) -> keyOrder.get(a) - keyOrder.get(b)))
                    .forEach(p -> peaks.addProperty(p.getKey(), p.getValue()));
            o.add("peakMemoryMetrics", peaks);
            all.add(id, o);
        });
        JsonObject doc = new JsonObject();
        doc.add("app", app);
        doc.add("executors", all);
        return doc;
    }

    /** At each task's launch, the tasks launched by then that have not finished: the most of those counts. */
    private static int maxRunning(Executor x) {
        int most = 0;
        for (long at : x.launched.values()) {
            int running = 0;
            for (Map.Entry<Long, Long> other : x.launched.entrySet()) {
                Long end = x.finished.get(other.getKey());
                if (other.getValue() <= at && (end == null || end > at)) {
                    running++;
                }
            }
            most = Math.max(most, running);
        }
        return most;
    }

    private static Executor executor(Map<String, Executor> executors, JsonElement id) {
        return executors.computeIfAbsent(id.getAsString(), k -> new Executor());
    }

    private static JsonElement orNull(JsonElement e) {
        return e == null ? JsonNull.INSTANCE : e;
    }

    private static void peaks(Executor x, JsonObject metrics, Map<String, Integer> keyOrder) {
        for (Map.Entry<String, JsonElement> m : metrics.entrySet()) {
            keyOrder.putIfAbsent(m.getKey(), keyOrder.size());
            x.peaks.merge(m.getKey(), m.getValue().getAsLong(), Math::max);
        }
    }
}
