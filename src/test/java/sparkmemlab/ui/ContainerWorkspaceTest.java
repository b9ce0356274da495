package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import sparkmemlab.ui.controls.ContainerBar;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileService;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.Notifier;
import sparkmemlab.ui.vm.WindowViewModel;
import sparkmemlab.ui.vm.container.ContainerWorkspaceViewModel;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;

/**
 * The container workspace in the window: the executor workspace's executor in its container, the example
 * filled until YARN kills it, the parts to scale, the way back to the executor workspace; its pictures, in
 * both languages and at both window sizes, are left in target/ to be looked at.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class ContainerWorkspaceTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    private WindowViewModel open(FxRobot robot, Locale locale, int width, int height) {
        WindowViewModel[] made = new WindowViewModel[1];
        robot.interact(() -> {
            TestWindow.closePopups();
            WindowViewModel vm = new WindowViewModel(UiText.of(locale), Workspaces.ALL,
                    new LessonShelf(List.of(), LessonProgress.inMemory()), FileService.NONE, Notifier.NONE);
            vm.motion().reducedMotionProperty().set(true);
            Parent root = WindowRoot.load(vm);
            stage.setScene(new Scene(root, width, height));
            stage.sizeToScene();
            stage.show();
            vm.show(ContainerWorkspaceViewModel.NAME);
            made[0] = vm;
        });
        return made[0];
    }

    @Test
    void theExampleFillsTheContainerUntilYarnKillsItAndBothWorkspacesShowTheSameExecutor(FxRobot robot) throws Exception {
        WindowViewModel window = open(robot, Locale.ENGLISH, 1400, 900);
        assertTrue(robot.lookup("#containerNone").query().isVisible(), "the welcome executor has no container");
        robot.clickOn("#containerExample");
        var executor = (ExecutorWorkspaceViewModel) window.viewModel(ExecutorWorkspaceViewModel.NAME).orElseThrow();
        assertTrue(executor.session().stateProperty().get().container().isPresent());
        assertFalse(robot.lookup("#containerNone").query().isVisible());
        robot.interact(() -> executor.session().goTo(5));
        save(robot, "container-en-1400x900-step5.png");
        robot.interact(() -> executor.session().last());
        Label kill = robot.lookup("#killBanner").query();
        assertTrue(kill.isVisible());
        assertTrue(kill.getText().contains("Container killed by YARN for exceeding physical memory limits."), kill.getText());
        // The step's events, container's among them, in the workspace's own log: the kill is the last line of the last step.
        javafx.scene.control.ListView<?> log = robot.lookup(".container-workspace #eventLog").queryAs(javafx.scene.control.ListView.class);
        List<sparkmemlab.ui.picture.LogEntry> lines = log.getItems().stream().map(sparkmemlab.ui.picture.LogEntry.class::cast)
                .filter(e -> e.step() == 7 && !e.heading()).toList();
        assertTrue(lines.get(lines.size() - 1).text().startsWith("The process uses 1,423.0 MiB, over its container's limit of 1,408.0 MiB"),
                lines.toString());
        assertEquals("YarnAllocator.processCompletedContainers", lines.get(lines.size() - 1).method());

        // To scale: each part is as wide as its share of the larger of the limit and the use.
        ContainerBar bar = robot.lookup("#containerBar").query();
        var picture = bar.modelProperty().get();
        double width = bar.getWidth() - bar.snappedLeftInset() - bar.snappedRightInset();
        for (Node n : bar.lookupAll(".container-part")) {
            if (n.getUserData() instanceof String key) {
                long bytes = picture.parts().stream().filter(p -> p.key().equals(key)).findFirst().orElseThrow().bytes();
                assertEquals(width * bytes / picture.scale(), ((Region) n).getWidth(), 1.0, key);
            }
        }
        assertTrue(picture.used() > picture.limit());
        save(robot, "container-en-1400x900.png");

        robot.clickOn("#showExecutor");
        assertSame(executor, window.active(), "the link shows the executor workspace");
        Label lost = robot.lookup("#lostBanner").query();
        assertTrue(lost.getText().contains("Container killed by YARN"), "the executor workspace shows the same kill: " + lost.getText());
    }

    @Test
    void aStudentGrowsTheContainerByHandUntilItIsKilled(FxRobot robot) {
        WindowViewModel window = open(robot, Locale.ENGLISH, 1400, 900);
        var vm = (ContainerWorkspaceViewModel) window.viewModel(ContainerWorkspaceViewModel.NAME).orElseThrow();
        var executor = (ExecutorWorkspaceViewModel) window.viewModel(ExecutorWorkspaceViewModel.NAME).orElseThrow();
        assertTrue(robot.lookup("#containerActions").query().isDisabled(), "no container, nothing to act on");
        robot.clickOn("#containerExample");
        robot.interact(() -> executor.session().goTo(3));
        assertFalse(robot.lookup("#containerActions").query().isDisabled());
        var actions = vm.actions();

        // A fetch starts the client's IO thread first (a step of its own), then sends the request.
        robot.interact(() -> {
            actions.actionProperty().set(sparkmemlab.ui.vm.container.ContainerAction.FETCH);
            actions.taskProperty().set("2");
        });
        robot.clickOn("#containerApply");
        assertEquals(5, executor.session().history().position());
        assertEquals(48L << 20, executor.session().stateProperty().get().container().orElseThrow().state().bytesInFlight());
        // A second one of the same task passes its cap (48m): it waits, and the form says so.
        robot.clickOn("#containerApply");
        assertEquals(5, executor.session().history().position());
        Label error = robot.lookup("#containerError").query();
        assertTrue(error.isVisible() && error.getText().contains("task 2 has 50331648 bytes in flight"), error.getText());
        robot.interact(() -> actions.actionProperty().set(sparkmemlab.ui.vm.container.ContainerAction.READ_FETCH));
        robot.clickOn("#containerApply");
        assertEquals(0, executor.session().stateProperty().get().container().orElseThrow().state().bytesInFlight());
        robot.clickOn("#containerApply");
        assertTrue(error.getText().contains("Task 2 has no fetch in flight"), error.getText());

        // Two new server threads, each with a message; then a direct buffer too large for the overhead.
        robot.interact(() -> actions.actionProperty().set(sparkmemlab.ui.vm.container.ContainerAction.MESSAGE_ON_NEW_THREAD));
        robot.clickOn("#containerApply");
        robot.clickOn("#containerApply");
        assertEquals(10, executor.session().history().position(), "thread, message, thread, message");
        robot.interact(() -> {
            actions.actionProperty().set(sparkmemlab.ui.vm.container.ContainerAction.DIRECT_BUFFER);
            actions.bytesProperty().set("500m");
        });
        robot.clickOn("#containerApply");
        Label kill = robot.lookup("#killBanner").query();
        assertTrue(kill.isVisible() && kill.getText().contains("Container killed by YARN"), kill.getText());
        assertFalse(robot.lookup("#containerActions").query().isDisabled(), "the form stays; the model refuses what follows");
        robot.clickOn("#containerApply");
        assertTrue(error.getText().contains("Container killed by YARN"), error.getText());
    }

    @Test
    void inChineseAndInASmallWindow(FxRobot robot) throws Exception {
        for (Locale locale : new Locale[] {Locale.SIMPLIFIED_CHINESE, Locale.ENGLISH}) {
            for (int[] size : new int[][] {{1024, 700}, {1400, 900}}) {
                WindowViewModel window = open(robot, locale, size[0], size[1]);
                robot.clickOn("#containerExample");
                var executor = (ExecutorWorkspaceViewModel) window.viewModel(ExecutorWorkspaceViewModel.NAME).orElseThrow();
                robot.interact(() -> executor.session().last());
                Label kill = robot.lookup("#killBanner").query();
                assertTrue(kill.isVisible() && kill.getText().contains("Container killed by YARN"), kill.getText());
                save(robot, "container-" + locale.getLanguage() + "-" + size[0] + "x" + size[1] + ".png");
            }
        }
    }

    private void save(FxRobot robot, String name) throws Exception {
        java.awt.image.BufferedImage[] image = new java.awt.image.BufferedImage[1];
        robot.interact(() -> image[0] = sparkmemlab.ui.view.WindowPictures.snapshot(stage.getScene()));
        Path out = Path.of("target", name);
        Files.createDirectories(out.getParent());
        javax.imageio.ImageIO.write(image[0], "png", out.toFile());
    }
}
