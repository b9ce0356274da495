package sparkmemlab.ui.vm.legacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.Lessons;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.snapshot.SnapshotReader;
import sparkmemlab.ui.Workspaces;
import sparkmemlab.ui.picture.BarPicture;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileService;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.WindowViewModel;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;

/** The Legacy vs unified workspace's view-models, without a toolkit. */
class LegacyWorkspaceViewModelTest {
    private static final long MIB = 1L << 20;

    private static WindowViewModel window(Locale locale, List<Lesson> lessons) {
        return new WindowViewModel(UiText.of(locale), Workspaces.ALL, new LessonShelf(lessons, LessonProgress.inMemory()),
                FileService.NONE, message -> { });
    }

    private static LegacyWorkspaceViewModel legacy(WindowViewModel w) {
        return (LegacyWorkspaceViewModel) w.viewModel(LegacyWorkspaceViewModel.NAME).orElseThrow();
    }

    @Test
    void theWelcomeSceneShowsBothHeapsToOneScaleAndExplainsEachDifference() {
        LegacyWorkspaceViewModel ws = legacy(window(Locale.ENGLISH, List.of()));
        var session = ws.comparison().session();
        assertEquals(0, session.positionProperty().get());
        assertEquals(List.of(3, 4, 5, 6), ws.step().differencesProperty().get().stream().map(d -> d.step()).toList());
        BarPicture unified = ws.heaps().unified().onHeapProperty().get();
        BarPicture legacy = ws.heaps().legacy().onHeapProperty().get();
        assertEquals(unified.scaleBytes(), legacy.scaleBytes(), "one scale");
        // Spark 2.4's pools of an 8 GiB heap: 8g × 0.6 × 0.9 and 8g × 0.2 × 0.8, and its two safety margins.
        assertEquals(4_638_564_679L, span(legacy, "span:storage"));
        assertEquals(1_374_389_534L, span(legacy, "span:execution"));
        assertEquals((long) (8192 * MIB * 0.6) - 4_638_564_679L, segment(legacy, "safety:storage"));
        assertEquals((long) (8192 * MIB * 0.2) - 1_374_389_534L, segment(legacy, "safety:execution"));

        session.goTo(3);
        assertTrue(ws.step().differsProperty().get());
        assertEquals("Under 1.6: true · under 1.5: false", ws.step().outcomesProperty().get());
        assertEquals("Under 1.6 storage borrowed 1.5 GiB of free execution memory for rdd_1_2; under 1.5 the wall keeps "
                + "storage in its own pool.", ws.step().causesProperty().get());
        assertEquals(java.util.Optional.of(3), ws.step().selectedProperty().get());
        session.goTo(5);
        assertTrue(ws.step().causesProperty().get().contains("Under 1.5 task 1 wanted 889.3 MiB more than the fixed "
                + "execution pool had, and cannot take the 1.4 GiB that storage leaves free."), ws.step().causesProperty().get());
        session.goTo(2);
        assertFalse(ws.step().differsProperty().get());
        assertEquals("Both managers did the same.", ws.step().verdictProperty().get());
        assertEquals(java.util.Optional.empty(), ws.step().selectedProperty().get());
    }

    @Test
    void aBlockLargerThanTheStoragePoolIsExplainedWithWhatExecutionLeavesFree() {
        LegacyWorkspaceViewModel ws = legacy(window(Locale.ENGLISH, List.of()));
        ExecutorConfig defaults = ExecutorConfig.defaults();
        // 4 GiB: unified memory 2277.6 MiB, Spark 2.4's storage pool 2211.8 MiB and execution pool 655.4 MiB.
        ExecutorConfig config = new ExecutorConfig(4096 * MIB, defaults.reservedMemory(), 0.6, 0.5, false, 0, 1,
                OptionalLong.empty());
        assertTrue(ws.openScene(new Scenario("big", config, List.of(
                new Operation.PutBlock(BlockId.parse("rdd_1_0"), 2250 * MIB, MemoryMode.ON_HEAP, OptionalLong.empty()))), 1));
        assertEquals("Under 1.6: true · under 1.5: false", ws.step().outcomesProperty().get());
        assertTrue(ws.step().causesProperty().get().endsWith("Under 1.5 this block does not fit: rdd_1_0 (2.2 GiB) is "
                + "larger than the whole storage pool (2.2 GiB), and storage cannot borrow the 655.4 MiB that execution "
                + "leaves free."), ws.step().causesProperty().get());
    }

