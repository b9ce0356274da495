package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.scenario.ScenarioParser;

/**
 * In the window: the header names the scene's Spark, the configuration panel's choice shows it and re-runs the
 * scene on the other version, and Spark 4.2.0's unmanaged memory is a region of the bar a screen reader reads
 * (role, text saying what execution may take, the tooltip's words as help), named in the legend, and gone on 3.5.3.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class SparkVersionInWindowTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private TestWindow window;

    @Start
    void start(Stage stage) {
        window = TestWindow.sandbox(stage);
    }

    @Test
    void theVersionIsNamedChosenAndItsUnmanagedMemoryDrawnAndRead(FxRobot robot) throws Exception {
        var scenario = ScenarioParser.read(Path.of("src/test/resources/scenarios-4.2.0/01-unmanaged-shrinks-execution.json"));
        robot.interact(() -> window.session().load(scenario, 2, ""));
        robot.interact(() -> {
            javafx.scene.Parent root = robot.listWindows().get(0).getScene().getRoot();
            root.applyCss();
            root.layout();
            Label header = (Label) root.lookup("#headerSparkVersion");
            assertTrue(header.isVisible());
            assertEquals("Spark 4.2.0", header.getText());
            @SuppressWarnings("unchecked")
            ChoiceBox<SparkVersion> choice = (ChoiceBox<SparkVersion>) root.lookup("#cfgSparkVersion");
            assertEquals(SparkVersion.SPARK_4_2_0, choice.getValue());
            assertFalse(choice.getAccessibleText() == null || choice.getAccessibleText().isBlank());
            Node unmanaged = root.lookup("#onHeapBar").lookup(".unmanaged");
            assertTrue(unmanaged.isVisible(), "the bar draws RocksDB's memory");
            assertEquals(AccessibleRole.TEXT, unmanaged.getAccessibleRole());
            assertTrue(unmanaged.getAccessibleText().contains("Unmanaged memory")
                    && unmanaged.getAccessibleText().contains("execution may take"), unmanaged.getAccessibleText());
            assertTrue(unmanaged.getAccessibleHelp().contains("SPARK-53001"), unmanaged.getAccessibleHelp());
            assertTrue(root.lookupAll(".legend-item").stream().anyMatch(n -> n.isVisible() && n.lookup(".unmanaged") != null),
                    "the legend names it");
        });
        // The same scene without its unmanaged steps, chosen on 3.5.3: no region, the header says so.
        var plain = new sparkmemlab.scenario.Scenario("plain", scenario.config().withSparkVersion(SparkVersion.SPARK_4_2_0, 0),
                scenario.steps().stream().filter(op -> !(op instanceof sparkmemlab.model.Operation.SetUnmanagedMemory)).toList());
        robot.interact(() -> window.session().load(plain, 1, ""));
        robot.interact(() -> {
            javafx.scene.Parent root = robot.listWindows().get(0).getScene().getRoot();
            @SuppressWarnings("unchecked")
            ChoiceBox<SparkVersion> choice = (ChoiceBox<SparkVersion>) root.lookup("#cfgSparkVersion");
            choice.setValue(SparkVersion.SPARK_3_5_3);
        });
        robot.interact(() -> {
            javafx.scene.Parent root = robot.listWindows().get(0).getScene().getRoot();
            root.applyCss();
            root.layout();
            assertEquals(SparkVersion.SPARK_3_5_3, window.session().history().config().sparkVersion(), "the scene re-ran on 3.5.3");
            assertEquals("Spark 3.5.3", ((Label) root.lookup("#headerSparkVersion")).getText());
            assertFalse(root.lookup("#onHeapBar").lookup(".unmanaged").isVisible());
        });
    }

    @Test
    void aRefusedChoiceGoesBackInThePanelToo(FxRobot robot) throws Exception {
        // A scene with unmanaged memory cannot run on 3.5.3: the model refuses, and the choice box must say so too
        // (JavaFX's bidirectional binding would keep showing the refused 3.5.3).
        var scenario = ScenarioParser.read(Path.of("src/test/resources/scenarios-4.2.0/01-unmanaged-shrinks-execution.json"));
        robot.interact(() -> window.session().load(scenario, 2, ""));
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            ChoiceBox<SparkVersion> choice =
                    (ChoiceBox<SparkVersion>) robot.listWindows().get(0).getScene().getRoot().lookup("#cfgSparkVersion");
            choice.setValue(SparkVersion.SPARK_3_5_3);
            assertEquals(SparkVersion.SPARK_4_2_0, window.session().history().config().sparkVersion(), "the scene stays on 4.2.0");
            assertEquals(SparkVersion.SPARK_4_2_0, choice.getValue(), "the panel shows the version the scene runs on");
            assertTrue(window.session().errorProperty().get().contains("3.5.3"), window.session().errorProperty().get());
        });
    }
}
