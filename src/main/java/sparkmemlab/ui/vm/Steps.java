package sparkmemlab.ui.vm;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;

/**
 * A workspace's history of steps as its session keeps it: the position (0 to the size: the state shown is the
 * state after that many steps) and the moves. {@link StepNavigation} shows it to the history's controls.
 */
public interface Steps {

    ReadOnlyIntegerProperty positionProperty();

    ReadOnlyIntegerProperty sizeProperty();

    ReadOnlyBooleanProperty canBackProperty();

    ReadOnlyBooleanProperty canForwardProperty();

    void first();

    void back();

    /** One step forward (a session may hold it back, as a lesson's question does); whether it moved. */
    boolean forward();

    void last();

    /** Jumps to the state after {@code step} steps (clamped). */
    void goTo(int step);
}