    @Test
    void theExecutorSendsItsSceneHereAtTheSameStep() {
        WindowViewModel w = window(Locale.ENGLISH, List.of());
        var executor = (ExecutorWorkspaceViewModel) w.viewModel(ExecutorWorkspaceViewModel.NAME).orElseThrow();
        executor.session().goTo(3);
        assertTrue(executor.openInLegacyVsUnified());
        assertEquals(LegacyWorkspaceViewModel.NAME, w.activeProperty().get().name());
        LegacyWorkspaceViewModel ws = legacy(w);
        assertEquals(3, ws.comparison().session().positionProperty().get());
        assertEquals(executor.session().history().allOperations(), ws.comparison().scene().steps());
    }

    @Test
    void aSnapshotRecordsThisWorkspaceAndOpensAgainAtItsStep(@TempDir Path dir) throws Exception {
        WindowViewModel w = window(Locale.ENGLISH, List.of());
        w.show(LegacyWorkspaceViewModel.NAME);
        LegacyWorkspaceViewModel ws = legacy(w);
        ws.comparison().session().goTo(4);
        Path file = dir.resolve("both.json");
        assertTrue(w.exportSnapshot(file));
        var loaded = SnapshotReader.read(file);
        assertEquals(LegacyWorkspaceViewModel.NAME, loaded.snapshot().view().workspace());
        ws.comparison().session().goTo(0);
        w.show(ExecutorWorkspaceViewModel.NAME);
        assertTrue(w.openSnapshot(file));
        assertEquals(LegacyWorkspaceViewModel.NAME, w.activeProperty().get().name());
        assertEquals(4, ws.comparison().session().positionProperty().get());
        assertTrue(Files.size(file) > 0);
    }

    @Test
    void itsLessonPlaysHereWithQuestionsAndBothHeaps() throws Exception {
        List<Lesson> lessons = Lessons.load(Path.of("lessons"));
        Lesson both = lessons.stream().filter(l -> l.workspace().equals(LegacyWorkspaceViewModel.NAME)).findFirst().orElseThrow();
        WindowViewModel w = window(Locale.forLanguageTag("zh"), lessons);
        assertTrue(w.openLesson(both, 0));
        LegacyWorkspaceViewModel ws = legacy(w);
        assertEquals(LegacyWorkspaceViewModel.NAME, w.activeProperty().get().name());
        assertTrue(ws.player().activeProperty().get());
        assertEquals(both.scenario().steps(), ws.comparison().scene().steps());
        // Both managers ran the lesson's scene: step 3 differs, in Chinese (reached as a student does, answering).
        while (ws.comparison().session().positionProperty().get() < 3) {
            var q = ws.player().questionProperty().get();
            boolean moved = q == null ? ws.player().forward() : answerRightly(both.steps().get(q.step() - 1).predict().orElseThrow(), ws.player());
            assertTrue(moved, "the lesson moves on at step " + ws.comparison().session().positionProperty().get());
        }
        assertTrue(ws.step().differsProperty().get());
        assertTrue(ws.step().causesProperty().get().startsWith("1.6 下存储为 rdd_1_2 借用了"), ws.step().causesProperty().get());
        assertTrue(ws.heaps().legacy().shownProperty().get());
    }

    private static long span(BarPicture bar, String key) {
        return bar.spans().stream().filter(s -> s.key().equals(key)).findFirst().orElseThrow().bytes();
    }

    private static long segment(BarPicture bar, String key) {
        return bar.segments().stream().filter(s -> s.key().equals(key)).findFirst().orElseThrow().bytes();
    }

    private static boolean answerRightly(sparkmemlab.lesson.Predict asked, sparkmemlab.ui.vm.kernel.LessonPlayerViewModel player) {
        return asked instanceof sparkmemlab.lesson.Predict.MultipleChoice mc ? player.answerChoice(mc.answerIndex())
                : player.answerNumber(java.math.BigDecimal.valueOf(((sparkmemlab.lesson.Predict.Number) asked).answerMiB()).toPlainString());
    }
}
