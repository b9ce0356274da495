package sparkmemlab.ui.vm.executor;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
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

/**
 * The history bar: the timeline of the on-heap unified memory over the steps, the slider, the buttons to the
 * first, previous, next and last step, and a line saying which step is shown. A step forward asks the session,
 * which holds it back while a lesson's question waits; jumps (slider, timeline, first, last) are not held back.
 */
public final class HistoryBarViewModel implements StepNavigation {
    private final ExecutorSession session;
    private final UiText text;
    private final OperationText ops;
    private final ReadOnlyObjectWrapper<TimelinePicture> timeline = new ReadOnlyObjectWrapper<>();
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
    @Override public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }
    /** The timeline's caption: unified memory, or the legacy manager's two fixed pools. */
    public ReadOnlyStringProperty captionProperty() { return caption.getReadOnlyProperty(); }
    @Override public ReadOnlyIntegerProperty positionProperty() { return session.positionProperty(); }
    @Override public ReadOnlyIntegerProperty sizeProperty() { return session.sizeProperty(); }
    @Override public ReadOnlyBooleanProperty canBackProperty() { return session.canBackProperty(); }
    @Override public ReadOnlyBooleanProperty canForwardProperty() { return session.canForwardProperty(); }

    @Override public void first() { session.first(); }
    @Override public void back() { session.back(); }
    @Override public void forward() { session.forward(); }
    @Override public void last() { session.last(); }
    @Override public void goTo(int step) { session.goTo(step); }

    private void update() {
        History h = session.history();
        int p = h.position();
        ExecutorState first = h.stateAt(0);
        caption.set(text.get(h.config().useLegacyMode() ? "timeline.legacy.title" : "timeline.title"));
        timeline.set(new TimelinePicture(MemoryMode.ON_HEAP, first.layout().maxMemory(MemoryMode.ON_HEAP),
                first.layout().storageRegionSize(MemoryMode.ON_HEAP), h.timelinePoints(), p, h.size()));
        status.set(h.current()
                .map((StepResult r) -> text.get("status.step", p, h.size(), ops.describe(r.operation()), ops.result(r)))
                .orElse(text.get("status.start", h.size())));
    }
}
