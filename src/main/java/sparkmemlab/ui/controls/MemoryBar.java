package sparkmemlab.ui.controls;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.Skin;
import sparkmemlab.ui.vm.BarModel;

/** One memory bar (on-heap or off-heap), to scale, drawn from a {@link BarModel}. */
public final class MemoryBar extends AnimatedControl {

    private final ObjectProperty<BarModel> model = new SimpleObjectProperty<>(this, "model");

    public MemoryBar() {
        getStyleClass().add("memory-bar");
    }

    public ObjectProperty<BarModel> modelProperty() {
        return model;
    }

    public BarModel getModel() {
        return model.get();
    }

    public void setModel(BarModel value) {
        model.set(value);
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new MemoryBarSkin(this);
    }
}
