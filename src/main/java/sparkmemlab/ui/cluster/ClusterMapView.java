package sparkmemlab.ui.cluster;

import javafx.fxml.FXML;
import javafx.scene.control.Label;
import sparkmemlab.ui.controls.ClusterMap;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.cluster.ClusterMapViewModel;
import sparkmemlab.ui.vm.cluster.ClusterSession;

/** The cluster picture's controller: binds {@code ClusterMapView.fxml} to the {@link ClusterMapViewModel}. */
public final class ClusterMapView {
    private final ClusterMapViewModel vm;
    private final ClusterSession session;

    @FXML private ClusterMap map;
    @FXML private Label error;
    @FXML private Label empty;

    public ClusterMapView(ClusterMapViewModel vm, ClusterSession session) {
        this.vm = vm;
        this.session = session;
    }

    @FXML
    private void initialize() {
        map.modelProperty().bind(vm.pictureProperty());
        map.setOnSelectExecutor(b -> vm.open(b.app(), b.executor()));
        Visibility.textOrHidden(error, session.errorProperty());
        Visibility.showWhile(empty, vm.emptyProperty());
    }
}
