package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Polyline;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import sparkmemlab.replay.whatif.Reconstruction;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.ui.controls.MetricsChart;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.WindowViewModel;
import sparkmemlab.ui.vm.replay.ReplayWorkspaceViewModel;
import sparkmemlab.workspace.WorkspaceName;

/**
 * The replay workspace in the window (headless): File > Open event log on the real log Spark 3.5.3 wrote, its
 * reading off the FX thread, the charts drawn, a click on a chart picking the moment the slots and blocks show,
 * and a refused file named; the What if panel: the reconstruction said to be one, its divergence, a changed setting
 * run, and Open in Executor showing the rebuilt scenario there. Its pictures, in English and Chinese at 1400x900 and
 * 1024x700, are left in target/replay-pictures/ to be looked at.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class ReplayInWindowTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private static final Path FIXTURE = Path.of("src/test/resources/replay/local-1796108184993.zstd");
    private static final Path PICTURES = Path.of("target/replay-pictures");

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    private record Opened(WindowViewModel window, ReplayWorkspaceViewModel replay, ScriptedFiles files, Scene scene) {
    }

    private Opened open(FxRobot robot, Locale locale, int width, int height) {
        Opened[] opened = new Opened[1];
        robot.interact(() -> {
            TestWindow.closePopups();
            ScriptedFiles files = new ScriptedFiles();
            WindowViewModel window = new WindowViewModel(UiText.of(locale), Workspaces.ALL,
                    new LessonShelf(List.of(), LessonProgress.inMemory()), files, message -> { });
            window.motion().reducedMotionProperty().set(true);
            Parent root = WindowRoot.load(window);
            Scene scene = new Scene(root, width, height);
            stage.setScene(scene);
            stage.sizeToScene();
            stage.show();
            assertTrue(window.show(ReplayWorkspaceViewModel.NAME));
            opened[0] = new Opened(window, (ReplayWorkspaceViewModel) window.viewModel(ReplayWorkspaceViewModel.NAME).orElseThrow(),
                    files, scene);
        });
        return opened[0];
    }

    /** File > Open event log (the menus' command), the fixture chosen, and waits until it is shown. */
    private void openFixture(FxRobot robot, Opened w) throws Exception {
        w.files().toOpen(FileKind.EVENT_LOG, FIXTURE);
        robot.interact(() -> ((Button) w.scene().lookup("#replayOpen")).fire());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> w.replay().session().logProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void anEventLogOpensIntoChartsAndAClickPicksTheMoment(FxRobot robot) throws Exception {
        Opened w = open(robot, Locale.ENGLISH, 1400, 900);
        openFixture(robot, w);
        Scene scene = w.scene();
        assertEquals("driver", ((ChoiceBox<?>) scene.lookup("#replayExecutor")).getValue());
        MetricsChart unified = (MetricsChart) scene.lookup("#unifiedChart");
        assertEquals(2, unified.lookupAll(".m-line").stream().filter(n -> n instanceof Polyline p && !p.getPoints().isEmpty()).count(),
                "on-heap execution and storage are drawn");
        assertFalse(unified.lookupAll(".m-mark-out-of-memory").isEmpty(), "the OOM is marked");
        long before = w.replay().session().momentProperty().get();
        robot.clickOn(unified.lookup(".m-plot"));
        WaitForAsyncUtils.waitForFxEvents();
        long after = w.replay().session().momentProperty().get();
        assertNotEquals(before, after, "a click on the chart picks another moment");
        assertEquals(4, ((ListView<?>) scene.lookup("#replaySlots")).getItems().size(), "four slots, local[4]");
        String message = ((Label) scene.lookup("#replayMessage")).getText();
        assertTrue(message == null || message.isEmpty(), message);
    }

    @Test
    void aFileThatIsNotALogIsNamedAndChangesNothing(FxRobot robot) throws Exception {
        Opened w = open(robot, Locale.ENGLISH, 1400, 900);
        Path bad = Files.writeString(Files.createTempDirectory("replay").resolve("notes.txt"), "hello\n");
        w.files().toOpen(FileKind.EVENT_LOG, bad);
        robot.interact(() -> ((Button) w.scene().lookup("#replayOpen")).fire());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !w.replay().opening().readingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        Label message = (Label) w.scene().lookup("#replayMessage");
        assertTrue(message.isVisible() && message.getText().contains("notes.txt"), message.getText());
        assertEquals(null, w.replay().session().logProperty().get());
    }

    @Test
    void picturesInBothLanguagesAndSizes(FxRobot robot) throws Exception {
        Files.createDirectories(PICTURES);
        for (Locale locale : List.of(Locale.ENGLISH, Locale.SIMPLIFIED_CHINESE)) {
            for (int[] size : new int[][] {{1400, 900}, {1024, 700}}) {
                Opened w = open(robot, locale, size[0], size[1]);
                openFixture(robot, w);
                // The moment the task that ran out of memory started: it is in a slot.
                var session = w.replay().session();
                var oom = session.historyProperty().get().tasks().stream()
                        .filter(t -> t.end() != null && t.end().reason().isOutOfMemory()).findFirst().orElseThrow();
                robot.interact(() -> session.pick(oom.startTime() - session.start() + 50));
                WaitForAsyncUtils.waitForFxEvents();
                Path out = PICTURES.resolve("replay-" + locale.getLanguage() + "-" + size[0] + "x" + size[1] + ".png");
                robot.interact(() -> {
                    try {
                        sparkmemlab.ui.view.WindowPictures.write(sparkmemlab.ui.view.WindowPictures.snapshot(w.scene()), out);
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                });
                assertTrue(Files.size(out) > 0);
            }
        }
    }

    /** The window on the replay workspace with the fixture read and its driver's scenario rebuilt. */
    private Opened openRebuilt(FxRobot robot, Locale locale, int width, int height) throws Exception {
        Opened w = open(robot, locale, width, height);
        openFixture(robot, w);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> w.replay().whatIf().rebuiltProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        return w;
    }

    @Test
    void thePanelSaysItIsAReconstructionRunsAChangeAndOpensTheScenarioInTheExecutorWorkspace(FxRobot robot) throws Exception {
        Opened w = openRebuilt(robot, Locale.ENGLISH, 1400, 900);
        Scene scene = w.scene();
        Label label = (Label) scene.lookup("#whatIfLabel");
        assertTrue(label.isVisible() && label.getText().startsWith("A reconstruction from the event log, not a trace"), label.getText());
        List<String> divergence = texts((VBox) scene.lookup("#whatIfDivergence"));
        assertTrue(divergence.get(0).contains("Maximum Onheap Memory exactly"), divergence.get(0));
        assertTrue(divergence.stream().anyMatch(s -> s.startsWith("OnHeapExecutionMemory")), divergence.toString());
        assertTrue(divergence.stream().anyMatch(s -> s.contains("Only by Spark: rdd_3_2, rdd_3_1")), divergence.toString());
        TextField fraction = (TextField) scene.lookup("#whatIfFraction");
        assertEquals("0.6", fraction.getText());
        assertEquals("200m", ((TextField) scene.lookup("#whatIfMemory")).getText());
        assertEquals("4", ((TextField) scene.lookup("#whatIfCores")).getText());

        robot.interact(() -> {
            fraction.setText("0.3");
            ((Button) scene.lookup("#whatIfRun")).fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<String> outcome = texts((VBox) scene.lookup("#whatIfOutcome"));
        assertTrue(outcome.get(0).startsWith("With spark.memory.fraction=0.3"), outcome.toString());
        assertTrue(outcome.stream().anyMatch(s -> s.startsWith("Blocks that could not be stored at all: 2")), outcome.toString());

        robot.interact(() -> {
            fraction.setText("lots");
            ((Button) scene.lookup("#whatIfRun")).fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
        Label error = (Label) scene.lookup("#whatIfError");
        assertTrue(error.isVisible());
        assertEquals("spark.memory.fraction=lots: expected a number such as 0.6.", error.getText());
        robot.interact(() -> ((Button) scene.lookup("#whatIfReset")).fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(error.isVisible());
        assertEquals("0.6", fraction.getText());

        Reconstruction rebuilt = w.replay().whatIf().rebuiltProperty().get();
        robot.interact(() -> ((Button) scene.lookup("#whatIfOpen")).fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(WorkspaceName.DEFAULT, w.window().activeProperty().get().name());
        Scenario shown = w.window().active().moment().orElseThrow().snapshot().scenario();
        Scenario expected = rebuilt.scenario(Locale.ENGLISH);
        assertEquals(expected.config(), shown.config());
        assertEquals(expected.steps(), shown.steps());
        assertEquals(0, w.window().active().moment().orElseThrow().snapshot().at(), "it stands before its first step");
        assertTrue(w.window().hintProperty().get().contains("reconstruction"), w.window().hintProperty().get());
        Files.createDirectories(PICTURES);
        robot.interact(() -> {
            try {
                sparkmemlab.ui.view.WindowPictures.write(sparkmemlab.ui.view.WindowPictures.snapshot(scene), PICTURES.resolve("whatif-opened-en-1400x900.png"));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    @Test
    void whatIfPicturesInBothLanguagesAndSizes(FxRobot robot) throws Exception {
        Files.createDirectories(PICTURES);
        for (Locale locale : List.of(Locale.ENGLISH, Locale.SIMPLIFIED_CHINESE)) {
            for (int[] size : new int[][] {{1400, 900}, {1024, 700}}) {
                Opened w = openRebuilt(robot, locale, size[0], size[1]);
                Scene scene = w.scene();
                robot.interact(() -> {
                    ((TextField) scene.lookup("#whatIfFraction")).setText("0.3");
                    ((Button) scene.lookup("#whatIfRun")).fire();
                });
                WaitForAsyncUtils.waitForFxEvents();
                for (double at : new double[] {0.35, 1}) {
                    robot.interact(() -> {
                        ((javafx.scene.control.TitledPane) scene.lookup(".whatif-limits")).setExpanded(at == 1);
                        Node panel = scene.lookup("#whatIfLabel");
                        ScrollPane sidebar = (ScrollPane) scene.lookup(".replay-sidebar");
                        sidebar.setVvalue(at < 1 ? verticalPlaceOf(sidebar, panel) : 1);
                    });
                    WaitForAsyncUtils.waitForFxEvents();
                    Path out = PICTURES.resolve("whatif-" + locale.getLanguage() + "-" + size[0] + "x" + size[1]
                            + (at < 1 ? "" : "-end") + ".png");
                    robot.interact(() -> {
                        try {
                            sparkmemlab.ui.view.WindowPictures.write(sparkmemlab.ui.view.WindowPictures.snapshot(scene), out);
                        } catch (java.io.IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    });
                    assertTrue(Files.size(out) > 0);
                }
            }
        }
    }

    /** The scroll value that brings a node of the sidebar to its top. */
    private static double verticalPlaceOf(ScrollPane sidebar, Node node) {
        double content = sidebar.getContent().getLayoutBounds().getHeight();
        double view = sidebar.getViewportBounds().getHeight();
        double y = sidebar.getContent().sceneToLocal(node.localToScene(0, 0)).getY();
        return content <= view ? 0 : Math.min(1, Math.max(0, (y - 30) / (content - view)));
    }

    private static List<String> texts(VBox box) {
        return box.getChildren().stream().map(n -> ((Label) n).getText()).toList();
    }
}
