package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryLayout;
import sparkmemlab.ui.controls.MemoryBar;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel;

/** Lesson 15 in the window: the tasks' own objects drawn to scale, the heap label, the executor lost and back. */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class HeapInWindowTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private static final List<Lesson> LESSONS = TestWindow.LESSONS;
    private static final PseudoClass LOST = PseudoClass.getPseudoClass("lost");
    private ExecutorSession vm;
    private LessonPlayerViewModel player;
    private TestWindow window;

    @Start
    void start(Stage stage) {
        window = TestWindow.withLessons(stage);
        vm = window.session();
        player = window.player();
    }

    private static String lesson15() {
        return LESSONS.stream().map(LessonLibrary::id).filter(id -> id.startsWith("15")).findFirst().orElseThrow();
    }

    private static Region piece(MemoryBar bar, String key) {
        for (Node n : bar.lookupAll(".user-objects")) {
            if (key.equals(n.getUserData())) {
                return (Region) n;
            }
        }
        return null;
    }

    private static void assertPixels(MemoryBar bar, Region piece, long start, long bytes, long scale, String what) {
        double x = bar.snappedLeftInset();
        double w = bar.getWidth() - bar.snappedLeftInset() - bar.snappedRightInset();
        double x0 = x + Math.round(start * w / scale);
        double x1 = x + Math.round((start + bytes) * w / scale);
        assertEquals(x1 - x0, piece.getWidth(), 1.0, what + " width");
        assertEquals(x0, piece.getLayoutX(), 1.0, what + " left edge");
    }

    @Test
    void ownObjectsToScaleAndTheLostExecutorComesAndGoes(FxRobot robot) {
        robot.interact(() -> assertTrue(player.open(lesson15())));
        robot.interact(() -> window.answerRightlyTo(5));
        robot.interact(() -> { });
        MemoryBar bar = robot.lookup("#onHeapBar").query();
        ExecutorState s = vm.stateProperty().get();
        MemoryLayout layout = s.layout();
        long scale = Math.max(layout.systemMemory(), layout.maxOffHeapMemory());
        long user = layout.userMemory();
        long reserved = layout.reservedMemory();
        long task1 = s.heap().userMemoryForTask().get(1L);
        long task3 = s.heap().userMemoryForTask().get(3L);

        Region own1 = piece(bar, "own:1");
        assertNotNull(own1, "task 1's objects are drawn");
        assertPixels(bar, own1, reserved, task1, scale, "task 1's objects");
        Region own3 = piece(bar, "own:3");
        assertPixels(bar, own3, reserved + task1, user - task1, scale, "task 3's objects in user memory");
        Region over3 = piece(bar, "overflow:3");
        assertNotNull(over3, "task 3's objects overflow user memory");
        assertPixels(bar, over3, reserved + user, task1 + task3 - user, scale, "task 3's objects past user memory");
        assertTrue(over3.getHeight() < own3.getHeight(), "the overflow is a band over the unified region");
        Node userRegion = bar.lookupAll(".segment").stream().filter(n -> "user".equals(n.getUserData())).findFirst().orElseThrow();
        assertTrue(userRegion.lookupAll(".label").stream().noneMatch(Node::isVisible),
                "under the objects user memory's own label is hidden (the bracket names it)");

        Label heap = robot.lookup("#heapLabel").queryAs(Label.class);
        assertEquals("JVM heap used 3.4 GiB of 4.0 GiB (2.1 GiB not counted by Spark)", heap.getText());
        assertEquals(3500L * 1024 * 1024, s.heapUsed());
        Node banner = robot.lookup("#lostBanner").query();
        Node stage = robot.lookup(".stage-area").query();
        assertFalse(banner.isVisible());
        assertFalse(stage.getPseudoClassStates().contains(LOST));

        // The fatal step: the banner, the window dimmed, every slot lost.
        robot.interact(() -> window.answerRightlyTo(6));
        assertTrue(banner.isVisible());
        assertTrue(((Label) banner).getText().startsWith("Executor lost: java.lang.OutOfMemoryError: Java heap space"));
        assertTrue(stage.getPseudoClassStates().contains(LOST));
        var slots = robot.lookup(".task-slots .slot").queryAll();
        assertFalse(slots.isEmpty());
        for (Node slot : slots) {
            assertTrue(slot.getPseudoClassStates().contains(LOST), "every slot is lost");
        }

        // Stepping back removes it.
        robot.interact(() -> player.back());
        assertFalse(banner.isVisible());
        assertFalse(stage.getPseudoClassStates().contains(LOST));
        for (Node slot : robot.lookup(".task-slots .slot").queryAll()) {
            assertFalse(slot.getPseudoClassStates().contains(LOST));
        }
        assertTrue(robot.lookup(".slot-own-objects").queryAll().stream()
                .anyMatch(n -> n.isVisible() && ((Label) n).getText().equals("own objects: 1,000.0 MiB (not counted by Spark)")));
    }
}
