package sparkmemlab.replay;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import sparkmemlab.replay.JsonCursor.Kind;
import sparkmemlab.replay.JsonCursor.Names;
import sparkmemlab.replay.TimelineBuilder.ExecutorBuilder;

/**
 * Reads one event line with Spark 3.5.3's JsonProtocol field names and hands what matters for executor
 * memory to the {@link TimelineBuilder}. Fields a replay does not use are skipped (their syntax still
 * checked); a field it uses must have the type JsonProtocol writes, and the fields JsonProtocol's own
 * reader requires must be there, or the line is refused with the JSON path of the value.
 */
final class EventParser {
    private static final long MISSING = Long.MIN_VALUE;
    private static final EventNames[] TYPES = EventNames.values();
    // The tables are this parser's own: each learns the order in which its kind of object's members come.

    private final Names topNames = Names.learning("Event");
    private final Names logStartNames = Names.learning("Spark Version");
    private final Names appStartNames = Names.learning("App Name", "App ID", "Timestamp", "User", "App Attempt ID");
    private final Names appEndNames = Names.learning("Timestamp");
    private final Names environmentNames = Names.learning("Spark Properties");
    private final Names executorAddedNames = Names.learning("Timestamp", "Executor ID", "Executor Info");
    private final Names executorInfoNames = Names.learning("Host", "Total Cores");
    private final Names executorRemovedNames = Names.learning("Timestamp", "Executor ID", "Removed Reason");
    private final Names blockManagerAddedNames = Names.learning("Block Manager ID", "Maximum Memory", "Timestamp",
            "Maximum Onheap Memory", "Maximum Offheap Memory");
    private final Names blockManagerRemovedNames = Names.learning("Block Manager ID");
    private final Names blockManagerIdNames = Names.learning("Executor ID", "Host", "Port");
    private final Names taskStartNames = Names.learning("Stage ID", "Stage Attempt ID", "Task Info");
    private final Names taskInfoNames = Names.learning("Task ID", "Index", "Attempt", "Launch Time", "Executor ID",
            "Speculative", "Finish Time", "Failed", "Killed");
    private final Names taskEndNames = Names.learning("Stage ID", "Stage Attempt ID", "Task Type", "Task End Reason",
            "Task Info", "Task Executor Metrics", "Task Metrics");
    private final Names endReasonNames = Names.learning("Reason", "Class Name", "Description", "Loss Reason",
            "Exit Caused By App", "Kill Reason", "Message");
    private final Names taskMetricsNames = Names.learning("Peak Execution Memory", "Memory Bytes Spilled",
            "Disk Bytes Spilled", "Executor Run Time", "JVM GC Time");
    private final Names stageEventNames = Names.learning("Stage Info");
    private final Names stageInfoNames = Names.learning("Stage ID", "Stage Attempt ID", "Stage Name", "Number of Tasks",
            "Submission Time", "Completion Time", "Failure Reason");
    private final Names stageExecutorMetricsNames = Names.learning("Executor ID", "Stage ID", "Stage Attempt ID",
            "Executor Metrics");
    private final Names metricsUpdateNames = Names.learning("Executor ID", "Executor Metrics Updated");
    private final Names metricsUpdatedEntryNames = Names.learning("Stage ID", "Stage Attempt ID", "Executor Metrics");
    private final Names blockUpdatedNames = Names.learning("Block Updated Info");
    private final Names blockUpdatedInfoNames = Names.learning("Block Manager ID", "Block ID", "Storage Level",
            "Memory Size", "Disk Size");
    private final Names unpersistRddNames = Names.learning("RDD ID");
    private final Names storageLevelNames = Names.learning("Use Disk", "Use Memory", "Use Off Heap", "Deserialized",
            "Replication");

    private final JsonCursor c = new JsonCursor();
    private final TimelineBuilder out;
    private final Interner executorIds = new Interner();
    private final Interner hosts = new Interner();
    private final Interner reasons = new Interner();
    private final Interner taskTypes = new Interner();
    private final Interner eventNames = new Interner();
    private final Interner blockIds = new Interner();
    // A log has a handful of distinct ones, met thousands of times: each kept once.
    private final Map<String, TaskEndReason> plainReasons = new HashMap<>();
    private final Map<StorageLevelInfo, StorageLevelInfo> levels = new HashMap<>();
    private long seq;

    EventParser(TimelineBuilder out) {
        this.out = out;
    }

