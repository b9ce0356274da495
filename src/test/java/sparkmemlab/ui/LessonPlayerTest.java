package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
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
import sparkmemlab.model.BlockState;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.PoolState;
import sparkmemlab.snapshot.ViewState;
import sparkmemlab.ui.controls.MemoryBar;
import sparkmemlab.ui.picture.BlockRow;
import sparkmemlab.ui.picture.CodeExcerpt;
import sparkmemlab.ui.vm.LabViewModel;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.LessonPlayerViewModel;

/** A shipped lesson played through the window: keys, buttons, questions, score, spotlight, code view. */
@ExtendWith(ApplicationExtension.class)
class LessonPlayerTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private static final List<Lesson> LESSONS = TestWindow.LESSONS;

    private LabViewModel vm;
    private LessonPlayerViewModel player;
    private Lesson lesson;

    @Start
    void start(Stage stage) {
        TestWindow window = TestWindow.withLessons(stage);
        vm = window.vm();
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

    /** Every region of the on-heap and off-heap bars has the width of its bytes in the model's state. */
    private void assertWindowMatchesTheModel(FxRobot robot) {
        ExecutorState s = vm.history().state();
        long scale = Math.max(s.layout().systemMemory(), s.layout().maxOffHeapMemory());
        for (MemoryMode mode : MemoryMode.values()) {
            if (mode == MemoryMode.OFF_HEAP && s.layout().maxOffHeapMemory() == 0) {
                continue;
            }
            MemoryBar bar = robot.lookup(mode == MemoryMode.ON_HEAP ? "#onHeapBar" : "#offHeapBar").query();
            double width = bar.getWidth() - bar.snappedLeftInset() - bar.snappedRightInset();
            Map<String, Long> expected = new TreeMap<>();
            PoolState p = s.pools(mode);
            if (mode == MemoryMode.ON_HEAP) {
                expected.put("reserved", s.layout().reservedMemory());
                expected.put("user", s.layout().systemMemory() - s.layout().reservedMemory() - s.layout().maxHeapMemory());
            }
            for (BlockState b : s.blocks()) {
                if (b.mode() == mode) {
                    expected.put("block:" + b.id().name(), b.bytes());
                }
            }
            if (p.unrollUsed() > 0) {
                expected.put("unroll", p.unrollUsed());
            }
            expected.put("free-storage", p.storagePool() - p.storageUsed());
            p.memoryForTask().forEach((t, held) -> expected.put("task:" + t, held));
            expected.put("free-execution", p.executionPool() - p.executionUsed());
            Map<String, Double> drawn = new TreeMap<>();
            for (Node n : bar.lookupAll(".segment")) {
                if (n.getOpacity() != 0) {
                    drawn.put((String) n.getUserData(), ((Region) n).getWidth());
                }
            }
            assertEquals(expected.keySet(), drawn.keySet(), "step " + position() + " " + mode);
            expected.forEach((k, bytes) -> assertEquals(bytes * width / scale, drawn.get(k), 1.0, "step " + position() + " " + k));
        }
        List<String> rows = new ArrayList<>();
        for (Node n : robot.lookup(".block-row").queryAll()) {
            BlockRow row = (BlockRow) n.getUserData();
            if (row.visit() != BlockRow.Visit.EVICTED) {
                rows.add(row.id());
            }
        }
        assertEquals(s.blocks().stream().map(b -> b.id().name()).toList(), rows, "step " + position() + ": the LRU list");
    }

    private void assertSpotlight(FxRobot robot) {
        for (Spotlight part : Spotlight.values()) {
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
                robot.clickOn("#skipQuestion");
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
            if (vm.code().excerptProperty().get() != null) {
                CodeExcerpt excerpt = vm.code().excerptProperty().get();
                assertTrue(vm.code().methodsProperty().get().contains(excerpt.method()));
                assertEquals(excerpt.lines().size(), robot.lookup(".code-line").queryAll().size());
            }
        }
        assertFalse(robot.lookup("#lessonStep").queryButton().isDisabled() && false);
        robot.type(KeyCode.HOME);
        assertEquals(0, position());
        assertWindowMatchesTheModel(robot);
        robot.type(KeyCode.END);
        assertEquals(total, position());
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

        robot.interact(() -> player.goTo(second - 1));
        int wrong = ((Predict.MultipleChoice) lesson.steps().get(second - 1).predict().orElseThrow()).answerIndex() == 0 ? 1 : 0;
        robot.clickOn("#choice" + wrong);
        assertEquals(second, position());
        assertEquals(1, player.correctProperty().get(), "a wrong answer adds nothing right");
        assertEquals(2, player.answeredProperty().get());
        assertTrue(robot.lookup("#feedback").query().getPseudoClassStates().stream()
                .anyMatch(c -> c.getPseudoClassName().equals("wrong")));
        assertTrue(robot.lookup("#score").queryAs(Label.class).getText().contains("1 right of 2"));

        // Going back over an answered step does not ask again, and the score stays.
        robot.type(KeyCode.LEFT);
        assertNull(player.questionProperty().get());
        robot.type(KeyCode.RIGHT);
        assertEquals(second, position());
        assertEquals(2, player.answeredProperty().get());
    }

    @Test
    void spaceplaysUntilTheNextQuestion(FxRobot robot) {
        open(robot);
        robot.interact(() -> vm.speedProperty().set(LabViewModel.Speed.FAST));
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
        robot.interact(() -> player.goTo(4));
        Path file = dir.resolve("lesson.json");
        robot.interact(() -> assertTrue(vm.exportSnapshot(file), vm.errorProperty().get()));
        assertEquals(new ViewState(ViewState.Mode.LESSON, java.util.Optional.of(LessonLibrary.id(lesson)), 1.0),
                vm.snapshot().view());
        robot.interact(vm::newSandbox);
        assertFalse(player.activeProperty().get());
        robot.interact(() -> assertTrue(vm.openSnapshot(file)));
        assertTrue(player.activeProperty().get());
        assertEquals(LessonLibrary.id(lesson), player.lessonId().orElseThrow());
        assertEquals(4, position());
        // A refused file while a lesson plays: the message shows in the lesson pane, the lesson stays.
        robot.interact(() -> assertFalse(vm.openSnapshot(dir.resolve("missing.json"))));
        assertTrue(robot.lookup("#lessonError").query().isVisible());
        assertTrue(player.activeProperty().get());
        assertEquals(4, position());
        if (Boolean.getBoolean("sparkmemlab.shots")) {
            robot.interact(() -> MainView.exportPng(robot.lookup("#narration").query().getScene(),
                    Path.of("/tmp/lesson-shot.png"), vm));
        }
    }

    @Test
    void everyStepOfEveryLessonShowsInTheWindow(FxRobot robot) {
        for (Lesson l : LESSONS) {
            String id = LessonLibrary.id(l);
            robot.interact(() -> {
                assertTrue(player.open(id), id);
                for (int at = 1; at <= l.steps().size(); at++) {
                    player.goTo(at);
                    assertEquals(at, position(), id);
                    assertFalse(vm.log().isEmpty(), id + " step " + at + " has its events in the log");
                }
            });
        }
    }
}
