package sparkmemlab.ui.vm;

import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyStringProperty;

/**
 * What the window asks of every workspace it shows (src/docs/workspaces.md): the header's words, a refusal to
 * show, and the view-models its views are made with. Everything else a workspace may offer is a small capability
 * ({@link HostsLessons}, {@link OpensSnapshots}, {@link SavesSnapshots}, {@link Moments}, {@link OpensFiles},
 * {@link OpensScenarios}, {@link OpensScenes}, {@link TakesSparkConf}, {@link StartsAfresh}, {@link ShowsWelcome},
 * {@link Zooms}) that the window looks up with {@link #capability}; the menu item of a capability the workspace
 * shown lacks is disabled. A new capability is a new interface and the workspaces that have it, not a change here.
 */
public interface WorkspaceViewModel {

    /** What is shown, beside the app's name in the header. */
    ReadOnlyStringProperty titleProperty();

    /** What to try now, under the header; empty for none. */
    ReadOnlyStringProperty hintProperty();

    /** Shows a refusal that came from outside the workspace (a file the window could not open). */
    void fail(String message);

    /**
     * Every view-model the workspace's views are made with, its panels' included: each controller of its FXML
     * (and of the FXML it includes) gets those its constructor asks for, by type.
     */
    List<Object> viewModels();

    /**
     * What offers this workspace's capabilities: by default the workspace itself; a workspace may add objects it
     * hands the work to (the kernel's {@code LessonHost}).
     */
    default List<Object> capabilities() {
        return List.of(this);
    }

    /** The capability of that type this workspace offers, if any: the first of {@link #capabilities()} that has it. */
    default <T> Optional<T> capability(Class<T> type) {
        return capabilities().stream().filter(type::isInstance).map(type::cast).findFirst();
    }
}
