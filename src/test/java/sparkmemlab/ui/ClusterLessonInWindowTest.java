package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.stream.IntStream;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.LessonRun;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.cluster.ClusterWorkspaceViewModel;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel;

/**
 * A cluster lesson in the window: opened from the lesson list it plays in the cluster workspace, with the lesson
 * pane instead of the sandbox; no move forward passes an unanswered question (End, ▶|, →, the slider, playing);
 * the timeline shows only the steps reached; the step's parts are spotlit; leaving goes back to the sandbox; and
 * {@code render} draws the cluster workspace with its lesson pane.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class ClusterLessonInWindowTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private TestWindow window;
    /** Lesson 24: questions before steps 4, 5 and 6. */
    private final Lesson lesson = TestWindow.LESSONS.stream()
            .filter(l -> LessonLibrary.id(l).startsWith("24-")).findFirst().orElseThrow();

    @Start
    void start(Stage stage) {
        window = TestWindow.withLessons(stage);
    }

    /** Opens the lesson from the executor workspace's lesson list, as a student picks it. */
    private ClusterWorkspaceViewModel open(FxRobot robot) {
        robot.interact(() -> assertTrue(window.player().open(LessonLibrary.id(lesson))));
        assertEquals(ClusterWorkspaceViewModel.NAME, window.window().activeProperty().get().name(), "the lesson's workspace is shown");
        return (ClusterWorkspaceViewModel) window.window().active();
    }

    /** Whether the node and every parent of it are visible. */
    private static boolean shown(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private int firstQuestion() {
        return IntStream.rangeClosed(1, lesson.steps().size()).filter(s -> lesson.steps().get(s - 1).predict().isPresent())
                .findFirst().orElseThrow();
    }

    private void assertHeldAtTheQuestion(FxRobot robot, ClusterWorkspaceViewModel vm, String how) {
        int q = firstQuestion();
        assertEquals(q - 1, vm.session().positionProperty().get(), how + " stops before the step whose question waits");
        assertNotNull(vm.player().questionProperty().get(), how);
        assertNull(vm.player().feedbackProperty().get(), how + ": no answer shown");
        Node question = robot.lookup("#question").query();
        assertTrue(question.isVisible(), how);
        assertTrue(question.getPseudoClassStates().stream().anyMatch(c -> c.getPseudoClassName().equals("attention")),
                how + ": the question asks for attention");
        assertEquals(q, vm.historyBar().timelineProperty().get().columns().size(), how + ": the timeline shows only the steps reached");
    }

    @Test
    void itPlaysInTheClusterWorkspaceWithTheLessonPane(FxRobot robot) {
        ClusterWorkspaceViewModel vm = open(robot);
        assertTrue(vm.player().activeProperty().get());
        assertTrue(window.window().active().lessonPlayingProperty().get(), "Lessons > Restart is enabled");
        assertTrue(shown(robot.lookup("#narration").query()), "the lesson pane is shown");
        assertFalse(shown(robot.lookup("#addWorker").query()), "the sandbox's actions are not");
        assertEquals(lesson.summary().get(Locale.ENGLISH), robot.lookup("#narration").queryAs(Label.class).getText());
        robot.type(KeyCode.RIGHT);
        assertEquals(1, vm.session().positionProperty().get());
        assertTrue(robot.lookup("#clusterMap").query().getPseudoClassStates().stream()
                .anyMatch(c -> c.getPseudoClassName().equals("spotlight")), "step 1 points at the workers");
    }

    @Test
    void endAndTheLastStepButtonStopAtTheFirstQuestion(FxRobot robot) {
        ClusterWorkspaceViewModel vm = open(robot);
        robot.type(KeyCode.END);
        assertHeldAtTheQuestion(robot, vm, "End");
        robot.interact(vm.session()::first);
        robot.clickOn("#last");
        assertHeldAtTheQuestion(robot, vm, "▶|");
    }

    @Test
    void theArrowTheForwardButtonTheSliderAndPlayingWaitForTheQuestion(FxRobot robot) {
        ClusterWorkspaceViewModel vm = open(robot);
        robot.interact(() -> vm.session().goTo(firstQuestion() - 1));
        robot.type(KeyCode.RIGHT);
        assertHeldAtTheQuestion(robot, vm, "→");
        robot.clickOn("#forward");
        assertHeldAtTheQuestion(robot, vm, "▶");
        Slider slider = robot.lookup("#slider").queryAs(Slider.class);
        robot.interact(() -> slider.setValue(lesson.steps().size()));
        assertHeldAtTheQuestion(robot, vm, "the slider");
        assertEquals(vm.session().positionProperty().get(), (int) slider.getValue(), "the thumb stands where the lesson stands");
        robot.interact(() -> {
            vm.player().play();
            vm.player().tick();
        });
        assertHeldAtTheQuestion(robot, vm, "playing");
        assertFalse(vm.player().playingProperty().get(), "playing stops at the question");
    }

    @Test
    void anAnswerRunsTheStepAndShowsTheExplanation(FxRobot robot) throws Exception {
        ClusterWorkspaceViewModel vm = open(robot);
        robot.type(KeyCode.END);
        robot.clickOn("#choice0");
        assertEquals(firstQuestion(), vm.session().positionProperty().get());
        LessonPlayerViewModel.Feedback f = vm.player().feedbackProperty().get();
        assertTrue(f.correct(), f.verdict());
        assertEquals(LessonRun.run(lesson).explanation(firstQuestion(), Locale.ENGLISH).orElseThrow(), f.explanation());
        assertEquals(firstQuestion() + 1, vm.historyBar().timelineProperty().get().columns().size());
        assertEquals(3, vm.session().stateProperty().get().apps().get(0).executors().size(), "the Master's state is shown");
    }

    @Test
    void leavingGoesBackToTheSandbox(FxRobot robot) {
        ClusterWorkspaceViewModel vm = open(robot);
        robot.clickOn("#leaveLesson");
        assertFalse(vm.player().activeProperty().get());
        assertTrue(shown(robot.lookup("#addWorker").query()), "the sandbox's actions are back");
        assertEquals(vm.session().sizeProperty().get() + 1, vm.historyBar().timelineProperty().get().columns().size(),
                "the sandbox shows every step");
    }

    @Test
    void actingOnTheClusterLeavesTheLesson(FxRobot robot) {
        ClusterWorkspaceViewModel vm = open(robot);
        robot.interact(() -> assertTrue(vm.session().apply(new sparkmemlab.cluster.ClusterOp.AddWorker("w9", 2, "2g"))));
        assertFalse(vm.player().activeProperty().get(), "a changed scene is no longer the lesson's");
        assertNull(vm.player().questionProperty().get());
    }

    /** {@code render} of a cluster lesson draws the cluster workspace with its lesson pane at that step. */
    @Test
    void aClusterLessonRendersInTheClusterWorkspace(FxRobot robot) throws Exception {
        int at = 5;
        Scene[] drawn = new Scene[1];
        robot.interact(() -> drawn[0] = Renderer.lessonScene(lesson, at, 1400, 900, 1.0));
        Node root = drawn[0].getRoot();
        assertNotNull(root.lookup(".cluster-workspace"), "the cluster workspace is drawn");
        Label narration = (Label) root.lookup("#narration");
        assertTrue(narration.isVisible());
        String expected = LessonRun.run(lesson).narration(at, Locale.ENGLISH);
        String chinese = LessonRun.run(lesson).narration(at, Locale.SIMPLIFIED_CHINESE);
        assertTrue(narration.getText().equals(expected) || narration.getText().equals(chinese), narration.getText());
        assertTrue(((Label) root.lookup("#lessonStepText")).getText().contains(String.valueOf(at)));
        assertTrue(root.lookup("#clusterApps").getPseudoClassStates().stream().anyMatch(c -> c.getPseudoClassName().equals("spotlight")),
                "the next step's question points at the applications, in the picture too");
    }
}