    /**
     * Reads the event on {@code line[from, to)}, the {@code seq}th of the log, and returns where the line
     * ends: {@code to}, or the first '\n' when the bytes go on past the line (then the line is found by
     * reading it, not by searching for its end first). Throws {@link JsonSyntaxError} for a line that is not
     * such an event, and then has kept nothing of it (but the strings it named, interned): what a line says
     * is kept only once it is read whole.
     */
    int parse(byte[] line, int from, int to, long eventSeq) {
        seq = eventSeq;
        c.reset(line, from, to);
        c.beginObject();
        // Spark writes "Event" first; any other order is read too, by finding it and starting over.
        if (!c.hasNext()) {
            throw missing("$", "Event");
        }
        int name;
        if (c.nextName(topNames) == 0) {
            name = eventName();
        } else {
            c.skipValue();
            name = findEventName();
            c.reset(line, from, to);
            c.beginObject();
        }
        int type = knownTypes[name];
        if (type >= 0) {
            event(TYPES[type]);
        } else {
            while (c.hasNext()) {
                c.nextName(Names.NONE);
                c.skipValue();
            }
        }
        int end = c.expectEndOfLine();
        if (type < 0) {
            out.notRead(eventNames.get(name));
        } else {
            out.read(TYPES[type]);
        }
        return end;
    }

    /**
     * The "Event" name at the start of a line's first bytes, when Spark's order puts it there and it is
     * one a replay does not read: such a line can be skipped unread. Null otherwise.
     */
    String unreadEventAtStart(byte[] head) {
        try {
            c.reset(head, 0, head.length);
            c.beginObject();
            if (!c.hasNext() || c.nextName(topNames) != 0) {
                return null;
            }
            String event = c.nextString();
            return event != null && EventNames.TABLE.indexOf(event.getBytes(StandardCharsets.UTF_8)) < 0 ? event : null;
        } catch (JsonSyntaxError e) {
            return null;
        }
    }

    /** The event's name, by its index in {@link #eventNames}. */
    private int eventName() {
        if (c.peek() != Kind.STRING) {
            throw c.error("event.name");
        }
        int name = c.nextStringIn(eventNames);
        if (name >= knownTypes.length) {
            knownTypes = Arrays.copyOf(knownTypes, eventNames.size());
            for (int i = name; i < eventNames.size(); i++) {
                knownTypes[i] = EventNames.TABLE.indexOf(eventNames.get(i).getBytes(StandardCharsets.UTF_8));
            }
        }
        return name;
    }

    // For each name in eventNames, its EventNames ordinal or -1: a line's event is then found from its bytes alone.
    private int[] knownTypes = new int[0];

    private int findEventName() {
        while (c.hasNext()) {
            if (c.nextName(topNames) == 0) {
                int name = eventName();
                while (c.hasNext()) {
                    c.nextName(Names.NONE);
                    c.skipValue();
                }
                return name;
            }
            c.skipValue();
        }
        throw missing("$", "Event");
    }

    private void event(EventNames type) {
        switch (type) {
            case LOG_START -> logStart();
            case APPLICATION_START -> applicationStart();
            case APPLICATION_END -> applicationEnd();
            case ENVIRONMENT_UPDATE -> environment();
            case EXECUTOR_ADDED -> executorAdded();
            case EXECUTOR_REMOVED -> executorRemoved();
            case BLOCK_MANAGER_ADDED -> blockManagerAdded();
            case BLOCK_MANAGER_REMOVED -> blockManagerRemoved();
            case TASK_START -> taskStart();
            case TASK_END -> taskEnd();
            case STAGE_SUBMITTED -> stage(false);
            case STAGE_COMPLETED -> stage(true);
            case STAGE_EXECUTOR_METRICS -> stageExecutorMetrics();
            case EXECUTOR_METRICS_UPDATE -> metricsUpdate();
            case BLOCK_UPDATED -> blockUpdated();
            case UNPERSIST_RDD -> unpersistRdd();
        }
    }

    private void logStart() {
        String version = null;
        while (c.hasNext()) {
            if (c.nextName(logStartNames) == 0) {
                version = c.nextString();
            } else {
                c.skipValue();
            }
        }
        out.logStart(required(version, "$", "Spark Version"));
    }

