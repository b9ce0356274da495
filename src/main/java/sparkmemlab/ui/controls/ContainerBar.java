package sparkmemlab.ui.controls;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;
import sparkmemlab.ui.picture.BarPicture;
import sparkmemlab.ui.picture.ContainerPicture;

/**
 * The executor's container to scale: the heap (drawn as its own {@link MemoryBar}, with Spark's regions),
 * then everything beside it, and the container's limit as a hard line.
 */
public final class ContainerBar extends Control {
    private final ObjectProperty<ContainerPicture> model = new SimpleObjectProperty<>(this, "model");
    private final ObjectProperty<BarPicture> heap = new SimpleObjectProperty<>(this, "heap");

    public ContainerBar() {
        getStyleClass().add("container-bar");
        setFocusTraversable(false);
    }

    public ObjectProperty<ContainerPicture> modelProperty() {
        return model;
    }

    /** The heap's own bar, drawn in the heap's part. */
    public ObjectProperty<BarPicture> heapProperty() {
        return heap;
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new ContainerBarSkin(this);
    }
}
