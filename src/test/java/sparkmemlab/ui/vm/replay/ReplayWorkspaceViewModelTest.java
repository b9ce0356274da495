package sparkmemlab.ui.vm.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.replay.ExecutorHistory;
import sparkmemlab.replay.ReplayedLog;
import sparkmemlab.ui.picture.MetricsPicture;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.FileService;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.MotionSettings;
import sparkmemlab.ui.vm.Navigator;
import sparkmemlab.ui.vm.Notifier;
import sparkmemlab.ui.vm.WorkspaceContext;

/**
 * The replay workspace's view-models without a toolkit, on the real log Spark 3.5.3 wrote (src/test/resources/replay):
 * a log is shown only once read whole, the charts carry Spark's figures and the log's failures, the moment's slots
 * and blocks follow the log, and a refused or cancelled log changes nothing.
 */
class ReplayWorkspaceViewModelTest {
    static final UiText ENGLISH = UiText.of(Locale.ENGLISH);
    static final Path FIXTURE = Path.of("src/test/resources/replay/local-1796108184993.zstd");

    @TempDir
    Path dir;

    /** What the reading thread hands back, run on the test's thread as the FX thread would. */
    private final LinkedBlockingQueue<Runnable> handedBack = new LinkedBlockingQueue<>();
    private Optional<Path> chosen = Optional.empty();

    private ReplayWorkspaceViewModel workspace() {
        FileService files = new FileService() {
            @Override
            public Optional<Path> open(FileKind kind) {
                assertEquals(FileKind.EVENT_LOG, kind);
                return chosen;
            }

            @Override
            public Optional<Path> save(FileKind kind) {
                return Optional.empty();
            }
        };
        Navigator nowhere = new Navigator() {
            @Override
            public boolean show(String workspace) {
                return false;
            }

            @Override
            public boolean openLesson(Lesson lesson, int at) {
                return false;
            }

            @Override
            public boolean openScenario(String workspace, sparkmemlab.scenario.Scenario scenario, String hint) {
                return false;
            }

            @Override
            public boolean openScene(String workspace, sparkmemlab.scenario.Scenario scenario, int at) {
                return false;
            }
        };
        WorkspaceContext context = new WorkspaceContext(ENGLISH, new MotionSettings(),
                new LessonShelf(List.of(), LessonProgress.inMemory()), files, Notifier.NONE, nowhere, sparkmemlab.ui.vm.TextClipboard.inMemory(),
                new sparkmemlab.ui.vm.SharedParts());
        return new ReplayWorkspaceViewModel(context, handedBack::add);
    }

    /** Runs what the reader hands back until the reading is over. */
    private void finish(ReplayWorkspaceViewModel ws) throws InterruptedException {
        while (ws.opening().readingProperty().get()) {
            Runnable r = handedBack.poll(60, TimeUnit.SECONDS);
            assertNotNull(r, "the reading handed nothing back within a minute");
            r.run();
        }
        handedBack.forEach(Runnable::run);
        handedBack.clear();
    }

    private ReplayWorkspaceViewModel opened() throws InterruptedException {
        ReplayWorkspaceViewModel ws = workspace();
        chosen = Optional.of(FIXTURE);
        ws.opening().chooseAndOpen();
        assertTrue(ws.opening().readingProperty().get(), "the log is read off the caller's thread");
        assertNull(ws.session().logProperty().get(), "nothing is shown before the log is read whole");
        finish(ws);
        return ws;
    }

    @Test
    void aRealLogIsShownOnItsExecutorWithSparksFigures() throws InterruptedException {
        ReplayWorkspaceViewModel ws = opened();
        ReplaySession s = ws.session();
        assertEquals("", s.messageProperty().get());
        assertEquals(List.of("driver"), s.executorsProperty().get());
        assertEquals("driver", s.executorProperty().get());
        assertTrue(s.titleProperty().get().contains("replay-zstd"), s.titleProperty().get());
        assertEquals(1.0, ws.opening().progressProperty().get(), 1e-9, "the progress reached the whole file");

        MetricsPicture unified = ws.charts().unifiedProperty().get();
        List<String> lines = unified.lines().stream().map(MetricsPicture.Line::label).toList();
        assertEquals(List.of("OnHeapExecutionMemory", "OnHeapStorageMemory"), lines, "off-heap stayed 0 in this log: left out");
        // The block manager's Maximum Onheap Memory, as the summary reads it.
        assertEquals(125_829_120L, unified.levels().get(0).value());
        long storagePeak = unified.lines().get(1).values().length == 0 ? 0
                : java.util.Arrays.stream(unified.lines().get(1).values()).max().getAsLong();
        assertEquals(117_975_012L, storagePeak, "the chart's peak is the log's largest OnHeapStorageMemory (the summary's)");
        assertTrue(unified.marks().stream().anyMatch(m -> m.styleClass().equals("m-mark-out-of-memory")
                && m.tooltip().contains("SparkOutOfMemoryError")), "the task that hit SparkOutOfMemoryError is marked");
        assertFalse(unified.stages().isEmpty(), "the stages are spans");

        MetricsPicture process = ws.charts().processProperty().get();
        assertTrue(process.lines().stream().anyMatch(l -> l.label().equals("JVMHeapMemory")));
        assertTrue(process.levels().isEmpty(), "local[4] runs in no container: no limit is drawn");
        assertTrue(ws.notices().noticesProperty().get().stream().anyMatch(n -> n.contains("spark.executor.processTreeMetrics.enabled")));
        assertTrue(ws.notices().aboutProperty().get().contains("3.5.3"));
    }

