package sparkmemlab.ui.controls;

import javafx.scene.control.Skin;
import sparkmemlab.ui.picture.TimelinePicture;

/**
 * The unified memory at every step, one column per state: storage from the bottom, execution from
 * the top, the pool boundary between them; the current step is marked, and a click picks a step.
 */
public final class TimelineChart extends StepChart<TimelinePicture> {

    public TimelineChart() {
        super("timeline-chart");
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new TimelineChartSkin(this);
    }
}
