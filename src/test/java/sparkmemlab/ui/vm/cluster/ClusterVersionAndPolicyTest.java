package sparkmemlab.ui.vm.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.WorkerSelectionPolicy;
import sparkmemlab.cluster.narration.ClusterNarrator;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.ui.Workspaces;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileService;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.Notifier;
import sparkmemlab.ui.vm.WindowViewModel;

/**
 * The Cluster workspace's Master settings: its Spark and, on 4.x, spark.deploy.workerSelectionPolicy; either replays
 * the history on the model at the same step, the header names the version, and the tie rule shown is the narration's
 * sentence for the setting, in English and Chinese.
 */
class ClusterVersionAndPolicyTest {

    @Test
    void theVersionAndThePolicyReplayTheClusterAndExplainTheTieRule() throws Exception {
        WindowViewModel window = window(UiText.of(Locale.ENGLISH));
        ClusterWorkspaceViewModel vm = (ClusterWorkspaceViewModel) window.active();
        ClusterActionsViewModel actions = vm.actions();
        ClusterNarrator narrator = new ClusterNarrator(Locale.ENGLISH);
        assertEquals(SparkVersion.SPARK_3_5_3, actions.sparkVersionProperty().get());
        assertEquals("Spark 3.5.3", window.sparkVersionProperty().get());
        assertFalse(actions.hasPolicyProperty().get(), "3.5.3 has no policy");
        assertEquals(narrator.workerOrder(vm.session().history().config()), actions.workerOrderProperty().get());
        assertTrue(actions.workerOrderProperty().get().contains("3.5.3"), actions.workerOrderProperty().get());
        int at = vm.session().positionProperty().get();

        actions.sparkVersionProperty().set(SparkVersion.SPARK_4_2_0);
        ClusterConfig four = vm.session().history().config();
        assertEquals(SparkVersion.SPARK_4_2_0, four.sparkVersion());
        assertEquals("Spark 4.2.0", window.sparkVersionProperty().get());
        assertTrue(actions.hasPolicyProperty().get());
        assertEquals(WorkerSelectionPolicy.CORES_FREE_DESC, actions.policyProperty().get(), "Spark 4's default");
        assertEquals(at, vm.session().positionProperty().get(), "at the same step");
        assertEquals(ClusterHistory.of(four, vm.session().history().ops(), at).state(), vm.session().stateProperty().get());
        String tie = actions.workerOrderProperty().get();
        assertTrue(tie.contains("CORES_FREE_DESC") && tie.contains("tie rule") && tie.contains("w9 before w10 before w1"), tie);

        actions.policyProperty().set(WorkerSelectionPolicy.WORKER_ID);
        ClusterConfig byId = vm.session().history().config();
        assertEquals(WorkerSelectionPolicy.WORKER_ID, byId.workerSelectionPolicy());
        assertEquals(ClusterHistory.of(byId, vm.session().history().ops(), at).state(), vm.session().stateProperty().get());
        assertEquals(narrator.workerOrder(byId), actions.workerOrderProperty().get());

        actions.sparkVersionProperty().set(SparkVersion.SPARK_3_5_3);
        assertEquals(WorkerSelectionPolicy.DEFAULT, vm.session().history().config().workerSelectionPolicy(),
                "3.5.3 has no policy to keep");
        assertFalse(actions.hasPolicyProperty().get());
        assertEquals("Spark 3.5.3", window.sparkVersionProperty().get());
    }

    @Test
    void everySettingsTieRuleIsSaidInChinese() throws Exception {
        WindowViewModel window = window(UiText.of(Locale.SIMPLIFIED_CHINESE));
        ClusterActionsViewModel actions = ((ClusterWorkspaceViewModel) window.active()).actions();
        assertTrue(actions.workerOrderProperty().get().contains("3.5.3"), actions.workerOrderProperty().get());
        actions.sparkVersionProperty().set(SparkVersion.SPARK_4_2_0);
        for (WorkerSelectionPolicy p : WorkerSelectionPolicy.values()) {
            actions.policyProperty().set(p);
            String words = actions.workerOrderProperty().get();
            assertTrue(words.contains(p.name()) && words.contains("id") && !words.contains("{"), words);
        }
    }

    private static WindowViewModel window(UiText text) {
        WindowViewModel window = new WindowViewModel(text, Workspaces.ALL, new LessonShelf(List.of(), LessonProgress.inMemory()),
                FileService.NONE, Notifier.NONE);
        assertTrue(window.show(ClusterWorkspaceViewModel.NAME));
        return window;
    }
}
