package sparkmemlab.ui.vm;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.value.ObservableBooleanValue;

/**
 * Whether a workspace's sidebar shows its lesson pane (else the sandbox's panels), and the requests to open the
 * pane's picker. It follows the lesson player: shown when a lesson starts, hidden when one stops playing.
 */
public final class LessonPane {
    private final ReadOnlyBooleanWrapper shown = new ReadOnlyBooleanWrapper();
    private final ReadOnlyIntegerWrapper pickerRequests = new ReadOnlyIntegerWrapper();

    /** @param playing whether the workspace's lesson player has a lesson playing */
    public LessonPane(ObservableBooleanValue playing) {
        playing.addListener((o, was, on) -> shown.set(on || shown.get() && !was));
    }

    public ReadOnlyBooleanProperty shownProperty() { return shown.getReadOnlyProperty(); }
    /** Ticks once for each request to show the picker (the view opens it). */
    public ReadOnlyIntegerProperty pickerRequestsProperty() { return pickerRequests.getReadOnlyProperty(); }

    /** Shows the pane with its picker open. */
    public boolean showPicker() {
        shown.set(true);
        pickerRequests.set(pickerRequests.get() + 1);
        return true;
    }

    /** Back to the sandbox's panels. */
    public void hide() {
        shown.set(false);
    }
}
