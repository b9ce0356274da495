package sparkmemlab.replay;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects what {@link EventParser} reads, event by event, and builds the immutable {@link ReplayedLog}
 * once the whole log has been read. Nothing of it is seen before then, so a refused log leaves nothing.
 */
final class TimelineBuilder {
    private final Map<String, ExecutorBuilder> executors = new LinkedHashMap<>();
    private final Map<Long, StageBuilder> stages = new LinkedHashMap<>();
    // Every "Executor Metrics" object of a log has the same members in the same order (Spark's ExecutorMetricType).
    private final Interner metricKeys = new Interner(true);
    private final List<RddUnpersisted> unpersisted = new ArrayList<>();
    private final Map<String, long[]> eventsNotRead = new LinkedHashMap<>();
    private final long[] readCounts = new long[EventNames.values().length];
    private Map<String, String> sparkProperties;
    private String sparkVersion;
    private String appId;
    private String appName;
    private String attemptId;
    private String user;
    private Long startTime;
    private Long endTime;

    Interner metricKeys() {
        return metricKeys;
    }

    ExecutorBuilder executor(String id, long seq) {
        return executors.computeIfAbsent(id, k -> new ExecutorBuilder(k, seq));
    }

    /** One more event of a type that is read. */
    void read(EventNames event) {
        readCounts[event.ordinal()]++;
    }

    long count(EventNames event) {
        return readCounts[event.ordinal()];
    }

    /** One more event of a type that is not read, by its name. */
    void notRead(String event) {
        eventsNotRead.computeIfAbsent(event, k -> new long[1])[0]++;
    }

    void unpersisted(RddUnpersisted rdd) {
        unpersisted.add(rdd);
    }

    void logStart(String version) {
        sparkVersion = version;
    }

    void applicationStart(String name, String id, Long time, String sparkUser, String attempt) {
        appName = name;
        appId = id;
        startTime = time;
        user = sparkUser;
        attemptId = attempt;
    }

    void applicationEnd(long time) {
        endTime = time;
    }

    void environment(Map<String, String> properties) {
        sparkProperties = properties;
    }

    void stageSubmitted(long seq, StageRecord info) {
        StageBuilder stage = stages.computeIfAbsent(stageKey(info.stageId(), info.attemptId()), k -> new StageBuilder(seq));
        stage.info = info;
    }

    void stageCompleted(long seq, StageRecord info) {
        StageBuilder stage = stages.computeIfAbsent(stageKey(info.stageId(), info.attemptId()), k -> new StageBuilder(seq));
        stage.info = info;
        stage.completedSeq = seq;
    }

    private static long stageKey(int stageId, int attempt) {
        return ((long) stageId << 32) | (attempt & 0xFFFFFFFFL);
    }

    MetricsRecord metrics(long seq, MetricsRecord.Source source, long taskId, int stageId, int stageAttemptId, long[] values) {
        return new MetricsRecord(seq, source, taskId, stageId, stageAttemptId, values, metricKeys.strings());
    }

    ReplayedLog build(EventLogSource source, long events, List<ReplayNotice> readerNotices) {
        List<ExecutorTimeline> timelines = new ArrayList<>(executors.size());
        for (ExecutorBuilder e : executors.values()) {
            timelines.add(e.build());
        }
        List<StageRecord> stageList = new ArrayList<>(stages.size());
        for (StageBuilder s : stages.values()) {
            StageRecord i = s.info;
            stageList.add(new StageRecord(i.stageId(), i.attemptId(), i.name(), i.numTasks(), i.submissionTime(),
                    i.completionTime(), i.failureReason(), s.submittedSeq, s.completedSeq));
        }
        Map<String, String> properties = sparkProperties == null ? Map.of()
                : Collections.unmodifiableMap(new LinkedHashMap<>(sparkProperties));
        ApplicationInfo app = new ApplicationInfo(appId, appName, attemptId, user, sparkVersion, startTime, endTime);
        List<ReplayNotice> notices = new ArrayList<>(readerNotices);
        LogCoverage.firstPartMissing(source).ifPresent(notices::add);
        notices.addAll(LogCoverage.notices(this, properties, sparkProperties != null, timelines, unpersisted));
        return new ReplayedLog(source, events, app, properties, sparkProperties != null, List.copyOf(timelines),
                List.copyOf(stageList), List.copyOf(unpersisted), List.copyOf(metricKeys.strings()),
                Collections.unmodifiableMap(eventsNotRead()), List.copyOf(notices));
    }

    String sparkVersion() {
        return sparkVersion;
    }

    /** The events not read, by name, in the order first met. */
    Map<String, Long> eventsNotRead() {
        Map<String, Long> counts = new LinkedHashMap<>();
        eventsNotRead.forEach((event, n) -> counts.put(event, n[0]));
        return counts;
    }

    private static final class StageBuilder {
        final long submittedSeq;
        long completedSeq = -1;
        StageRecord info;

        StageBuilder(long submittedSeq) {
            this.submittedSeq = submittedSeq;
        }
    }

    /** One executor's records while the log is read. */
    static final class ExecutorBuilder {
        private final String id;
        private final long firstSeq;
        String host;
        Integer totalCores;
        Long addedTime;
        ExecutorRemoval removal;
        final List<BlockManagerRecord> blockManagers = new ArrayList<>(1);
        final List<TaskStartRecord> taskStarts = new ArrayList<>();
        final List<TaskEndRecord> taskEnds = new ArrayList<>();
        final List<BlockUpdateRecord> blockUpdates = new ArrayList<>();
        final List<MetricsRecord> metrics = new ArrayList<>();

        ExecutorBuilder(String id, long firstSeq) {
            this.id = id;
            this.firstSeq = firstSeq;
        }

        ExecutorTimeline build() {
            String knownHost = host != null || blockManagers.isEmpty() ? host : blockManagers.get(blockManagers.size() - 1).host();
            return new ExecutorTimeline(id, firstSeq, knownHost, totalCores, addedTime, removal, frozen(blockManagers),
                    frozen(taskStarts), frozen(taskEnds), frozen(blockUpdates), frozen(metrics));
        }

        // The builder is dropped after build(), so its lists are handed over rather than copied:
        // a big log's millions of records are not held twice.
        private static <T> List<T> frozen(List<T> list) {
            ((ArrayList<T>) list).trimToSize();
            return Collections.unmodifiableList(list);
        }
    }
}
