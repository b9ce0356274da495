package sparkmemlab.ui.picture;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import sparkmemlab.replay.ExecutorHistory;
import sparkmemlab.replay.StageRecord;

/**
 * A chart of an executor's figures over the application's time, as Spark recorded them: lines of metric
 * values (each point a record, at most {@link #BUCKETS} of them: with more records than that, each bucket of
 * time keeps its largest value, as the figures are peaks), levels (a limit, a pool's size), the stages as
 * spans, the failures as marks (each at most {@link #BUCKETS} too: a long application has tens of thousands of
 * stages, more than a chart has pixels), and the moment picked. Times are milliseconds since the application's
 * start.
 */
public record MetricsPicture(String title, long duration, long top, String topLabel, String startLabel, String endLabel, List<Line> lines, List<Level> levels,
        List<Span> stages, List<Mark> marks, long cursor, String cursorLabel, String empty) {

    /** Enough points for any chart's width, few enough to draw at once. */
    public static final int BUCKETS = 800;

    public MetricsPicture {
        lines = List.copyOf(lines);
        levels = List.copyOf(levels);
        stages = List.copyOf(stages);
        marks = List.copyOf(marks);
    }

    /** One metric's records: {@code colour} is its series' index for CSS ({@code m-series-N}). */
    public record Line(String label, int colour, long[] times, long[] values, String tooltip) {
    }

    /** A horizontal level, such as the container's limit. */
    public record Level(String label, long value, String styleClass) {
    }

    public record Span(long from, long to, String label, boolean failed) {
    }

    public record Mark(long time, String styleClass, String tooltip) {
    }

    /** What a span or mark standing for several says: how many, and the first's and the last's words. */
    @FunctionalInterface
    public interface Grouped {
        String words(int count, String first, String last);
    }

    /** The same chart with the moment picked elsewhere. */
    public MetricsPicture withCursor(long at, String label) {
        return new MetricsPicture(title, duration, top, topLabel, startLabel, endLabel, lines, levels, stages, marks, at, label,
                empty);
    }

    /** Whether {@code other} draws the same, the moment picked aside (the same lines, spans and marks). */
    public boolean drawsAs(MetricsPicture other) {
        return other != null && duration == other.duration && top == other.top && title.equals(other.title)
                && lines == other.lines && levels == other.levels && stages == other.stages && marks == other.marks;
    }

    /** Whether the chart has any line to draw. */
    public boolean hasLines() {
        return !lines.isEmpty();
    }

    /** A metric's records as a line, thinned to {@link #BUCKETS} points, its times from the application's start. */
    public static Line line(ExecutorHistory.Series s, long start, long duration, String label, int colour, String tooltip) {
        int n = s.size();
        if (n <= BUCKETS) {
            long[] times = new long[n];
            for (int i = 0; i < n; i++) {
                times[i] = s.times()[i] - start;
            }
            return new Line(label, colour, times, s.values().clone(), tooltip);
        }
        long[] times = new long[BUCKETS];
        long[] values = new long[BUCKETS];
        boolean[] filled = new boolean[BUCKETS];
        double width = Math.max(1, duration) / (double) BUCKETS;
        for (int i = 0; i < n; i++) {
            long t = s.times()[i] - start;
            int b = (int) Math.min(BUCKETS - 1, Math.max(0, Math.floor(t / width)));
            if (!filled[b] || s.values()[i] > values[b]) {
                filled[b] = true;
                values[b] = s.values()[i];
                times[b] = t;
            }
        }
        int m = 0;
        for (int b = 0; b < BUCKETS; b++) {
            if (filled[b]) {
                times[m] = times[b];
                values[m++] = values[b];
            }
        }
        return new Line(label, colour, java.util.Arrays.copyOf(times, m), java.util.Arrays.copyOf(values, m), tooltip);
    }

    /**
     * The stage attempts with a submission time, as spans from the application's start; with more than
     * {@link #BUCKETS}, those submitted in one bucket of time are one span, from the first's start to the last end
     * among them, failed if any failed.
     */
    public static List<Span> stages(List<StageRecord> records, long start, long end, Grouped grouped) {
        List<Span> spans = new ArrayList<>();
        for (StageRecord s : records) {
            if (s.submissionTime() == null) {
                continue;
            }
            long to = s.completionTime() == null ? end : s.completionTime();
            spans.add(new Span(s.submissionTime() - start, to - start, s.stageId() + "." + s.attemptId() + " " + s.name(),
                    s.failureReason() != null));
        }
        return thinned(spans, end - start, Span::from, s -> "", group -> {
            Span first = group.get(0);
            Span last = group.get(group.size() - 1);
            return new Span(first.from(), group.stream().mapToLong(Span::to).max().orElse(first.to()),
                    grouped.words(group.size(), first.label(), last.label()), group.stream().anyMatch(Span::failed));
        });
    }

    /** The marks; with more than {@link #BUCKETS}, those of one kind in one bucket of time are one, at the first's time. */
    public static List<Mark> marks(List<Mark> marks, long duration, Grouped grouped) {
        return thinned(marks, duration, Mark::time, Mark::styleClass, group -> {
            Mark first = group.get(0);
            return new Mark(first.time(), first.styleClass(), grouped.words(group.size(), first.tooltip(),
                    group.get(group.size() - 1).tooltip()));
        });
    }

    /** Items as they are, or, beyond {@link #BUCKETS}, one for each bucket of time and key, in order of first. */
    private static <T> List<T> thinned(List<T> items, long duration, ToLongFunction<T> time, Function<T, Object> key,
            Function<List<T>, T> merged) {
        if (items.size() <= BUCKETS) {
            return items;
        }
        double width = Math.max(1, duration) / (double) BUCKETS;
        Map<List<Object>, List<T>> groups = new LinkedHashMap<>();
        for (T item : items) {
            long bucket = (long) Math.min(BUCKETS - 1, Math.max(0, Math.floor(time.applyAsLong(item) / width)));
            groups.computeIfAbsent(List.of(bucket, key.apply(item)), k -> new ArrayList<>()).add(item);
        }
        List<T> out = new ArrayList<>(groups.size());
        groups.values().forEach(g -> out.add(g.size() == 1 ? g.get(0) : merged.apply(g)));
        return out;
    }

    /** The largest value of the lines and levels, rounded up a little, for the vertical scale. */
    public static long top(List<Line> lines, List<Level> levels) {
        long max = 1;
        for (Line l : lines) {
            for (long v : l.values()) {
                max = Math.max(max, v);
            }
        }
        for (Level l : levels) {
            max = Math.max(max, l.value());
        }
        return max + max / 20;
    }
}
