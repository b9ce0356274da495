package sparkmemlab.ui.controls;

import java.util.function.IntConsumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.Skin;
import sparkmemlab.ui.picture.TimelinePicture;

/**
 * The unified memory at every step, one column per state: storage from the bottom, execution from
 * the top, the pool boundary between them; the current step is marked, and a click picks a step.
 */
public final class TimelineChart extends AnimatedControl {

    private final ObjectProperty<TimelinePicture> model = new SimpleObjectProperty<>(this, "model");
    private final ObjectProperty<IntConsumer> onSelectStep = new SimpleObjectProperty<>(this, "onSelectStep", s -> { });

    public TimelineChart() {
        getStyleClass().add("timeline-chart");
    }

    public ObjectProperty<TimelinePicture> modelProperty() {
        return model;
    }

    public TimelinePicture getModel() {
        return model.get();
    }

    /** Called with the step a person clicked. */
    public ObjectProperty<IntConsumer> onSelectStepProperty() {
        return onSelectStep;
    }

    public void setOnSelectStep(IntConsumer handler) {
        onSelectStep.set(handler);
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new TimelineChartSkin(this);
    }
}
