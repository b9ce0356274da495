package sparkmemlab.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import sparkmemlab.replay.ReplaySummary.ExecutorSummary;
import sparkmemlab.replay.rest.ApplicationPoller;
import sparkmemlab.replay.rest.AttachException;
import sparkmemlab.replay.rest.AttachSnapshot;
import sparkmemlab.replay.rest.RestApplication;
import sparkmemlab.replay.rest.RestExecutor;
import sparkmemlab.replay.rest.RestRdd;
import sparkmemlab.replay.rest.SparkRestClient;

/**
 * Runs a real Spark 3.5.3 application (RealSparkApplication: caching that evicts, a shuffle that spills,
 * a task that dies of SparkOutOfMemoryError), replays the event log it wrote, and checks the summary
 * against the figures of a plain Gson walk over the lines Spark's own EventLogFileReader gives: for each
 * codec, for rolling logs, for a log copied while it was still being written, and against the
 * application's own REST API, attached to while it runs.
 */
@Tag("spark-app")
class RealSparkReplayTest {

    /** Held by the tasks of the attach test's last job until the poller has seen them run. */
    static final CountDownLatch RELEASE = new CountDownLatch(1);

    @ParameterizedTest(name = "codec {0}")
    @ValueSource(strings = {"none", "lz4", "lzf", "snappy", "zstd"})
    void theSummaryOfALogWrittenWithEachCodecAgreesWithTheRawLog(String codec, @TempDir Path dir) throws Exception {
        SparkConf conf = compressed(RealSparkApplication.conf(dir, "replay-" + codec), codec);
        Path copies = Files.createDirectories(dir.resolve("copies"));
        Path log = RealSparkApplication.run(conf, dir, sc -> copyWhileRunning(RealSparkApplication.events(dir), copies));
        String name = log.getFileName().toString();
        assertTrue(codec.equals("none") ? !name.contains(".") : name.endsWith("." + codec), name);

        ReplayedLog replayed = checkAgainstTheRawLog(log, SparksOwnReader.lines(log));
        whatTheApplicationDidIsInTheReplay(replayed);
        assertTrue(replayed.notices().stream().noneMatch(n -> n.kind() == ReplayNotice.Kind.INCOMPLETE_LOG),
                replayed.notices().toString());

        // The same log caught while it was still being written: read up to where it stops, and said so.
        Path running = onlyFile(copies);
        assertTrue(running.getFileName().toString().endsWith(".inprogress"), running.toString());
        if (codec.equals("none") || codec.equals("zstd")) {
            // Spark's reader stops cleanly at a cut-off line or frame for these; lz4, lzf and snappy write whole blocks only at close.
            ReplayedLog partial = checkAgainstTheRawLog(running, withoutCutOffLastLine(SparksOwnReader.lines(running)));
            assertTrue(partial.notices().stream().anyMatch(n -> n.text().key().equals("coverage.inProgress")));
        } else {
            ReplayedLog partial = EventLogReader.read(running);
            assertTrue(partial.events() > 0 && partial.events() <= replayed.events());
        }
    }

    @ParameterizedTest(name = "codec {0}")
    @ValueSource(strings = {"none", "zstd"})
    void aRollingLogIsReadFileByFileInIndexOrder(String codec, @TempDir Path dir) throws Exception {
        // Spark rolls at no less than 10 MiB: an 11 MiB setting makes the environment line fill a file of its own.
        SparkConf conf = compressed(RealSparkApplication.conf(dir, "replay-rolling-" + codec), codec)
                .set("spark.eventLog.rolling.enabled", "true")
                .set("spark.eventLog.rolling.maxFileSize", "10m")
                .set("spark.sparkmemlab.padding", "p".repeat(11 << 20));
        Path log = RealSparkApplication.run(conf, dir, sc -> { });
        assertTrue(log.getFileName().toString().startsWith("eventlog_v2_"), log.toString());
        EventLogSource source = EventLogSource.resolve(log);
        assertTrue(source.rolling() && !source.inProgress() && source.files().size() >= 3, source.toString());
        for (int i = 0; i < source.files().size(); i++) {
            assertEquals(i + 1, source.files().get(i).index());
        }
        ReplayedLog replayed = checkAgainstTheRawLog(log, SparksOwnReader.lines(log));
        whatTheApplicationDidIsInTheReplay(replayed);
        assertEquals(11 << 20, replayed.sparkProperties().get("spark.sparkmemlab.padding").length());
    }

