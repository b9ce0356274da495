package sparkmemlab.ui.replay;

import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
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

    /** A row's title and detail, styled by its state's class. */
    private static final class RowCell extends ListCell<Row> {
        private String styled;

        @Override
        protected void updateItem(Row row, boolean empty) {
            super.updateItem(row, empty);
            if (styled != null) {
                getStyleClass().remove(styled);
                styled = null;
            }
            if (empty || row == null) {
                setText(null);
                setTooltip(null);
                return;
            }
            setText(row.detail().isEmpty() ? row.title() : row.title() + "\n" + row.detail());
            setTooltip(new Tooltip(row.tooltip()));
            styled = row.styleClass();
            getStyleClass().add(styled);
        }
    }
}
