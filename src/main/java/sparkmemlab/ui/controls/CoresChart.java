package sparkmemlab.ui.controls;

import javafx.scene.control.Skin;
import sparkmemlab.ui.picture.CoresTimeline;

/**
 * The cluster's cores at every step, one column per state: the alive workers' cores, the cores each
 * application holds stacked from the bottom in its colour; the current step is marked, and a click picks a step.
 */
public final class CoresChart extends StepChart<CoresTimeline> {

    public CoresChart() {
        super("cores-chart");
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new CoresChartSkin(this);
    }
}