    private void applicationStart() {
        String name = null;
        String id = null;
        long time = MISSING;
        String user = null;
        String attempt = null;
        while (c.hasNext()) {
            switch (c.nextName(appStartNames)) {
                case 0 -> name = c.nextString();
                case 1 -> id = c.nextString();
                case 2 -> time = c.nextLong();
                case 3 -> user = c.nextString();
                case 4 -> attempt = c.nextString();
                default -> c.skipValue();
            }
        }
        required(name, "$", "App Name");
        out.applicationStart(name, id, time == MISSING ? null : time, user, attempt);
    }

    private void applicationEnd() {
        long time = MISSING;
        while (c.hasNext()) {
            if (c.nextName(appEndNames) == 0) {
                time = c.nextLong();
            } else {
                c.skipValue();
            }
        }
        out.applicationEnd(required(time, "$", "Timestamp"));
    }

    private void environment() {
        Map<String, String> properties = null;
        while (c.hasNext()) {
            if (c.nextName(environmentNames) == 0) {
                properties = stringMap();
            } else {
                c.skipValue();
            }
        }
        out.environment(required(properties, "$", "Spark Properties"));
    }

    private Map<String, String> stringMap() {
        Map<String, String> map = new LinkedHashMap<>();
        c.beginObject();
        Interner keys = new Interner();
        while (c.hasNext()) {
            String key = keys.get(c.nextName(keys));
            map.put(key, c.nextString());
        }
        return map;
    }

    private void executorAdded() {
        long time = MISSING;
        String id = null;
        String host = null;
        long cores = MISSING;
        boolean info = false;
        while (c.hasNext()) {
            switch (c.nextName(executorAddedNames)) {
                case 0 -> time = c.nextLong();
                case 1 -> id = executorId();
                case 2 -> {
                    info = true;
                    c.beginObject();
                    while (c.hasNext()) {
                        switch (c.nextName(executorInfoNames)) {
                            case 0 -> host = host();
                            case 1 -> cores = c.nextInt();
                            default -> c.skipValue();
                        }
                    }
                }
                default -> c.skipValue();
            }
        }
        required(id, "$", "Executor ID");
        present(info, "$", "Executor Info");
        required(time, "$", "Timestamp");
        required(host, "$.Executor Info", "Host");
        required(cores, "$.Executor Info", "Total Cores");
        ExecutorBuilder e = out.executor(id, seq);
        e.addedTime = time;
        e.host = host;
        e.totalCores = (int) cores;
    }

    private void executorRemoved() {
        long time = MISSING;
        String id = null;
        String reason = null;
        while (c.hasNext()) {
            switch (c.nextName(executorRemovedNames)) {
                case 0 -> time = c.nextLong();
                case 1 -> id = executorId();
                case 2 -> reason = c.nextString();
                default -> c.skipValue();
            }
        }
        required(id, "$", "Executor ID");
        required(time, "$", "Timestamp");
        out.executor(id, seq).removal = new ExecutorRemoval(seq, time, reason);
    }

    private void blockManagerAdded() {
        long maxMem = MISSING;
        long time = -1;
        long onHeap = MISSING;
        long offHeap = MISSING;
        BlockManagerId id = null;
        while (c.hasNext()) {
            switch (c.nextName(blockManagerAddedNames)) {
                case 0 -> id = blockManagerId("$.Block Manager ID");
                case 1 -> maxMem = c.nextLong();
                case 2 -> time = c.nextLong();
                case 3 -> onHeap = c.nextLong();
                case 4 -> offHeap = c.nextLong();
                default -> c.skipValue();
            }
        }
        required(id, "$", "Block Manager ID");
        required(maxMem, "$", "Maximum Memory");
        out.executor(id.executorId, seq).blockManagers.add(new BlockManagerRecord(seq, time, id.host, id.port, maxMem,
                onHeap == MISSING ? null : onHeap, offHeap == MISSING ? null : offHeap));
    }

    private void blockManagerRemoved() {
        BlockManagerId id = null;
        while (c.hasNext()) {
            if (c.nextName(blockManagerRemovedNames) == 0) {
                id = blockManagerId("$.Block Manager ID");
            } else {
                c.skipValue();
            }
        }
        // Read for its executor only; the executor's removal is its ExecutorRemoved (as in AppStatusListener).
        out.executor(required(id, "$", "Block Manager ID").executorId, seq);
    }

    private record BlockManagerId(String executorId, String host, int port) {
    }

