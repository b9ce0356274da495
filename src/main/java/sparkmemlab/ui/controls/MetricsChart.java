package sparkmemlab.ui.controls;

import java.util.function.LongConsumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;
import sparkmemlab.ui.picture.MetricsPicture;

/**
 * A chart of an executor's recorded figures over time ({@link MetricsPicture}); a click or a drag picks a
 * moment, handed to {@link #onPickProperty()} in milliseconds since the application's start.
 */
public final class MetricsChart extends Control {
    private final ObjectProperty<MetricsPicture> picture = new SimpleObjectProperty<>(this, "picture");
    private final ObjectProperty<LongConsumer> onPick = new SimpleObjectProperty<>(this, "onPick", t -> { });

    /** A picture takes no keys, so it takes no focus (as the other pictures). */
    public MetricsChart() {
        getStyleClass().add("metrics-chart");
        setFocusTraversable(false);
    }

    public ObjectProperty<MetricsPicture> pictureProperty() {
        return picture;
    }

    public MetricsPicture getPicture() {
        return picture.get();
    }

    public ObjectProperty<LongConsumer> onPickProperty() {
        return onPick;
    }

    public void setOnPick(LongConsumer handler) {
        onPick.set(handler);
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new MetricsChartSkin(this);
    }
}
