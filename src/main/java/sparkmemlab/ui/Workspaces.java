package sparkmemlab.ui;

import java.util.List;
import sparkmemlab.ui.cluster.ClusterWorkspaceView;
import sparkmemlab.ui.container.ContainerWorkspaceView;
import sparkmemlab.ui.executor.ExecutorWorkspaceView;
import sparkmemlab.ui.legacy.LegacyWorkspaceView;
import sparkmemlab.ui.replay.ReplayWorkspaceView;
import sparkmemlab.ui.vm.Workspace;
import sparkmemlab.ui.vm.cluster.ClusterWorkspaceViewModel;
import sparkmemlab.ui.vm.container.ContainerWorkspaceViewModel;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;
import sparkmemlab.ui.vm.legacy.LegacyWorkspaceViewModel;
import sparkmemlab.ui.vm.replay.ReplayWorkspaceViewModel;

/**
 * The window's workspaces, in the order of its navigation (the n-th is Shortcut+n). Adding a workspace is
 * one entry here, beside its own FXML view and view-model (src/docs/workspaces.md); the first is the one the
 * window opens on, and the one lessons and snapshots that name none belong to.
 */
public final class Workspaces {
    private Workspaces() {
    }

    public static final List<Workspace> ALL = List.of(
            new Workspace(ExecutorWorkspaceViewModel.NAME, "workspace.executor", ExecutorWorkspaceView.FXML,
                    ExecutorWorkspaceViewModel::new),
            new Workspace(LegacyWorkspaceViewModel.NAME, "workspace.legacy", LegacyWorkspaceView.FXML,
                    LegacyWorkspaceViewModel::new),
            new Workspace(ClusterWorkspaceViewModel.NAME, "workspace.cluster", ClusterWorkspaceView.FXML,
                    ClusterWorkspaceViewModel::new),
            new Workspace(ContainerWorkspaceViewModel.NAME, "workspace.container", ContainerWorkspaceView.FXML,
                    ContainerWorkspaceViewModel::new),
            new Workspace(ReplayWorkspaceViewModel.NAME, "workspace.replay", ReplayWorkspaceView.FXML,
                    ReplayWorkspaceViewModel::new));
}