    private BlockManagerId blockManagerId(String path) {
        String id = null;
        String host = null;
        long port = MISSING;
        c.beginObject();
        while (c.hasNext()) {
            switch (c.nextName(blockManagerIdNames)) {
                case 0 -> id = executorId();
                case 1 -> host = host();
                case 2 -> port = c.nextInt();
                default -> c.skipValue();
            }
        }
        return new BlockManagerId(required(id, path, "Executor ID"), required(host, path, "Host"),
                (int) required(port, path, "Port"));
    }

    private void taskStart() {
        long stageId = MISSING;
        long stageAttempt = 0;
        TaskInfo info = null;
        while (c.hasNext()) {
            switch (c.nextName(taskStartNames)) {
                case 0 -> stageId = c.nextInt();
                case 1 -> stageAttempt = c.nextInt();
                case 2 -> info = taskInfo();
                default -> c.skipValue();
            }
        }
        required(stageId, "$", "Stage ID");
        required(info, "$", "Task Info");
        out.executor(info.executorId, seq).taskStarts.add(new TaskStartRecord(seq, info.taskId, (int) stageId,
                (int) stageAttempt, info.index, info.attempt, info.launchTime, info.speculative));
    }

    private record TaskInfo(long taskId, int index, int attempt, long launchTime, String executorId,
            boolean speculative, long finishTime, boolean failed, boolean killed) {
    }

    private TaskInfo taskInfo() {
        long taskId = MISSING;
        long index = MISSING;
        long attempt = 1;
        long launch = MISSING;
        String executor = null;
        boolean speculative = false;
        long finish = MISSING;
        boolean failed = false;
        boolean killed = false;
        c.beginObject();
        while (c.hasNext()) {
            switch (c.nextName(taskInfoNames)) {
                case 0 -> taskId = c.nextLong();
                case 1 -> index = c.nextInt();
                case 2 -> attempt = c.nextInt();
                case 3 -> launch = c.nextLong();
                case 4 -> executor = executorId();
                case 5 -> speculative = c.nextBoolean();
                case 6 -> finish = c.nextLong();
                case 7 -> failed = c.nextBoolean();
                case 8 -> killed = c.nextBoolean();
                default -> c.skipValue();
            }
        }
        String path = "$.Task Info";
        return new TaskInfo(required(taskId, path, "Task ID"), (int) required(index, path, "Index"), (int) attempt,
                required(launch, path, "Launch Time"), required(executor, path, "Executor ID"), speculative,
                finish, failed, killed);
    }

    private void taskEnd() {
        long stageId = MISSING;
        long stageAttempt = 0;
        String taskType = null;
        TaskEndReason reason = null;
        TaskInfo info = null;
        long[] executorMetrics = null;
        TaskMemoryMetrics metrics = null;
        while (c.hasNext()) {
            switch (c.nextName(taskEndNames)) {
                case 0 -> stageId = c.nextInt();
                case 1 -> stageAttempt = c.nextInt();
                case 2 -> taskType = intern(taskTypes);
                case 3 -> reason = endReason();
                case 4 -> info = taskInfo();
                case 5 -> executorMetrics = c.nextNullIfPresent() ? null : executorMetrics();
                case 6 -> metrics = c.nextNullIfPresent() ? null : taskMetrics();
                default -> c.skipValue();
            }
        }
        required(stageId, "$", "Stage ID");
        required(reason, "$", "Task End Reason");
        required(info, "$", "Task Info");
        required(info.finishTime, "$.Task Info", "Finish Time");
        ExecutorBuilder e = out.executor(info.executorId, seq);
        e.taskEnds.add(new TaskEndRecord(seq, info.taskId, (int) stageId, (int) stageAttempt, taskType, reason,
                info.launchTime, info.finishTime, info.failed, info.killed, metrics));
        if (executorMetrics != null) {
            e.metrics.add(out.metrics(seq, MetricsRecord.Source.TASK_END, info.taskId, (int) stageId, (int) stageAttempt,
                    executorMetrics));
        }
    }

    private TaskEndReason endReason() {
        String reason = null;
        String className = null;
        String description = null;
        String lossReason = null;
        Boolean byApp = null;
        String killReason = null;
        String message = null;
        c.beginObject();
        while (c.hasNext()) {
            switch (c.nextName(endReasonNames)) {
                case 0 -> reason = intern(reasons);
                case 1 -> className = c.nextString();
                case 2 -> description = c.nextString();
                case 3 -> lossReason = c.nextString();
                case 4 -> byApp = c.nextBoolean();
                case 5 -> killReason = c.nextString();
                case 6 -> message = c.nextString();
                default -> c.skipValue();
            }
        }
        required(reason, "$.Task End Reason", "Reason");
        if (className == null && description == null && lossReason == null && byApp == null && killReason == null
                && message == null) {
            return plainReasons.computeIfAbsent(reason, TaskEndReason::of);
        }
        return new TaskEndReason(reason, className, description, lossReason, byApp, killReason, message);
    }

