package sparkmemlab.ui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.ui.vm.LabViewModel;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.LessonPlayerViewModel;

/**
 * Not a check: a picture of the window at every step of every lesson, for a person to look at
 * ({@code -Dsparkmemlab.tour=DIR}, 1400x900).
 */
@ExtendWith(ApplicationExtension.class)
@EnabledIfSystemProperty(named = "sparkmemlab.tour", matches = ".+")
class LessonTour {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private static final List<Lesson> LESSONS = TestWindow.LESSONS;
    private LabViewModel vm;
    private LessonPlayerViewModel player;
    private Scene scene;

    @Start
    void start(Stage stage) {
        TestWindow window = TestWindow.withLessons(stage);
        vm = window.vm();
        player = window.player();
        scene = window.scene();
    }

    @Test
    void tour(FxRobot robot) throws Exception {
        Path out = Path.of(System.getProperty("sparkmemlab.tour"));
        Files.createDirectories(out);
        String only = System.getProperty("sparkmemlab.tour.only", "");
        for (Lesson l : LESSONS) {
            String id = LessonLibrary.id(l);
            if (!only.isEmpty() && !id.startsWith(only)) {
                continue;
            }
            try {
                tourOne(robot, l, id, out);
            } catch (RuntimeException e) {
                System.err.println("TOUR " + id + ": " + e);
            }
        }
    }

    private void tourOne(FxRobot robot, Lesson l, String id, Path out) {
        {
            robot.interact(() -> player.open(id));
            for (int i = 0; i <= l.steps().size(); i++) {
                int at = i;
                robot.interact(() -> player.goTo(at));
                robot.interact(() -> { });
                Path file = out.resolve(id + "-" + String.format("%02d", at) + ".png");
                robot.interact(() -> MainView.exportPng(scene, file, vm));
            }
        }
    }
}
