package sparkmemlab.ui.cluster;

import javafx.event.EventHandler;
import javafx.fxml.FXML;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import sparkmemlab.ui.view.ScrollPanes;
import sparkmemlab.ui.view.StepKeys;
import sparkmemlab.ui.vm.cluster.ClusterWorkspaceViewModel;

/** The cluster workspace's controller, over its panels: it takes the history's keys while the workspace is shown. */
public final class ClusterWorkspaceView {
    public static final String FXML = "/sparkmemlab/ui/cluster/ClusterWorkspaceView.fxml";

    private final ClusterWorkspaceViewModel vm;

    @FXML private BorderPane root;
    @FXML private ScrollPane stageScroll;

    public ClusterWorkspaceView(ClusterWorkspaceViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        ScrollPanes.drawWithoutCache(stageScroll);
        EventHandler<KeyEvent> keys = e -> {
            Runnable command = StepKeys.command(e, vm.historyBar());
            if (command != null) {
                command.run();
                e.consume();
            }
        };
        StepKeys.whileInScene(root, keys);
    }
}