    private TaskMemoryMetrics taskMetrics() {
        long peak = MISSING;
        long memorySpilled = MISSING;
        long diskSpilled = MISSING;
        long runTime = 0;
        long gcTime = 0;
        c.beginObject();
        while (c.hasNext()) {
            switch (c.nextName(taskMetricsNames)) {
                case 0 -> peak = c.nextLong();
                case 1 -> memorySpilled = c.nextLong();
                case 2 -> diskSpilled = c.nextLong();
                case 3 -> runTime = c.nextLong();
                case 4 -> gcTime = c.nextLong();
                default -> c.skipValue();
            }
        }
        String path = "$.Task Metrics";
        return new TaskMemoryMetrics(peak == MISSING ? null : peak, required(memorySpilled, path, "Memory Bytes Spilled"),
                required(diskSpilled, path, "Disk Bytes Spilled"), runTime, gcTime);
    }

    /** An "Executor Metrics" object: every member a metric name and its whole-number value. */
    private long[] executorMetrics() {
        Interner keys = out.metricKeys();
        long[] values = null;
        c.beginObject();
        while (c.hasNext()) {
            int key = c.nextName(keys);
            long value = c.nextLong();
            if (values == null) {
                values = new long[keys.size()];
                Arrays.fill(values, MetricsRecord.ABSENT);
            } else if (key >= values.length) {
                int old = values.length;
                values = Arrays.copyOf(values, keys.size());
                Arrays.fill(values, old, values.length, MetricsRecord.ABSENT);
            }
            values[key] = value;
        }
        return values == null ? new long[0] : values;
    }

    private void stage(boolean completed) {
        StageRecord info = null;
        while (c.hasNext()) {
            if (c.nextName(stageEventNames) == 0) {
                info = stageInfo();
            } else {
                c.skipValue();
            }
        }
        required(info, "$", "Stage Info");
        if (completed) {
            out.stageCompleted(seq, info);
        } else {
            out.stageSubmitted(seq, info);
        }
    }

    private StageRecord stageInfo() {
        long id = MISSING;
        long attempt = MISSING;
        String name = null;
        long tasks = MISSING;
        long submitted = MISSING;
        long completed = MISSING;
        String failure = null;
        c.beginObject();
        while (c.hasNext()) {
            switch (c.nextName(stageInfoNames)) {
                case 0 -> id = c.nextInt();
                case 1 -> attempt = c.nextInt();
                case 2 -> name = c.nextString();
                case 3 -> tasks = c.nextInt();
                case 4 -> submitted = c.nextLong();
                case 5 -> completed = c.nextLong();
                case 6 -> failure = c.nextString();
                default -> c.skipValue();
            }
        }
        String path = "$.Stage Info";
        return new StageRecord((int) required(id, path, "Stage ID"), (int) required(attempt, path, "Stage Attempt ID"),
                name, (int) required(tasks, path, "Number of Tasks"), submitted == MISSING ? null : submitted,
                completed == MISSING ? null : completed, failure, seq, -1);
    }

    private void stageExecutorMetrics() {
        String id = null;
        long stageId = MISSING;
        long attempt = MISSING;
        long[] values = null;
        while (c.hasNext()) {
            switch (c.nextName(stageExecutorMetricsNames)) {
                case 0 -> id = executorId();
                case 1 -> stageId = c.nextInt();
                case 2 -> attempt = c.nextInt();
                case 3 -> values = executorMetrics();
                default -> c.skipValue();
            }
        }
        required(id, "$", "Executor ID");
        MetricsRecord record = out.metrics(seq, MetricsRecord.Source.STAGE_EXECUTOR_METRICS, -1,
                (int) required(stageId, "$", "Stage ID"), (int) required(attempt, "$", "Stage Attempt ID"),
                required(values, "$", "Executor Metrics"));
        out.executor(id, seq).metrics.add(record);
    }