    @Test
    void attachingToTheRunningApplicationSeesWhatItsLogLaterTells(@TempDir Path dir) throws Exception {
        SparkConf conf = RealSparkApplication.conf(dir, "replay-attach")
                .set("spark.ui.enabled", "true")
                .set("spark.ui.port", String.valueOf(freePort()));
        List<AttachSnapshot> seen = new ArrayList<>();
        Path log = RealSparkApplication.run(conf, dir, sc -> seen.addAll(attach(sc)));
        ReplayedLog replayed = checkAgainstTheRawLog(log, SparksOwnReader.lines(log));
        ExecutorSummary ours = ReplaySummary.of(replayed).executors().get("driver");

        AttachSnapshot whileBlocked = seen.get(0);
        AttachSnapshot after = seen.get(1);
        assertEquals(replayed.app().id(), after.application().id());
        assertEquals(4, driver(whileBlocked).activeTasks());
        RestExecutor driver = driver(after);
        // Spark's AppStatusListener counted these live; the replay counts them from the log.
        assertEquals(ours.totalCores(), driver.totalCores());
        assertEquals(ours.tasks(), driver.totalTasks());
        assertEquals(ours.failedTasks(), driver.failedTasks());
        assertEquals(replayed.executor("driver").orElseThrow().lastBlockManager().orElseThrow().maxMemory(), driver.maxMemory());
        assertEquals(ours.maxOnHeapMemory(), driver.memoryMetrics().totalOnHeapStorageMemory());
        driver.peakMemoryMetrics().forEach((metric, peak) -> assertTrue(peak <= ours.peakMemoryMetrics().get(metric),
                metric + ": REST " + peak + ", log " + ours.peakMemoryMetrics().get(metric)));
        // The cached RDDs the API lists hold what the log's last block updates say they hold.
        Map<Integer, Long> cached = cachedRddMemory(replayed, "driver");
        assertTrue(!after.rdds().isEmpty(), "no cached RDD; the log has " + cached);
        for (RestRdd rdd : after.rdds()) {
            assertEquals(rdd.memoryUsed(), cached.getOrDefault(rdd.id(), 0L), "rdd " + rdd.id());
        }
    }

