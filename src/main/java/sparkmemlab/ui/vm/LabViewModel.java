package sparkmemlab.ui.vm;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeSet;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.ByteSize;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.snapshot.LoadedSnapshot;
import sparkmemlab.snapshot.Snapshot;
import sparkmemlab.snapshot.SnapshotException;
import sparkmemlab.snapshot.SnapshotReader;
import sparkmemlab.snapshot.SnapshotWriter;
import sparkmemlab.snapshot.ViewState;
import sparkmemlab.text.EventNarrator;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.text.OperationText;
import sparkmemlab.ui.prefs.LanguagePreference;
import sparkmemlab.ui.picture.BarPicture;
import sparkmemlab.ui.picture.TaskSlotPicture;
import sparkmemlab.ui.picture.TimelinePicture;
import sparkmemlab.ui.picture.BlockRow;
import sparkmemlab.ui.picture.LogEntry;

/**
 * The window's one view-model. The model's immutable states flow one way: a {@link History} of
 * steps, the position in it, and from the state at that position the read-only properties each view
 * draws. The only way to change anything is a command here, and every command that acts goes through
 * the model as an {@link Operation}.
 */
public final class LabViewModel {

    /** Animation speed, applied as a style class on the window's root. */
    public enum Speed {
        SLOW, NORMAL, FAST;

        public String styleClass() {
            return "speed-" + name().toLowerCase(Locale.ROOT);
        }
    }

    private final UiText text;
    private final EventNarrator narrator;
    private final OperationText ops;
    private History history;

    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper hint = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyIntegerWrapper position = new ReadOnlyIntegerWrapper();
    private final ReadOnlyIntegerWrapper size = new ReadOnlyIntegerWrapper();
    private final ReadOnlyBooleanWrapper canBack = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canForward = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper offHeapShown = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<ExecutorState> state = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<BarPicture> onHeapBar = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<BarPicture> offHeapBar = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<List<TaskSlotPicture>> taskSlots = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyObjectWrapper<List<BlockRow>> blocks = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyObjectWrapper<TimelinePicture> timeline = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper slotsTitle = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper blocksTitle = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper executorLost = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper lostText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper heapLabel = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper heapTooltip = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper anyBlocks = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper anyUserObjects = new ReadOnlyBooleanWrapper();
    private final ObservableList<LogEntry> log = FXCollections.observableArrayList();
    private final ObservableList<LogEntry> logView = FXCollections.unmodifiableObservableList(log);

    private final ReadOnlyIntegerWrapper stepShown = new ReadOnlyIntegerWrapper();
    private final CodeViewModel code;
    private final ReadOnlyObjectWrapper<ViewState> view = new ReadOnlyObjectWrapper<>(ViewState.SANDBOX);
    /** Opens a lesson snapshot in the lesson player, if it is one of its lessons; set by the player. */
    private java.util.function.Predicate<LoadedSnapshot> lessonOpener = loaded -> false;

    private final ReadOnlyDoubleWrapper zoom = new ReadOnlyDoubleWrapper(1.0);
    /** The zoom steps of Zoom in and Zoom out, from {@link ViewState#MIN_ZOOM} to {@link ViewState#MAX_ZOOM}. */
    static final double[] ZOOM_STEPS = {0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0, 4.0};

    private final ObjectProperty<Speed> speed = new SimpleObjectProperty<>(Speed.NORMAL);
    private final BooleanProperty reducedMotion = new SimpleBooleanProperty(false);

    private final ConfigViewModel configPanel;
    private final ObjectProperty<ActionKind> action = new SimpleObjectProperty<>(ActionKind.CACHE_BLOCK);
    private final StringProperty actionTask = new SimpleStringProperty("1");
    private final StringProperty actionBlock = new SimpleStringProperty("rdd_3_0");
    private final StringProperty actionBytes = new SimpleStringProperty("512m");
    private final StringProperty actionConsumer = new SimpleStringProperty("sorter");
    private final ObjectProperty<MemoryMode> actionMode = new SimpleObjectProperty<>(MemoryMode.ON_HEAP);
    private LanguagePreference language = LanguagePreference.inMemory();

    public LabViewModel(UiText text) {
        this.text = text;
        this.narrator = EventNarrator.standard(text.locale());
        this.ops = new OperationText(text);
        this.configPanel = new ConfigViewModel(text);
        this.history = new History(ExecutorConfig.defaults());
        publish();
        this.code = new CodeViewModel(this);
    }

