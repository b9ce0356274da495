package sparkmemlab.replay;

import java.util.Set;

/**
 * The "Event" names a replay reads, as Spark 3.5.3's JsonProtocol writes them (the listener event's
 * simple class name), and how the names of events it does not read are told apart.
 */
enum EventNames {
    LOG_START("SparkListenerLogStart"),
    APPLICATION_START("SparkListenerApplicationStart"),
    APPLICATION_END("SparkListenerApplicationEnd"),
    ENVIRONMENT_UPDATE("SparkListenerEnvironmentUpdate"),
    EXECUTOR_ADDED("SparkListenerExecutorAdded"),
    EXECUTOR_REMOVED("SparkListenerExecutorRemoved"),
    BLOCK_MANAGER_ADDED("SparkListenerBlockManagerAdded"),
    BLOCK_MANAGER_REMOVED("SparkListenerBlockManagerRemoved"),
    TASK_START("SparkListenerTaskStart"),
    TASK_END("SparkListenerTaskEnd"),
    STAGE_SUBMITTED("SparkListenerStageSubmitted"),
    STAGE_COMPLETED("SparkListenerStageCompleted"),
    STAGE_EXECUTOR_METRICS("SparkListenerStageExecutorMetrics"),
    EXECUTOR_METRICS_UPDATE("SparkListenerExecutorMetricsUpdate"),
    BLOCK_UPDATED("SparkListenerBlockUpdated"),
    UNPERSIST_RDD("SparkListenerUnpersistRDD");

    static final JsonCursor.Names TABLE;

    static {
        String[] names = new String[values().length];
        for (EventNames e : values()) {
            names[e.ordinal()] = e.eventName;
        }
        TABLE = new JsonCursor.Names(names);
    }

    /**
     * Spark-core events a replay does not read: the rest of JsonProtocol's names, and the scheduler's
     * other listener events, which Spark writes under their full class name.
     */
    private static final Set<String> OTHER_CORE_EVENTS = Set.of("SparkListenerTaskGettingResult",
            "SparkListenerJobStart", "SparkListenerJobEnd", "SparkListenerResourceProfileAdded",
            "SparkListenerExecutorBlacklisted", "SparkListenerExecutorBlacklistedForStage", "SparkListenerExecutorExcluded",
            "SparkListenerExecutorExcludedForStage", "SparkListenerExecutorUnblacklisted", "SparkListenerExecutorUnexcluded",
            "SparkListenerNodeBlacklisted", "SparkListenerNodeBlacklistedForStage", "SparkListenerNodeExcluded",
            "SparkListenerNodeExcludedForStage", "SparkListenerNodeUnblacklisted", "SparkListenerNodeUnexcluded",
            "SparkListenerMiscellaneousProcessAdded", "SparkListenerSpeculativeTaskSubmitted",
            "SparkListenerUnschedulableTaskSetAdded", "SparkListenerUnschedulableTaskSetRemoved");
    private static final String SCHEDULER_PACKAGE = "org.apache.spark.scheduler.";

    private final String eventName;

    EventNames(String eventName) {
        this.eventName = eventName;
    }

    String eventName() {
        return eventName;
    }

    /** How an event that is not read is described. */
    enum Unread { SPARK_CORE, OTHER_SPARK_MODULE, UNKNOWN }

    static Unread classify(String event) {
        String simple = event.startsWith(SCHEDULER_PACKAGE) ? event.substring(SCHEDULER_PACKAGE.length()) : event;
        if (OTHER_CORE_EVENTS.contains(simple)) {
            return Unread.SPARK_CORE;
        }
        if (event.startsWith("org.apache.spark.") && !event.startsWith(SCHEDULER_PACKAGE)) {
            return Unread.OTHER_SPARK_MODULE;
        }
        return Unread.UNKNOWN;
    }
}
