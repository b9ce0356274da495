package sparkmemlab.replay;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What an event log says about an application's executors and their memory, immutable: built whole by
 * {@link EventLogReader#read} or not at all. Positions ({@code seq}) count the log's events from 0, over
 * all of its files, in the order Spark wrote them.
 */
public final class ReplayedLog {
    private final EventLogSource source;
    private final long events;
    private final ApplicationInfo app;
    private final Map<String, String> sparkProperties;
    private final boolean hasEnvironment;
    private final List<ExecutorTimeline> executors;
    private final List<StageRecord> stages;
    private final List<RddUnpersisted> unpersistedRdds;
    private final List<String> metricKeys;
    private final Map<String, Long> eventsNotRead;
    private final List<ReplayNotice> notices;

    ReplayedLog(EventLogSource source, long events, ApplicationInfo app, Map<String, String> sparkProperties,
            boolean hasEnvironment, List<ExecutorTimeline> executors, List<StageRecord> stages,
            List<RddUnpersisted> unpersistedRdds, List<String> metricKeys,
            Map<String, Long> eventsNotRead, List<ReplayNotice> notices) {
        this.source = source;
        this.events = events;
        this.app = app;
        this.sparkProperties = sparkProperties;
        this.hasEnvironment = hasEnvironment;
        this.executors = executors;
        this.stages = stages;
        this.unpersistedRdds = unpersistedRdds;
        this.metricKeys = metricKeys;
        this.eventsNotRead = eventsNotRead;
        this.notices = notices;
    }

    public EventLogSource source() {
        return source;
    }

    /** How many events (lines) the log holds, read or not. */
    public long events() {
        return events;
    }

    public ApplicationInfo app() {
        return app;
    }

    /** The "Spark Properties" of the last {@code SparkListenerEnvironmentUpdate} (Spark redacts secrets in it). */
    public Map<String, String> sparkProperties() {
        return sparkProperties;
    }

    public boolean hasEnvironment() {
        return hasEnvironment;
    }

    /** In the order the log first names them. */
    public List<ExecutorTimeline> executors() {
        return executors;
    }

    public Optional<ExecutorTimeline> executor(String executorId) {
        return executors.stream().filter(e -> e.executorId().equals(executorId)).findFirst();
    }

    public List<StageRecord> stages() {
        return stages;
    }

    /**
     * The RDDs unpersisted, in log order. Spark removes their blocks without a block update each
     * ({@code BlockManager.removeRdd} does not tell the master), so this is how their blocks leave.
     */
    public List<RddUnpersisted> unpersistedRdds() {
        return unpersistedRdds;
    }

    /** The executor-metric names of the log's records, in the order first met. */
    public List<String> metricKeys() {
        return metricKeys;
    }

    /** Events in the log that are not read, by their "Event" name, with how many there are. */
    public Map<String, Long> eventsNotRead() {
        return eventsNotRead;
    }

    public List<ReplayNotice> notices() {
        return notices;
    }
}
