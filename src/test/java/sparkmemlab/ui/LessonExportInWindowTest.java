package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ProgressBar;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.export.ExportSource;

/**
 * File > Export lesson… in the window (headless): the dialog, the export drawn by a window of its own beside
 * this one while the bar at the window's foot shows its progress, the notice when done, Cancel.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class LessonExportInWindowTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    @TempDir
    Path dir;

    private TestWindow window;

    @Start
    void start(Stage stage) {
        window = TestWindow.withLessons(stage);
    }

    @AfterEach
    void closeDialogs() {
        TestWindow.closePopups();
    }

    private void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aLessonIsExportedAsSlidesFromTheDialog(FxRobot robot) throws Exception {
        robot.push(KeyCode.SHORTCUT, KeyCode.E);
        ComboBox<ExportSource> what = robot.lookup("#exportSource").queryComboBox();
        assertEquals("The history shown (11 steps)", what.getValue().label());
        robot.interact(() -> what.getSelectionModel().select(what.getItems().stream()
                .filter(s -> s.label().startsWith("Lesson 1:")).findFirst().orElseThrow()));
        robot.clickOn("#exportAsSlides");
        Path slides = dir.resolve("lesson-1");
        window.files().toSave(FileKind.SLIDES, slides);
        robot.clickOn("#exportDialog-action");

        Node bar = robot.lookup("#exportBar").query();
        assertTrue(bar.isVisible(), "the bar shows while the export runs");
        waitUntil(() -> !bar.isVisible());
        assertEquals(1, window.notices().size(), window.notices().toString());
        assertTrue(window.notices().get(0).startsWith("Slides saved: lesson-1 ("), window.notices().toString());
        String notes = Files.readString(slides.resolve("slides.md"));
        assertTrue(notes.contains("Lesson 1: Anatomy of an executor heap"), notes.substring(0, 200));
        BufferedImage first = ImageIO.read(slides.resolve("slide-01.png").toFile());
        assertEquals(1400, first.getWidth());
        assertTrue(first.getHeight() > 900, "the window and the narration's band under it");
        assertEquals("", window.session().errorProperty().get());
    }

    @Test
    void cancelInTheBarStopsTheExportAndWritesNothing(FxRobot robot) throws Exception {
        robot.push(KeyCode.SHORTCUT, KeyCode.E);
        Path gif = dir.resolve("history.gif");
        window.files().toSave(FileKind.GIF, gif);
        robot.clickOn("#exportDialog-action");
        ProgressBar progress = robot.lookup("#exportProgress").queryAs(ProgressBar.class);
        waitUntil(() -> progress.getProgress() > 0.1);
        assertFalse(robot.lookup("#exportCancel").query().isDisabled());
        robot.clickOn("#exportCancel");
        Node bar = robot.lookup("#exportBar").query();
        waitUntil(() -> !bar.isVisible());
        assertEquals(List.of("Export cancelled: history.gif was not written."), window.notices());
        try (var left = Files.list(dir)) {
            assertEquals(List.of(), left.toList(), "no file, no temporary file");
        }
    }
}
