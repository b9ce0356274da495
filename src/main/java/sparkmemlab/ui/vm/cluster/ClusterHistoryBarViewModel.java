package sparkmemlab.ui.vm.cluster;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.cluster.narration.ClusterStepLine;
import sparkmemlab.ui.picture.CoresTimeline;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.StepNavigation;
import sparkmemlab.ui.vm.Steps;

/**
 * The cluster's history bar: the cores in use at every step (in a lesson, the steps reached), the shared buttons
 * and slider, and which step is shown.
 */
public final class ClusterHistoryBarViewModel implements StepNavigation {
    private final ClusterSession session;
    private final UiText text;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<CoresTimeline> timeline = new ReadOnlyObjectWrapper<>();

    public ClusterHistoryBarViewModel(ClusterSession session) {
        this.session = session;
        this.text = session.text();
        session.stepShownProperty().addListener((o, a, b) -> update());
        update();
    }

    public ReadOnlyObjectProperty<CoresTimeline> timelineProperty() { return timeline.getReadOnlyProperty(); }

    @Override public Steps steps() { return session; }
    @Override public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }

    private void update() {
        ClusterHistory h = session.history();
        timeline.set(CoresTimeline.of(h.steps().subList(0, session.revealed()), h.stateAt(0), h.position()));
        status.set(h.current()
                .map(step -> text.get("cluster.status.step", h.position(), h.size(), ClusterStepLine.subject(step.op())))
                .orElse(text.get("status.start", h.size())));
    }
}
