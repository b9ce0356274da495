package sparkmemlab.ui.vm;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyStringProperty;

/**
 * What the history's buttons, slider and keys step through, in any workspace that keeps a history of steps:
 * its session's {@link Steps} and which step is shown, in words. {@code sparkmemlab.ui.view.StepControlsView}
 * shows it; a workspace's history bar implements it.
 */
public interface StepNavigation {

    /** The session's steps, which every move goes to. */
    Steps steps();

    /** Which step is shown, in words. */
    ReadOnlyStringProperty statusProperty();

    default ReadOnlyIntegerProperty positionProperty() { return steps().positionProperty(); }

    default ReadOnlyIntegerProperty sizeProperty() { return steps().sizeProperty(); }

    default ReadOnlyBooleanProperty canBackProperty() { return steps().canBackProperty(); }

    default ReadOnlyBooleanProperty canForwardProperty() { return steps().canForwardProperty(); }

    default void first() { steps().first(); }

    default void back() { steps().back(); }

    /** One step forward (the session may hold it back, as a lesson's question does). */
    default void forward() { steps().forward(); }

    default void last() { steps().last(); }

    /** Jumps to the state after {@code step} steps (clamped). */
    default void goTo(int step) { steps().goTo(step); }
}
