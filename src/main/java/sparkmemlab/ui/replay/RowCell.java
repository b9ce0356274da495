package sparkmemlab.ui.replay;

import javafx.scene.control.ListCell;
import javafx.scene.control.Tooltip;
import sparkmemlab.ui.vm.replay.ReplayMomentViewModel.Row;

/** A row of the replay's lists: its title over its detail, styled by its state's class, with its tooltip. */
final class RowCell extends ListCell<Row> {
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
