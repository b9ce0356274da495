package sparkmemlab.ui.controls;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.Skin;
import sparkmemlab.ui.picture.BarPicture;

/** One memory bar (on-heap or off-heap), to scale, drawn from a {@link BarPicture}. */
public final class MemoryBar extends AnimatedControl {

    private final ObjectProperty<BarPicture> model = new SimpleObjectProperty<>(this, "model");

    public MemoryBar() {
        getStyleClass().add("memory-bar");
    }

    public ObjectProperty<BarPicture> modelProperty() {
        return model;
    }

    public BarPicture getModel() {
        return model.get();
    }

    public void setModel(BarPicture value) {
        model.set(value);
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new MemoryBarSkin(this);
    }
}
