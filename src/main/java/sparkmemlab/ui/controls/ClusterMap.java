package sparkmemlab.ui.controls;

import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.Skin;
import sparkmemlab.ui.picture.ClusterPicture;

/**
 * The cluster's workers as boxes to scale with their cores (width) and memory (height), the executors and
 * drivers inside as blocks to the same scale, coloured by application; a click on an executor picks it.
 */
public final class ClusterMap extends AnimatedControl {
    private final ObjectProperty<ClusterPicture> model = new SimpleObjectProperty<>(this, "model");
    private final ObjectProperty<Consumer<ClusterPicture.Block>> onSelectExecutor =
            new SimpleObjectProperty<>(this, "onSelectExecutor", b -> { });

    public ClusterMap() {
        getStyleClass().add("cluster-map");
    }

    public ObjectProperty<ClusterPicture> modelProperty() {
        return model;
    }

    public ClusterPicture getModel() {
        return model.get();
    }

    /** Called with the executor a person clicked. */
    public ObjectProperty<Consumer<ClusterPicture.Block>> onSelectExecutorProperty() {
        return onSelectExecutor;
    }

    public void setOnSelectExecutor(Consumer<ClusterPicture.Block> handler) {
        onSelectExecutor.set(handler);
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new ClusterMapSkin(this);
    }
}
