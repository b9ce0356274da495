package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import sparkmemlab.snapshot.SnapshotWriter;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.cluster.ClusterHistory;
import sparkmemlab.ui.vm.cluster.ClusterWorkspaceViewModel;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;
import sparkmemlab.ui.vm.replay.ReplayWorkspaceViewModel;

/**
 * Snapshots of the cluster and replay workspaces in the window (headless): File > Export snapshot, Open snapshot,
 * copy and paste, a dropped file, each opening in the workspace it names at its moment; refused files that change
 * nothing; and the menu items disabled, with the reason, while there is nothing to save.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class SnapshotKindsInWindowTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private static final Path LOG = Path.of("src/test/resources/replay/local-1796108184993.zstd");

    @TempDir
    Path dir;

    private TestWindow window;

    @Start
    void start(Stage stage) {
        window = TestWindow.sandbox(stage);
    }

    private ClusterWorkspaceViewModel cluster(FxRobot robot) {
        robot.interact(() -> window.window().show(ClusterWorkspaceViewModel.NAME));
        return (ClusterWorkspaceViewModel) window.window().active();
    }

    private ReplayWorkspaceViewModel replay(FxRobot robot) {
        robot.interact(() -> window.window().show(ReplayWorkspaceViewModel.NAME));
        return (ReplayWorkspaceViewModel) window.window().active();
    }

    /** The cluster's moment as saved: every message, the step shown, the state. */
    private String clusterText(ClusterWorkspaceViewModel vm) {
        return vm.session().titleProperty().get() + "\n" + SnapshotWriter.toText(vm.snapshotMoment().orElseThrow());
    }

    private static MenuItem item(FxRobot robot, String id) {
        MenuBar bar = robot.lookup(".menu-bar").query();
        return bar.getMenus().stream().flatMap(m -> m.getItems().stream()).filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    @Test
    void aClusterIsExportedAndOpensAgainAtItsStep(FxRobot robot) throws Exception {
        ClusterWorkspaceViewModel vm = cluster(robot);
        robot.interact(() -> vm.session().goTo(4));
        String saved = clusterText(vm);
        Path file = dir.resolve("cluster.json");
        window.files().toSave(FileKind.SNAPSHOT, file);
        assertFalse(item(robot, "exportSnapshotItem").isDisable());
        robot.push(KeyCode.SHORTCUT, KeyCode.S);
        String written = Files.readString(file);
        assertTrue(written.contains("\"format\": \"spark-cluster-scenario/1\"") && written.contains("\"at\": 4"), written);
        assertTrue(written.contains("\"workspace\": \"cluster\""), written);

        robot.interact(() -> vm.newScene());
        robot.interact(() -> window.window().show(ExecutorWorkspaceViewModel.NAME));
        assertNotEquals(saved, clusterText(vm));

        window.files().toOpen(FileKind.SNAPSHOT, file);
        robot.push(KeyCode.SHORTCUT, KeyCode.O);
        assertEquals(ClusterWorkspaceViewModel.NAME, window.window().activeProperty().get().name(), "it opens in its workspace");
        assertEquals("", vm.session().errorProperty().get());
        assertEquals(4, vm.session().positionProperty().get());
        assertEquals(6, vm.session().sizeProperty().get());
        assertEquals(saved, clusterText(vm));
        assertTrue(robot.lookup("#worker-worker-1").tryQuery().isPresent(), "the cluster is drawn");

        // Copy, change, paste: the same moment again.
        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.C);
        robot.interact(() -> vm.session().goTo(1));
        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.V);
        assertEquals(saved, clusterText(vm));
    }

    @Test
    void aDroppedClusterSnapshotOpensInTheClusterWorkspace(FxRobot robot) throws Exception {
        ClusterWorkspaceViewModel vm = cluster(robot);
        robot.interact(() -> vm.session().goTo(2));
        Path file = dir.resolve("dropped.json");
        robot.interact(() -> window.window().exportSnapshot(file));
        String saved = clusterText(vm);
        robot.interact(() -> vm.session().goTo(6));
        robot.interact(() -> window.window().show(ExecutorWorkspaceViewModel.NAME));
        DropSimulation.drop(robot, window.root(), List.of(file.toFile()));
        assertEquals(ClusterWorkspaceViewModel.NAME, window.window().activeProperty().get().name());
        assertEquals(saved, clusterText(vm));
    }

    @Test
    void refusedClusterSnapshotsChangeNothing(FxRobot robot) throws Exception {
        ClusterWorkspaceViewModel vm = cluster(robot);
        robot.interact(() -> vm.session().goTo(5));
        Path good = dir.resolve("good.json");
        robot.interact(() -> window.window().exportSnapshot(good));
        String text = Files.readString(good);
        robot.interact(() -> vm.session().goTo(3));
        record Bad(String name, String content, String words) {
        }
        for (Bad bad : List.of(
                new Bad("tampered.json", text.replaceFirst("\"coresUsed\": 4", "\"coresUsed\": 3"), "$.state.workers[0].coresUsed"),
                new Bad("executor-named.json", text.replace("\"workspace\": \"cluster\"", "\"workspace\": \"executor\""),
                        "$.view.workspace: the Executor workspace does not show the snapshot of a cluster"),
                new Bad("orchard.json", text.replace("\"workspace\": \"cluster\"", "\"workspace\": \"orchard\""),
                        "$.view.workspace: this window has no workspace \"orchard\""))) {
            Path file = Files.writeString(dir.resolve(bad.name()), bad.content());
            ClusterHistory before = vm.session().history();
            String shown = clusterText(vm);
            robot.interact(() -> assertFalse(window.window().openSnapshot(file), bad.name()));
            assertEquals(ClusterWorkspaceViewModel.NAME, window.window().activeProperty().get().name(), bad.name());
            assertSame(before, vm.session().history(), bad.name() + ": the history is the same object");
            assertEquals(shown, clusterText(vm));
            String error = vm.session().errorProperty().get();
            assertTrue(error.contains(bad.name()) && error.contains(bad.words()), error);
        }
    }

    @Test
    void aReplayIsExportedOnceItsLogIsFingerprintedAndOpensAgainAtItsMoment(FxRobot robot) throws Exception {
        ReplayWorkspaceViewModel vm = replay(robot);
        MenuItem export = item(robot, "exportSnapshotItem");
        assertTrue(export.isDisable(), "nothing to save before a log is open");
        assertEquals("_Export snapshot\u2026 (no event log is open)", export.getText());
        assertTrue(item(robot, "copySnapshotItem").isDisable());

        window.files().toOpen(FileKind.EVENT_LOG, LOG);
        robot.interact(() -> vm.opening().chooseAndOpen());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !export.isDisable());
        assertEquals("_Export snapshot\u2026", export.getText());
        long picked = vm.session().duration() / 3;
        robot.interact(() -> vm.session().pick(picked));
        Path file = dir.resolve("replay.json");
        window.files().toSave(FileKind.SNAPSHOT, file);
        robot.push(KeyCode.SHORTCUT, KeyCode.S);
        String written = Files.readString(file);
        assertTrue(written.contains("\"atMs\": " + picked) && written.contains("\"executor\": \"driver\""), written);
        assertTrue(written.contains("\"sha256\": \"") && written.contains("\"bytes\": " + Files.size(LOG)), written);

        robot.interact(() -> vm.session().pick(0));
        robot.interact(() -> window.window().show(ExecutorWorkspaceViewModel.NAME));
        window.files().toOpen(FileKind.SNAPSHOT, file);
        robot.push(KeyCode.SHORTCUT, KeyCode.O);
        assertEquals(ReplayWorkspaceViewModel.NAME, window.window().activeProperty().get().name());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> vm.session().momentProperty().get() == picked);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("driver", vm.session().executorProperty().get());
        assertEquals("", vm.session().messageProperty().get());
        assertTrue(window.window().hintProperty().get().startsWith("Opened replay.json: executor driver at "),
                window.window().hintProperty().get());
        assertEquals(written, SnapshotWriter.toText(vm.snapshotMoment().orElseThrow()), "export, open, export keeps the bytes");
        assertFalse(export.isDisable(), "the snapshot's own fingerprint is the log's: no reading it a third time");
    }

    @Test
    void aReplayOfAnotherLogOrOfAMissingOneIsRefusedAndChangesNothing(FxRobot robot) throws Exception {
        ReplayWorkspaceViewModel vm = replay(robot);
        Path log = Files.copy(LOG, dir.resolve("app.zstd"));
        window.files().toOpen(FileKind.EVENT_LOG, log);
        robot.interact(() -> vm.opening().chooseAndOpen());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> vm.snapshotMoment().isPresent());
        Path file = dir.resolve("replay.json");
        robot.interact(() -> assertTrue(window.window().exportSnapshot(file)));
        var shown = vm.session().logProperty().get();
        long moment = vm.session().momentProperty().get();

        byte[] bytes = Files.readAllBytes(log);
        bytes[100] ^= 1;
        Files.write(log, bytes);
        // Of the same size, so only reading every byte, off the FX thread, tells it from the log the snapshot was taken of.
        robot.interact(() -> assertTrue(window.window().openSnapshot(file)));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> vm.session().messageProperty().get().contains("$.replay.log.sha256"));
        assertTrue(vm.session().messageProperty().get().contains("replay.json: $.replay.log.sha256: the event log at "),
                vm.session().messageProperty().get());
        assertSame(shown, vm.session().logProperty().get());
        assertFalse(window.window().hintProperty().get().contains("checking"), "the hint is as it was");
        Files.write(log, java.util.Arrays.copyOf(bytes, 99));
        robot.interact(() -> assertFalse(window.window().openSnapshot(file)));
        assertTrue(vm.session().messageProperty().get().contains("$.replay.log.bytes"), vm.session().messageProperty().get());
        Files.delete(log);
        robot.interact(() -> assertFalse(window.window().openSnapshot(file)));
        assertTrue(vm.session().messageProperty().get().contains("$.replay.log.path: the event log is not at"),
                vm.session().messageProperty().get());
        assertSame(shown, vm.session().logProperty().get());
        assertEquals(moment, vm.session().momentProperty().get());
        assertFalse(vm.opening().readingProperty().get(), "no log is being read");
    }
}