    @Test
    void theMomentsSlotsAndBlocksFollowTheLog() throws InterruptedException {
        ReplayWorkspaceViewModel ws = opened();
        ReplaySession s = ws.session();
        ExecutorHistory h = s.historyProperty().get();
        ReplayedLog log = s.logProperty().get();
        // At each task's start, the slots show the tasks running then: never more than its 4 cores, and the task itself.
        for (ExecutorHistory.Task t : h.tasks()) {
            s.pick(t.startTime() - s.start());
            List<ReplayMomentViewModel.Row> slots = ws.atMoment().slotsProperty().get();
            assertEquals(4, slots.size(), "one row per core");
            assertTrue(slots.stream().anyMatch(r -> r.title().startsWith("Task " + t.start().taskId() + " ")),
                    "task " + t.start().taskId() + " is in a slot at its start");
        }
        ExecutorHistory.Task oom = h.tasks().stream().filter(t -> t.end() != null && t.end().reason().isOutOfMemory())
                .findFirst().orElseThrow();
        s.pick(oom.startTime() - s.start());
        assertTrue(ws.atMoment().slotsProperty().get().stream().anyMatch(r -> r.styleClass().equals("replay-slot-oom")));
        // At the end, the blocks held are what the executor's last update of each block left (independently here).
        s.pick(s.duration());
        java.util.Map<String, Long> expected = new java.util.LinkedHashMap<>();
        for (var u : h.executor().blockUpdates()) {
            expected.remove(u.blockId());
            if (!u.storageLevel().isNone() && (u.memorySize() > 0 || u.diskSize() > 0)) {
                expected.put(u.blockId(), u.memorySize());
            }
        }
        for (var r : log.unpersistedRdds()) {
            expected.keySet().removeIf(id -> id.startsWith("rdd_" + r.rddId() + "_"));
        }
        assertEquals(List.copyOf(expected.keySet()),
                ws.atMoment().blocksProperty().get().stream().map(ReplayMomentViewModel.Row::title).toList());
        s.pick(-5);
        assertEquals(0, s.momentProperty().get(), "a moment before the start is the start");
        s.pick(Long.MAX_VALUE);
        assertEquals(s.duration(), s.momentProperty().get());
    }

    @Test
    void aRefusedLogChangesNothingAndNamesTheFile() throws IOException, InterruptedException {
        ReplayWorkspaceViewModel ws = opened();
        ReplayedLog shown = ws.session().logProperty().get();
        Path bad = Files.writeString(dir.resolve("app-bad"), "{\"Event\":\"SparkListenerLogStart\",\"Spark Version\":\"3.5.3\"}\nnot json\n");
        ws.open(bad);
        finish(ws);
        assertSame(shown, ws.session().logProperty().get(), "the log shown stays");
        String message = ws.session().messageProperty().get();
        assertTrue(message.contains("app-bad") && message.contains("line 2"), message);
    }

    @Test
    void aCancelledReadingKeepsNothing() throws InterruptedException {
        ReplayWorkspaceViewModel ws = workspace();
        ws.open(FIXTURE);
        ws.opening().cancel();
        assertFalse(ws.opening().readingProperty().get());
        finish(ws);
        Thread.sleep(200);
        handedBack.forEach(Runnable::run);
        assertNull(ws.session().logProperty().get(), "a cancelled reading's log is never shown");
        assertTrue(ws.session().messageProperty().get().contains("local-1796108184993.zstd"));
    }

    @Test
    void aRollingLogsFileStandsForItsFolder() {
        Path folder = Path.of("logs", "eventlog_v2_app-1");
        assertEquals(folder, sparkmemlab.replay.EventLogSource.logOf(folder.resolve("events_1_app-1.zstd")));
        assertEquals(folder.resolve("appstatus_app-1"), sparkmemlab.replay.EventLogSource.logOf(folder.resolve("appstatus_app-1")));
        assertEquals(Path.of("events_1_x"), sparkmemlab.replay.EventLogSource.logOf(Path.of("events_1_x")));
    }
}
