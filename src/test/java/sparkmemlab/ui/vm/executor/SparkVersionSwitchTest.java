package sparkmemlab.ui.vm.executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.Operation;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.ui.Workspaces;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileService;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.Notifier;
import sparkmemlab.ui.vm.WindowViewModel;

/**
 * The configuration panel's Spark version: it shows the scene's, choosing another re-runs the scene shown on that
 * version's model at the same step, the header names it in both languages, the sandbox starts on it, and a scene a
 * version cannot run stays as it was with the refusal told.
 */
class SparkVersionSwitchTest {

    @Test
    void choosingAnotherVersionRunsTheSceneAgainOnItsModel() {
        WindowViewModel window = window(TestWorkspace.ENGLISH);
        ExecutorWorkspaceViewModel ws = (ExecutorWorkspaceViewModel) window.viewModel(ExecutorWorkspaceViewModel.NAME).orElseThrow();
        ConfigViewModel c = ws.config();
        assertEquals(SparkVersion.SPARK_3_5_3, c.sparkVersionProperty().get(), "the welcome scene runs on 3.5.3");
        assertEquals("Spark 3.5.3", window.sparkVersionProperty().get(), "the header names it");
        int position = ws.session().positionProperty().get();
        int size = ws.session().sizeProperty().get();
        String title = ws.session().titleProperty().get();
        List<Operation> ops = ws.session().history().allOperations();

        c.sparkVersionProperty().set(SparkVersion.SPARK_4_2_0);
        assertEquals(SparkVersion.SPARK_4_2_0, ws.session().history().config().sparkVersion());
        assertEquals("Spark 4.2.0", window.sparkVersionProperty().get());
        assertEquals(position, ws.session().positionProperty().get(), "at the same step");
        assertEquals(size, ws.session().sizeProperty().get());
        assertEquals(title, ws.session().titleProperty().get());
        assertEquals(ops, ws.session().history().allOperations());
        ExecutorModel model = new ExecutorModel(ws.session().history().config());
        ExecutorState expected = model.state();
        for (Operation op : ops.subList(0, position)) {
            expected = model.apply(op).state();
        }
        assertEquals(expected, ws.session().stateProperty().get(), "the state is the 4.2.0 model's");
        assertTrue(c.configProperty().get() != null && c.configProperty().get().sparkVersion() == SparkVersion.SPARK_4_2_0);

        assertTrue(c.startSandbox());
        assertEquals(SparkVersion.SPARK_4_2_0, ws.session().history().config().sparkVersion(), "the sandbox starts on it");
        c.sparkVersionProperty().set(SparkVersion.SPARK_3_5_3);
        assertEquals(SparkVersion.SPARK_3_5_3, ws.session().history().config().sparkVersion());
        assertEquals("Spark 3.5.3", window.sparkVersionProperty().get());
    }

    @Test
    void aSceneWithUnmanagedMemoryStaysOn420AndSaysWhy() throws Exception {
        WindowViewModel window = window(TestWorkspace.ENGLISH);
        ExecutorWorkspaceViewModel ws = (ExecutorWorkspaceViewModel) window.viewModel(ExecutorWorkspaceViewModel.NAME).orElseThrow();
        Scenario s = ScenarioParser.read(Path.of("src/test/resources/scenarios-4.2.0/01-unmanaged-shrinks-execution.json"));
        ws.session().load(s, 2, "");
        ConfigViewModel c = ws.config();
        assertEquals(SparkVersion.SPARK_4_2_0, c.sparkVersionProperty().get(), "the panel shows the scene's version");
        assertEquals("Spark 4.2.0", window.sparkVersionProperty().get());
        assertTrue(ws.heap().anyUnmanagedProperty().get(), "RocksDB's memory is drawn, and the legend names it");
        ExecutorState before = ws.session().stateProperty().get();

        c.sparkVersionProperty().set(SparkVersion.SPARK_3_5_3);
        assertEquals(SparkVersion.SPARK_4_2_0, c.sparkVersionProperty().get(), "the choice goes back");
        assertEquals(SparkVersion.SPARK_4_2_0, ws.session().history().config().sparkVersion());
        assertEquals(before, ws.session().stateProperty().get(), "nothing half-done");
        String error = ws.session().errorProperty().get();
        assertTrue(error.contains("Step 1") && error.contains("SPARK-53001") && error.contains("3.5.3"), error);
    }

    @Test
    void theLegacyManagerIsRefusedOn420InTheModelsWords() {
        ExecutorWorkspaceViewModel ws = TestWorkspace.open();
        ConfigViewModel c = ws.config();
        c.useLegacyModeProperty().set(true);
        assertTrue(c.configProperty().get() != null, "3.5.3 runs Spark 2.4.8's manager");
        c.useLegacyModeProperty().set(false);
        c.sparkVersionProperty().set(SparkVersion.SPARK_4_2_0);
        c.useLegacyModeProperty().set(true);
        assertEquals(null, c.configProperty().get());
        assertEquals(SparkVersion.FIELD, c.errorKeyProperty().get());
        assertTrue(c.errorProperty().get().contains("StaticMemoryManager"), c.errorProperty().get());
    }

    @Test
    void theHeaderNamesTheVersionInChinese() {
        UiText zh = UiText.of(Locale.SIMPLIFIED_CHINESE);
        WindowViewModel window = window(zh);
        ExecutorWorkspaceViewModel ws = (ExecutorWorkspaceViewModel) window.viewModel(ExecutorWorkspaceViewModel.NAME).orElseThrow();
        ws.config().sparkVersionProperty().set(SparkVersion.SPARK_4_2_0);
        assertEquals("Spark 4.2.0", window.sparkVersionProperty().get());
        assertNotEquals(zh.get("config.sparkVersion"), TestWorkspace.ENGLISH.get("config.sparkVersion"));
        assertFalse(zh.get("version.refused", "3.5.3", "x").isEmpty());
    }

    @Test
    void theHeaderNamesTheVersionOfEveryWorkspaceThatRunsAScene() {
        WindowViewModel window = window(TestWorkspace.ENGLISH);
        ExecutorWorkspaceViewModel ws = (ExecutorWorkspaceViewModel) window.viewModel(ExecutorWorkspaceViewModel.NAME).orElseThrow();
        ws.config().sparkVersionProperty().set(SparkVersion.SPARK_4_2_0);
        assertTrue(window.show(sparkmemlab.workspace.WorkspaceName.CONTAINER));
        assertEquals("Spark 4.2.0", window.sparkVersionProperty().get(), "the container shows the executor's own scene");
        assertTrue(window.show(sparkmemlab.workspace.WorkspaceName.LEGACY_VS_UNIFIED));
        assertEquals("Spark 3.5.3 beside Spark 2.4.8 (StaticMemoryManager)", window.sparkVersionProperty().get());
        assertTrue(window.show(sparkmemlab.workspace.WorkspaceName.REPLAY));
        assertEquals("", window.sparkVersionProperty().get(), "a workspace that names no version leaves it out");
        assertTrue(window.show(ExecutorWorkspaceViewModel.NAME));
        assertEquals("Spark 4.2.0", window.sparkVersionProperty().get());
    }

    private static WindowViewModel window(UiText text) {
        return new WindowViewModel(text, Workspaces.ALL, new LessonShelf(List.of(), LessonProgress.inMemory()),
                FileService.NONE, Notifier.NONE);
    }
}
