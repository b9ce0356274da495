package sparkmemlab.ui.view;

import java.util.Objects;
import javafx.beans.property.Property;

/**
 * Binds a control's value to a view-model's choice both ways, where the view-model may refuse the choice
 * (a scene that cannot run on another Spark) and set its value back while the choice is being made. JavaFX's
 * {@code bindBidirectional} ignores a change made during its own update, so the control would go on showing
 * the refused value; here the control is set to the view-model's value once the view-model has answered.
 */
public final class RefusableChoice {
    private RefusableChoice() {
    }

    public static <T> void bind(Property<T> control, Property<T> viewModel) {
        control.setValue(viewModel.getValue());
        // The current value, not the listener's argument: a refusal inside the change makes that argument stale.
        viewModel.addListener((o, a, b) -> control.setValue(viewModel.getValue()));
        control.addListener((o, a, chosen) -> {
            if (!Objects.equals(chosen, viewModel.getValue())) {
                viewModel.setValue(chosen);
                control.setValue(viewModel.getValue());
            }
        });
    }
}
