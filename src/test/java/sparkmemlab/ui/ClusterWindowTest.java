package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import sparkmemlab.ui.vm.cluster.ClusterWorkspaceViewModel;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;

/** The cluster workspace in the window: to scale, stepped with the keys, and an executor opened in the executor workspace. */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class ClusterWindowTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private TestWindow window;

    @Start
    void start(Stage stage) {
        window = TestWindow.sandbox(stage);
    }

    private ClusterWorkspaceViewModel showCluster(FxRobot robot) {
        robot.clickOn(robot.lookup(".workspace-navigation .toggle-button").match(n -> "cluster".equals(n.getUserData()))
                .queryAs(javafx.scene.control.ToggleButton.class));
        assertEquals(ClusterWorkspaceViewModel.NAME, window.window().activeProperty().get().name());
        return (ClusterWorkspaceViewModel) window.window().active();
    }

    @Test
    void workersAreDrawnToScaleAndTheirExecutorsInside(FxRobot robot) {
        showCluster(robot);
        Region w1 = robot.lookup("#worker-worker-1").queryAs(Region.class);
        Region w3 = robot.lookup("#worker-worker-3").queryAs(Region.class);
        Region e = robot.lookup("#executor-app-1-0").queryAs(Region.class);
        Region big = robot.lookup("#executor-app-2-0").queryAs(Region.class);
        // worker-1: 4 cores and 8 GiB; worker-3: 2 cores and 2 GiB; app-1's executors 2 cores and 2 GiB, app-2's 2 and 4 GiB.
        double core = e.getWidth() / 2;
        assertEquals(4 * core, w1.getWidth() - (w3.getWidth() - 2 * core), 1.0, "both boxes on one scale of cores");
        assertEquals(e.getWidth(), big.getWidth(), 0.5, "two cores each");
        assertEquals(2 * e.getHeight(), big.getHeight(), 0.5, "4 GiB is twice as tall as 2 GiB");
        assertTrue(w1.getBoundsInParent().contains(big.getBoundsInParent()), "the executor sits inside its worker");
        Label status = robot.lookup(".cluster-workspace #status").queryAs(Label.class);
        assertEquals("Step 6 of 6: submitApp app-3", status.getText());
    }

    @Test
    void theKeysStepTheClustersHistory(FxRobot robot) {
        ClusterWorkspaceViewModel vm = showCluster(robot);
        robot.type(KeyCode.LEFT);
        assertEquals(5, vm.session().positionProperty().get());
        robot.type(KeyCode.HOME);
        assertEquals(0, vm.session().positionProperty().get());
        robot.type(KeyCode.END);
        assertEquals(6, vm.session().positionProperty().get());
    }

    @Test
    void aClickOnAnExecutorOpensItsHeapInTheExecutorWorkspace(FxRobot robot) {
        showCluster(robot);
        robot.clickOn("#executor-app-2-1");
        assertEquals(ExecutorWorkspaceViewModel.NAME, window.window().activeProperty().get().name());
        var config = window.session().history().config();
        assertEquals(4L << 30, config.systemMemory());
        assertEquals(2, config.cores());
        assertNotNull(robot.lookup("#onHeapBar").tryQuery().orElse(null), "the executor's heap is shown");
    }
}
