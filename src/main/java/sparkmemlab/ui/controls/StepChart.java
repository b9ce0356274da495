package sparkmemlab.ui.controls;

import java.util.function.IntConsumer;
import java.util.function.IntSupplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * A chart of a history, one column per state, whose current step is marked and where a click picks a step: the
 * executor's memory timeline and the cluster's cores chart.
 *
 * @param <P> the picture it draws
 */
public abstract class StepChart<P> extends AnimatedControl {
    private final ObjectProperty<P> model = new SimpleObjectProperty<>(this, "model");
    private final ObjectProperty<IntConsumer> onSelectStep = new SimpleObjectProperty<>(this, "onSelectStep", s -> { });

    protected StepChart(String styleClass) {
        getStyleClass().add(styleClass);
    }

    public ObjectProperty<P> modelProperty() {
        return model;
    }

    public P getModel() {
        return model.get();
    }

    /** Called with the step a person clicked. */
    public ObjectProperty<IntConsumer> onSelectStepProperty() {
        return onSelectStep;
    }

    public void setOnSelectStep(IntConsumer handler) {
        onSelectStep.set(handler);
    }

    /** A click picks the column under it, of the {@code columns} drawn (none while nothing is). */
    final void selectStepsOnClick(IntSupplier columns) {
        setOnMouseClicked(e -> {
            int n = columns.getAsInt();
            if (n > 0) {
                double w = getWidth() - snappedLeftInset() - snappedRightInset();
                int step = (int) Math.floor((e.getX() - snappedLeftInset()) / (w / n));
                onSelectStep.get().accept(Math.max(0, Math.min(n - 1, step)));
            }
        });
    }
}
