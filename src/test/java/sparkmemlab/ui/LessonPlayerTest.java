package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.Predict;
import sparkmemlab.lesson.Spotlight;
import sparkmemlab.snapshot.ViewState;
import sparkmemlab.ui.picture.CodeExcerpt;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.Speed;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel;

/** A shipped lesson played through the window: keys, buttons, questions, score, spotlight, code view. */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class LessonPlayerTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private static final List<Lesson> LESSONS = TestWindow.LESSONS;

    private TestWindow window;
    private ExecutorSession vm;
    private LessonPlayerViewModel player;
    private Lesson lesson;

    @Start
    void start(Stage stage) {
        window = TestWindow.withLessons(stage);
        vm = window.session();
        player = window.player();
        // The first lesson with two multiple-choice questions: one to answer right, one wrong.
        lesson = LESSONS.stream().filter(l -> l.steps().stream()
                .filter(s -> s.predict().orElse(null) instanceof Predict.MultipleChoice).count() >= 2)
                .findFirst().orElseThrow();
    }

    private void open(FxRobot robot) {
        robot.interact(() -> assertTrue(player.open(LessonLibrary.id(lesson))));
    }

    private int position() {
        return vm.history().position();
    }

    /** Every region of both bars has the width of its bytes in the model's state, and the block list is its LRU order. */
    private void assertWindowMatchesTheModel(FxRobot robot) {
        WindowChecks.assertBarsMatchTheModel(robot, vm.history().state(), "at step " + position());
        WindowChecks.assertBlockListIsTheLruOrder(robot, vm.history().state(), "at step " + position());
    }

    private void assertSpotlight(FxRobot robot) {
        for (Spotlight part : Spotlight.EXECUTOR) {
            Node node = robot.lookup("#" + part.name()).query();
            boolean lit = node.getPseudoClassStates().stream().anyMatch(c -> c.getPseudoClassName().equals("spotlight"));
            assertEquals(player.spotlightProperty().get().contains(part), lit, part + " at step " + position());
        }
    }

    @Test
    void playForwardToTheEndBackToTheStartAndJump(FxRobot robot) {
        // The window opens on the sandbox: the lesson pane is built the first time it is asked for.
        assertTrue(robot.lookup("#lessonPicker").queryAll().isEmpty(), "no lesson pane before it is shown");
        robot.push(KeyCode.SHORTCUT, KeyCode.L); // Lessons > Choose a lesson
        assertTrue(robot.lookup("#lessonPicker").query().isVisible());
        javafx.scene.control.TreeView<?> picker = robot.lookup("#lessonPicker").query();
        for (javafx.scene.Node n : robot.lookup(".lesson-cell").queryAll()) {
            javafx.scene.control.TreeCell<?> cell = (javafx.scene.control.TreeCell<?>) n;
            assertTrue(cell.getWidth() <= picker.getWidth(), "a long title does not make the picker scroll sideways");
            assertTrue(cell.getTooltip().getText().startsWith(cell.getText().substring(0, cell.getText().indexOf('\n'))),
                    "the tooltip has the whole title");
        }
        robot.clickOn(".lesson-cell"); // the picker opens the first lesson
        assertTrue(player.activeProperty().get());
        open(robot);
        int total = lesson.steps().size();
        assertEquals(0, position());
        assertWindowMatchesTheModel(robot);
        while (position() < total) {
            int before = position();
            if (player.questionProperty().get() != null) {
                robot.type(KeyCode.RIGHT);
                assertEquals(before, position(), "the step waits for its question");
                assertTrue(robot.lookup("#question").query().isVisible());
                answer(robot);
            } else {
                robot.type(KeyCode.RIGHT);
            }
            assertEquals(before + 1, position());
            assertEquals(vm.history().stateAt(position()), vm.history().state());
            assertWindowMatchesTheModel(robot);
            assertSpotlight(robot);
            Label narration = robot.lookup("#narration").queryAs(Label.class);
            assertFalse(narration.getText().isBlank(), "step " + position() + " is narrated");
            // The code view shows the method that ran, its rule's lines lit.
            var code = window.workspace().code();
            if (code.excerptProperty().get() != null) {
                CodeExcerpt excerpt = code.excerptProperty().get();
                assertTrue(code.methodsProperty().get().contains(excerpt.method()));
                assertEquals(excerpt.lines().size(), robot.lookup(".code-line").queryAll().size());
            }
        }
        assertFalse(robot.lookup("#lessonStep").queryButton().isDisabled() && false);
        robot.type(KeyCode.HOME);
        assertEquals(0, position());
        assertWindowMatchesTheModel(robot);
        robot.type(KeyCode.END);
        assertEquals(total, position(), "every question answered: End goes to the end");
        robot.interact(() -> robot.lookup("#slider").queryAs(javafx.scene.control.Slider.class).setValue(3));
        assertEquals(3, position(), "jump with the slider");
        assertWindowMatchesTheModel(robot);
        assertSpotlight(robot);
        robot.type(KeyCode.LEFT);
        assertEquals(2, position());
        assertWindowMatchesTheModel(robot);
    }

    @Test
    void answeringRightAndWrongChangesTheScore(FxRobot robot) {
        open(robot);
        List<Integer> asked = new ArrayList<>();
        for (int i = 0; i < lesson.steps().size(); i++) {
            if (lesson.steps().get(i).predict().orElse(null) instanceof Predict.MultipleChoice) {
                asked.add(i + 1);
            }
        }
        int first = asked.get(0);
        int second = asked.get(1);
        robot.interact(() -> player.goTo(first - 1));
        assertEquals(first - 1, position(), "no question before the first");
        LessonPlayerViewModel.Question q = player.questionProperty().get();
        assertNotNull(q, "the question is shown before step " + first + " runs");
        assertEquals(first - 1, position(), "and the step has not run");
        int right = ((Predict.MultipleChoice) lesson.steps().get(first - 1).predict().orElseThrow()).answerIndex();
        robot.clickOn("#choice" + right);
        assertEquals(first, position(), "answering runs the step");
        assertEquals(1, player.correctProperty().get());
        assertEquals(1, player.answeredProperty().get());
        Node feedback = robot.lookup("#feedback").query();
        assertTrue(feedback.isVisible());
        assertTrue(feedback.getPseudoClassStates().stream().anyMatch(c -> c.getPseudoClassName().equals("right")));
        assertTrue(robot.lookup("#score").queryAs(Label.class).getText().contains("1 right of 1"));

        while (position() < second - 1) {
            answer(robot); // a number question between the two: its answer counts as well
        }
        int before = player.answeredProperty().get();
        int rightBefore = player.correctProperty().get();
        int wrong = ((Predict.MultipleChoice) lesson.steps().get(second - 1).predict().orElseThrow()).answerIndex() == 0 ? 1 : 0;
        robot.clickOn("#choice" + wrong);
        assertEquals(second, position());
        assertEquals(rightBefore, player.correctProperty().get(), "a wrong answer adds nothing right");
        assertEquals(before + 1, player.answeredProperty().get());
        assertTrue(robot.lookup("#feedback").query().getPseudoClassStates().stream()
                .anyMatch(c -> c.getPseudoClassName().equals("wrong")));
        assertTrue(robot.lookup("#score").queryAs(Label.class).getText().contains(rightBefore + " right of " + (before + 1)));

        // Going back over an answered step does not ask again, and the score stays.
        robot.type(KeyCode.LEFT);
        assertNull(player.questionProperty().get());
        robot.type(KeyCode.RIGHT);
        assertEquals(second, position());
        assertEquals(before + 1, player.answeredProperty().get());
    }

    /** Answers the question waiting, or steps forward when none does: the first choice, or the right number. */
    private void answer(FxRobot robot) {
        LessonPlayerViewModel.Question q = player.questionProperty().get();
        if (q == null) {
            robot.type(KeyCode.RIGHT);
        } else if (q.number()) {
            double mib = ((Predict.Number) lesson.steps().get(q.step() - 1).predict().orElseThrow()).answerMiB();
            robot.clickOn("#numberAnswer").write(String.valueOf(mib));
            robot.clickOn("#answerNumber");
        } else {
            robot.clickOn("#choice0");
        }
    }

    @Test
    void spaceplaysUntilTheNextQuestion(FxRobot robot) {
        open(robot);
        robot.interact(() -> window.window().motion().speedProperty().set(Speed.FAST));
        robot.type(KeyCode.SPACE);
        assertTrue(player.playingProperty().get() || player.questionProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        try {
            WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS,
                    () -> !player.playingProperty().get());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("playing never stopped", e);
        }
        assertTrue(player.questionProperty().get() != null || position() == lesson.steps().size(),
                "playing stops at a question or at the end, at step " + position());
    }

    @Test
    void aLessonSnapshotReopensTheLessonAtItsStep(FxRobot robot, @TempDir Path dir) {
        open(robot);
        while (position() < 4) {
            answer(robot);
        }
        Path file = dir.resolve("lesson.json");
        robot.interact(() -> assertTrue(window.window().exportSnapshot(file), vm.errorProperty().get()));
        assertEquals(new ViewState(ViewState.Mode.LESSON, java.util.Optional.of(LessonLibrary.id(lesson)), 1.0),
                window.workspace().moment().orElseThrow().snapshot().view());
        robot.interact(window::newSandbox);
        assertFalse(player.activeProperty().get());
        robot.interact(() -> assertTrue(window.window().openSnapshot(file)));
        assertTrue(player.activeProperty().get());
        assertEquals(LessonLibrary.id(lesson), player.lessonId().orElseThrow());
        // The snapshot keeps no answers: the lesson opens at step 4, or before the first question on the way there.
        int firstAsked = java.util.stream.IntStream.rangeClosed(1, 4)
                .filter(s -> lesson.steps().get(s - 1).predict().isPresent()).findFirst().orElse(5);
        int reopened = Math.min(4, firstAsked - 1);
        assertEquals(reopened, position());
        // A refused file while a lesson plays: the message shows in the lesson pane, the lesson stays.
        robot.interact(() -> assertFalse(window.window().openSnapshot(dir.resolve("missing.json"))));
        assertTrue(robot.lookup("#lessonError").query().isVisible());
        assertTrue(player.activeProperty().get());
        assertEquals(reopened, position());
    }

    /** Lessons > Choose a lesson from the keyboard: the picker takes the focus, ↓ reaches a lesson and Enter opens it. */
    @Test
    void aLessonIsChosenWithTheKeyboard(FxRobot robot) {
        robot.push(KeyCode.SHORTCUT, KeyCode.L);
        Node picker = robot.lookup("#lessonPicker").query();
        try {
            // The scene's focus owner (a node is "focused" only while its window also has the platform's focus).
            WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS, () -> picker.getScene().getFocusOwner() == picker);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the picker never took the focus (the lesson pane shown: "
                    + window.workspace().lessonPaneShownProperty().get() + ", the focus owner: " + picker.getScene().getFocusOwner()
                    + ", the picker visible: " + picker.isVisible() + ")", e);
        }
        robot.type(KeyCode.DOWN, 2);
        robot.type(KeyCode.ENTER);
        assertTrue(player.activeProperty().get(), "the lesson under the selection plays");
        assertEquals(LessonLibrary.id(LESSONS.get(0)), player.lessonId().orElseThrow());
    }

    /** {@code render} of an executor lesson lights the step's parts in the picture too, from the first frame. */
    @Test
    void aRenderedLessonStepLightsItsParts(FxRobot robot) {
        int at = 2;
        javafx.scene.Scene[] drawn = new javafx.scene.Scene[1];
        robot.interact(() -> drawn[0] = Renderer.lessonScene(lesson, at, 1400, 900, 1.0));
        Node root = drawn[0].getRoot();
        // The parts of the step shown, or of the next one when its question is asked first.
        java.util.Set<Spotlight> mayBeLit = new java.util.HashSet<>(lesson.steps().get(at - 1).spotlight());
        mayBeLit.addAll(lesson.steps().get(at).spotlight());
        List<Spotlight> lit = new ArrayList<>();
        for (Spotlight part : Spotlight.EXECUTOR) {
            Node node = root.lookup("#" + part.name());
            assertNotNull(node, part + " is drawn");
            if (node.getPseudoClassStates().stream().anyMatch(c -> c.getPseudoClassName().equals("spotlight"))) {
                lit.add(part);
            }
        }
        assertFalse(lit.isEmpty(), "the picture lights the step's parts");
        assertTrue(mayBeLit.containsAll(lit), lit + " lit, the steps point at " + mayBeLit);
    }
}
