package sparkmemlab.replay;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import sparkmemlab.replay.ReplayNotice.Kind;

/**
 * What a log cannot tell, and why: what Spark never logs, what the application's configuration turned
 * off (read from its "Spark Properties", with Spark 3.5.3's defaults where a key is absent), what is
 * missing because the log stops early, and which events were not read.
 */
final class LogCoverage {
    static final String LOG_BLOCK_UPDATES = "spark.eventLog.logBlockUpdates.enabled";
    static final String LOG_STAGE_EXECUTOR_METRICS = "spark.eventLog.logStageExecutorMetrics";
    static final String POLLING_INTERVAL = "spark.executor.metrics.pollingInterval";
    static final String HEARTBEAT_INTERVAL = "spark.executor.heartbeatInterval";
    static final String PROCESS_TREE_METRICS = "spark.executor.processTreeMetrics.enabled";

    private static final java.util.regex.Pattern BROADCAST_PIECE = java.util.regex.Pattern.compile("broadcast_[0-9]+_piece[0-9]+");

    private LogCoverage() {
    }

    static List<ReplayNotice> notices(TimelineBuilder log, Map<String, String> conf, boolean hasEnvironment,
            List<ExecutorTimeline> executors, List<RddUnpersisted> unpersisted) {
        List<ReplayNotice> notices = new ArrayList<>();
        if (executors.isEmpty()) {
            notices.add(new ReplayNotice(Kind.INCOMPLETE_LOG, new Text("coverage.noExecutors")));
        }
        notices.add(new ReplayNotice(Kind.NEVER_IN_A_LOG, new Text("coverage.perAcquire")));
        if (!unpersisted.isEmpty()) {
            // BlockManager.removeRdd removes each block with tellMaster = false: no block update says they left.
            notices.add(new ReplayNotice(Kind.NEVER_IN_A_LOG, new Text("coverage.unpersisted", unpersisted.size(),
                    String.join(", ", unpersisted.stream().map(r -> "rdd_" + r.rddId()).distinct().toList()))));
        }
        if (executors.stream().flatMap(e -> e.blockUpdates().stream()).anyMatch(b -> BROADCAST_PIECE.matcher(b.blockId()).matches())) {
            // TorrentBroadcast puts each value itself with tellMaster = false, on the driver and on each executor.
            notices.add(new ReplayNotice(Kind.NEVER_IN_A_LOG, new Text("coverage.broadcastValues")));
        }
        long blockUpdates = log.count(EventNames.BLOCK_UPDATED);
        if (blockUpdates > 0) {
            notices.add(new ReplayNotice(Kind.NEVER_IN_A_LOG, new Text("coverage.blockUpdateTimes")));
        }
        if (log.sparkVersion() == null) {
            notices.add(new ReplayNotice(Kind.INCOMPLETE_LOG, new Text("coverage.noLogStart")));
        } else if (!log.sparkVersion().startsWith("3.")) {
            notices.add(new ReplayNotice(Kind.INCOMPLETE_LOG, new Text("coverage.otherVersion", log.sparkVersion())));
        }
        if (!hasEnvironment) {
            notices.add(new ReplayNotice(Kind.INCOMPLETE_LOG, new Text("coverage.noEnvironment")));
        } else {
            if (blockUpdates == 0 && !isTrue(conf.get(LOG_BLOCK_UPDATES))) {
                notices.add(new ReplayNotice(Kind.OFF_WHEN_WRITTEN,
                        new Text("coverage.blockUpdatesOff", LOG_BLOCK_UPDATES, setting(conf, LOG_BLOCK_UPDATES, "false"))));
            }
            if (log.count(EventNames.STAGE_EXECUTOR_METRICS) == 0 && !isTrue(conf.get(LOG_STAGE_EXECUTOR_METRICS))) {
                notices.add(new ReplayNotice(Kind.OFF_WHEN_WRITTEN, new Text("coverage.stageMetricsOff",
                        LOG_STAGE_EXECUTOR_METRICS, setting(conf, LOG_STAGE_EXECUTOR_METRICS, "false"))));
            }
            String polling = conf.getOrDefault(POLLING_INTERVAL, "0");
            if (polling.equals("0") || polling.equals("0ms") || polling.equals("0s")) {
                notices.add(new ReplayNotice(Kind.OFF_WHEN_WRITTEN, new Text("coverage.pollingOff", POLLING_INTERVAL,
                        setting(conf, POLLING_INTERVAL, "0"), HEARTBEAT_INTERVAL, setting(conf, HEARTBEAT_INTERVAL, "10s"))));
            }
            if (!isTrue(conf.get(PROCESS_TREE_METRICS))) {
                notices.add(new ReplayNotice(Kind.OFF_WHEN_WRITTEN, new Text("coverage.processTreeOff",
                        PROCESS_TREE_METRICS, setting(conf, PROCESS_TREE_METRICS, "false"))));
            }
        }
        long running = tasksWithoutEnd(executors);
        if (running > 0) {
            notices.add(new ReplayNotice(Kind.INCOMPLETE_LOG, new Text("coverage.tasksRunning", running)));
        }
        if (log.count(EventNames.APPLICATION_END) == 0) {
            notices.add(new ReplayNotice(Kind.INCOMPLETE_LOG, new Text("coverage.noApplicationEnd")));
        }
        notRead(log.eventsNotRead(), notices);
        return notices;
    }

