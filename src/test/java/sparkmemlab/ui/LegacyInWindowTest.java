package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.ListView;
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
import sparkmemlab.compare.Manager;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.ui.controls.MemoryBar;
import sparkmemlab.ui.vm.legacy.LegacyWorkspaceViewModel;

/** The Legacy vs unified workspace in the window, on Monocle: both heaps to one scale, the highlight, the list, the keys. */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class LegacyInWindowTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private TestWindow window;
    private LegacyWorkspaceViewModel ws;

    @Start
    void start(Stage stage) {
        window = TestWindow.withLessons(stage);
        window.window().show(LegacyWorkspaceViewModel.NAME);
        ws = (LegacyWorkspaceViewModel) window.window().viewModel(LegacyWorkspaceViewModel.NAME).orElseThrow();
    }

    /** A segment's drawn width, in pixels, and the bar's inner width. */
    private static double[] widths(Node root, String bar, String key) {
        MemoryBar b = (MemoryBar) root.lookup(bar);
        double inner = b.getWidth() - b.snappedLeftInset() - b.snappedRightInset();
        for (Node n : b.lookupAll(".segment")) {
            if (key.equals(n.getUserData())) {
                return new double[] {((Region) n).getWidth(), inner};
            }
        }
        throw new AssertionError("no segment " + key + " in " + bar);
    }

    @Test
    void bothHeapsAreDrawnToOneScaleAndTheDifferingStepIsHighlighted(FxRobot robot) {
        for (int i = 0; i < 3; i++) {
            robot.clickOn("#forward");
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(3, ws.comparison().session().positionProperty().get());
        javafx.scene.Parent root = window.scene().getRoot();
        long scale = ws.heaps().unified().onHeapProperty().get().scaleBytes();
        robot.interact(() -> {
            root.applyCss();
            root.layout();
            ExecutorState unified = ws.comparison().state(Manager.UNIFIED).orElseThrow();
            ExecutorState legacy = ws.comparison().state(Manager.LEGACY).orElseThrow();
            double[] u = widths(root, "#unifiedOnHeapBar", "block:rdd_1_0");
            double[] l = widths(root, "#legacyOnHeapBar", "block:rdd_1_0");
            assertEquals(u[1], l[1], 0.5, "both bars are as wide");
            // The same 1500 MiB block is as wide on both heaps.
            assertEquals(u[0], l[0], 1.0);
            double[] free = widths(root, "#legacyOnHeapBar", "free-storage");
            assertEquals(legacy.onHeap().storageFree() * free[1] / scale, free[0], 1.0);
            double[] exec = widths(root, "#unifiedOnHeapBar", "free-execution");
            assertEquals(unified.onHeap().executionFree() * exec[1] / scale, exec[0], 1.0);
            assertTrue(root.lookup("#comparisonStep").getPseudoClassStates().contains(PseudoClass.getPseudoClass("differs")));
        });
    }

    @Test
    void theListOfDifferencesAndTheKeysMoveBothHeaps(FxRobot robot) {
        ListView<?> list = robot.lookup("#differences").queryListView();
        robot.interact(() -> list.getSelectionModel().select(2)); // step 5
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(5, ws.comparison().session().positionProperty().get());
        robot.clickOn("#stepTitle").type(KeyCode.LEFT);
        assertEquals(4, ws.comparison().session().positionProperty().get());
        assertEquals(1, list.getSelectionModel().getSelectedIndex(), "step 4 differs too: the list follows");
        robot.type(KeyCode.HOME);
        assertEquals(0, ws.comparison().session().positionProperty().get());
        assertTrue(list.getSelectionModel().isEmpty());
        assertFalse(root().lookup("#comparisonStep").getPseudoClassStates().contains(PseudoClass.getPseudoClass("differs")));
    }

    @Test
    void itsLessonPlaysInTheLessonPaneBesideBothHeaps(FxRobot robot) {
        var lesson = TestWindow.LESSONS.stream().filter(l -> l.workspace().equals(LegacyWorkspaceViewModel.NAME)).findFirst()
                .orElseThrow();
        robot.interact(() -> window.window().show("executor"));
        robot.interact(() -> window.window().openLesson(lesson, 0));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(LegacyWorkspaceViewModel.NAME, window.window().activeProperty().get().name());
        assertTrue(ws.player().activeProperty().get());
        assertTrue(robot.lookup("#narration").query().isVisible(), "the lesson pane's narration");
        robot.interact(() -> ws.comparison().session().goTo(2));
        robot.clickOn("#forward"); // step 3 asks its question first
        assertEquals(2, ws.comparison().session().positionProperty().get());
    }

    private Node root() {
        return window.scene().getRoot();
    }
}
