package sparkmemlab.ui.cluster;

import java.util.List;
import java.util.Map;
import javafx.event.EventHandler;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import sparkmemlab.ui.view.ScrollPanes;
import sparkmemlab.lesson.Spotlight;
import sparkmemlab.ui.kernel.LessonPaneView;
import sparkmemlab.ui.view.Spotlights;
import sparkmemlab.ui.view.StepKeys;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.cluster.ClusterWorkspaceViewModel;

/**
 * The cluster workspace's controller, over its panels: the lesson pane or the sandbox in the sidebar, the parts
 * a lesson step points at, and the history's keys (Space plays or pauses a lesson) while the workspace is shown.
 */
public final class ClusterWorkspaceView {
    public static final String FXML = "/sparkmemlab/ui/cluster/ClusterWorkspaceView.fxml";
    /** The node each part a cluster lesson can point at is, by id. */
    private static final Map<Spotlight, List<String>> PARTS = Map.of(
            Spotlight.workers, List.of("#clusterMap"),
            Spotlight.applications, List.of("#clusterApps", "#clusterQueue"),
            Spotlight.eventLog, List.of("#clusterLog"),
            Spotlight.timeline, List.of("#coresTimeline"));

    private final ClusterWorkspaceViewModel vm;

    @FXML private BorderPane root;
    @FXML private ScrollPane stageScroll;
    @FXML private SplitPane lists;
    @FXML private Node lessonPane;
    @FXML private LessonPaneView lessonPaneController;
    @FXML private Node actions;

    public ClusterWorkspaceView(ClusterWorkspaceViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        ScrollPanes.drawWithoutCache(stageScroll);
        Visibility.showWhile(lessonPane, vm.lessonPaneShownProperty());
        Visibility.showWhile(actions, vm.lessonPaneShownProperty().not());
        vm.pickerRequestsProperty().addListener((o, a, b) -> lessonPaneController.showPicker());
        Spotlights.follow(root, vm.player().spotlightProperty(), PARTS, stageScroll, lists);
        EventHandler<KeyEvent> keys = e -> {
            Runnable command = e.getCode() == KeyCode.SPACE && !(e.getTarget() instanceof TextInputControl)
                    && vm.player().activeProperty().get() ? vm.player()::togglePlay : StepKeys.command(e, vm.historyBar());
            if (command != null) {
                command.run();
                e.consume();
            }
        };
        StepKeys.whileInScene(root, keys);
    }
}
