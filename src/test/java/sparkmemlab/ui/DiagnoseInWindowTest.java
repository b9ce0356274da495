package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Help > Why did my job fail… in the window (headless): paste, diagnose, open the scene at its failing step. */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class DiagnoseInWindowTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private TestWindow window;

    @Start
    void start(Stage stage) {
        window = TestWindow.sandbox(stage);
    }

    @AfterEach
    void closeDialogs() {
        TestWindow.closePopups();
    }

    private static MenuItem item(FxRobot robot, String id) {
        MenuBar bar = robot.lookup(".menu-bar").query();
        return bar.getMenus().stream().flatMap(m -> m.getItems().stream()).filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    @Test
    void aPastedErrorOpensItsSceneAtTheFailingStep(FxRobot robot) throws Exception {
        robot.interact(() -> item(robot, "diagnoseItem").fire());
        WaitForAsyncUtils.waitForFxEvents();
        TextArea error = robot.lookup("#diagnoseError").queryAs(TextArea.class);
        Button run = robot.lookup("#diagnoseRun").queryButton();
        Node open = robot.lookup("#diagnoseDialog-action").query();
        assertTrue(run.isDisable(), "nothing to diagnose yet");
        String text = Files.readString(Path.of("src/test/resources/diagnose/real-spark-3.5.3-unable-to-acquire.txt"));
        robot.interact(() -> error.setText(text));
        assertFalse(run.isDisable());
        assertTrue(open.isDisable(), "no scene before a diagnosis");
        robot.clickOn(run);
        String result = robot.lookup("#diagnoseResult").queryAs(TextArea.class).getText();
        assertTrue(result.contains("reproduced on the model with the numbers of the text"), result);
        assertFalse(open.isDisable());
        robot.clickOn(open);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("executor", window.window().activeProperty().get().name());
        assertEquals(2, window.workspace().session().positionProperty().get());
    }

    @Test
    void anUnrecognisedTextSaysSoAndHasNoScene(FxRobot robot) throws Exception {
        robot.interact(() -> item(robot, "diagnoseItem").fire());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> robot.lookup("#diagnoseError").queryAs(TextArea.class).setText("java.lang.NullPointerException"));
        robot.clickOn("#diagnoseRun");
        assertTrue(robot.lookup("#diagnoseResult").queryAs(TextArea.class).getText().startsWith("This text names no failure"));
        assertTrue(robot.lookup("#diagnoseDialog-action").query().isDisable());
        robot.clickOn("#diagnoseDialog-close");
    }
}
