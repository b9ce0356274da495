package sparkmemlab.replay;

import java.util.Arrays;

/**
 * When each event of a log happened, in milliseconds since the epoch. Spark writes a time with some events
 * (tasks' launch and finish, stages' submission and completion, executors and block managers added or
 * removed, the application's start and end) and none with the others (block updates, executor-metrics
 * records): those get the time of the nearest timed events around them, linearly between them by their
 * place in the log. Times are made non-decreasing in log order, as the log's own order is the truth.
 */
public final class LogClock {
    private final long[] seqs;
    private final long[] times;

    private LogClock(long[] seqs, long[] times) {
        this.seqs = seqs;
        this.times = times;
    }

    public static LogClock of(ReplayedLog log) {
        Points p = new Points();
        ApplicationInfo app = log.app();
        if (app.startTime() != null) {
            p.add(-1, app.startTime());
        }
        for (StageRecord s : log.stages()) {
            if (s.submissionTime() != null) {
                p.add(s.submittedSeq(), s.submissionTime());
            }
            if (s.completionTime() != null && s.completedSeq() >= 0) {
                p.add(s.completedSeq(), s.completionTime());
            }
        }
        for (ExecutorTimeline e : log.executors()) {
            if (e.addedTime() != null) {
                p.add(e.firstSeq(), e.addedTime());
            }
            e.removal().ifPresent(r -> p.add(r.seq(), r.time()));
            e.blockManagers().forEach(b -> p.add(b.seq(), b.time()));
            e.taskStarts().forEach(t -> p.add(t.seq(), t.launchTime()));
            e.taskEnds().forEach(t -> p.add(t.seq(), t.finishTime()));
        }
        if (app.endTime() != null) {
            p.add(log.events(), app.endTime());
        }
        return p.clock();
    }

    /** The time of the event at {@code seq} (its own, if it has one; else estimated); 0 for a log with no time at all. */
    public long timeOf(long seq) {
        if (seqs.length == 0) {
            return 0;
        }
        int i = Arrays.binarySearch(seqs, seq);
        if (i >= 0) {
            return times[i];
        }
        int after = -i - 1;
        if (after == 0) {
            return times[0];
        }
        if (after == seqs.length) {
            return times[seqs.length - 1];
        }
        long s0 = seqs[after - 1];
        long s1 = seqs[after];
        long t0 = times[after - 1];
        long t1 = times[after];
        return t0 + Math.round((double) (t1 - t0) * (seq - s0) / (s1 - s0));
    }

    /** The first time the log knows, or 0. */
    public long start() {
        return times.length == 0 ? 0 : times[0];
    }

    /** The last time the log knows, or 0. */
    public long end() {
        return times.length == 0 ? 0 : times[times.length - 1];
    }

    /** Timed events, collected in any order, sorted by their place in the log. */
    private static final class Points {
        private long[] seqs = new long[64];
        private long[] times = new long[64];
        private int n;

        void add(long seq, long time) {
            if (time <= 0) {
                return; // Spark writes 0 or -1 for a time it did not have
            }
            if (n == seqs.length) {
                seqs = Arrays.copyOf(seqs, n * 2);
                times = Arrays.copyOf(times, n * 2);
            }
            seqs[n] = seq;
            times[n] = time;
            n++;
        }

        LogClock clock() {
            int[] order = order();
            long[] s = new long[n];
            long[] t = new long[n];
            int m = 0;
            for (int k = 0; k < n; k++) {
                int i = order[k];
                long time = m > 0 ? Math.max(t[m - 1], times[i]) : times[i];
                if (m > 0 && s[m - 1] == seqs[i]) {
                    t[m - 1] = Math.max(t[m - 1], time); // one event, two times (a TaskEnd and its stage): the later
                    continue;
                }
                s[m] = seqs[i];
                t[m] = time;
                m++;
            }
            return new LogClock(Arrays.copyOf(s, m), Arrays.copyOf(t, m));
        }

        /**
         * The points' indexes in their place's order. A big log has millions of them: each place and index are
         * packed in one long and sorted as primitives (places below 2^39, indexes below 2^24), else boxed.
         */
        private int[] order() {
            int[] order = new int[n];
            boolean packable = n < (1 << 24);
            for (int i = 0; i < n && packable; i++) {
                packable = seqs[i] >= -1 && seqs[i] < (1L << 39) - 1;
            }
            if (packable) {
                long[] keys = new long[n];
                for (int i = 0; i < n; i++) {
                    keys[i] = (seqs[i] + 1) << 24 | i;
                }
                Arrays.sort(keys);
                for (int k = 0; k < n; k++) {
                    order[k] = (int) (keys[k] & ((1 << 24) - 1));
                }
                return order;
            }
            Integer[] boxed = new Integer[n];
            for (int i = 0; i < n; i++) {
                boxed[i] = i;
            }
            Arrays.sort(boxed, (a, b) -> Long.compare(seqs[a], seqs[b]));
            for (int k = 0; k < n; k++) {
                order[k] = boxed[k];
            }
            return order;
        }
    }
}
