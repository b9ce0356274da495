package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.ui.controls.MemoryBar;
import sparkmemlab.ui.vm.kernel.ActionKind;
import sparkmemlab.ui.picture.BlockRow;
import sparkmemlab.ui.vm.Speed;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.picture.TaskSlotPicture;

/**
 * The window, driven through its controls on Monocle's headless platform. Expected pixels are
 * computed from the model's own state, not from the view-models that drew them.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class MainWindowTest {
    static {
        // Monocle's headless screen is 1280x800 unless told otherwise; the window is 1400x900.
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private TestWindow window;
    private ExecutorSession vm;

    @Start
    void start(Stage stage) {
        window = TestWindow.sandbox(stage);
        vm = window.session();
    }

    private void assertBarsMatchTheModel(FxRobot robot) {
        WindowChecks.assertBarsMatchTheModel(robot, vm.history().state(), "at step " + vm.positionProperty().get());
    }

    private List<BlockRow> shownRows(FxRobot robot) {
        return WindowChecks.shownRows(robot);
    }

    // ---- helpers ------------------------------------------------------------------------------

    private void chooseAction(FxRobot robot, ActionKind kind) {
        ComboBox<ActionKind> box = robot.lookup("#actionKind").queryComboBox();
        robot.interact(() -> box.getSelectionModel().select(kind));
    }

    /** Types into a field with the keyboard (slow: a few keys per test). */
    private void type(FxRobot robot, String field, String text) {
        robot.clickOn(field);
        robot.interact(() -> robot.lookup(field).queryTextInputControl().selectAll());
        robot.write(text);
    }

    /** Fills a field the way a paste would (fast, for loops). */
    private void fill(FxRobot robot, String field, String text) {
        robot.interact(() -> robot.lookup(field).queryTextInputControl().setText(text));
    }

    private void apply(FxRobot robot) {
        robot.clickOn("#apply");
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void save(int[] argb, String file) {
        int w = argb[argb.length - 2];
        int h = argb[argb.length - 1];
        java.awt.image.BufferedImage image = new java.awt.image.BufferedImage(w, h, java.awt.image.BufferedImage.TYPE_INT_ARGB);
        image.setRGB(0, 0, w, h, argb, 0, w);
        try {
            javax.imageio.ImageIO.write(image, "png", new java.io.File(file));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    // ---- tests --------------------------------------------------------------------------------

    /**
     * The log marks the lines of the step shown (a step adds its own lines, the mark follows the position):
     * stepping back and forward moves the mark onto exactly that step's rows.
     */
    @Test
    @SuppressWarnings("unchecked")
    void theLogMarksTheLinesOfTheStepShown(FxRobot robot) {
        javafx.scene.control.ListView<sparkmemlab.ui.picture.LogEntry> log = robot.lookup("#eventLog")
                .queryAs(javafx.scene.control.ListView.class);
        javafx.css.PseudoClass current = javafx.css.PseudoClass.getPseudoClass("current");
        int last = vm.sizeProperty().get();
        for (int at : new int[] {last, last - 1, last - 2, last - 1, last}) {
            robot.interact(() -> vm.goTo(at));
            WaitForAsyncUtils.waitForFxEvents();
            int marked = 0;
            int rows = 0;
            for (javafx.scene.Node n : log.lookupAll(".log-cell")) {
                var cell = (javafx.scene.control.ListCell<sparkmemlab.ui.picture.LogEntry>) n;
                if (cell.getItem() == null || cell.isEmpty() || !cell.isVisible()) {
                    continue;
                }
                rows++;
                boolean isMarked = cell.getPseudoClassStates().contains(current);
                assertEquals(cell.getItem().step() == at, isMarked, "row of step " + cell.getItem().step() + " at " + at);
                marked += isMarked ? 1 : 0;
            }
            assertTrue(rows > 1 && marked > 0, "rows " + rows + ", marked " + marked + " at " + at);
        }
    }

    @Test
    void regionsAreAsWideAsTheirBytesAsTheSandboxIsDriven(FxRobot robot) {
        assertBarsMatchTheModel(robot);

        apply(robot); // the suggested put: evicts on-heap blocks
        assertEquals(12, vm.history().size());
        assertBarsMatchTheModel(robot);

        robot.clickOn("#actionKind");
        robot.clickOn(vm.text().get(ActionKind.START_TASK.key()));
        type(robot, "#actionBytes", "100m");
        apply(robot);
        assertTrue(vm.history().state().onHeap().memoryForTask().containsKey(3L), vm.errorProperty().get());
        assertBarsMatchTheModel(robot);

        // With animation on, the transition ends exactly where the model says.
        robot.interact(() -> window.window().motion().reducedMotionProperty().set(false));
        chooseAction(robot, ActionKind.UNROLL);
        fill(robot, "#actionTask", "1");
        fill(robot, "#actionBlock", "rdd_4_0");
        fill(robot, "#actionBytes", "64m");
        javafx.scene.control.ChoiceBox<MemoryMode> mode = robot.lookup("#actionMode").query();
        robot.interact(() -> mode.getSelectionModel().select(MemoryMode.OFF_HEAP));
        apply(robot);
        assertTrue(vm.history().state().offHeap().unrollUsed() > 0, vm.errorProperty().get());
        Transitions.awaitEnd(robot, robot.lookup("#onHeapBar").<MemoryBar>query(), robot.lookup("#offHeapBar").<MemoryBar>query());
        assertBarsMatchTheModel(robot);
    }

    @Test
    void theBlockListIsTheModelsLruOrderAndShowsEvictionInSparksVisitingOrder(FxRobot robot) {
        assertEquals(vm.history().state().blocks().stream().map(b -> b.id().name()).toList(),
                shownRows(robot).stream().map(BlockRow::id).toList());

        robot.clickOn("#actionKind");
        robot.clickOn(vm.text().get(ActionKind.READ_BLOCK.key()));
        type(robot, "#actionBlock", "rdd_2_1");
        apply(robot);
        assertEquals(vm.history().state().blocks().stream().map(b -> b.id().name()).toList(),
                shownRows(robot).stream().map(BlockRow::id).toList());

        chooseAction(robot, ActionKind.CACHE_BLOCK);
        fill(robot, "#actionBlock", "rdd_3_0");
        fill(robot, "#actionBytes", "512m");
        apply(robot);
        List<BlockRow> rows = shownRows(robot);
        List<String> live = rows.stream().filter(BlockRow::inMemory).map(BlockRow::id).toList();
        assertEquals(vm.history().state().blocks().stream().map(b -> b.id().name()).toList(), live);
        List<BlockRow> visited = rows.stream().filter(r -> r.visitOrder() > 0)
                .sorted((a, b) -> Integer.compare(a.visitOrder(), b.visitOrder())).toList();
        assertEquals(BlockRow.Visit.SKIPPED, visited.get(0).visit()); // rdd_1_1 is locked by task 1
        assertEquals("rdd_1_1", visited.get(0).id());
        assertTrue(visited.stream().skip(1).allMatch(r -> r.visit() == BlockRow.Visit.EVICTED), visited.toString());
        assertEquals(visited, rows.subList(0, visited.size()), "the list starts with the visits, in their order: 1, 2, 3");
        long evicted = rows.stream().filter(r -> r.visit() == BlockRow.Visit.EVICTED).count();
        assertEquals(window.workspace().blocks().titleProperty().get(),
                "Blocks in the order eviction visited them (#), then least recently used first: "
                        + vm.history().state().blocks().size() + " cached, " + evicted + " evicted this step");
        Node skippedRow = robot.lookup(".block-row").queryAll().stream()
                .filter(n -> ((BlockRow) n.getUserData()).id().equals("rdd_1_1")).findFirst().orElseThrow();
        assertTrue(skippedRow.getPseudoClassStates().stream().anyMatch(p -> p.getPseudoClassName().equals("skipped")));
        Label note = (Label) skippedRow.lookup(".block-note");
        assertTrue(note.getText().contains("locked"), note.getText());
    }

    @Test
    void oneOverNAndOneOverTwoNSitWhereSparkPutsThemForOneToEightTasks(FxRobot robot) {
        type(robot, "#cfgCores", "8");
        robot.clickOn("#startSandbox");
        assertEquals(0, vm.history().size());
        assertEquals(8, robot.lookup(".slot").queryAll().size());
        for (int k = 1; k <= 8; k++) {
            chooseAction(robot, ActionKind.START_TASK);
            fill(robot, "#actionBytes", "64m");
            apply(robot);
            ExecutorState s = vm.history().state();
            assertEquals(k, s.onHeap().activeTasks(), vm.errorProperty().get());
            long max = s.layout().maxHeapMemory();
            long expectedMax = (max - Math.min(s.onHeap().storageUsed(), s.layout().onHeapStorageRegionSize())) / k;
            long expectedMin = s.onHeap().executionPool() / (2L * k);
            int gauges = 0;
            for (Node g : robot.lookup(".gauge").queryAll()) {
                TaskSlotPicture.Gauge gauge = (TaskSlotPicture.Gauge) g.getUserData();
                if (gauge.mode() != MemoryMode.ON_HEAP) {
                    continue;
                }
                Region region = (Region) g;
                double track = region.getWidth() - region.snappedLeftInset() - region.snappedRightInset();
                Region minMark = (Region) g.lookup(".gauge-min");
                Region maxMark = (Region) g.lookup(".gauge-max");
                double x0 = region.snappedLeftInset();
                assertEquals(x0 + expectedMin * track / max, minMark.getLayoutX() + minMark.getWidth() / 2, 1.0, "1/2N, N=" + k);
                assertEquals(x0 + expectedMax * track / max, maxMark.getLayoutX() + maxMark.getWidth() / 2, 1.0, "1/N, N=" + k);
                Region fill = (Region) g.lookup(".gauge-fill");
                assertEquals(gauge.held() * track / max, fill.getWidth(), 1.0, "held, N=" + k);
                gauges++;
            }
            assertEquals(8, gauges);
        }
    }

    @Test
    void steppingBackRestoresThePreviousPictureExactly(FxRobot robot) {
        int[] before = WindowPictures.centre(robot);
        apply(robot);
        int[] after = WindowPictures.centre(robot);
        assertFalse(java.util.Arrays.equals(before, after), "the step changed the picture");
        robot.type(KeyCode.LEFT);
        assertEquals(11, vm.history().position());
        assertSamePicture(before, WindowPictures.centre(robot), "back", "stepping back restores the picture pixel for pixel");
        robot.type(KeyCode.RIGHT);
        assertSamePicture(after, WindowPictures.centre(robot), "forward", "and stepping forward restores the next one");
        robot.clickOn("#back");
        assertEquals(11, vm.history().position(), "the back button steps back");
        assertSamePicture(before, WindowPictures.centre(robot), "back-button", "the back button does the same");
    }

    /** Pixel for pixel; on a difference both pictures are left in target/ (step-NAME-expected.png, step-NAME-shown.png). */
    private static void assertSamePicture(int[] expected, int[] shown, String name, String what) {
        if (!java.util.Arrays.equals(expected, shown)) {
            save(expected, "target/step-" + name + "-expected.png");
            save(shown, "target/step-" + name + "-shown.png");
        }
        assertArrayEquals(expected, shown, what);
    }

    @Test
    void stepsSparkCannotTakeAreShownInTheWindow(FxRobot robot) {
        chooseAction(robot, ActionKind.REMOVE_BLOCK);
        fill(robot, "#actionBlock", "rdd_1_1");
        apply(robot);
        Label error = robot.lookup("#error").queryAs(Label.class);
        assertTrue(error.isVisible());
        assertTrue(error.getText().contains("locked for reading"), error.getText());
        assertEquals(11, vm.history().size());

        type(robot, "#cfgExecutorMemory", "100m");
        Label configError = robot.lookup("#configError").queryAs(Label.class);
        assertTrue(configError.isVisible());
        assertTrue(configError.getText().startsWith("spark.executor.memory:"), configError.getText());
        assertTrue(robot.lookup("#startSandbox").queryButton().isDisabled());
    }

    @Test
    void theRenderCommandDrawsTheWholeWindowAfterStepN(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path out = dir.resolve("after-5.png");
        java.io.StringWriter err = new java.io.StringWriter();
        int status = sparkmemlab.cli.Main.execute(new java.io.PrintWriter(new java.io.StringWriter(), true),
                new java.io.PrintWriter(err, true), "render", "src/main/resources/sparkmemlab/ui/welcome.json",
                "--at", "5", "-o", out.toString(), "--size", "1000x700");
        assertEquals(0, status, err.toString());
        java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(out.toFile());
        assertEquals(1000, image.getWidth());
        assertEquals(700, image.getHeight());
        try (var files = java.nio.file.Files.list(dir)) {
            assertEquals(List.of(out), files.toList(), "no temporary file is left behind");
        }
    }

    @Test
    void speedAndReducedMotionAreStyleSwitchesOnTheDurations(FxRobot robot) {
        MemoryBar bar = robot.lookup("#onHeapBar").query();
        assertEquals(javafx.util.Duration.ZERO, bar.getTransitionDuration(), "reduced motion: no animation");
        var motion = window.window().motion();
        robot.interact(() -> motion.reducedMotionProperty().set(false));
        assertEquals(300, bar.getTransitionDuration().toMillis(), 0.1);
        robot.interact(() -> motion.speedProperty().set(Speed.SLOW));
        assertEquals(800, bar.getTransitionDuration().toMillis(), 0.1);
        robot.interact(() -> motion.speedProperty().set(Speed.FAST));
        assertEquals(120, ((sparkmemlab.ui.controls.AnimatedControl) robot.lookup("#taskSlots").query())
                .getTransitionDuration().toMillis(), 0.1);
        assertTrue(window.root().getStyleClass().contains("speed-fast"));
    }

    @Test
    void aParkedTaskSaysSoInItsSlot(FxRobot robot) {
        apply(robot); // cache rdd_3_0: storage keeps less free space for execution to take
        chooseAction(robot, ActionKind.START_TASK);
        fill(robot, "#actionBytes", "700m");
        apply(robot);
        assertFalse(vm.history().state().waiting().isEmpty(), "task 3 waits for 1/2N");
        Node card = robot.lookup(".slot").queryAll().stream()
                .filter(n -> ((TaskSlotPicture) n.getUserData()).task().orElse(-1) == 3).findFirst().orElseThrow();
        assertTrue(card.getPseudoClassStates().stream().anyMatch(p -> p.getPseudoClassName().equals("parked")));
        assertTrue(((Label) card.lookup(".slot-state")).getText().startsWith("parked"));
    }

    @Test
    void viewLanguageKeepsTheChoiceForTheNextStart(FxRobot robot) {
        javafx.scene.control.MenuBar bar = robot.lookup(".menu-bar").query();
        javafx.scene.control.Menu language = bar.getMenus().stream().flatMap(m -> m.getItems().stream())
                .filter(i -> i instanceof javafx.scene.control.Menu && "Language".equals(i.getText()))
                .map(javafx.scene.control.Menu.class::cast).findFirst().orElseThrow();
        List<String> names = language.getItems().stream().map(javafx.scene.control.MenuItem::getText).toList();
        assertEquals(List.of("Follow the system", "English", "\u7b80\u4f53\u4e2d\u6587"), names);
        javafx.scene.control.RadioMenuItem system = (javafx.scene.control.RadioMenuItem) language.getItems().get(0);
        assertTrue(system.isSelected(), "nothing chosen yet: the system's language");
        robot.interact(() -> choose(language, 2));
        assertEquals(java.util.Optional.of(java.util.Locale.CHINESE), window.window().language());
        assertEquals("Spark Memory Lab \u4e0b\u6b21\u542f\u52a8\u65f6\u5c06\u4f7f\u7528\u7b80\u4f53\u4e2d\u6587\u3002",
                robot.lookup(".hint").queryAs(Label.class).getText(), "said in the language chosen");
        robot.interact(() -> choose(language, 0));
        assertEquals(java.util.Optional.empty(), window.window().language());
    }

    /** What a click on a radio menu item does: select it, then fire it. */
    private static void choose(javafx.scene.control.Menu menu, int index) {
        javafx.scene.control.RadioMenuItem item = (javafx.scene.control.RadioMenuItem) menu.getItems().get(index);
        item.setSelected(true);
        item.fire();
    }
}
