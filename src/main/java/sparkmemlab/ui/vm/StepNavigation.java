package sparkmemlab.ui.vm;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyStringProperty;

/**
 * What the history's buttons, slider and keys step through, in any workspace that keeps a history of steps:
 * the position (0 to the size: the state shown is the state after that many steps) and the commands that
 * move it. {@code sparkmemlab.ui.view.StepControlsView} shows it; a workspace's history bar implements it.
 */
public interface StepNavigation {

    ReadOnlyIntegerProperty positionProperty();

    ReadOnlyIntegerProperty sizeProperty();

    ReadOnlyBooleanProperty canBackProperty();

    ReadOnlyBooleanProperty canForwardProperty();

    /** Which step is shown, in words. */
    ReadOnlyStringProperty statusProperty();

    void first();

    void back();

    /** One step forward (a workspace may hold it back, as a lesson's question does). */
    void forward();

    void last();

    /** Jumps to the state after {@code step} steps (clamped). */
    void goTo(int step);
}
