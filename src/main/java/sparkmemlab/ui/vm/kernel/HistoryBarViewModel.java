package sparkmemlab.ui.vm.kernel;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.StepResult;
import sparkmemlab.ui.picture.TimelinePicture;
import sparkmemlab.ui.text.OperationText;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.StepNavigation;
import sparkmemlab.ui.vm.Steps;

/**
 * The history bar: the timeline of the on-heap unified memory over the steps, the slider, the buttons to the
 * first, previous, next and last step, and a line saying which step is shown. Every move goes through the
 * session, which holds a move forward (a step, the slider, a click on the timeline, the last step) before a
 * lesson's question that waits; in a lesson the timeline shows only the steps reached.
 */
public final class HistoryBarViewModel implements StepNavigation {
    private final ExecutorSession session;
    private final UiText text;
    private final OperationText ops;
    private final ReadOnlyObjectWrapper<TimelinePicture> timeline = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<TimelinePicture> offHeapTimeline = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper caption = new ReadOnlyStringWrapper("");

    public HistoryBarViewModel(ExecutorSession session) {
        this.session = session;
        this.text = session.text();
        this.ops = new OperationText(text);
        session.stepShownProperty().addListener((o, a, b) -> update());
        update();
    }

    public ReadOnlyObjectProperty<TimelinePicture> timelineProperty() { return timeline.getReadOnlyProperty(); }
    /** The off-heap timeline while off-heap memory is on; else null. */
    public ReadOnlyObjectProperty<TimelinePicture> offHeapTimelineProperty() { return offHeapTimeline.getReadOnlyProperty(); }
    @Override public Steps steps() { return session; }
    @Override public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }
    /** The timeline's caption: unified memory, or the legacy manager's two fixed pools. */
    public ReadOnlyStringProperty captionProperty() { return caption.getReadOnlyProperty(); }

    private void update() {
        History h = session.history();
        int p = h.position();
        ExecutorState first = h.stateAt(0);
        caption.set(text.get(h.config().useLegacyMode() ? "timeline.legacy.title" : "timeline.title"));
        int shown = session.revealed() + 1;
        timeline.set(h.timeline(MemoryMode.ON_HEAP, shown));
        offHeapTimeline.set(first.layout().maxMemory(MemoryMode.OFF_HEAP) > 0 ? h.timeline(MemoryMode.OFF_HEAP, shown) : null);
        status.set(h.current()
                .map((StepResult r) -> text.get("status.step", p, h.size(), ops.describe(r.operation()), ops.result(r)))
                .orElse(text.get("status.start", h.size())));
    }
}
