package sparkmemlab.ui.controls;

import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.Skin;
import sparkmemlab.ui.picture.BlockRow;

/**
 * The memory store's blocks, least recently used first, as Spark's eviction visits them. In a step
 * that evicted, the visited rows light up one after another in Spark's order.
 */
public final class BlockList extends AnimatedControl {

    private final ObjectProperty<List<BlockRow>> rows = new SimpleObjectProperty<>(this, "rows", List.of());
    private final ObjectProperty<List<String>> columnTitles = new SimpleObjectProperty<>(this, "columnTitles", List.of());

    public BlockList() {
        getStyleClass().add("block-list");
    }

    public ObjectProperty<List<BlockRow>> rowsProperty() {
        return rows;
    }

    public List<BlockRow> getRows() {
        return rows.get();
    }

    public void setRows(List<BlockRow> value) {
        rows.set(value);
    }

    /** Titles of the columns: order, block, RDD, size, mode, readers, eviction. */
    public ObjectProperty<List<String>> columnTitlesProperty() {
        return columnTitles;
    }

    public void setColumnTitles(List<String> titles) {
        columnTitles.set(titles);
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new BlockListSkin(this);
    }
}
