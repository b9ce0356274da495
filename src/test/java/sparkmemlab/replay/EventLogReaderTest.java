package sparkmemlab.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The real fixture log (Spark 3.5.3, zstd) read in every form Spark writes, against a plain walk of its lines. */
class EventLogReaderTest {
    @TempDir
    Path dir;

    @Test
    void theRealLogsSummaryAgreesWithAPlainWalkOfItsLines() throws Exception {
        Path log = copyOfResource(dir, Fixture.NAME + ".zstd");
        ReplayedLog replayed = EventLogReader.read(log);
        List<String> lines = Fixture.lines();
        assertEquals(RealSparkReplayTest.pretty(RawLogFigures.summary(lines)), RealSparkReplayTest.pretty(ReplaySummary.of(replayed).toJson()));
        assertEquals(lines.size(), replayed.events());
        assertEquals(EventLogCodec.ZSTD, replayed.source().files().get(0).codec());
        ReplaySummary.ExecutorSummary driver = ReplaySummary.of(replayed).executors().get("driver");
        assertEquals(4, driver.maxConcurrentTasks());
        assertEquals(1, driver.failedTasks());
        assertTrue(driver.memoryBytesSpilled() > 0);
        assertTrue(replayed.executor("driver").orElseThrow().taskEnds().stream().anyMatch(t -> t.reason().isOutOfMemory()));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"none", "lz4", "lzf", "snappy", "zstd"})
    void eachCodecSparkWritesReadsToTheSameSummary(String codec) throws Exception {
        List<String> lines = Fixture.lines();
        Path log = Fixture.write(dir.resolve(Fixture.NAME + (codec.equals("none") ? "" : "." + codec)), codec, lines);
        ReplayedLog replayed = EventLogReader.read(log);
        assertEquals(codec.equals("none") ? EventLogCodec.NONE : EventLogCodec.valueOf(codec.toUpperCase()),
                replayed.source().files().get(0).codec());
        assertEquals(RealSparkReplayTest.pretty(RawLogFigures.summary(lines)), RealSparkReplayTest.pretty(ReplaySummary.of(replayed).toJson()));
    }

    @Test
    void aRollingFolderIsReadInIndexOrderFromTheLastCompactedFile() throws Exception {
        List<String> lines = Fixture.lines();
        Path folder = Files.createDirectories(dir.resolve("eventlog_v2_" + Fixture.NAME));
        int third = lines.size() / 3;
        // Written out of order, and index 10 after 9 (sorted as numbers, not names).
        Fixture.write(folder.resolve("events_10_" + Fixture.NAME + ".lz4"), "lz4", lines.subList(2 * third, lines.size()));
        Fixture.write(folder.resolve("events_8_" + Fixture.NAME + ".lz4"), "lz4", lines.subList(0, third));
        Fixture.write(folder.resolve("events_9_" + Fixture.NAME + ".lz4"), "lz4", lines.subList(third, 2 * third));
        // Replaced by the compacted file of index 8.
        Fixture.write(folder.resolve("events_7_" + Fixture.NAME + ".lz4"), "lz4", List.of("not read"));
        Files.move(folder.resolve("events_8_" + Fixture.NAME + ".lz4"), folder.resolve("events_8_" + Fixture.NAME + ".lz4.compact"));
        Files.createFile(folder.resolve("appstatus_" + Fixture.NAME));
        ReplayedLog replayed = EventLogReader.read(folder);
        assertEquals(List.of(8L, 9L, 10L), replayed.source().files().stream().map(EventLogFile::index).toList());
        assertTrue(replayed.source().rolling() && !replayed.source().inProgress());
        assertEquals(RealSparkReplayTest.pretty(RawLogFigures.summary(lines)), RealSparkReplayTest.pretty(ReplaySummary.of(replayed).toJson()));

        Files.move(folder.resolve("appstatus_" + Fixture.NAME), folder.resolve("appstatus_" + Fixture.NAME + ".inprogress"));
        ReplayedLog running = EventLogReader.read(folder);
        assertTrue(running.source().inProgress());
        assertTrue(running.notices().stream().anyMatch(n -> n.text().key().equals("coverage.inProgress")));
    }

    @Test
    void progressGrowsToTheFilesSizeAndCancellingStopsTheRead() throws Exception {
        Path log = Fixture.plain(dir);
        List<long[]> seen = new ArrayList<>();
        EventLogReader.read(log, ReplayOptions.defaults().withProgress((read, total) -> seen.add(new long[] {read, total})));
        long size = Files.size(log);
        assertTrue(!seen.isEmpty());
        for (int i = 1; i < seen.size(); i++) {
            assertTrue(seen.get(i)[0] >= seen.get(i - 1)[0]);
        }
        assertEquals(size, seen.get(seen.size() - 1)[0]);
        assertEquals(size, seen.get(0)[1]);

        AtomicInteger asked = new AtomicInteger();
        assertThrows(CancellationException.class,
                () -> EventLogReader.read(log, ReplayOptions.defaults().withCancellation(() -> asked.incrementAndGet() > 10)));
        assertEquals(11, asked.get(), "stops at the first line after the request");
    }

    @Test
    void theConfigurationAndWhatWasOffAreReported() throws Exception {
        List<String> lines = new ArrayList<>(Fixture.lines());
        // The same application as if block updates had been off: no BlockUpdated lines, the setting false.
        lines.removeIf(l -> l.startsWith("{\"Event\":\"SparkListenerBlockUpdated\""));
        lines.replaceAll(l -> l.replace("\"spark.eventLog.logBlockUpdates.enabled\":\"true\"",
                "\"spark.eventLog.logBlockUpdates.enabled\":\"false\""));
        ReplayedLog replayed = EventLogReader.read(Fixture.write(dir.resolve("app"), "none", lines));
        assertEquals("false", replayed.sparkProperties().get("spark.eventLog.logBlockUpdates.enabled"));
        assertTrue(replayed.notices().stream().anyMatch(n -> n.kind() == ReplayNotice.Kind.OFF_WHEN_WRITTEN
                && n.text().key().equals("coverage.blockUpdatesOff")), replayed.notices().toString());
        assertTrue(replayed.executor("driver").orElseThrow().blockUpdates().isEmpty());
    }

    static Path copyOfResource(Path dir, String name) throws IOException {
        Path file = dir.resolve(name);
        try (InputStream in = EventLogReaderTest.class.getResourceAsStream("/replay/" + name)) {
            Files.copy(in, file);
        }
        return file;
    }
}
