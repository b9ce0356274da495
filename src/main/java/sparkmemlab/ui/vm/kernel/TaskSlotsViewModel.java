package sparkmemlab.ui.vm.kernel;

import java.util.List;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import java.util.OptionalLong;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.Operation;
import sparkmemlab.ui.picture.TaskSlotPicture;

/** The task slots: one card per core ({@code spark.executor.cores}) with its task's memory against 1/2N and 1/N. */
public final class TaskSlotsViewModel {
    private final ExecutorSession session;
    private final ReadOnlyObjectWrapper<List<TaskSlotPicture>> slots = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");

    public TaskSlotsViewModel(ExecutorSession session) {
        this.session = session;
        session.stepShownProperty().addListener((o, a, b) -> update());
        update();
    }

    public ReadOnlyObjectProperty<List<TaskSlotPicture>> slotsProperty() { return slots.getReadOnlyProperty(); }
    public ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }

    /** The task the current step ended right after it threw Spark's OOM (the step before), if any. */
    public static OptionalLong failedOnOom(History h) {
        return h.current().filter(r -> r.operation() instanceof Operation.EndTask)
                .map(r -> ((Operation.EndTask) r.operation()).task())
                .filter(t -> h.step(h.position() - 1).stream().flatMap(r -> r.events().stream())
                        .anyMatch(e -> e instanceof MemoryEvent.SparkOutOfMemory o && o.task() == t))
                .map(OptionalLong::of).orElse(OptionalLong.empty());
    }

    private void update() {
        ExecutorState s = session.stateProperty().get();
        History h = session.history();
        int cores = h.config().cores();
        slots.set(TaskSlotPicture.of(s, h.current(), failedOnOom(h), cores, session.text()));
        title.set(session.text().get("slots.title", cores, s.onHeap().activeTasks(), s.offHeap().activeTasks()));
    }
}
