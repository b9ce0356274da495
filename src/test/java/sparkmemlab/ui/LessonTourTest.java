package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.Spotlight;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.ui.picture.LogEntry;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel;

/**
 * Every step of every shipped lesson, shown in the window: the bars and the block list are the model's state
 * at that step, the step is narrated, the log's top lines are that step's, and the parts the step points at
 * are lit. With {@code -Dsparkmemlab.tour=DIR} it also leaves a picture of each step there, for a person to
 * look at (1400x900).
 */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class LessonTourTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private TestWindow window;

    @Start
    void start(Stage stage) {
        window = TestWindow.withLessons(stage);
    }

    @Test
    void everyStepOfEveryLessonShowsTheModelsStateInTheWindow(FxRobot robot) throws Exception {
        Optional<Path> pictures = Optional.ofNullable(System.getProperty("sparkmemlab.tour")).map(Path::of);
        if (pictures.isPresent()) {
            Files.createDirectories(pictures.get());
        }
        int[] shown = {0};
        for (Lesson l : TestWindow.LESSONS) {
            if (!l.workspace().equals(ExecutorWorkspaceViewModel.NAME)) {
                continue; // another workspace's lesson plays there (LegacyInWindowTest)
            }
            String id = LessonLibrary.id(l);
            AssertionError[] failed = new AssertionError[1];
            // A lesson at a time on the FX thread: each check lays the window out before it reads it.
            robot.interact(() -> {
                try {
                    tour(l, id, pictures);
                    shown[0] += l.steps().size() + 1;
                } catch (AssertionError e) {
                    failed[0] = e;
                }
            });
            if (failed[0] != null) {
                throw failed[0];
            }
        }
        assertTrue(shown[0] > 100, "only " + shown[0] + " steps shown");
    }

    private void tour(Lesson l, String id, Optional<Path> pictures) {
        LessonPlayerViewModel player = window.player();
        ExecutorSession session = window.session();
        Parent root = window.root();
        assertTrue(player.open(id), id);
        for (int at = 0; at <= l.steps().size(); at++) {
            window.answerRightlyTo(at);
            String when = id + " at step " + at;
            assertEquals(at, session.positionProperty().get(), when);
            ExecutorState s = session.history().stateAt(at);
            assertEquals(s, session.stateProperty().get(), when);
            WindowChecks.assertBarsMatchTheModel(root, s, l.scenario().config(), when);
            WindowChecks.assertBlockListIsTheLruOrder(root, s, when);
            assertFalse(((Label) root.lookup("#narration")).getText().isBlank(), when + " is narrated");
            var log = window.workspace().log().log();
            if (at > 0) {
                LogEntry top = log.get(0);
                assertTrue(top.heading() && top.step() == at, when + ": the log starts with its step, not " + top);
            }
            for (Spotlight part : Spotlight.EXECUTOR) {
                Node node = root.lookup("#" + part.name());
                boolean lit = node.getPseudoClassStates().stream().anyMatch(c -> c.getPseudoClassName().equals("spotlight"));
                assertEquals(player.spotlightProperty().get().contains(part), lit, part + " " + when);
            }
            if (pictures.isPresent()) {
                Path file = pictures.get().resolve(id + "-" + String.format("%02d", at) + ".png");
                try {
                    sparkmemlab.ui.view.WindowPictures.write(sparkmemlab.ui.view.WindowPictures.snapshot(window.scene()), file);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        }
    }
}