    /**
     * A rolling log whose first file read is neither the first Spark writes ({@code events_1_...}) nor a compacted
     * one: the parts before it are gone, so the log starts in the middle of the application. Spark's own reader
     * requires only that the indices it reads follow one another, so it reads such a folder too, without a word.
     */
    static java.util.Optional<ReplayNotice> firstPartMissing(EventLogSource source) {
        if (!source.rolling() || source.files().isEmpty()) {
            return java.util.Optional.empty();
        }
        EventLogFile first = source.files().get(0);
        if (first.compacted() || first.index() == 1) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new ReplayNotice(Kind.INCOMPLETE_LOG,
                new Text("coverage.rollingFirstMissing", first.path().getFileName().toString(), first.index() - 1)));
    }

    private static void notRead(Map<String, Long> events, List<ReplayNotice> notices) {
        Map<EventNames.Unread, long[]> counts = new LinkedHashMap<>();
        Map<EventNames.Unread, StringJoiner> names = new LinkedHashMap<>();
        for (EventNames.Unread kind : EventNames.Unread.values()) {
            counts.put(kind, new long[1]);
            names.put(kind, new StringJoiner(", "));
        }
        events.forEach((event, count) -> {
            EventNames.Unread kind = EventNames.classify(event);
            counts.get(kind)[0] += count;
            names.get(kind).add(event + " \u00d7" + count);
        });
        for (EventNames.Unread kind : EventNames.Unread.values()) {
            if (counts.get(kind)[0] > 0) {
                notices.add(new ReplayNotice(Kind.EVENTS_NOT_READ, new Text("coverage.notRead." + kind.name(),
                        counts.get(kind)[0], names.get(kind).toString())));
            }
        }
    }

    private static long tasksWithoutEnd(List<ExecutorTimeline> executors) {
        long running = 0;
        for (ExecutorTimeline e : executors) {
            Set<Long> ended = new HashSet<>();
            for (TaskEndRecord end : e.taskEnds()) {
                ended.add(end.taskId());
            }
            for (TaskStartRecord start : e.taskStarts()) {
                if (!ended.contains(start.taskId())) {
                    running++;
                }
            }
        }
        return running;
    }

    private static boolean isTrue(String value) {
        return value != null && value.trim().equalsIgnoreCase("true");
    }

    /** The value the log shows for a key, or Spark's default marked as such. */
    private static Text setting(Map<String, String> conf, String key, String sparkDefault) {
        String value = conf.get(key);
        return value == null ? new Text("coverage.default", sparkDefault) : new Text("coverage.value", value);
    }
}
