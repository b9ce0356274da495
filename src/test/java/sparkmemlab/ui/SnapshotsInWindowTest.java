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
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import sparkmemlab.snapshot.SnapshotWriter;
import sparkmemlab.snapshot.ViewState;
import sparkmemlab.ui.vm.History;
import sparkmemlab.ui.vm.LabViewModel;

/** File > Export snapshot, File > Open snapshot and dropping a file, in the window (headless). */
@ExtendWith(ApplicationExtension.class)
class SnapshotsInWindowTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    @TempDir
    Path dir;

    private LabViewModel vm;
    private Parent root;

    @Start
    void start(Stage stage) {
        TestWindow window = TestWindow.sandbox(stage);
        vm = window.vm();
        root = window.root();
    }

    /** Everything the view-model's state is made of, as text: config, every step, position, state, view. */
    private String stateText() {
        return vm.titleProperty().get() + "\n" + SnapshotWriter.toText(vm.snapshot(), vm.history().state());
    }

    @Test
    void exportThenOpenRestoresTheSamePictureAndTheStepsAfterIt(FxRobot robot) throws Exception {
        robot.interact(() -> vm.goTo(5)); // stepped back: steps 6..11 must be saved too
        int[] picture = WindowPictures.centre(robot);
        String saved = stateText();
        Path file = dir.resolve("moment.json");
        robot.interact(() -> assertTrue(vm.exportSnapshot(file), vm.errorProperty().get()));
        assertTrue(Files.readString(file).contains("\"at\": 5"));

        robot.interact(vm::newSandbox);
        assertNotEquals(saved, stateText());

        robot.interact(() -> assertTrue(vm.openSnapshot(file), vm.errorProperty().get()));
        assertEquals(5, vm.history().position());
        assertEquals(11, vm.history().size());
        assertEquals(saved, stateText());
        assertArrayEquals(picture, WindowPictures.centre(robot), "the opened snapshot draws the same picture");
        robot.interact(vm::last);
        assertEquals(11, vm.history().position());
        assertEquals(ViewState.SANDBOX, vm.viewStateProperty().get());
    }

    @Test
    void aPngOfTheViewIsWrittenWhole(FxRobot robot) throws Exception {
        Path png = dir.resolve("view.png");
        robot.interact(() -> assertTrue(MainView.exportPng(root.getScene(), png, vm)));
        java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(png.toFile());
        assertEquals(1400, image.getWidth());
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
                "no-such-file.json")) {
            History history = vm.history();
            String before = stateText();
            int[] picture = WindowPictures.centre(robot);
            Path file = bad.resolve(name);
            robot.interact(() -> assertFalse(vm.openSnapshot(file), name + " is refused"));
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
        robot.interact(() -> vm.exportSnapshot(file));
        String saved = stateText();
        robot.interact(vm::newSandbox);

        DropSimulation.drop(robot, root, List.of(file.toFile()));
        assertEquals(saved, stateText());

        Path notJson = dir.resolve("notes.txt");
        Files.writeString(notJson, "hello");
        robot.interact(vm::newSandbox);
        String sandbox = stateText();
        assertFalse(DropSimulation.dragOverAccepts(robot, root, List.of(notJson.toFile())), "only .json files are taken");
        assertEquals(sandbox, stateText());
    }
}
