package sparkmemlab.ui.vm.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import sparkmemlab.cluster.ClusterState;
import sparkmemlab.ui.Workspaces;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileService;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.Notifier;
import sparkmemlab.ui.vm.WindowViewModel;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;

/** The cluster workspace's view-models as the window makes them, without a toolkit or a view. */
class ClusterWorkspaceViewModelTest {
    private WindowViewModel window;
    private ClusterWorkspaceViewModel vm;

    @BeforeEach
    void open() {
        window = new WindowViewModel(UiText.of(Locale.ENGLISH), Workspaces.ALL, new LessonShelf(List.of(), LessonProgress.inMemory()),
                FileService.NONE, Notifier.NONE);
        assertTrue(window.show(ClusterWorkspaceViewModel.NAME));
        vm = (ClusterWorkspaceViewModel) window.active();
    }

    private ClusterState state() {
        return vm.session().stateProperty().get();
    }

    private ClusterState.App app(String id) {
        return state().apps().stream().filter(a -> a.id().equals(id)).findFirst().orElseThrow();
    }

    private static List<String> workersOf(ClusterState.App app) {
        return app.executors().stream().map(e -> e.worker() + ":" + e.cores()).toList();
    }

    @Test
    void theWelcomeClusterSpreadsOutAndLeavesTheThirdAppWaiting() {
        assertEquals(6, vm.session().positionProperty().get());
        assertEquals(List.of("worker-1:2", "worker-2:2", "worker-3:2"), workersOf(app("app-1")), "two cores an executor, spread out");
        assertEquals(List.of("worker-1:2", "worker-2:2"), workersOf(app("app-2")), "one executor a worker, its cores spread one at a time");
        assertEquals(List.of(), workersOf(app("app-3")));
        assertEquals(List.of("app-1", "app-2", "app-3"), vm.apps().queue().stream().map(ApplicationsViewModel.QueueRow::app).toList(),
                "the Master keeps an app in waitingApps until it ends");
        assertEquals(3, vm.map().pictureProperty().get().workers().size());
        assertEquals(2, vm.map().pictureProperty().get().workers().get(2).cores());
    }

    @Test
    void spreadOutOffReplaysTheHistoryAtTheSameStep() {
        vm.actions().spreadOutProperty().set(false);
        assertFalse(vm.session().history().config().spreadOut());
        assertEquals(6, vm.session().positionProperty().get());
        assertEquals(List.of("worker-1:2", "worker-1:2", "worker-2:2"), workersOf(app("app-1")), "packed onto the fewest workers");
        assertEquals(List.of("worker-2:2"), workersOf(app("app-2")));
        vm.actions().spreadOutProperty().set(true);
        assertEquals(List.of("worker-1:2", "worker-2:2", "worker-3:2"), workersOf(app("app-1")));
    }

    @Test
    void aNewWorkerGoesToTheFirstAppInTheQueueAndTheThirdStartsWhenTheSecondStops() {
        vm.actions().workerIdProperty().set("worker-4");
        vm.actions().workerCoresProperty().set("4");
        vm.actions().workerMemoryProperty().set("8g");
        assertTrue(vm.actions().addWorker());
        assertEquals(List.of("worker-1:2", "worker-2:2", "worker-4:4"), workersOf(app("app-2")), "app-2 is ahead of app-3 and wants every core");
        assertEquals(List.of(), workersOf(app("app-3")));
        vm.actions().appToStopProperty().set("app-2");
        assertTrue(vm.actions().stopApp());
        assertEquals(List.of("app-1", "app-3"), state().waitingApps());
        assertEquals(List.of("worker-4:4", "worker-1:2", "worker-2:2"), workersOf(app("app-3")));
        vm.session().back();
        vm.session().back();
        assertEquals(6, vm.session().positionProperty().get());
        assertEquals(List.of(), workersOf(app("app-3")), "stepping back shows the Master as it was");
    }

    @Test
    void anAppsChangedSettingsReplayTheClusterAndARefusalChangesNothing() {
        vm.actions().appToChangeProperty().set("app-1");
        assertEquals("2g", vm.actions().changed().memoryProperty().get());
        vm.actions().changed().coresProperty().set("1");
        assertTrue(vm.actions().changeSettings());
        assertEquals(6, app("app-1").executors().size(), "six executors of one core, spread out");
        ClusterHistory before = vm.session().history();
        vm.actions().changed().coresProperty().set("x");
        assertFalse(vm.actions().changeSettings());
        assertTrue(vm.session().errorProperty().get().contains("spark.executor.cores"), vm.session().errorProperty().get());
        assertEquals(before, vm.session().history());
    }

    @Test
    void anExecutorOpensInTheExecutorWorkspaceWithItsAppsHeapAndItsCores() {
        assertTrue(vm.map().open("app-2", 0));
        assertEquals(ExecutorWorkspaceViewModel.NAME, window.activeProperty().get().name());
        var executor = (ExecutorWorkspaceViewModel) window.active();
        var config = executor.session().history().config();
        assertEquals(4L << 30, config.systemMemory(), "app-2's spark.executor.memory");
        assertEquals(2, config.cores(), "the executor's two cores");
        assertEquals("4g", executor.config().executorMemoryProperty().get());
    }

    @Test
    void anExecutorWhoseHeapSparkWouldNotStartIsRefusedWhereItWasClicked() {
        vm.actions().appToChangeProperty().set("app-1");
        vm.actions().changed().memoryProperty().set("256m");
        assertTrue(vm.actions().changeSettings());
        assertFalse(vm.map().open("app-1", 0));
        assertEquals(ClusterWorkspaceViewModel.NAME, window.activeProperty().get().name());
        assertTrue(vm.session().errorProperty().get().contains("app-1/0"), vm.session().errorProperty().get());
    }
}
