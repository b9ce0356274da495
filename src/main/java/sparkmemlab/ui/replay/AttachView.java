package sparkmemlab.ui.replay;

import javafx.beans.binding.Bindings;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import sparkmemlab.ui.controls.MetricsChart;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.replay.AttachViewModel;
import sparkmemlab.ui.vm.replay.ReplayMomentViewModel.Row;

/** Attach to a running application: binds {@code AttachView.fxml} to the {@link AttachViewModel}. */
public final class AttachView {
    private static final PseudoClass FAILING = PseudoClass.getPseudoClass("failing");

    private final AttachViewModel vm;

    @FXML private TextField url;
    @FXML private Button start;
    @FXML private Button stop;
    @FXML private Label status;
    @FXML private ListView<Row> executors;
    @FXML private ListView<Row> rdds;
    @FXML private MetricsChart live;

    public AttachView(AttachViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        url.textProperty().bindBidirectional(vm.urlProperty());
        url.setOnAction(e -> vm.attach());
        stop.disableProperty().bind(vm.attachedProperty().not());
        Visibility.textOrHidden(status, vm.statusProperty());
        vm.failingProperty().addListener((o, a, on) -> status.pseudoClassStateChanged(FAILING, on));
        executors.setCellFactory(l -> new RowCell());
        rdds.setCellFactory(l -> new RowCell());
        Visibility.showWhile(executors, Bindings.createBooleanBinding(() -> !vm.executorsProperty().get().isEmpty(),
                vm.executorsProperty()));
        Visibility.showWhile(rdds, Bindings.createBooleanBinding(() -> !vm.rddsProperty().get().isEmpty(), vm.rddsProperty()));
        vm.executorsProperty().addListener((o, a, rows) -> executors.getItems().setAll(rows));
        vm.rddsProperty().addListener((o, a, rows) -> rdds.getItems().setAll(rows));
        executors.getSelectionModel().selectedIndexProperty().addListener((o, a, i) -> vm.pick(i.intValue()));
        live.pictureProperty().bind(vm.liveProperty());
        Visibility.showWhile(live, vm.liveProperty().isNotNull());
    }

    @FXML private void onAttach() { vm.attach(); }
    @FXML private void onStop() { vm.detach(); }
}
