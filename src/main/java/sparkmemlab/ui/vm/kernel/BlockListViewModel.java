package sparkmemlab.ui.vm.kernel;

import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.ui.picture.BlockRow;

/**
 * The cached blocks, least recently used first, with the step's eviction in the order Spark visits the blocks,
 * then the disk store's blocks that memory does not hold.
 * The rows shown are kept (the same list) when a step changed no block and neither step visited one.
 */
public final class BlockListViewModel {
    private final ExecutorSession session;
    private final ReadOnlyObjectWrapper<List<BlockRow>> rows = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper anyBlocks = new ReadOnlyBooleanWrapper();

    public BlockListViewModel(ExecutorSession session) {
        this.session = session;
        session.stepShownProperty().addListener((o, a, b) -> update());
        update();
    }

    public ReadOnlyObjectProperty<List<BlockRow>> rowsProperty() { return rows.getReadOnlyProperty(); }
    public ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }
    /** Whether any step of the history holds a cached block (else the list needs little room). */
    public ReadOnlyBooleanProperty anyBlocksProperty() { return anyBlocks.getReadOnlyProperty(); }

    /** The column titles, in order. */
    public List<String> columnTitles() {
        var text = session.text();
        return List.of(text.get("lru.col.order"), text.get("lru.col.block"), text.get("lru.col.rdd"), text.get("lru.col.size"),
                text.get("lru.col.mode"), text.get("lru.col.readers"), text.get("lru.col.eviction"));
    }

    private void update() {
        ExecutorState s = session.stateProperty().get();
        BlockRow.Rows shown = BlockRow.of(s, session.history().current(), session.text(),
                rows.get() instanceof BlockRow.Rows before ? before : null);
        rows.set(shown);
        int evicted = 0;
        int onDisk = 0;
        for (int i = 0; i < shown.size(); i++) {
            evicted += shown.visit(i) == BlockRow.Visit.EVICTED ? 1 : 0;
            onDisk += shown.visit(i) == BlockRow.Visit.ON_DISK ? 1 : 0;
        }
        // While a step evicts, the list starts with the blocks in the order eviction visited them: the heading says so.
        String heading = evicted > 0 ? session.text().get("lru.title.evicting", s.blocks().size(), evicted)
                : session.text().get("lru.title", s.blocks().size());
        title.set(onDisk > 0 ? session.text().get("lru.title.disk", heading, onDisk) : heading);
        anyBlocks.set(session.history().anyBlocks());
    }
}
