package sparkmemlab.ui.vm;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * How the whole window animates, for every workspace: the speed, and reduced motion (no transitions). The
 * window's root carries both as style classes, so every duration stays in CSS.
 */
public final class MotionSettings {
    private final ObjectProperty<Speed> speed = new SimpleObjectProperty<>(Speed.NORMAL);
    private final BooleanProperty reducedMotion = new SimpleBooleanProperty(false);

    public ObjectProperty<Speed> speedProperty() { return speed; }
    public BooleanProperty reducedMotionProperty() { return reducedMotion; }
}
