package sparkmemlab.cli;

import java.io.PrintWriter;
import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import sparkmemlab.replay.BlockUpdateRecord;
import sparkmemlab.replay.EventLogFile;
import sparkmemlab.replay.ExecutorTimeline;
import sparkmemlab.replay.ReplayNotice;
import sparkmemlab.replay.ReplaySummary;
import sparkmemlab.replay.ReplaySummary.ExecutorSummary;
import sparkmemlab.replay.ReplayedLog;
import sparkmemlab.replay.TaskEndRecord;

/** The readable form of a replayed log: the application, then each executor's memory, then what the log cannot tell. */
final class ReplayReport {
    /** The executor metrics a reader of memory looks at first, in Spark's order; the rest are in --summary. */
    private static final List<String> MEMORY_METRICS = List.of("JVMHeapMemory", "JVMOffHeapMemory",
            "OnHeapExecutionMemory", "OnHeapStorageMemory", "OffHeapExecutionMemory", "OffHeapStorageMemory",
            "DirectPoolMemory", "ProcessTreeJVMRSSMemory");
    private static final int FAILURES_SHOWN = 5;
    private static final long[] UNIT_SIZES = {1L << 60, 1L << 50, 1L << 40, 1L << 30, 1L << 20, 1L << 10, 1};
    private static final String[] UNITS = {"EiB", "PiB", "TiB", "GiB", "MiB", "KiB", "B"};

    private final ResourceBundle text;
    private final Locale locale;

    ReplayReport(ResourceBundle text, Locale locale) {
        this.text = text;
        this.locale = locale;
    }

    void print(ReplayedLog log, PrintWriter out) {
        ReplaySummary summary = ReplaySummary.of(log);
        out.println(line("replay.app", orDash(log.app().id()), orDash(log.app().name()), orDash(log.app().sparkVersion())));
        EventLogFile first = log.source().files().get(0);
        out.println(line("replay.source", log.events(), log.source().files().size(),
                first.codec().shortName().orElse(text.getString("replay.plain")), bytes(log.source().totalBytes())));
        for (ExecutorTimeline e : log.executors()) {
            executor(e, summary.executors().get(e.executorId()), out);
        }
        out.println(text.getString("replay.notices"));
        for (ReplayNotice notice : log.notices()) {
            out.println("  - " + notice.text().in(locale));
        }
    }

    private void executor(ExecutorTimeline e, ExecutorSummary s, PrintWriter out) {
        out.println();
        out.println(line("replay.executor", e.executorId(), orDash(e.host()),
                s.totalCores() == null ? "-" : s.totalCores().toString()));
        e.removal().ifPresent(r -> out.println(line("replay.removed", orDash(r.reason()))));
        out.println(line("replay.storage", s.maxOnHeapMemory() == null ? "-" : bytes(s.maxOnHeapMemory()),
                s.maxOffHeapMemory() == null ? "-" : bytes(s.maxOffHeapMemory())));
        long oom = e.taskEnds().stream().filter(t -> t.reason().isOutOfMemory()).count();
        long lost = e.taskEnds().stream().filter(t -> t.reason().isExecutorLost()).count();
        out.println(line("replay.tasks", s.tasks(), s.failedTasks(), oom, lost, s.maxConcurrentTasks()));
        out.println(line("replay.execution", s.peakExecutionMemory() == null ? "-" : bytes(s.peakExecutionMemory()),
                bytes(s.memoryBytesSpilled()), bytes(s.diskBytesSpilled())));
        long dropped = e.blockUpdates().stream().filter(u -> !u.storageLevel().useMemory()).count();
        long largest = e.blockUpdates().stream().filter(u -> u.storageLevel().useMemory())
                .mapToLong(BlockUpdateRecord::memorySize).max().orElse(0);
        out.println(line("replay.blocks", e.blockUpdates().size(), dropped, bytes(largest)));
        StringBuilder peaks = new StringBuilder();
        for (String metric : MEMORY_METRICS) {
            Long peak = s.peakMemoryMetrics().get(metric);
            if (peak != null) {
                peaks.append(peaks.length() == 0 ? "" : ", ").append(metric).append(' ').append(bytes(peak));
            }
        }
        out.println(line("replay.peaks", peaks.length() == 0 ? "-" : peaks.toString(), e.metrics().size()));
        List<TaskEndRecord> failures = e.taskEnds().stream().filter(t -> t.reason().countsAsFailed()).toList();
        for (TaskEndRecord t : failures.subList(0, Math.min(FAILURES_SHOWN, failures.size()))) {
            String why = t.reason().className() != null ? t.reason().className() + ": " + orDash(t.reason().description())
                    : t.reason().lossReason() != null ? t.reason().lossReason() : orDash(t.reason().message());
            out.println(line("replay.failure", t.taskId(), t.stageId(), t.stageAttemptId(), t.reason().reason(), firstLine(why)));
        }
        if (failures.size() > FAILURES_SHOWN) {
            out.println(line("replay.moreFailures", failures.size() - FAILURES_SHOWN));
        }
    }

    private String line(String key, Object... args) {
        Object[] plain = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            plain[i] = args[i] instanceof Number ? String.valueOf(args[i]) : args[i];
        }
        return new MessageFormat(text.getString(key), locale).format(plain);
    }

    private static String orDash(String s) {
        return s == null ? "-" : s;
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    /** Bytes as Spark writes them (Utils.bytesToString): the largest unit with at least two of it, "120.0 MiB". */
    static String bytes(long size) {
        int i = 0;
        while (i < UNIT_SIZES.length - 1 && size < 2 * UNIT_SIZES[i]) {
            i++;
        }
        return String.format(Locale.US, "%.1f %s", (double) size / UNIT_SIZES[i], UNITS[i]);
    }
}