    /** Where the chosen language is kept (the app: the user's preferences; otherwise only in memory). */
    public void useLanguagePreference(LanguagePreference preference) {
        this.language = preference;
    }

    /** The language chosen for the next start; empty: the system's. */
    public Optional<Locale> language() {
        return language.get();
    }

    /**
     * Keeps the language for the next start (every text, the menus' included, is read once when the
     * window is built) and says so in the hint, in the language chosen.
     */
    public void chooseLanguage(Optional<Locale> chosen) {
        language.set(chosen);
        Locale next = chosen.orElse(Locale.getDefault());
        UiText nextText = UiText.of(next);
        hint.set(nextText.get("language.next", nextText.get(chosen.isPresent() ? "language.name" : "language.system")));
    }

    // ---- read-only state for the views ------------------------------------------------------

    public UiText text() { return text; }
    public ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }
    public ReadOnlyStringProperty hintProperty() { return hint.getReadOnlyProperty(); }
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }
    /** The last refusal (a step Spark cannot take, an unreadable field), or empty. */
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
    public ReadOnlyIntegerProperty positionProperty() { return position.getReadOnlyProperty(); }
    public ReadOnlyIntegerProperty sizeProperty() { return size.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty canBackProperty() { return canBack.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty canForwardProperty() { return canForward.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty offHeapShownProperty() { return offHeapShown.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<ExecutorState> stateProperty() { return state.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<BarPicture> onHeapBarProperty() { return onHeapBar.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<BarPicture> offHeapBarProperty() { return offHeapBar.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<List<TaskSlotPicture>> taskSlotsProperty() { return taskSlots.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<List<BlockRow>> blocksProperty() { return blocks.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<TimelinePicture> timelineProperty() { return timeline.getReadOnlyProperty(); }
    public ReadOnlyStringProperty slotsTitleProperty() { return slotsTitle.getReadOnlyProperty(); }
    public ReadOnlyStringProperty blocksTitleProperty() { return blocksTitle.getReadOnlyProperty(); }
    public ObservableList<LogEntry> log() { return logView; }
    /** Whether the executor's JVM has run out of heap (a java.lang.OutOfMemoryError) and exited: everything on it is lost. */
    public ReadOnlyBooleanProperty executorLostProperty() { return executorLost.getReadOnlyProperty(); }
    /** The banner's words while the executor is lost, else empty. */
    public ReadOnlyStringProperty lostTextProperty() { return lostText.getReadOnlyProperty(); }
    /** "heap used X of Y" over the on-heap bar: the JVM's view, which counts the tasks' own objects. */
    public ReadOnlyStringProperty heapLabelProperty() { return heapLabel.getReadOnlyProperty(); }
    public ReadOnlyStringProperty heapTooltipProperty() { return heapTooltip.getReadOnlyProperty(); }
    /** Whether any step of the history holds a cached block (else the block list needs little room). */
    public ReadOnlyBooleanProperty anyBlocksProperty() { return anyBlocks.getReadOnlyProperty(); }
    /** Whether any step of the history has tasks' own objects on the heap. */
    public ReadOnlyBooleanProperty anyUserObjectsProperty() { return anyUserObjects.getReadOnlyProperty(); }

    /** Counts every change of what is shown (a new step, another history): views that redraw per step listen. */
    public ReadOnlyIntegerProperty stepShownProperty() { return stepShown.getReadOnlyProperty(); }
    /** The code view: our model's code for the methods the current step ran. */
    public CodeViewModel code() { return code; }

    /** What the window shows: the sandbox, or a lesson (and which); the zoom is {@link #zoomProperty()}. */
    public ReadOnlyObjectProperty<ViewState> viewStateProperty() { return view.getReadOnlyProperty(); }

    /**
     * How far the memory bars are stretched: 1 fits them to the window, 2 draws every byte twice as wide
     * (the bars then scroll sideways), from {@link ViewState#MIN_ZOOM} to {@link ViewState#MAX_ZOOM}.
     */
    public ReadOnlyDoubleProperty zoomProperty() { return zoom.getReadOnlyProperty(); }

    /** The history, read only: for tests and for saving. */
    public History history() { return history; }

    // ---- settings -----------------------------------------------------------------------------

    public ObjectProperty<Speed> speedProperty() { return speed; }
    public BooleanProperty reducedMotionProperty() { return reducedMotion; }
    public ConfigViewModel config() { return configPanel; }
    public ObjectProperty<ActionKind> actionProperty() { return action; }
    public StringProperty actionTaskProperty() { return actionTask; }
    public StringProperty actionBlockProperty() { return actionBlock; }
    public StringProperty actionBytesProperty() { return actionBytes; }
    public StringProperty actionConsumerProperty() { return actionConsumer; }
    public ObjectProperty<MemoryMode> actionModeProperty() { return actionMode; }

    // ---- zoom -----------------------------------------------------------------------------------

    /** Sets the zoom, clamped to {@link ViewState#MIN_ZOOM}..{@link ViewState#MAX_ZOOM}. */
    public void setZoom(double factor) {
        if (!Double.isNaN(factor)) {
            zoom.set(Math.max(ViewState.MIN_ZOOM, Math.min(ViewState.MAX_ZOOM, factor)));
        }
    }

    /** The next zoom step above the current zoom. */
    public void zoomIn() {
        for (double z : ZOOM_STEPS) {
            if (z > zoom.get() + 1e-9) {
                setZoom(z);
                return;
            }
        }
    }

    /** The next zoom step below the current zoom. */
    public void zoomOut() {
        for (int i = ZOOM_STEPS.length - 1; i >= 0; i--) {
            if (ZOOM_STEPS[i] < zoom.get() - 1e-9) {
                setZoom(ZOOM_STEPS[i]);
                return;
            }
        }
    }

    /** Zoom 1: the bars fit the window. */
    public void actualSize() {
        setZoom(1.0);
    }

    // ---- commands -----------------------------------------------------------------------------

    /** Shows a scenario, standing after step {@code at} (clamped); the hint says what to try. */
    public void load(Scenario scenario, int at, String hintText) {
        History h = History.of(scenario.config(), scenario.steps());
        h.goTo(at);
        show(h, scenario.title(), hintText, ViewState.SANDBOX);
    }

    /** Replaces what the window shows in one go: the history, its title and hint, and the view. */
    void show(History h, String titleText, String hintText, ViewState viewState) {
        history = h;
        title.set(titleText);
        hint.set(hintText);
        configPanel.show(h.config());
        error.set("");
        publish();
        view.set(viewState);
    }

    // ---- snapshots ----------------------------------------------------------------------------

    void setLessonOpener(java.util.function.Predicate<LoadedSnapshot> opener) {
        lessonOpener = opener;
    }

    /**
     * The moment shown, as a snapshot: the configuration, every step (also those after the current one,
     * if the student stepped back), the current step and the view.
     */
    public Snapshot snapshot() {
        Scenario scenario = new Scenario(title.get(), history.config(), history.allOperations());
        ViewState v = view.get();
        return new Snapshot(scenario, history.position(), new ViewState(v.mode(), v.lesson(), zoom.get()));
    }

    /** Writes {@link #snapshot()} to {@code file} atomically; a failure goes to {@link #errorProperty()}. */
    public boolean exportSnapshot(Path file) {
        try {
            SnapshotWriter.write(file, snapshot(), history.state());
            error.set("");
            return true;
        } catch (IOException | RuntimeException e) {
            error.set(text.get("error.export", String.valueOf(file.getFileName()), String.valueOf(e.getMessage())));
            return false;
        }
    }

    /**
     * Opens a snapshot (from the menu or dropped on the window). The file is read and checked in full
     * before anything changes: a refused file leaves everything as it was, with the refusal in
     * {@link #errorProperty()}.
     */
    public boolean openSnapshot(Path file) {
        LoadedSnapshot loaded;
        try {
            loaded = SnapshotReader.read(file);
        } catch (SnapshotException e) {
            error.set(text.get("error.snapshot", e.getMessage()));
            return false;
        } catch (RuntimeException e) {
            error.set(text.get("error.snapshot", file + ": " + e));
            return false;
        }
        if (loaded.snapshot().view().mode() == ViewState.Mode.LESSON && lessonOpener.test(loaded)) {
            setZoom(loaded.snapshot().view().zoom());
            return true;
        }
        Snapshot s = loaded.snapshot();
        show(History.restore(s.scenario().config(), loaded.initial(), loaded.steps(), s.at()),
                s.scenario().title(), text.get("hint.snapshot", String.valueOf(file.getFileName())), ViewState.SANDBOX);
        setZoom(s.view().zoom());
        return true;
    }

    /** An empty sandbox from the configuration panel, if the panel holds a valid configuration. */
    public boolean newSandbox() {
        ExecutorConfig c = configPanel.configProperty().get();
        if (c == null) {
            error.set(configPanel.errorProperty().get());
            return false;
        }
        show(new History(c), text.get("sandbox.title"), text.get("sandbox.hint"), ViewState.SANDBOX);
        actionTask.set("1");
        action.set(ActionKind.START_TASK);
        return true;
    }

    /** Applies an operation after the current step (dropping later steps); a refusal goes to {@link #errorProperty()}. */
    public boolean apply(Operation operation) {
        try {
            history.apply(operation);
            error.set("");
            publish();
            return true;
        } catch (IllegalStepException e) {
            error.set(text.get("error.step", e.getMessage()));
            return false;
        }
    }

    /** Shows a refusal that did not come from a step (a file that cannot be read). */
    public void fail(String message) {
        error.set(message);
    }

    /** Builds the operation the action panel describes and applies it. */
    public boolean act() {
        Operation op;
        try {
            op = actionOperation();
        } catch (IllegalArgumentException e) {
            error.set(e.getMessage());
            return false;
        }
        boolean done = apply(op);
        if (done && action.get() == ActionKind.START_TASK) {
            action.set(ActionKind.ACQUIRE_EXECUTION);
        }
        return done;
    }

    /** The next task id nobody has used in the steps so far. */
    public long nextTaskId() {
        TreeSet<Long> used = new TreeSet<>();
        for (Operation op : history.operations()) {
            op.taskId().ifPresent(used::add);
        }
        used.addAll(history.state().tasks().keySet());
        return used.isEmpty() ? 1 : used.last() + 1;
    }

    Operation actionOperation() {
        ActionKind kind = action.get();
        long task = kind == ActionKind.START_TASK ? nextTaskId() : kind.takesTask() ? task() : 0;
        BlockId block = kind.takesBlock() ? block() : null;
        long bytes = kind.takesBytes() ? bytes() : 0;
        MemoryMode mode = actionMode.get();
        return switch (kind) {
            case START_TASK, ACQUIRE_EXECUTION -> new Operation.AcquireExecution(task, bytes, mode);
            case RELEASE_EXECUTION -> new Operation.ReleaseExecution(task, bytes, mode);
            case END_TASK -> new Operation.EndTask(task);
            case CACHE_BLOCK -> new Operation.PutBlock(block, bytes, mode, OptionalLong.empty());
            case READ_BLOCK -> new Operation.GetBlock(block);
            case LOCK_BLOCK -> new Operation.LockBlock(block, task);
            case UNLOCK_BLOCK -> new Operation.UnlockBlock(block, task);
            case REMOVE_BLOCK -> new Operation.RemoveBlock(block);
            case UNROLL -> new Operation.AcquireUnroll(task, block, bytes, mode);
            case RELEASE_UNROLL -> new Operation.ReleaseUnroll(task, bytes, mode);
            case CONSUMER_ACQUIRE -> new Operation.ConsumerAcquire(task, consumer(), bytes, mode, true);
            case CONSUMER_RELEASE -> new Operation.ConsumerRelease(task, consumer(), bytes);
            case ALLOCATE_PAGE -> new Operation.AllocatePage(task, consumer(), bytes, mode, true);
            case MAYBE_SPILL -> new Operation.MaybeSpill(task, consumer(), bytes);
            case USER_ALLOCATE -> new Operation.UserAllocate(task, bytes);
            case USER_RELEASE -> new Operation.UserRelease(task, bytes);
        };
    }

    private long task() {
        try {
            long t = Long.parseLong(actionTask.get().trim());
            if (t >= 0) {
                return t;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalArgumentException(text.get("error.task", actionTask.get()));
    }

    private String consumer() {
        String c = actionConsumer.get().trim();
        if (c.isEmpty()) {
            throw new IllegalArgumentException(text.get("error.consumer"));
        }
        return c;
    }

    private BlockId block() {
        try {
            return BlockId.parse(actionBlock.get().trim());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(text.get("error.block", e.getMessage()));
        }
    }

    private long bytes() {
        try {
            return ByteSize.parse(actionBytes.get(), ByteSize.BYTE);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(text.get("error.bytes", e.getMessage()));
        }
    }

    public void back() { goTo(history.position() - 1); }
    public void forward() { goTo(history.position() + 1); }
    public void first() { goTo(0); }
    public void last() { goTo(history.size()); }

    public void goTo(int step) {
        int target = Math.max(0, Math.min(history.size(), step));
        if (target != history.position()) {
            history.goTo(target);
            error.set("");
            publish();
        }
    }

    // ---- one-way flow: history -> properties -------------------------------------------------

    /** The history shown now (for the lesson player, which steps through a lesson's history). */
    History historyShown() {
        return history;
    }

    /** The history the log shows, the position it shows, and up to which step its entries are still valid. */
    private History logOf;
    private int logPosition;
    private int logValidThrough;

    /**
     * Brings the log to position {@code p}: drops the entries of the steps after what is kept and adds the
     * new steps' entries on top (a step forward is one change: its own lines); rebuilt only for another
     * history. Which lines are current follows from the position ({@link LogEntry#current(int)}).
     */
    private void updateLog(int p) {
        if (logOf != history) {
            logOf = history;
            logPosition = p;
            logValidThrough = p;
            log.setAll(LogEntry.of(history.steps(1, p), p, narrator, ops, text));
            return;
        }
        int common = Math.min(Math.min(logPosition, p), logValidThrough);
        int drop = 0;
        while (drop < log.size() && log.get(drop).step() > common) {
            drop++;
        }
        if (drop > 0) {
            log.remove(0, drop);
        }
        if (p > common) {
            log.addAll(0, LogEntry.of(history.steps(common + 1, p), p, narrator, ops, text));
        }
        logPosition = p;
        logValidThrough = p;
    }

    /** Each bar's block segments, used again while the blocks do not change. */
    private final BarPicture.BlockSegments onHeapBlocks = new BarPicture.BlockSegments();
    private final BarPicture.BlockSegments offHeapBlocks = new BarPicture.BlockSegments();

    private void publish() {
        ExecutorState s = history.state();
        int p = history.position();
        position.set(p);
        size.set(history.size());
        canBack.set(history.canBack());
        canForward.set(history.canForward());
        offHeapShown.set(s.layout().maxOffHeapMemory() > 0);
        state.set(s);
        onHeapBar.set(BarPicture.of(s, MemoryMode.ON_HEAP, text, onHeapBlocks));
        offHeapBar.set(BarPicture.of(s, MemoryMode.OFF_HEAP, text, offHeapBlocks));
        int cores = history.config().cores();
        taskSlots.set(TaskSlotPicture.of(s, history.current(), cores, text));
        slotsTitle.set(text.get("slots.title", cores, s.onHeap().activeTasks(), s.offHeap().activeTasks()));
        // The rows shown are kept (the same list) when the step changed no block.
        blocks.set(BlockRow.of(s, history.current(), text, blocks.get() instanceof BlockRow.Rows shown ? shown : null));
        blocksTitle.set(text.get("lru.title", s.blocks().size()));
        anyBlocks.set(history.anyBlocks());
        anyUserObjects.set(history.anyUserObjects());
        BarPicture.Heap heap = onHeapBar.get().heap();
        heapLabel.set(heap.label());
        heapTooltip.set(heap.tooltip());
        lostText.set(s.heap().executorLost() ? text.get("lost.banner") : "");
        executorLost.set(s.heap().executorLost());
        ExecutorState first = history.stateAt(0);
        timeline.set(new TimelinePicture(MemoryMode.ON_HEAP, first.layout().maxMemory(MemoryMode.ON_HEAP),
                first.layout().storageRegionSize(MemoryMode.ON_HEAP), history.timelinePoints(), p, history.size()));
        updateLog(p);
        status.set(history.current()
                .map((StepResult r) -> text.get("status.step", p, history.size(), ops.describe(r.operation()), ops.result(r)))
                .orElse(text.get("status.start", history.size())));
        stepShown.set(stepShown.get() + 1);
    }
}