    private void metricsUpdate() {
        String id = null;
        // The executor's ID may come after its updates: hold them until the object is read.
        List<MetricsRecord> updates = new ArrayList<>(2);
        while (c.hasNext()) {
            switch (c.nextName(metricsUpdateNames)) {
                case 0 -> id = executorId();
                case 1 -> {
                    if (!c.nextNullIfPresent()) {
                        c.beginArray();
                        while (c.hasNext()) {
                            updates.add(metricsUpdateEntry());
                        }
                    }
                }
                default -> c.skipValue();
            }
        }
        out.executor(required(id, "$", "Executor ID"), seq).metrics.addAll(updates);
    }

    private MetricsRecord metricsUpdateEntry() {
        long stageId = MISSING;
        long attempt = MISSING;
        long[] values = null;
        c.beginObject();
        while (c.hasNext()) {
            switch (c.nextName(metricsUpdatedEntryNames)) {
                case 0 -> stageId = c.nextInt();
                case 1 -> attempt = c.nextInt();
                case 2 -> values = executorMetrics();
                default -> c.skipValue();
            }
        }
        String path = "$.Executor Metrics Updated[]";
        return out.metrics(seq, MetricsRecord.Source.EXECUTOR_METRICS_UPDATE, -1, (int) required(stageId, path, "Stage ID"),
                (int) required(attempt, path, "Stage Attempt ID"), required(values, path, "Executor Metrics"));
    }

    private void blockUpdated() {
        BlockManagerId manager = null;
        String blockId = null;
        StorageLevelInfo level = null;
        long memory = MISSING;
        long disk = MISSING;
        boolean info = false;
        while (c.hasNext()) {
            if (c.nextName(blockUpdatedNames) != 0) {
                c.skipValue();
                continue;
            }
            info = true;
            c.beginObject();
            while (c.hasNext()) {
                switch (c.nextName(blockUpdatedInfoNames)) {
                    case 0 -> manager = blockManagerId("$.Block Updated Info.Block Manager ID");
                    case 1 -> blockId = intern(blockIds);
                    case 2 -> level = storageLevel();
                    case 3 -> memory = c.nextLong();
                    case 4 -> disk = c.nextLong();
                    default -> c.skipValue();
                }
            }
        }
        present(info, "$", "Block Updated Info");
        String path = "$.Block Updated Info";
        required(manager, path, "Block Manager ID");
        BlockUpdateRecord update = new BlockUpdateRecord(seq, required(blockId, path, "Block ID"),
                required(level, path, "Storage Level"), required(memory, path, "Memory Size"), required(disk, path, "Disk Size"));
        out.executor(manager.executorId, seq).blockUpdates.add(update);
    }

    private void unpersistRdd() {
        long rdd = MISSING;
        while (c.hasNext()) {
            if (c.nextName(unpersistRddNames) == 0) {
                rdd = c.nextInt();
            } else {
                c.skipValue();
            }
        }
        out.unpersisted(new RddUnpersisted(seq, (int) required(rdd, "$", "RDD ID")));
    }

    private StorageLevelInfo storageLevel() {
        boolean disk = false;
        boolean memory = false;
        boolean offHeap = false;
        boolean deserialized = false;
        long replication = 1;
        c.beginObject();
        while (c.hasNext()) {
            switch (c.nextName(storageLevelNames)) {
                case 0 -> disk = c.nextBoolean();
                case 1 -> memory = c.nextBoolean();
                case 2 -> offHeap = c.nextBoolean();
                case 3 -> deserialized = c.nextBoolean();
                case 4 -> replication = c.nextInt();
                default -> c.skipValue();
            }
        }
        StorageLevelInfo level = new StorageLevelInfo(disk, memory, offHeap, deserialized, (int) replication);
        return levels.computeIfAbsent(level, l -> l);
    }

    private String executorId() {
        int i = c.nextStringIn(executorIds);
        return i < 0 ? null : executorIds.get(i);
    }

    private String host() {
        int i = c.nextStringIn(hosts);
        return i < 0 ? null : hosts.get(i);
    }

    private String intern(Interner strings) {
        int i = c.nextStringIn(strings);
        return i < 0 ? null : strings.get(i);
    }

    // ---- required fields ----

    private static <T> T required(T value, String path, String field) {
        if (value == null) {
            throw missing(path, field);
        }
        return value;
    }

    private static long required(long value, String path, String field) {
        if (value == MISSING) {
            throw missing(path, field);
        }
        return value;
    }

    private static void present(boolean present, String path, String field) {
        if (!present) {
            throw missing(path, field);
        }
    }

    private static JsonSyntaxError missing(String path, String field) {
        return new JsonSyntaxError(path, 0, false, new Text("event.missingField", field));
    }
}
