package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.snapshot.ViewState;
import sparkmemlab.ui.controls.MemoryBar;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.ZoomViewModel;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel;

/** View > Zoom: the bars' horizontal scale, its keys and limits, and its round trip through a snapshot. */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class ZoomTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private static final List<Lesson> LESSONS = TestWindow.LESSONS;

    @TempDir
    Path dir;

    private TestWindow window;
    private ExecutorSession session;
    private ZoomViewModel vm;
    private LessonPlayerViewModel player;

    @Start
    void start(Stage stage) {
        window = TestWindow.withLessons(stage);
        session = window.session();
        vm = window.workspace().heap().zoom();
        player = window.player();
    }

    private static double inner(MemoryBar bar) {
        return bar.getWidth() - bar.snappedLeftInset() - bar.snappedRightInset();
    }

    private static Map<String, Double> segmentWidths(MemoryBar bar) {
        Map<String, Double> widths = new HashMap<>();
        for (Node n : bar.lookupAll(".segment")) {
            widths.put((String) n.getUserData(), ((Region) n).getWidth());
        }
        return widths;
    }

    @Test
    void zoomStretchesBothBarsAndEveryRegionByItsFactor(FxRobot robot) {
        MemoryBar onHeap = robot.lookup("#onHeapBar").query();
        MemoryBar offHeap = robot.lookup("#offHeapBar").query();
        ScrollPane scroll = robot.lookup("#barsScroll").query();
        double fit = onHeap.getWidth();
        assertEquals(scroll.getViewportBounds().getWidth(), fit, 1.0, "at zoom 1 the bars fit the window");
        assertFalse(robot.lookup("#zoomLabel").query().isVisible());
        Map<String, Double> before = segmentWidths(onHeap);
        for (double z : new double[] {2.0, 4.0, 0.25, 0.5}) {
            robot.interact(() -> vm.setZoom(z));
            assertEquals(Math.floor(scroll.getViewportBounds().getWidth() * z), onHeap.getWidth(), 1.0, "on-heap bar at " + z);
            assertEquals(onHeap.getWidth(), offHeap.getWidth(), 0.0, "one scale for both bars at " + z);
            double ratio = inner(onHeap) / (fit - onHeap.snappedLeftInset() - onHeap.snappedRightInset());
            Map<String, Double> after = segmentWidths(onHeap);
            // Each region was drawn to a whole pixel at zoom 1, so its stretched width is off by at most the ratio, plus a pixel.
            before.forEach((key, w) -> assertEquals(w * ratio, after.get(key), Math.max(1.0, ratio) + 1.0, key + " at zoom " + z));
            assertTrue(robot.lookup("#zoomLabel").query().isVisible());
        }
        robot.interact(vm::actualSize);
        assertEquals(fit, onHeap.getWidth(), 0.5);
    }

    @Test
    void keysStepTheZoomWithinItsLimits(FxRobot robot) {
        robot.clickOn("#timeline");
        robot.press(KeyCode.SHORTCUT).type(KeyCode.EQUALS).release(KeyCode.SHORTCUT);
        assertEquals(1.25, vm.zoomProperty().get(), 1e-9);
        robot.push(KeyCode.SHORTCUT, KeyCode.SUBTRACT);
        assertEquals(1.0, vm.zoomProperty().get(), 1e-9);
        robot.interact(() -> {
            for (int i = 0; i < 20; i++) {
                vm.zoomIn();
            }
        });
        assertEquals(ViewState.MAX_ZOOM, vm.zoomProperty().get(), 1e-9);
        robot.interact(() -> {
            for (int i = 0; i < 20; i++) {
                vm.zoomOut();
            }
        });
        assertEquals(ViewState.MIN_ZOOM, vm.zoomProperty().get(), 1e-9);
        robot.interact(() -> vm.setZoom(99));
        assertEquals(ViewState.MAX_ZOOM, vm.zoomProperty().get(), 1e-9);
        robot.push(KeyCode.SHORTCUT, KeyCode.DIGIT0);
        assertEquals(1.0, vm.zoomProperty().get(), 1e-9);
    }

    @Test
    void aSnapshotKeepsTheZoom(FxRobot robot) {
        robot.interact(() -> vm.setZoom(2.0));
        MemoryBar onHeap = robot.lookup("#onHeapBar").query();
        double zoomed = onHeap.getWidth();
        Path file = dir.resolve("zoomed.json");
        robot.interact(() -> assertTrue(window.window().exportSnapshot(file), session.errorProperty().get()));
        assertEquals(2.0, window.workspace().moment().orElseThrow().snapshot().view().zoom(), 1e-9);
        robot.interact(vm::actualSize);
        robot.interact(() -> assertTrue(window.window().openSnapshot(file), session.errorProperty().get()));
        assertEquals(2.0, vm.zoomProperty().get(), 1e-9);
        assertEquals(zoomed, onHeap.getWidth(), 0.5, "the opened snapshot draws the bars as wide as they were");

        // A lesson's snapshot too: it reopens the lesson, at its zoom.
        String lesson = LessonLibrary.id(LESSONS.get(0));
        robot.interact(() -> {
            assertTrue(player.open(lesson));
            window.answerRightlyTo(2);
            vm.setZoom(0.5);
        });
        Path lessonFile = dir.resolve("lesson.json");
        robot.interact(() -> assertTrue(window.window().exportSnapshot(lessonFile), session.errorProperty().get()));
        assertEquals(new ViewState(ViewState.Mode.LESSON, java.util.Optional.of(lesson), 0.5),
                window.workspace().moment().orElseThrow().snapshot().view());
        robot.interact(() -> {
            window.newSandbox();
            vm.actualSize();
            assertTrue(window.window().openSnapshot(lessonFile), session.errorProperty().get());
        });
        assertTrue(player.activeProperty().get());
        // The snapshot keeps no answers: the lesson reopens before its first question (step 1's).
        assertEquals(0, session.history().position());
        assertEquals(0.5, vm.zoomProperty().get(), 1e-9);
    }
}
