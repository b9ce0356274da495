package sparkmemlab.ui.vm.executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.ui.Workspaces;
import sparkmemlab.ui.picture.BarPicture;
import sparkmemlab.ui.picture.BlockRow;
import sparkmemlab.ui.prefs.LanguagePreference;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.vm.FileService;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.Notifier;
import sparkmemlab.ui.vm.WindowViewModel;
import sparkmemlab.ui.vm.kernel.ActionKind;
import sparkmemlab.ui.vm.kernel.ExecutorSession;

/** The executor workspace's view-models, its panels' and its session's, without a toolkit. */
class ExecutorWorkspaceViewModelTest {

    @Test
    void opensOnAReadySceneWithBothBarsTasksAndBorrowing() {
        ExecutorWorkspaceViewModel ws = TestWorkspace.open();
        ExecutorSession s = ws.session();
        assertEquals(4L << 30, s.stateProperty().get().layout().systemMemory());
        assertTrue(ws.heap().offHeapShownProperty().get());
        assertEquals(2, s.stateProperty().get().onHeap().activeTasks());
        assertEquals(BarPicture.Direction.EXECUTION_FROM_STORAGE, ws.heap().onHeapBarProperty().get().borrow().direction());
        assertFalse(s.hintProperty().get().isEmpty());
        assertEquals(4, ws.slots().slotsProperty().get().size());
        assertTrue(s.canBackProperty().get());
        assertFalse(s.canForwardProperty().get());
        // The action form shows what the welcome scene suggests.
        assertEquals(ActionKind.CACHE_BLOCK, ws.actionForm().actionProperty().get());
        assertEquals("rdd_3_0", ws.actionForm().blockProperty().get());
    }

    @Test
    void theSuggestedActionEvictsTheLeastRecentlyUsedBlocksAndSkipsTheLockedOne() {
        ExecutorWorkspaceViewModel ws = TestWorkspace.open();
        assertTrue(ws.actionForm().act(), ws.session().errorProperty().get());
        var rows = ws.blocks().rowsProperty().get();
        // In the order eviction visited them, 1, 2, 3: the locked block first, then the two it evicted.
        assertEquals(List.of("rdd_1_1", "rdd_1_2", "rdd_2_0"), rows.subList(0, 3).stream().map(BlockRow::id).toList());
        assertEquals(BlockRow.Visit.SKIPPED, rows.get(0).visit());
        assertEquals(BlockRow.Visit.EVICTED, rows.get(1).visit());
        assertEquals(BlockRow.Visit.EVICTED, rows.get(2).visit());
        assertEquals(List.of(1, 2, 3), rows.subList(0, 3).stream().map(BlockRow::visitOrder).toList());
    }

    @Test
    void stepsSparkCannotTakeAreShownNotThrown() {
        ExecutorWorkspaceViewModel ws = TestWorkspace.open();
        ActionFormViewModel form = ws.actionForm();
        int size = ws.session().sizeProperty().get();
        form.actionProperty().set(ActionKind.REMOVE_BLOCK);
        form.blockProperty().set("rdd_1_1"); // locked by task 1
        assertFalse(form.act());
        assertTrue(form.errorProperty().get().startsWith("Spark cannot take this step"), form.errorProperty().get());
        assertEquals(size, ws.session().sizeProperty().get());
        form.blockProperty().set("rdd_x");
        assertFalse(form.act());
        assertTrue(form.errorProperty().get().startsWith("Block:"), form.errorProperty().get());
        form.actionProperty().set(null);
        assertFalse(form.act(), "no action chosen");
        assertEquals("Choose an action first.", form.errorProperty().get());
    }

    @Test
    void startingATaskUsesAFreshIdAndRegistersIt() {
        ExecutorWorkspaceViewModel ws = TestWorkspace.open();
        ActionFormViewModel form = ws.actionForm();
        form.actionProperty().set(ActionKind.START_TASK);
        assertTrue(form.taskDisabled().get(), "the form chooses a new task's id");
        assertFalse(form.bytesDisabled().get());
        form.bytesProperty().set("100m");
        form.modeProperty().set(MemoryMode.ON_HEAP);
        assertTrue(form.act(), form.errorProperty().get());
        assertTrue(ws.session().stateProperty().get().onHeap().memoryForTask().containsKey(3L));
        assertEquals(ActionKind.START_TASK, form.actionProperty().get(), "Apply keeps the action chosen");
        assertEquals("4", form.taskProperty().get(), "the next start's id");
        form.actionProperty().set(ActionKind.ACQUIRE_EXECUTION);
        assertEquals("3", form.taskProperty().get(), "the task just started");
        assertFalse(form.taskDisabled().get());
        assertTrue(form.blockDisabled().get() && form.consumerDisabled().get());
    }