    /** Polls the UI while a job's four tasks are held, then once more after they finish. */
    private static List<AttachSnapshot> attach(JavaSparkContext sc) {
        try {
            SparkRestClient client = SparkRestClient.forUrl(sc.sc().uiWebUrl().get(), Duration.ofSeconds(20));
            RestApplication app = client.application(null);
            CompletableFuture<Void> job = CompletableFuture.runAsync(() -> sc.parallelize(List.of(1, 2, 3, 4), 4)
                    .foreach(x -> RELEASE.await(60, TimeUnit.SECONDS)));
            LinkedBlockingQueue<AttachSnapshot> running = new LinkedBlockingQueue<>();
            List<AttachException> problems = new ArrayList<>();
            ApplicationPoller poller = ApplicationPoller.start(client, app, Duration.ofMillis(100), new ApplicationPoller.Listener() {
                @Override
                public void polled(AttachSnapshot snapshot) {
                    if (driver(snapshot).activeTasks() == 4) {
                        running.add(snapshot);
                    }
                }

                @Override
                public void failed(AttachException problem) {
                    problems.add(problem);
                }
            });
            try {
                AttachSnapshot blocked = running.poll(60, TimeUnit.SECONDS);
                assertTrue(blocked != null, "the poller never saw the four tasks run: " + problems);
                RELEASE.countDown();
                job.get(60, TimeUnit.SECONDS);
                // The listener may lag the job's end by a moment.
                AttachSnapshot after = client.snapshot(app);
                for (int i = 0; i < 100 && driver(after).activeTasks() > 0; i++) {
                    Thread.sleep(50);
                    after = client.snapshot(app);
                }
                return List.of(blocked, after);
            } finally {
                poller.close();
            }
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static RestExecutor driver(AttachSnapshot snapshot) {
        return snapshot.executors().stream().filter(e -> e.id().equals("driver")).findFirst().orElseThrow();
    }

    /** Per RDD not unpersisted, the memory of its blocks whose last update has them in memory. */
    private static Map<Integer, Long> cachedRddMemory(ReplayedLog log, String executor) {
        Map<String, BlockUpdateRecord> last = new HashMap<>();
        log.executor(executor).orElseThrow().blockUpdates().forEach(u -> last.put(u.blockId(), u));
        java.util.Set<Integer> gone = new java.util.HashSet<>();
        log.unpersistedRdds().forEach(u -> gone.add(u.rddId()));
        Map<Integer, Long> memory = new HashMap<>();
        last.forEach((block, u) -> {
            if (block.startsWith("rdd_") && u.storageLevel().useMemory() && !gone.contains(Integer.parseInt(block.split("_")[1]))) {
                memory.merge(Integer.parseInt(block.split("_")[1]), u.memorySize(), Long::sum);
            }
        });
        return memory;
    }

    /** What RealSparkApplication makes happen is there: evictions, spills, the OOM, executor metrics. */
    static void whatTheApplicationDidIsInTheReplay(ReplayedLog replayed) {
        assertEquals("3.5.3", replayed.app().sparkVersion());
        ExecutorTimeline driver = replayed.executor("driver").orElseThrow();
        ExecutorSummary summary = ReplaySummary.of(replayed).executors().get("driver");
        assertEquals(4, summary.totalCores());
        assertEquals(4, summary.maxConcurrentTasks());
        assertTrue(summary.memoryBytesSpilled() > 0 && summary.diskBytesSpilled() > 0, summary.toString());
        assertTrue(driver.taskEnds().stream().anyMatch(t -> t.reason().isOutOfMemory()
                && t.reason().className().equals("org.apache.spark.memory.SparkOutOfMemoryError")));
        assertTrue(driver.blockUpdates().stream().anyMatch(u -> u.blockId().startsWith("rdd_") && u.storageLevel().isNone()),
                "no cached block was evicted");
        assertTrue(summary.peakMemoryMetrics().get("OnHeapExecutionMemory") > 0, summary.toString());
        assertTrue(driver.metrics().stream().anyMatch(m -> m.source() == MetricsRecord.Source.STAGE_EXECUTOR_METRICS));
        assertEquals("true", replayed.sparkProperties().get("spark.eventLog.logBlockUpdates.enabled"));
    }

    static ReplayedLog checkAgainstTheRawLog(Path log, List<String> rawLines) throws EventLogException {
        ReplayedLog replayed = EventLogReader.read(log);
        assertEquals(pretty(RawLogFigures.summary(rawLines)), pretty(ReplaySummary.of(replayed).toJson()));
        assertEquals(rawLines.size(), replayed.events());
        return replayed;
    }

    private static List<String> withoutCutOffLastLine(List<String> lines) {
        if (lines.isEmpty()) {
            return lines;
        }
        try {
            JsonParser.parseString(lines.get(lines.size() - 1)).getAsJsonObject();
            return lines;
        } catch (RuntimeException cutOff) {
            return lines.subList(0, lines.size() - 1);
        }
    }

    private static SparkConf compressed(SparkConf conf, String codec) {
        return codec.equals("none") ? conf
                : conf.set("spark.eventLog.compress", "true").set("spark.eventLog.compression.codec", codec);
    }

    private static void copyWhileRunning(Path logDir, Path copies) {
        try (Stream<Path> files = Files.list(logDir)) {
            for (Path p : files.filter(f -> f.getFileName().toString().endsWith(".inprogress")).toList()) {
                Files.copy(p, copies.resolve(p.getFileName()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path onlyFile(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> all = files.toList();
            assertEquals(1, all.size(), all.toString());
            return all.get(0);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    static String pretty(JsonObject o) {
        return new GsonBuilder().setPrettyPrinting().serializeNulls().create().toJson(o);
    }
}
