package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import sparkmemlab.snapshot.SnapshotWriter;
import sparkmemlab.snapshot.ViewState;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.kernel.History;

/** File > Export snapshot, File > Open snapshot and dropping a file, in the window (headless). */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class SnapshotsInWindowTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    @TempDir
    Path dir;

    private TestWindow window;
    private ExecutorSession vm;

    @Start
    void start(Stage stage) {
        window = TestWindow.sandbox(stage);
        vm = window.session();
    }

    /** Everything the view-model's state is made of, as text: config, every step, position, state, view. */
    private String stateText() {
        var moment = window.workspace().moment().orElseThrow();
        return vm.titleProperty().get() + "\n" + SnapshotWriter.toText(moment.snapshot(), moment.state());
    }

    @Test
    void exportThenOpenRestoresTheSamePictureAndTheStepsAfterIt(FxRobot robot) throws Exception {
        robot.interact(() -> vm.goTo(5)); // stepped back: steps 6..11 must be saved too
        int[] picture = WindowPictures.centre(robot);
        String saved = stateText();
        Path file = dir.resolve("moment.json");
        window.files().toSave(FileKind.SNAPSHOT, file);
        robot.push(KeyCode.SHORTCUT, KeyCode.S); // File > Export snapshot
        assertTrue(Files.readString(file).contains("\"at\": 5"), vm.errorProperty().get());
        assertEquals(List.of("Snapshot saved: moment.json"), window.notices());

        robot.interact(window::newSandbox);
        assertNotEquals(saved, stateText());

        window.files().toOpen(FileKind.SNAPSHOT, file);
        robot.push(KeyCode.SHORTCUT, KeyCode.O); // File > Open snapshot
        assertEquals("", vm.errorProperty().get());
        assertEquals(5, vm.history().position());
        assertEquals(11, vm.history().size());
        assertEquals(saved, stateText());
        assertArrayEquals(picture, WindowPictures.centre(robot), "the opened snapshot draws the same picture");
        robot.interact(vm::last);
        assertEquals(11, vm.history().position());
        assertEquals(ViewState.SANDBOX, window.workspace().moment().orElseThrow().snapshot().view());
    }

    @Test
    void aPngOfTheViewIsWrittenWhole(FxRobot robot) throws Exception {
        Path png = dir.resolve("view.png");
        window.files().toSave(FileKind.PNG, png);
        MenuItem item = menuItem(robot, "Export _PNG of the view\u2026");
        robot.interact(item::fire);
        java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(png.toFile());
        assertEquals(1400, image.getWidth());
        assertEquals(List.of("Picture saved: view.png"), window.notices());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(png), files.toList(), "no temporary file is left behind");
        }
    }

    @Test
    void badAndHostileFilesAreRefusedInTheWindowAndChangeNothing(FxRobot robot) throws Exception {
        robot.interact(() -> vm.goTo(7));
        Path bad = Path.of(getClass().getResource("/bad").toURI());
        Label error = robot.lookup("#error").queryAs(Label.class);
        for (String name : List.of("01-truncated.json", "06-duplicate-key.json", "12-format-newer.json",
                "25-unknown-op.json", "29-bytes-overflow.json", "46-step-remove-read-locked.json",
                "59-state-tampered-pool.json", "68-state-of-another-step.json", "76-deep-nesting.json",
                "79-cluster-state-tampered.json", "82-replay-log-missing.json", "no-such-file.json")) {
            History history = vm.history();
            String before = stateText();
            int[] picture = WindowPictures.centre(robot);
            Path file = bad.resolve(name);
            robot.interact(() -> assertFalse(window.window().openSnapshot(file), name + " is refused"));
            assertSame(history, vm.history(), name + ": the history is the same object");
            assertEquals(before, stateText(), name + ": nothing changed");
            assertEquals(7, vm.history().position());
            assertTrue(error.isVisible(), name + ": the refusal is shown");
            assertTrue(error.getText().contains(name), error.getText());
            assertTrue(error.getText().contains("$"), name + " names the JSON path: " + error.getText());
            assertArrayEquals(picture, WindowPictures.centre(robot), name + ": the picture is as it was");
        }
    }

    @Test
    void aFileDroppedOnTheWindowOpensThroughTheViewModel(FxRobot robot) throws Exception {
        Path file = dir.resolve("dropped.json");
        robot.interact(() -> vm.goTo(3));
        robot.interact(() -> window.window().exportSnapshot(file));
        String saved = stateText();
        robot.interact(window::newSandbox);

        DropSimulation.drop(robot, window.root(), List.of(file.toFile()));
        assertEquals(saved, stateText());

        Path notJson = dir.resolve("notes.txt");
        Files.writeString(notJson, "hello");
        robot.interact(window::newSandbox);
        String sandbox = stateText();
        // Any one file is taken: what it holds decides where it opens (DroppedFiles), and this one nowhere.
        assertTrue(DropSimulation.dragOverAccepts(robot, window.root(), List.of(notJson.toFile())));
        DropSimulation.drop(robot, window.root(), List.of(notJson.toFile()));
        assertEquals(sandbox, stateText());
        assertEquals("Cannot open notes.txt: it is no snapshot, lesson, scenario, Spark event log or Spark configuration.",
                vm.errorProperty().get());
    }

    /**
     * A snapshot that names a workspace this window does not have is refused with the file and the JSON path,
     * and changes nothing.
     */
    @Test
    void aSnapshotOfAnotherWorkspaceIsRefusedAndChangesNothing(FxRobot robot) throws Exception {
        Path file = dir.resolve("elsewhere.json");
        robot.interact(() -> window.window().exportSnapshot(file));
        Files.writeString(file, Files.readString(file).replace("\"workspace\": \"executor\"", "\"workspace\": \"orchard\""));
        robot.interact(() -> vm.goTo(4));
        String before = stateText();
        robot.interact(() -> assertFalse(window.window().openSnapshot(file)));
        assertEquals(before, stateText());
        assertTrue(vm.errorProperty().get().contains("elsewhere.json: $.view.workspace: this window has no workspace \"orchard\""),
                vm.errorProperty().get());
    }

    /** The item of the menu bar with this text, from any menu. */
    private static MenuItem menuItem(FxRobot robot, String text) {
        javafx.scene.control.MenuBar bar = robot.lookup(".menu-bar").query();
        return bar.getMenus().stream().flatMap(m -> m.getItems().stream()).filter(i -> text.equals(i.getText()))
                .findFirst().orElseThrow(() -> new AssertionError("no menu item " + text));
    }
}