    @Test
    void theSandboxGrowsACollectionAndMakesObjectsSparkDoesNotCount() {
        ExecutorWorkspaceViewModel ws = TestWorkspace.open();
        ActionFormViewModel form = ws.actionForm();
        form.actionProperty().set(ActionKind.MAYBE_SPILL);
        form.taskProperty().set("1");
        form.consumerProperty().set("map");
        form.bytesProperty().set("64m");
        assertTrue(form.act(), form.errorProperty().get());
        var map = ws.session().stateProperty().get().consumers().get(1L).get("map");
        assertEquals(java.util.OptionalLong.of(64L << 20), map.collectionSize());
        assertTrue(map.used() > 0 && map.used() <= 123L << 20, "asked for 2 x 64 - 5 MiB: " + map.used());
        assertTrue(ws.slots().slotsProperty().get().get(0).consumers().stream().anyMatch(c -> c.startsWith("map: 64.0 MiB of data")),
                ws.slots().slotsProperty().get().get(0).consumers().toString());
        long heapBefore = ws.session().stateProperty().get().heapUsed();
        form.actionProperty().set(ActionKind.USER_ALLOCATE);
        form.bytesProperty().set("100m");
        assertTrue(form.act(), form.errorProperty().get());
        assertEquals(heapBefore + (100L << 20), ws.session().stateProperty().get().heapUsed());
        form.actionProperty().set(ActionKind.USER_RELEASE);
        assertTrue(form.act(), form.errorProperty().get());
        assertEquals(heapBefore, ws.session().stateProperty().get().heapUsed());
    }

    @Test
    void theConfigurationPanelValidatesAsTheModelDoesAndStartsASandbox() {
        ExecutorWorkspaceViewModel ws = TestWorkspace.open();
        ConfigViewModel c = ws.config();
        assertEquals("4g", c.executorMemoryProperty().get(), "it shows the configuration of the scene shown");
        c.executorMemoryProperty().set("400m");
        assertNull(c.configProperty().get());
        assertTrue(c.errorProperty().get().contains("INVALID_DRIVER_MEMORY"), c.errorProperty().get());
        assertFalse(c.startSandbox(), "a refused configuration starts nothing");
        assertEquals(c.errorProperty().get(), ws.session().errorProperty().get());
        c.executorMemoryProperty().set("2g");
        c.storageFractionProperty().set("1.0");
        assertEquals(ExecutorConfig.STORAGE_FRACTION, c.errorKeyProperty().get());
        c.storageFractionProperty().set("0.5");
        c.offHeapEnabledProperty().set(true);
        c.offHeapSizeProperty().set("0");
        assertTrue(c.errorProperty().get().contains("spark.memory.offHeap.size must be > 0"), c.errorProperty().get());
        c.offHeapSizeProperty().set("12x");
        assertTrue(c.errorProperty().get().startsWith("spark.memory.offHeap.size:"), c.errorProperty().get());
        c.offHeapEnabledProperty().set(false);
        c.offHeapSizeProperty().set("0");
        c.coresProperty().set("8");
        assertNotNull(c.configProperty().get());
        assertTrue(c.startSandbox());
        assertEquals(0, ws.session().sizeProperty().get());
        assertFalse(ws.heap().offHeapShownProperty().get());
        assertEquals(8, ws.slots().slotsProperty().get().size());
        assertEquals(ActionKind.START_TASK, ws.actionForm().actionProperty().get(), "an empty sandbox suggests starting a task");
        assertEquals("1", ws.actionForm().taskProperty().get());
    }

    @Test
    void historyMovesBothWays() {
        ExecutorWorkspaceViewModel ws = TestWorkspace.open();
        ExecutorSession s = ws.session();
        var before = ws.heap().onHeapBarProperty().get();
        s.back();
        assertEquals(10, s.positionProperty().get());
        assertTrue(ws.historyBar().statusProperty().get().startsWith("Step 10 of 11"), ws.historyBar().statusProperty().get());
        s.forward();
        assertEquals(before, ws.heap().onHeapBarProperty().get());
        s.first();
        assertEquals(0, s.positionProperty().get());
        assertTrue(ws.log().log().isEmpty());
        s.last();
        assertEquals(11, s.positionProperty().get());
    }

