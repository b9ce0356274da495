package sparkmemlab.ui.vm.legacy;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.compare.Manager;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.ui.picture.BarPicture;
import sparkmemlab.ui.text.ComparisonText;
import sparkmemlab.ui.text.UiText;

/**
 * Both managers' heaps at the step shown, one above the other and all four bars (on-heap and off-heap of
 * each) to one scale, so that a pool twice as large is drawn twice as wide. A manager that refuses the
 * configuration shows Spark's refusal in place of its bars.
 */
public final class ComparedHeapsViewModel {

    /** One manager's side: its caption, its bars, and Spark's refusal of the configuration (or empty). */
    public static final class Side {
        private final ReadOnlyStringWrapper caption = new ReadOnlyStringWrapper("");
        private final ReadOnlyObjectWrapper<BarPicture> onHeap = new ReadOnlyObjectWrapper<>();
        private final ReadOnlyObjectWrapper<BarPicture> offHeap = new ReadOnlyObjectWrapper<>();
        private final ReadOnlyStringWrapper refusal = new ReadOnlyStringWrapper("");
        private final ReadOnlyBooleanWrapper shown = new ReadOnlyBooleanWrapper();
        private final BarPicture.BlockSegments onHeapBlocks = new BarPicture.BlockSegments();
        private final BarPicture.BlockSegments offHeapBlocks = new BarPicture.BlockSegments();

        public ReadOnlyStringProperty captionProperty() { return caption.getReadOnlyProperty(); }
        public ReadOnlyObjectProperty<BarPicture> onHeapProperty() { return onHeap.getReadOnlyProperty(); }
        public ReadOnlyObjectProperty<BarPicture> offHeapProperty() { return offHeap.getReadOnlyProperty(); }
        /** Spark's refusal of the configuration under this manager, or empty. */
        public ReadOnlyStringProperty refusalProperty() { return refusal.getReadOnlyProperty(); }
        /** Whether the bars are shown (the manager took the configuration). */
        public ReadOnlyBooleanProperty shownProperty() { return shown.getReadOnlyProperty(); }
    }

    private final ComparisonSession comparison;
    private final UiText text;
    private final Map<Manager, Side> sides = new EnumMap<>(Manager.class);
    private final ReadOnlyBooleanWrapper offHeapShown = new ReadOnlyBooleanWrapper();

    public ComparedHeapsViewModel(ComparisonSession comparison) {
        this.comparison = comparison;
        this.text = comparison.text();
        ComparisonText words = new ComparisonText(text);
        for (Manager m : Manager.values()) {
            Side side = new Side();
            side.caption.set(words.caption(m));
            sides.put(m, side);
        }
        comparison.session().stepShownProperty().addListener((o, a, b) -> update());
        update();
    }

    public Side unified() { return sides.get(Manager.UNIFIED); }
    public Side legacy() { return sides.get(Manager.LEGACY); }
    public Side side(Manager m) { return sides.get(m); }
    /** Whether either manager has off-heap memory (then each side shows its off-heap bar too). */
    public ReadOnlyBooleanProperty offHeapShownProperty() { return offHeapShown.getReadOnlyProperty(); }

    private void update() {
        if (comparison.comparison() == null) {
            return;
        }
        Map<Manager, BarPicture[]> bars = new EnumMap<>(Manager.class);
        long scale = 1;
        boolean offHeap = false;
        for (Manager m : Manager.values()) {
            Side side = sides.get(m);
            Optional<ExecutorState> state = comparison.state(m);
            side.refusal.set(comparison.comparison().configRefusal(m).map(r -> text.get("legacy.refusedConfig", r)).orElse(""));
            side.shown.set(state.isPresent());
            if (state.isEmpty()) {
                continue;
            }
            var config = comparison.comparison().config(m);
            BarPicture on = BarPicture.of(state.get(), config, MemoryMode.ON_HEAP, text, side.onHeapBlocks);
            BarPicture off = BarPicture.of(state.get(), config, MemoryMode.OFF_HEAP, text, side.offHeapBlocks);
            bars.put(m, new BarPicture[] {on, off});
            scale = Math.max(scale, Math.max(on.scaleBytes(), off.scaleBytes()));
            offHeap |= state.get().layout().maxOffHeapMemory() > 0;
        }
        offHeapShown.set(offHeap);
        for (Map.Entry<Manager, BarPicture[]> e : bars.entrySet()) {
            Side side = sides.get(e.getKey());
            side.onHeap.set(e.getValue()[0].withScale(scale));
            side.offHeap.set(e.getValue()[1].withScale(scale));
        }
    }
}
