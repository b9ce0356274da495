package sparkmemlab.ui.replay;

import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import sparkmemlab.ui.vm.replay.ReplayMomentViewModel;
import sparkmemlab.ui.vm.replay.ReplayMomentViewModel.Row;

/** The task slots and blocks at the moment picked: binds {@code ReplayMomentView.fxml} to its view-model. */
public final class ReplayMomentView {
    private final ReplayMomentViewModel vm;

    @FXML private Label slotsTitle;
    @FXML private ListView<Row> slots;
    @FXML private Label blocksTitle;
    @FXML private ListView<Row> blocks;

    public ReplayMomentView(ReplayMomentViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        slotsTitle.textProperty().bind(vm.slotsTitleProperty());
        blocksTitle.textProperty().bind(vm.blocksTitleProperty());
        slots.setCellFactory(l -> new RowCell());
        blocks.setCellFactory(l -> new RowCell());
        slots.getItems().setAll(vm.slotsProperty().get());
        blocks.getItems().setAll(vm.blocksProperty().get());
        vm.slotsProperty().addListener((o, a, rows) -> slots.getItems().setAll(rows));
        vm.blocksProperty().addListener((o, a, rows) -> blocks.getItems().setAll(rows));
    }
}
