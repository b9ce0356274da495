package sparkmemlab.ui.vm;

import java.util.Objects;
import java.util.function.Function;
import sparkmemlab.workspace.WorkspaceName;

/**
 * One entry of the window's navigation: a workspace's name (as lessons and snapshots write it), the message
 * key of its label, its FXML view, and how to make its view-model. The app's list of them is
 * {@code sparkmemlab.ui.Workspaces}; the n-th is reached with Shortcut+n.
 *
 * @param fxml the class-path resource of its view, whose controllers are made with its view-models
 */
public record Workspace(String name, String labelKey, String fxml,
        Function<WorkspaceContext, ? extends WorkspaceViewModel> viewModel) {

    public Workspace {
        if (!WorkspaceName.isWellFormed(name)) {
            throw new IllegalArgumentException("not a workspace's name: " + name);
        }
        Objects.requireNonNull(labelKey);
        Objects.requireNonNull(fxml);
        Objects.requireNonNull(viewModel);
    }
}
