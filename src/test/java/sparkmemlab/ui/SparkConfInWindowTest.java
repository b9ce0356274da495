package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.Node;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import sparkmemlab.ui.vm.executor.ConfRow;

/** Spark's configuration into the sandbox through its dialog, and out as spark-submit flags (headless). */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class SparkConfInWindowTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private TestWindow window;

    @Start
    void start(Stage stage) {
        window = TestWindow.withSystemClipboard(stage);
    }

    @AfterEach
    void closeDialogs() {
        TestWindow.closePopups();
    }

    @Test
    void aPastedSubmitLineIsReadAsYouTypeAndConfiguresTheSandbox(FxRobot robot) {
        robot.clickOn("#sparkConfImport");
        Node action = robot.lookup("#sparkConfDialog-action").query();
        assertTrue(action.isDisabled(), "nothing to take yet");
        TextArea text = robot.lookup("#sparkConfText").queryAs(TextArea.class);
        robot.interact(() -> text.setText("spark-submit --executor-memory 2g --conf spark.memory.fraction=1.5 app.jar"));
        @SuppressWarnings("unchecked")
        ListView<ConfRow> rows = robot.lookup("#sparkConfRows").queryAs(ListView.class);
        assertEquals(ConfRow.Kind.REFUSED, rows.getItems().get(0).kind());
        assertEquals("Spark: spark.memory.fraction should be between 0 and 1 (was '1.5').", rows.getItems().get(0).why());
        assertTrue(action.isDisabled(), "refused: the sandbox takes nothing");

        robot.interact(() -> text.setText(text.getText().replace("1.5", "0.4")));
        assertFalse(action.isDisabled());
        robot.clickOn(action);
        assertEquals(2L << 30, window.session().history().config().systemMemory());
        assertEquals(0.4, window.session().history().config().memoryFraction());
        assertEquals("2g", robot.lookup("#cfgExecutorMemory").queryTextInputControl().getText());
    }

    @Test
    void theSandboxIsCopiedAsSparkSubmitFlags(FxRobot robot) {
        robot.clickOn("#sparkConfCopy");
        String[] copied = new String[1];
        robot.interact(() -> copied[0] = javafx.scene.input.Clipboard.getSystemClipboard().getString());
        assertTrue(copied[0].startsWith("--executor-memory 4g \\\n--executor-cores 4 \\\n--conf spark.memory.fraction=0.6"), copied[0]);
        assertTrue(window.notices().get(0).startsWith("Copied "), window.notices().toString());
    }
}
