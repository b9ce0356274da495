package sparkmemlab.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The log's clock and an executor's history, on the real log Spark 3.5.3 wrote (src/test/resources/replay). */
class ExecutorHistoryTest {
    private static final Path FIXTURE = Path.of("src/test/resources/replay/" + Fixture.NAME + ".zstd");

    @Test
    void everyEventHasATimeInLogOrderAndTimedEventsKeepTheirs() throws EventLogException {
        ReplayedLog log = EventLogReader.read(FIXTURE);
        LogClock clock = LogClock.of(log);
        assertEquals(log.app().startTime(), clock.start());
        assertEquals(log.app().endTime(), clock.end());
        long before = Long.MIN_VALUE;
        for (long seq = 0; seq < log.events(); seq++) {
            long t = clock.timeOf(seq);
            assertTrue(t >= before, "the time of event " + seq + " goes back");
            assertTrue(t >= clock.start() && t <= clock.end());
            before = t;
        }
        // Stage submissions come in log order with non-decreasing times in this log: each keeps its own.
        for (StageRecord s : log.stages()) {
            assertEquals(s.submissionTime().longValue(), clock.timeOf(s.submittedSeq()), "stage " + s.stageId());
        }
    }

    @Test
    void theHistoryHasEveryTaskItsFailuresAndItsFigures() throws EventLogException {
        ReplayedLog log = EventLogReader.read(FIXTURE);
        ExecutorTimeline driver = log.executor("driver").orElseThrow();
        ExecutorHistory h = ExecutorHistory.of(log, driver);
        assertEquals(driver.taskStarts().size(), h.tasks().size());
        long failed = driver.taskEnds().stream().filter(e -> e.reason().countsAsFailed()).count();
        assertEquals(failed, h.failures().stream().filter(f -> f.taskId() >= 0).count());
        assertEquals(1, h.failures().stream().filter(f -> f.kind() == ExecutorHistory.Failure.Kind.OUT_OF_MEMORY).count());
        for (ExecutorHistory.Task t : h.tasks()) {
            assertTrue(t.startTime() <= t.endTime());
            assertTrue(h.tasksAt(t.startTime()).size() <= driver.totalCores(), "more tasks than cores at " + t.startTime());
        }
        // The series' largest value is the summary's peak of that metric (the summary reads the raw records).
        ReplaySummary.ExecutorSummary summary = ReplaySummary.of(log).executors().get("driver");
        for (String metric : log.metricKeys()) {
            h.series(metric).ifPresent(s -> assertEquals(summary.peakMemoryMetrics().get(metric).longValue(), s.max(), metric));
        }
        assertTrue(h.blocksAt(h.clock().start() - 1).isEmpty(), "no block before the application started");
    }
}
