package sparkmemlab.ui.controls;

import java.util.function.IntConsumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.Skin;
import sparkmemlab.ui.picture.CoresTimeline;

/**
 * The cluster's cores at every step, one column per state: the alive workers' cores, the cores each
 * application holds stacked from the bottom in its colour; the current step is marked, and a click picks a step.
 */
public final class CoresChart extends AnimatedControl {
    private final ObjectProperty<CoresTimeline> model = new SimpleObjectProperty<>(this, "model");
    private final ObjectProperty<IntConsumer> onSelectStep = new SimpleObjectProperty<>(this, "onSelectStep", s -> { });

    public CoresChart() {
        getStyleClass().add("cores-chart");
    }

    public ObjectProperty<CoresTimeline> modelProperty() {
        return model;
    }

    public CoresTimeline getModel() {
        return model.get();
    }

    public ObjectProperty<IntConsumer> onSelectStepProperty() {
        return onSelectStep;
    }

    public void setOnSelectStep(IntConsumer handler) {
        onSelectStep.set(handler);
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new CoresChartSkin(this);
    }
}
