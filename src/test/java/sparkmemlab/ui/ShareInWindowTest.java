package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import sparkmemlab.snapshot.SnapshotWriter;
import sparkmemlab.ui.vm.Moment;

/** Edit > Copy / Paste snapshot through the system clipboard, files dropped on the window, and its icon (headless). */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class ShareInWindowTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    @TempDir
    Path dir;

    private TestWindow window;

    @Start
    void start(Stage stage) {
        window = TestWindow.withSystemClipboard(stage);
    }

    private String momentText() {
        Moment m = window.workspace().moment().orElseThrow();
        return SnapshotWriter.toText(m.snapshot(), m.state());
    }

    @Test
    void aSnapshotGoesThroughTheSystemClipboardAndBack(FxRobot robot) {
        robot.interact(() -> window.session().goTo(6));
        String shown = momentText();
        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.C); // Edit > Copy snapshot
        String[] onTheClipboard = new String[1];
        robot.interact(() -> onTheClipboard[0] = Clipboard.getSystemClipboard().getString());
        assertEquals(shown, onTheClipboard[0], "the clipboard holds the snapshot file's very text");

        robot.interact(window::newSandbox);
        assertFalse(shown.equals(momentText()));
        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.V); // Edit > Paste snapshot
        assertEquals("", window.session().errorProperty().get());
        assertEquals(shown, momentText());
        assertEquals(6, window.session().positionProperty().get());
    }

    @Test
    void aPasteOfOtherTextIsRefusedInTheWindow(FxRobot robot) {
        robot.interact(() -> {
            var content = new javafx.scene.input.ClipboardContent();
            content.putString("hello");
            Clipboard.getSystemClipboard().setContent(content);
        });
        String before = momentText();
        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.V);
        Label error = robot.lookup("#error").queryAs(Label.class);
        assertTrue(error.isVisible());
        assertTrue(error.getText().startsWith("Cannot open the snapshot: the clipboard"), error.getText());
        assertEquals(before, momentText());
    }

    @Test
    void aLessonDroppedPlaysAndAnEventLogSaysWhereItGoes(FxRobot robot) {
        File lesson = new File("lessons/03-execution-takes-it-back.json");
        assertTrue(DropSimulation.dragOverAccepts(robot, window.root(), List.of(lesson)));
        DropSimulation.drop(robot, window.root(), List.of(lesson));
        assertTrue(window.player().activeProperty().get(), window.session().errorProperty().get());

        File log = new File("src/test/resources/replay/local-1796108184993.zstd");
        DropSimulation.drop(robot, window.root(), List.of(log));
        assertEquals(sparkmemlab.ui.vm.replay.ReplayWorkspaceViewModel.NAME, window.window().activeProperty().get().name());
    }

    @Test
    void aSparkConfDroppedOpensTheImportDialogWithIt(FxRobot robot) throws Exception {
        Path conf = dir.resolve("spark-defaults.conf");
        Files.writeString(conf, "spark.executor.memory 3g\nspark.executor.cores 2\n");
        DropSimulation.drop(robot, window.root(), List.of(conf.toFile()));
        javafx.scene.control.TextArea text = robot.lookup("#sparkConfText").queryAs(javafx.scene.control.TextArea.class);
        assertEquals("spark.executor.memory 3g\nspark.executor.cores 2\n", text.getText());
        robot.clickOn("#sparkConfDialog-action");
        assertEquals(3L << 30, window.session().history().config().systemMemory());
        assertEquals(2, window.session().history().config().cores());
    }

    @Test
    void theWindowsIconIsTheInstallersPicture() {
        Image icon = SparkMemoryLabApp.icon();
        assertFalse(icon.isError(), String.valueOf(icon.getException()));
        assertEquals(512, icon.getWidth());
        assertEquals(512, icon.getHeight());
    }
}
