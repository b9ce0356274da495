package sparkmemlab.ui.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.Welcome;
import sparkmemlab.ui.prefs.LanguagePreference;
import sparkmemlab.ui.picture.BarPicture;
import sparkmemlab.ui.picture.BlockRow;

/** The main view-model's commands and read-only state, without a toolkit. */
class LabViewModelTest {
    private final UiText text = UiText.of(Locale.ENGLISH);

    @Test
    void opensOnAReadySceneWithBothBarsTasksAndBorrowing() {
        LabViewModel vm = new LabViewModel(text);
        Welcome.show(vm);
        assertEquals(4L << 30, vm.stateProperty().get().layout().systemMemory());
        assertTrue(vm.offHeapShownProperty().get());
        assertEquals(2, vm.stateProperty().get().onHeap().activeTasks());
        assertEquals(BarPicture.Direction.EXECUTION_FROM_STORAGE, vm.onHeapBarProperty().get().borrow().direction());
        assertFalse(vm.hintProperty().get().isEmpty());
        assertEquals(4, vm.taskSlotsProperty().get().size());
        assertTrue(vm.canBackProperty().get());
        assertFalse(vm.canForwardProperty().get());
    }

    @Test
    void theSuggestedActionEvictsTheLeastRecentlyUsedBlocksAndSkipsTheLockedOne() {
        LabViewModel vm = new LabViewModel(text);
        Welcome.show(vm);
        assertTrue(vm.act(), vm.errorProperty().get());
        var rows = vm.blocksProperty().get();
        assertEquals(java.util.List.of("rdd_1_2", "rdd_2_0", "rdd_1_1"), rows.subList(0, 3).stream().map(BlockRow::id).toList());
        assertEquals(BlockRow.Visit.EVICTED, rows.get(0).visit());
        assertEquals(2, rows.get(0).visitOrder());
        assertEquals(BlockRow.Visit.EVICTED, rows.get(1).visit());
        assertEquals(3, rows.get(1).visitOrder());
        assertEquals(BlockRow.Visit.SKIPPED, rows.get(2).visit());
        assertEquals(1, rows.get(2).visitOrder());
    }

    @Test
    void stepsSparkCannotTakeAreShownNotThrown() {
        LabViewModel vm = new LabViewModel(text);
        Welcome.show(vm);
        int size = vm.sizeProperty().get();
        vm.actionProperty().set(ActionKind.REMOVE_BLOCK);
        vm.actionBlockProperty().set("rdd_1_1"); // locked by task 1
        assertFalse(vm.act());
        assertTrue(vm.errorProperty().get().startsWith("Spark cannot take this step"), vm.errorProperty().get());
        assertEquals(size, vm.sizeProperty().get());
        vm.actionBlockProperty().set("rdd_x");
        assertFalse(vm.act());
        assertTrue(vm.errorProperty().get().startsWith("Block:"), vm.errorProperty().get());
    }

    @Test
    void startingATaskUsesAFreshIdAndRegistersIt() {
        LabViewModel vm = new LabViewModel(text);
        Welcome.show(vm);
        vm.actionProperty().set(ActionKind.START_TASK);
        vm.actionBytesProperty().set("100m");
        vm.actionModeProperty().set(MemoryMode.ON_HEAP);
        assertTrue(vm.act(), vm.errorProperty().get());
        assertTrue(vm.stateProperty().get().onHeap().memoryForTask().containsKey(3L));
        assertEquals(ActionKind.ACQUIRE_EXECUTION, vm.actionProperty().get());
    }

    @Test
    void theSandboxGrowsACollectionAndMakesObjectsSparkDoesNotCount() {
        LabViewModel vm = new LabViewModel(text);
        Welcome.show(vm);
        vm.actionProperty().set(ActionKind.MAYBE_SPILL);
        vm.actionTaskProperty().set("1");
        vm.actionConsumerProperty().set("map");
        vm.actionBytesProperty().set("64m");
        assertTrue(vm.act(), vm.errorProperty().get());
        var map = vm.stateProperty().get().consumers().get(1L).get("map");
        assertEquals(java.util.OptionalLong.of(64L << 20), map.collectionSize());
        assertTrue(map.used() > 0 && map.used() <= 123L << 20, "asked for 2 x 64 - 5 MiB: " + map.used());
        assertTrue(vm.taskSlotsProperty().get().get(0).consumers().stream().anyMatch(c -> c.startsWith("map: 64.0 MiB of data")),
                vm.taskSlotsProperty().get().get(0).consumers().toString());
        long heapBefore = vm.stateProperty().get().heapUsed();
        vm.actionProperty().set(ActionKind.USER_ALLOCATE);
        vm.actionBytesProperty().set("100m");
        assertTrue(vm.act(), vm.errorProperty().get());
        assertEquals(heapBefore + (100L << 20), vm.stateProperty().get().heapUsed());
        vm.actionProperty().set(ActionKind.USER_RELEASE);
        assertTrue(vm.act(), vm.errorProperty().get());
        assertEquals(heapBefore, vm.stateProperty().get().heapUsed());
    }

    @Test
    void theConfigurationPanelValidatesAsTheModelDoes() {
        LabViewModel vm = new LabViewModel(text);
        ConfigViewModel c = vm.config();
        c.executorMemoryProperty().set("400m");
        assertNull(c.configProperty().get());
        assertTrue(c.errorProperty().get().contains("INVALID_DRIVER_MEMORY"), c.errorProperty().get());
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
        assertTrue(vm.newSandbox());
        assertEquals(0, vm.sizeProperty().get());
        assertFalse(vm.offHeapShownProperty().get());
        assertEquals(8, vm.taskSlotsProperty().get().size());
    }

    @Test
    void historyMovesBothWays() {
        LabViewModel vm = new LabViewModel(text);
        Welcome.show(vm);
        var before = vm.onHeapBarProperty().get();
        vm.back();
        assertEquals(10, vm.positionProperty().get());
        vm.forward();
        assertEquals(before, vm.onHeapBarProperty().get());
        vm.first();
        assertEquals(0, vm.positionProperty().get());
        assertTrue(vm.log().isEmpty());
        vm.last();
        assertEquals(11, vm.positionProperty().get());
    }

    @Test
    void aLanguageChosenIsKeptAndSaidInThatLanguage() {
        LabViewModel vm = new LabViewModel(text);
        LanguagePreference kept = LanguagePreference.inMemory();
        vm.useLanguagePreference(kept);
        vm.chooseLanguage(java.util.Optional.of(Locale.CHINESE));
        assertEquals(java.util.Optional.of(Locale.CHINESE), kept.get());
        assertEquals("Spark Memory Lab \u4e0b\u6b21\u542f\u52a8\u65f6\u5c06\u4f7f\u7528\u7b80\u4f53\u4e2d\u6587\u3002",
                vm.hintProperty().get());
        vm.chooseLanguage(java.util.Optional.of(Locale.ENGLISH));
        assertEquals("Spark Memory Lab will speak English the next time it starts.", vm.hintProperty().get());
        assertEquals(java.util.Optional.of(Locale.ENGLISH), vm.language());
    }
}
