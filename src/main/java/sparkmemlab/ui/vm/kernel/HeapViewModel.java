package sparkmemlab.ui.vm.kernel;

import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.ui.picture.BarPicture;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.ZoomViewModel;

/**
 * The heap picture: both memory bars of the state shown, to one scale, the JVM's own view of the heap over
 * them, the executor lost when the JVM ran out of heap, and the zoom. Each bar keeps its block segments while
 * the state's block list is the one it drew last (the model shares it between steps that change no block).
 */
public final class HeapViewModel {
    private final ExecutorSession session;
    private final UiText text;
    private final ZoomViewModel zoom = new ZoomViewModel();
    private final ReadOnlyObjectWrapper<BarPicture> onHeapBar = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<BarPicture> offHeapBar = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper offHeapShown = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper heapLabel = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper heapTooltip = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper executorLost = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper lostText = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper anyUserObjects = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper legacy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper anyUnmanaged = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper inContainer = new ReadOnlyBooleanWrapper();
    /** Shows the container workspace, which shows this same executor (none in a window without one). */
    private Runnable showContainer = () -> { };
    private final BarPicture.BlockSegments onHeapBlocks = new BarPicture.BlockSegments();
    private final BarPicture.BlockSegments offHeapBlocks = new BarPicture.BlockSegments();

    public HeapViewModel(ExecutorSession session) {
        this.session = session;
        this.text = session.text();
        session.stepShownProperty().addListener((o, a, b) -> update());
        update();
    }

    public ZoomViewModel zoom() { return zoom; }
    public ReadOnlyObjectProperty<BarPicture> onHeapBarProperty() { return onHeapBar.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<BarPicture> offHeapBarProperty() { return offHeapBar.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty offHeapShownProperty() { return offHeapShown.getReadOnlyProperty(); }
    /** "JVM heap used X of Y" over the on-heap bar: the JVM's view, which counts the tasks' own objects. */
    public ReadOnlyStringProperty heapLabelProperty() { return heapLabel.getReadOnlyProperty(); }
    public ReadOnlyStringProperty heapTooltipProperty() { return heapTooltip.getReadOnlyProperty(); }
    /** Whether the executor's JVM has run out of heap (java.lang.OutOfMemoryError) and exited: everything on it is lost. */
    public ReadOnlyBooleanProperty executorLostProperty() { return executorLost.getReadOnlyProperty(); }
    /** The banner's words while the executor is lost, else empty. */
    public ReadOnlyStringProperty lostTextProperty() { return lostText.getReadOnlyProperty(); }
    /** Whether any step of the history has tasks' own objects on the heap (the legend shows them then). */
    public ReadOnlyBooleanProperty anyUserObjectsProperty() { return anyUserObjects.getReadOnlyProperty(); }
    /** Whether a bar shown has Spark 4.1+'s unmanaged memory (the legend names it then). */
    public ReadOnlyBooleanProperty anyUnmanagedProperty() { return anyUnmanaged.getReadOnlyProperty(); }
    /** Whether the scene runs on Spark 2.4's legacy static manager (the legend names its fixed wall and margins). */
    public ReadOnlyBooleanProperty legacyProperty() { return legacy.getReadOnlyProperty(); }

    /** Whether the executor shown runs in a container (its scenario sets spark.master). */
    public ReadOnlyBooleanProperty inContainerProperty() { return inContainer.getReadOnlyProperty(); }

    /** The link to the container workspace: the window's way there, given by the workspace. */
    public void linkContainer(Runnable show) {
        this.showContainer = show;
    }

    public void showContainer() {
        showContainer.run();
    }

    /** A region of a bar a person clicked: its name, and what it is in words (the bar's tooltip for it). */
    public record RegionDetails(String name, String words) {
    }

    /** The details of a bar's region (by its segment's key), if the state shown still has it. */
    public Optional<RegionDetails> details(MemoryMode mode, String key) {
        BarPicture bar = mode == MemoryMode.ON_HEAP ? onHeapBar.get() : offHeapBar.get();
        return bar.segments().stream().filter(s -> s.key().equals(key)).findFirst()
                .or(() -> bar.heap().objects().stream().filter(s -> s.key().equals(key)).findFirst())
                .or(() -> bar.heap().overflow().stream().filter(s -> s.key().equals(key)).findFirst())
                .map(s -> new RegionDetails(s.name(), s.tooltip()));
    }

    private void update() {
        ExecutorState s = session.stateProperty().get();
        offHeapShown.set(s.layout().maxOffHeapMemory() > 0);
        var config = session.history().config();
        legacy.set(config.useLegacyMode());
        onHeapBar.set(BarPicture.of(s, config, MemoryMode.ON_HEAP, text, onHeapBlocks));
        offHeapBar.set(BarPicture.of(s, config, MemoryMode.OFF_HEAP, text, offHeapBlocks));
        anyUnmanaged.set(onHeapBar.get().unmanaged().bytes() > 0 || offHeapBar.get().unmanaged().bytes() > 0);
        BarPicture.Heap heap = onHeapBar.get().heap();
        heapLabel.set(heap.label());
        heapTooltip.set(heap.tooltip());
        anyUserObjects.set(session.history().anyUserObjects());
        // The JVM's own heap OutOfMemoryError, or the container's end (killed, or out of metaspace).
        String containerLoss = s.container().flatMap(c -> c.lossMessage()).map(m -> text.get("lost.container", m)).orElse("");
        lostText.set(s.heap().executorLost() ? text.get("lost.banner") : containerLoss);
        executorLost.set(s.executorLost());
        inContainer.set(s.container().isPresent());
    }
}
