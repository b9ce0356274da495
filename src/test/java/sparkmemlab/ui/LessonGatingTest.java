package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.stream.IntStream;
import javafx.geometry.Point2D;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.robot.Motion;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.LessonRun;
import sparkmemlab.lesson.Predict;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel;

/**
 * No question of a lesson can be passed unanswered, whatever moves the student forward (→, End, ▶|, the slider,
 * a click on the timeline, playing), the timeline shows no step not reached yet, and a finished lesson's progress
 * says its score.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class LessonGatingTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private TestWindow window;
    /** Lesson 2: a question before steps 2 (choices), 3 (a number), 5 and 7. */
    private final Lesson lesson = TestWindow.LESSONS.stream()
            .filter(l -> LessonLibrary.id(l).startsWith("02-")).findFirst().orElseThrow();

    @Start
    void start(Stage stage) {
        window = TestWindow.withLessons(stage);
    }

    private void open(FxRobot robot) {
        robot.interact(() -> assertTrue(window.player().open(LessonLibrary.id(lesson))));
    }

    private int position() {
        return window.session().positionProperty().get();
    }

    private int firstQuestion() {
        return IntStream.rangeClosed(1, lesson.steps().size()).filter(s -> lesson.steps().get(s - 1).predict().isPresent())
                .findFirst().orElseThrow();
    }

    private boolean attention(FxRobot robot) {
        return robot.lookup("#question").query().getPseudoClassStates().stream()
                .anyMatch(c -> c.getPseudoClassName().equals("attention"));
    }

    /** Stopped before the question, which waits and asks for attention, its answer not shown. */
    private void assertHeldAtTheQuestion(FxRobot robot, String how) {
        int q = firstQuestion();
        assertEquals(q - 1, position(), how + " stops before the step whose question waits");
        assertNotNull(window.player().questionProperty().get(), how);
        assertNull(window.player().feedbackProperty().get(), how + ": no answer shown");
        assertTrue(robot.lookup("#question").query().isVisible(), how);
        assertTrue(attention(robot), how + ": the question asks for attention");
        assertEquals(q - 1 + 1, window.workspace().historyBar().timelineProperty().get().points().size(),
                how + ": the timeline shows only the steps reached");
    }

    @Test
    void endStopsAtTheFirstQuestion(FxRobot robot) {
        open(robot);
        robot.type(KeyCode.END);
        assertHeldAtTheQuestion(robot, "End");
    }

    @Test
    void theLastStepButtonStopsAtTheFirstQuestion(FxRobot robot) {
        open(robot);
        robot.clickOn("#last");
        assertHeldAtTheQuestion(robot, "▶|");
    }

    @Test
    void theSliderStopsAtTheFirstQuestionAndItsThumbComesBack(FxRobot robot) {
        open(robot);
        Slider slider = robot.lookup("#slider").queryAs(Slider.class);
        robot.interact(() -> slider.setValue(lesson.steps().size()));
        assertHeldAtTheQuestion(robot, "the slider");
        assertEquals(position(), (int) slider.getValue(), "the thumb stands where the lesson stands");
    }

    @Test
    void aClickOnTheTimelineStopsAtTheFirstQuestion(FxRobot robot) {
        open(robot);
        Node timeline = robot.lookup("#timeline").query();
        robot.moveTo(timeline, Pos.CENTER_RIGHT, new Point2D(-4, 0), Motion.DIRECT).clickOn(MouseButton.PRIMARY);
        assertHeldAtTheQuestion(robot, "a click on the last column");
    }

    @Test
    void theArrowKeyAndTheForwardButtonWaitForTheQuestion(FxRobot robot) {
        open(robot);
        robot.interact(() -> window.player().goTo(firstQuestion() - 1));
        robot.type(KeyCode.RIGHT);
        assertHeldAtTheQuestion(robot, "→");
        robot.clickOn("#forward");
        assertHeldAtTheQuestion(robot, "▶");
        assertTrue(robot.lookup("#skipQuestion").queryAll().isEmpty(), "a question cannot be skipped");
    }

    @Test
    void theTimelineShowsOnlyTheStepsReached(FxRobot robot) {
        open(robot);
        assertEquals(1, window.workspace().historyBar().timelineProperty().get().points().size(), "only the start");
        assertEquals(lesson.steps().size() + 1, window.workspace().historyBar().timelineProperty().get().columns(),
                "a column for each step, reached or not");
        answerAllTo(robot, 3);
        assertEquals(4, window.workspace().historyBar().timelineProperty().get().points().size());
        robot.type(KeyCode.HOME);
        assertEquals(4, window.workspace().historyBar().timelineProperty().get().points().size(), "steps reached stay shown");
        robot.interact(window::newSandbox);
        assertEquals(window.session().history().size() + 1,
                window.workspace().historyBar().timelineProperty().get().points().size(), "the sandbox shows every step");
    }

    @Test
    void aSnapshotOfALaterStepReopensAtTheFirstQuestion(FxRobot robot) {
        robot.interact(() -> assertTrue(window.window().openLesson(lesson, lesson.steps().size())));
        assertEquals(firstQuestion() - 1, position(), "a lesson opened at a later step waits at its first question");
        assertNull(window.player().feedbackProperty().get());
    }

    @Test
    void aNumberQuestionSaysItsRuleAndTakesAUnit(FxRobot robot) {
        open(robot);
        answerAllTo(robot, 2);
        LessonPlayerViewModel.Question q = window.player().questionProperty().get();
        assertTrue(q.number(), "step 3 asks for a number");
        Label rule = robot.lookup("#numberRule").queryAs(Label.class);
        assertTrue(rule.isVisible());
        assertEquals(Predict.Number.rule(Locale.ENGLISH), rule.getText(), "the rule is said before the answer");
        double mib = ((Predict.Number) lesson.steps().get(2).predict().orElseThrow()).answerMiB();
        // 0.5 % off, in GiB: within the rule.
        robot.clickOn("#numberAnswer").write(String.format(Locale.ROOT, "%.6f GiB", mib * 1.005 / 1024));
        robot.clickOn("#answerNumber");
        assertEquals(3, position());
        assertTrue(window.player().feedbackProperty().get().correct(), window.player().feedbackProperty().get().verdict());
    }

    @Test
    void aFinishedLessonSaysItsScoreAndKeepsItWhilePlayedAgain(FxRobot robot) {
        open(robot);
        answerAllTo(robot, lesson.steps().size());
        String id = LessonLibrary.id(lesson);
        String done = progress(id);
        assertEquals("\u2713 done \u00b7 " + window.player().correctProperty().get() + " of " + lesson.predictCount() + " right",
                done);
        assertEquals(lesson.predictCount(), window.player().answeredProperty().get(), "every question was answered");
        robot.interact(window.player()::restart);
        assertEquals(done, progress(id), "playing it again keeps the finished run's score");
    }

    private String progress(String id) {
        return window.player().itemsProperty().get().stream().filter(i -> i.id().equals(id)).findFirst().orElseThrow().progress();
    }

    /** Steps forward to {@code step}, answering each question on the way (the first choice, or the right number). */
    private void answerAllTo(FxRobot robot, int step) {
        LessonPlayerViewModel player = window.player();
        while (position() < step) {
            LessonPlayerViewModel.Question q = player.questionProperty().get();
            if (q == null) {
                robot.type(KeyCode.RIGHT);
            } else if (q.number()) {
                double mib = ((Predict.Number) lesson.steps().get(q.step() - 1).predict().orElseThrow()).answerMiB();
                robot.interact(() -> player.answerNumber(String.valueOf(mib)));
            } else {
                robot.clickOn("#choice0");
            }
        }
    }

    /** {@code render} of a lesson draws the lesson pane at that step, the questions before it answered rightly. */
    @Test
    void aLessonRendersInItsLessonPane(FxRobot robot) throws Exception {
        int at = 4;
        Scene[] drawn = new Scene[1];
        robot.interact(() -> drawn[0] = Renderer.lessonScene(lesson, at, 1400, 900, 1.0));
        Node root = drawn[0].getRoot();
        Label narration = (Label) root.lookup("#narration");
        assertNotNull(narration, "the lesson pane is drawn");
        assertTrue(root.lookup("#lessonPaneSlot").isVisible(), "the lesson pane is shown, not the sandbox's panels");
        String expected = LessonRun.run(lesson).narration(at, Locale.ENGLISH);
        String chinese = LessonRun.run(lesson).narration(at, Locale.SIMPLIFIED_CHINESE);
        assertTrue(narration.getText().equals(expected) || narration.getText().equals(chinese), narration.getText());
        assertTrue(((Label) root.lookup("#lessonStepText")).getText().contains(String.valueOf(at)));
    }
}
