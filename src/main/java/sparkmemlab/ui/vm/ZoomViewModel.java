package sparkmemlab.ui.vm;

import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import sparkmemlab.snapshot.ViewState;

/**
 * How far a workspace's picture is stretched sideways: 1 fits it to the window, 2 draws every byte twice as
 * wide (it then scrolls), from {@link ViewState#MIN_ZOOM} to {@link ViewState#MAX_ZOOM}. View > Zoom in,
 * Zoom out and Actual size act on the zoom of the workspace shown.
 */
public final class ZoomViewModel {
    /** The steps of Zoom in and Zoom out. */
    static final double[] STEPS = {0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0, 4.0};
    private static final double SAME = 1e-9;

    private final ReadOnlyDoubleWrapper zoom = new ReadOnlyDoubleWrapper(1.0);

    public ReadOnlyDoubleProperty zoomProperty() { return zoom.getReadOnlyProperty(); }

    /** Sets the zoom, clamped to the limits; NaN changes nothing. */
    public void setZoom(double factor) {
        if (!Double.isNaN(factor)) {
            zoom.set(Math.max(ViewState.MIN_ZOOM, Math.min(ViewState.MAX_ZOOM, factor)));
        }
    }

    /** The next step above the current zoom. */
    public void zoomIn() {
        for (double z : STEPS) {
            if (z > zoom.get() + SAME) {
                setZoom(z);
                return;
            }
        }
    }

    /** The next step below the current zoom. */
    public void zoomOut() {
        for (int i = STEPS.length - 1; i >= 0; i--) {
            if (STEPS[i] < zoom.get() - SAME) {
                setZoom(STEPS[i]);
                return;
            }
        }
    }

    /** Zoom 1: the picture fits the window. */
    public void actualSize() {
        setZoom(1.0);
    }
}
