package sparkmemlab.ui.kernel;

import javafx.fxml.FXML;
import javafx.scene.control.Label;
import sparkmemlab.ui.controls.BlockList;
import sparkmemlab.ui.vm.kernel.BlockListViewModel;

/** The block list's controller: binds {@code BlockListView.fxml} to the {@link BlockListViewModel}. */
public final class BlockListView {
    private final BlockListViewModel vm;

    @FXML private Label title;
    @FXML private BlockList blockList;

    public BlockListView(BlockListViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        title.textProperty().bind(vm.titleProperty());
        blockList.setColumnTitles(vm.columnTitles());
        blockList.rowsProperty().bind(vm.rowsProperty());
    }
}
