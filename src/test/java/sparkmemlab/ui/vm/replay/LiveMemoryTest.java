package sparkmemlab.ui.vm.replay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import sparkmemlab.replay.rest.AttachSnapshot;
import sparkmemlab.replay.rest.RestApplication;
import sparkmemlab.replay.rest.RestExecutor;
import sparkmemlab.ui.picture.MetricsPicture;
import sparkmemlab.ui.text.UiText;

/** The polls of an attached application charted per executor: a point a poll, peaks only once reported, a day kept. */
class LiveMemoryTest {
    private static final UiText TEXT = UiText.of(Locale.ENGLISH);
    private static final Instant T0 = Instant.parse("2026-12-01T10:00:00Z");

    private static RestExecutor executor(String id, long storage, Map<String, Long> peaks) {
        return new RestExecutor(id, "h:1", true, 0, storage, 0, 4, 4, 0, 0, 0, 0, 1000,
                "2026-12-01T10:00:00.000GMT", null, null, new RestExecutor.MemoryMetrics(storage, 5, 900, 100), peaks);
    }

    private static AttachSnapshot poll(long secondsIn, RestExecutor... executors) {
        return new AttachSnapshot(T0.plusSeconds(secondsIn), "http://h/api/v1", new RestApplication("app-1", "etl", List.of()),
                null, List.of(executors), List.of());
    }

    @Test
    void eachExecutorIsAPointAPollAndAPeakStartsWhenSparkFirstReportsIt() {
        LiveMemory live = new LiveMemory();
        live.add(poll(0, executor("1", 100, Map.of()), executor("2", 7, Map.of())));
        live.add(poll(2, executor("1", 300, Map.of("OnHeapExecutionMemory", 50L))));
        live.add(poll(4, executor("1", 200, Map.of("OnHeapExecutionMemory", 80L, "OnHeapStorageMemory", 400L))));
        MetricsPicture one = live.chart("1", TEXT).orElseThrow();
        assertEquals(4000, one.duration());
        assertEquals(3, one.lines().size());
        assertArrayEquals(new long[] {0, 2000, 4000}, one.lines().get(0).times());
        assertArrayEquals(new long[] {105, 305, 205}, one.lines().get(0).values(), "on- and off-heap storage in use");
        assertArrayEquals(new long[] {2000, 4000}, one.lines().get(1).times(), "no point before Spark reported a peak");
        assertArrayEquals(new long[] {50, 80}, one.lines().get(1).values());
        assertArrayEquals(new long[] {400}, one.lines().get(2).values());
        assertEquals(1000, one.levels().get(0).value(), "its storage memory, on and off the heap");
        assertEquals(1, live.chart("2", TEXT).orElseThrow().lines().size(), "an executor with no peaks has its storage alone");
        assertTrue(live.chart("3", TEXT).isEmpty());
        live.clear();
        assertTrue(live.chart("1", TEXT).isEmpty());
    }

    @Test
    void atMostADayOfPollsIsKeptTheOldestGoing() {
        LiveMemory live = new LiveMemory();
        int polls = LiveMemory.MOST + 10;
        for (int i = 0; i < polls; i++) {
            live.add(poll(2L * i, executor("1", i, Map.of())));
        }
        MetricsPicture chart = live.chart("1", TEXT).orElseThrow();
        long[] times = chart.lines().get(0).times();
        assertTrue(times.length <= MetricsPicture.BUCKETS, "thinned for drawing");
        long[] values = chart.lines().get(0).values();
        assertEquals(polls - 1 + 5, values[values.length - 1], "the latest poll is kept");
        assertTrue(values[0] >= polls - LiveMemory.MOST + 5, "the oldest polls are gone: the first kept is " + values[0]);
        assertTrue(chart.duration() < 2000L * LiveMemory.MOST, "the chart starts at the oldest poll kept");
        assertTrue(times[0] <= chart.duration() / MetricsPicture.BUCKETS, "its first bucket is at the start: " + times[0]);
    }
}