    @Test
    void theZoomStepsWithinItsLimits() {
        var zoom = TestWorkspace.open().heap().zoom();
        zoom.zoomIn();
        assertEquals(1.25, zoom.zoomProperty().get(), 1e-9);
        for (int i = 0; i < 20; i++) {
            zoom.zoomOut();
        }
        assertEquals(0.25, zoom.zoomProperty().get(), 1e-9);
        zoom.setZoom(Double.NaN);
        assertEquals(0.25, zoom.zoomProperty().get(), 1e-9, "NaN changes nothing");
        zoom.setZoom(99);
        assertEquals(4.0, zoom.zoomProperty().get(), 1e-9);
    }

    @Test
    void aLanguageChosenIsKeptAndSaidInThatLanguageUntilTheSceneHasSomethingNewToSay() {
        WindowViewModel window = new WindowViewModel(TestWorkspace.ENGLISH, Workspaces.ALL,
                new LessonShelf(List.of(), LessonProgress.inMemory()), FileService.NONE, Notifier.NONE);
        LanguagePreference kept = LanguagePreference.inMemory();
        window.useLanguagePreference(kept);
        window.chooseLanguage(Optional.of(Locale.CHINESE));
        assertEquals(Optional.of(Locale.CHINESE), kept.get());
        assertEquals("Spark Memory Lab \u4e0b\u6b21\u542f\u52a8\u65f6\u5c06\u4f7f\u7528\u7b80\u4f53\u4e2d\u6587\u3002",
                window.hintProperty().get());
        window.chooseLanguage(Optional.of(Locale.ENGLISH));
        assertEquals("Spark Memory Lab will speak English the next time it starts.", window.hintProperty().get());
        assertEquals(Optional.of(Locale.ENGLISH), window.language());
        window.active().newScene().orElseThrow().run();
        assertEquals("Start a task, cache a block, and watch who borrows from whom. \u2190 \u2192 step through history.",
                window.hintProperty().get(), "the new scene's hint");
    }

    /** Found by the monkey: a scenario opened while a lesson plays ends the lesson, and never narrates its steps as the lesson's. */
    @Test
    void aScenarioOpenedDuringALessonEndsTheLesson(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        var lessons = sparkmemlab.ui.vm.LessonLibrary.load(java.nio.file.Path.of("lessons")).lessons().stream()
                .filter(l -> !l.isCluster()).toList();
        ExecutorWorkspaceViewModel ws = TestWorkspace.open(lessons);
        Lesson shortest = lessons.stream().min(java.util.Comparator.comparingInt(l -> l.steps().size())).orElseThrow();
        assertTrue(ws.player().open(sparkmemlab.ui.vm.LessonLibrary.id(shortest)));
        ws.session().last();
        assertTrue(ws.player().activeProperty().get());
        java.nio.file.Path longer = dir.resolve("longer.json");
        StringBuilder steps = new StringBuilder();
        for (int i = 0; i < shortest.steps().size() + 5; i++) {
            steps.append(i == 0 ? "" : ", ").append("{\"op\": \"acquireExecution\", \"task\": 1, \"bytes\": 1048576}");
        }
        java.nio.file.Files.writeString(longer, "{\"format\": \"spark-memory-scenario/1\", \"steps\": [" + steps + "]}");
        // A listener's exception is not thrown to the caller: JavaFX hands it to the thread's handler.
        List<Throwable> thrown = new java.util.ArrayList<>();
        Thread.UncaughtExceptionHandler before = Thread.currentThread().getUncaughtExceptionHandler();
        Thread.currentThread().setUncaughtExceptionHandler((t, e) -> thrown.add(e));
        try {
            ws.open(longer);
        } finally {
            Thread.currentThread().setUncaughtExceptionHandler(before);
        }
        assertEquals(List.of(), thrown);
        assertEquals("", ws.session().errorProperty().get());
        assertFalse(ws.player().activeProperty().get(), "the lesson ended");
        assertEquals(shortest.steps().size() + 5, ws.session().positionProperty().get());
    }
}
