package sparkmemlab.ui.vm.container;

import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import sparkmemlab.model.ExecutorContainer;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.StepResult;
import sparkmemlab.ui.picture.BarPicture;
import sparkmemlab.ui.picture.ContainerPicture;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.kernel.ExecutorSession;

/**
 * The container panel: the container of the state shown to scale around its heap's bar, the kill as an event
 * (the cluster manager's words, the tasks it took), and the three deaths compared, each marked once the history
 * shown has come to it. Without a container (no {@code spark.master}) it says how to get one.
 */
public final class ContainerViewModel {
    private final ExecutorSession session;
    private final UiText text;
    private final ReadOnlyObjectWrapper<ContainerPicture> picture = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<BarPicture> heapBar = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper hasContainer = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper killText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper request = new ReadOnlyStringWrapper("");
    private final ObservableList<DeathRow> deaths = FXCollections.observableArrayList();
    private final BarPicture.BlockSegments blocks = new BarPicture.BlockSegments();

    public ContainerViewModel(ExecutorSession session) {
        this.session = session;
        this.text = session.text();
        session.stepShownProperty().addListener((o, a, b) -> update());
        session.historyProperty().addListener((o, a, b) -> update());
        update();
    }

    public ReadOnlyObjectProperty<ContainerPicture> pictureProperty() { return picture.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<BarPicture> heapBarProperty() { return heapBar.getReadOnlyProperty(); }
    /** Whether the executor shown runs in a container (its scenario sets spark.master). */
    public ReadOnlyBooleanProperty hasContainerProperty() { return hasContainer.getReadOnlyProperty(); }
    /** The kill, in the cluster manager's words, once the container shown has been killed; else empty. */
    public ReadOnlyStringProperty killTextProperty() { return killText.getReadOnlyProperty(); }
    /** What Spark asked the cluster manager for, term by term. */
    public ReadOnlyStringProperty requestProperty() { return request.getReadOnlyProperty(); }
    public ObservableList<DeathRow> deaths() { return deaths; }

    private void update() {
        ExecutorState s = session.stateProperty().get();
        Optional<ExecutorContainer> container = s.container();
        hasContainer.set(container.isPresent());
        heapBar.set(BarPicture.of(s, MemoryMode.ON_HEAP, text, blocks));
        picture.set(container.map(c -> ContainerPicture.of(c, text)).orElse(null));
        killText.set(container.flatMap(c -> c.state().kill().map(k -> text.get("container.killed", k.reason(),
                k.exitStatus(), k.message(), c.tasksLost().size()))).orElse(""));
        request.set(container.map(c -> {
            var r = c.state().resources();
            return text.get("container.request", r.executorMemoryMiB(), r.memoryOverheadMiB(), r.memoryOffHeapMiB(),
                    r.pysparkMemoryMiB(), r.totalMemMiB());
        }).orElse(""));
        List<StepResult> shown = session.history().steps(1, session.history().position());
        boolean sparkOom = shown.stream().anyMatch(r -> r.result() instanceof OpResult.Error e
                && e.message().startsWith("SparkOutOfMemoryError"));
        boolean jvmOom = s.heap().executorLost() || container.flatMap(c -> c.state().jvmError()).isPresent();
        boolean killed = container.map(c -> c.state().killed()).orElse(false);
        deaths.setAll(row("sparkOom", sparkOom), row("jvmOom", jvmOom), row("killed", killed));
    }

    private DeathRow row(String key, boolean happened) {
        return new DeathRow(text.get("death." + key), text.get("death." + key + ".effect"), text.get("death." + key + ".fix"),
                happened);
    }
}
