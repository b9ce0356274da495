package sparkmemlab.ui.vm.replay;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import sparkmemlab.replay.ExecutorHistory;
import sparkmemlab.replay.rest.AttachSnapshot;
import sparkmemlab.replay.rest.RestExecutor;
import sparkmemlab.ui.picture.MetricsPicture;
import sparkmemlab.ui.text.UiText;

/**
 * What the polls of an attached application saw of each executor's memory over the time attached, as a chart:
 * the storage memory its blocks take at each poll ("memoryMetrics": a figure of that moment), and its peaks so far
 * ("peakMemoryMetrics": Spark's own peaks, so they never fall), under its storage memory ("maxMemory"). A poll
 * that failed adds nothing; the most polls kept is {@value #MOST} (a day at one poll every 2 s): beyond, the oldest
 * half goes, and the chart starts at the oldest poll kept.
 */
final class LiveMemory {
    static final int MOST = 43_200;
    /**
     * The peaks charted, of "peakMemoryMetrics", in the order drawn after the storage in use: the unified memory's,
     * on the scale of its storage memory (the JVM's heap, several times larger, is in the executor's row).
     */
    private static final List<String> PEAKS = List.of("OnHeapExecutionMemory", "OnHeapStorageMemory");

    /** One executor's figures, a column a poll. */
    private static final class Samples {
        long[] times = new long[16];
        /** Storage in use, then each of {@link #PEAKS} (-1: not reported at that poll). */
        final long[][] values = new long[1 + PEAKS.size()][16];
        int size;
        long maxMemory;

        void add(long time, long[] figures) {
            if (size == times.length) {
                if (size >= MOST) {
                    shiftOut();
                } else {
                    int grown = Math.min(MOST, size * 2);
                    times = Arrays.copyOf(times, grown);
                    for (int i = 0; i < values.length; i++) {
                        values[i] = Arrays.copyOf(values[i], grown);
                    }
                }
            }
            times[size] = time;
            for (int i = 0; i < values.length; i++) {
                values[i][size] = figures[i];
            }
            size++;
        }

        private void shiftOut() {
            int half = size / 2;
            System.arraycopy(times, half, times, 0, size - half);
            for (long[] v : values) {
                System.arraycopy(v, half, v, 0, size - half);
            }
            size -= half;
        }
    }

    private final Map<String, Samples> byExecutor = new LinkedHashMap<>();
    private Instant first;

    /** The executors' figures of one poll. */
    void add(AttachSnapshot poll) {
        if (first == null) {
            first = poll.polledAt();
        }
        long time = Math.max(0, Duration.between(first, poll.polledAt()).toMillis());
        for (RestExecutor e : poll.executors()) {
            RestExecutor.MemoryMetrics m = e.memoryMetrics();
            long[] figures = new long[1 + PEAKS.size()];
            figures[0] = m == null ? e.memoryUsed() : m.usedOnHeapStorageMemory() + m.usedOffHeapStorageMemory();
            for (int i = 0; i < PEAKS.size(); i++) {
                Long peak = e.peakMemoryMetrics().get(PEAKS.get(i));
                figures[1 + i] = peak == null ? -1 : peak;
            }
            Samples s = byExecutor.computeIfAbsent(e.id(), id -> new Samples());
            s.maxMemory = m == null ? e.maxMemory() : m.totalOnHeapStorageMemory() + m.totalOffHeapStorageMemory();
            s.add(time, figures);
        }
    }

    /** Forgets every poll: another attachment starts its own chart. */
    void clear() {
        byExecutor.clear();
        first = null;
    }

    /** The chart of executor {@code id} over the time attached, once a poll saw it. */
    Optional<MetricsPicture> chart(String id, UiText text) {
        Samples s = byExecutor.get(id);
        if (s == null) {
            return Optional.empty();
        }
        long duration = Math.max(1, s.times[s.size - 1] - s.times[0]);
        List<MetricsPicture.Line> lines = new ArrayList<>();
        lines.add(line(s, 0, text.get("attach.live.storage"), 1, text.get("tip.attach.live.storage")));
        for (int i = 0; i < PEAKS.size(); i++) {
            MetricsPicture.Line peak = line(s, 1 + i, text.get("attach.live.peak", PEAKS.get(i)), i == 0 ? 0 : 2,
                    text.get("tip.attach.live.peak", PEAKS.get(i)));
            if (peak.times().length > 0) {
                lines.add(peak);
            }
        }
        List<MetricsPicture.Level> levels = List.of(new MetricsPicture.Level(
                text.get("attach.live.maxMemory", text.bytes(s.maxMemory)), s.maxMemory, "m-level-max"));
        long top = MetricsPicture.top(lines, levels);
        return Optional.of(new MetricsPicture(text.get("attach.live.title", id), duration, top, text.bytes(top),
                ReplayChartsViewModel.seconds(0), ReplayChartsViewModel.seconds(duration), lines, levels, List.of(), List.of(),
                duration, text.get("attach.live.now"), text.get("replay.chart.noFigures")));
    }

    /** One figure's polls that reported it, thinned as a replay's lines are. */
    private static MetricsPicture.Line line(Samples s, int figure, String label, int colour, String tooltip) {
        long[] times = new long[s.size];
        long[] values = new long[s.size];
        int n = 0;
        for (int i = 0; i < s.size; i++) {
            if (s.values[figure][i] >= 0) {
                times[n] = s.times[i];
                values[n++] = s.values[figure][i];
            }
        }
        ExecutorHistory.Series series = new ExecutorHistory.Series(label, Arrays.copyOf(times, n), Arrays.copyOf(values, n));
        return MetricsPicture.line(series, s.times[0], Math.max(1, s.times[s.size - 1] - s.times[0]), label, colour, tooltip);
    }
}
