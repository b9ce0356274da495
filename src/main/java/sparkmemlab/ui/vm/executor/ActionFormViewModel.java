package sparkmemlab.ui.vm.executor;

import java.util.OptionalLong;
import java.util.TreeSet;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import java.util.function.Predicate;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.scenario.ByteSize;
import sparkmemlab.ui.text.UiText;

/**
 * The action form: one of the sandbox's actions and its fields as the person typed them, turned into the
 * model's {@link Operation} and applied after the step shown. A field the action does not take is disabled.
 */
public final class ActionFormViewModel {
    private final ExecutorSession session;
    private final UiText text;
    private final ObjectProperty<ActionKind> action = new SimpleObjectProperty<>(ActionKind.CACHE_BLOCK);
    private final StringProperty task = new SimpleStringProperty("1");
    private final StringProperty block = new SimpleStringProperty("rdd_3_0");
    private final StringProperty bytes = new SimpleStringProperty("512m");
    private final StringProperty consumer = new SimpleStringProperty("sorter");
    private final ObjectProperty<MemoryMode> mode = new SimpleObjectProperty<>(MemoryMode.ON_HEAP);

    public ActionFormViewModel(ExecutorSession session) {
        this.session = session;
        this.text = session.text();
        session.historyProperty().addListener((o, a, b) -> session.suggestion().ifPresent(this::adopt));
    }

    public ObjectProperty<ActionKind> actionProperty() { return action; }
    public StringProperty taskProperty() { return task; }
    public StringProperty blockProperty() { return block; }
    public StringProperty bytesProperty() { return bytes; }
    public StringProperty consumerProperty() { return consumer; }
    public ObjectProperty<MemoryMode> modeProperty() { return mode; }
    /** The last refusal: a field that cannot be read, or a step Spark cannot take. */
    public ReadOnlyStringProperty errorProperty() { return session.errorProperty(); }

    /** A new task's id is chosen by the form, so the task field is off for "start a task". */
    public BooleanBinding taskDisabled() { return off(k -> !k.takesTask() || k == ActionKind.START_TASK); }
    public BooleanBinding blockDisabled() { return off(k -> !k.takesBlock()); }
    public BooleanBinding bytesDisabled() { return off(k -> !k.takesBytes()); }
    public BooleanBinding modeDisabled() { return off(k -> !k.takesMode()); }
    public BooleanBinding consumerDisabled() { return off(k -> !k.takesConsumer()); }

    private BooleanBinding off(Predicate<ActionKind> off) {
        return Bindings.createBooleanBinding(() -> action.get() == null || off.test(action.get()), action);
    }

    /** Shows what a scene suggests. */
    void adopt(ActionSuggestion s) {
        if (s.kind() != null) {
            action.set(s.kind());
        }
        if (s.task() != null) {
            task.set(s.task());
        }
        if (s.block() != null) {
            block.set(s.block());
        }
        if (s.bytes() != null) {
            bytes.set(s.bytes());
        }
        if (s.mode() != null) {
            mode.set(s.mode());
        }
    }

    /** Builds the operation the form describes and applies it; after a task starts, the form asks for more memory. */
    public boolean act() {
        Operation op;
        try {
            op = operation();
        } catch (IllegalArgumentException e) {
            session.fail(e.getMessage());
            return false;
        }
        boolean done = session.apply(op);
        if (done && action.get() == ActionKind.START_TASK) {
            action.set(ActionKind.ACQUIRE_EXECUTION);
        }
        return done;
    }

    /** The next task id nobody has used in the steps so far. */
    public long nextTaskId() {
        TreeSet<Long> used = new TreeSet<>();
        History h = session.history();
        for (Operation op : h.operations()) {
            op.taskId().ifPresent(used::add);
        }
        used.addAll(h.state().tasks().keySet());
        return used.isEmpty() ? 1 : used.last() + 1;
    }

    /** The operation the form describes; a field that cannot be read throws, with the reason in the person's words. */
    Operation operation() {
        ActionKind kind = action.get();
        if (kind == null) {
            throw new IllegalArgumentException(text.get("error.action"));
        }
        long t = kind == ActionKind.START_TASK ? nextTaskId() : kind.takesTask() ? task() : 0;
        BlockId b = kind.takesBlock() ? block() : null;
        long n = kind.takesBytes() ? bytes() : 0;
        MemoryMode m = mode.get() == null ? MemoryMode.ON_HEAP : mode.get();
        return switch (kind) {
            case START_TASK, ACQUIRE_EXECUTION -> new Operation.AcquireExecution(t, n, m);
            case RELEASE_EXECUTION -> new Operation.ReleaseExecution(t, n, m);
            case END_TASK -> new Operation.EndTask(t);
            case CACHE_BLOCK -> new Operation.PutBlock(b, n, m, OptionalLong.empty());
            case READ_BLOCK -> new Operation.GetBlock(b);
            case LOCK_BLOCK -> new Operation.LockBlock(b, t);
            case UNLOCK_BLOCK -> new Operation.UnlockBlock(b, t);
            case REMOVE_BLOCK -> new Operation.RemoveBlock(b);
            case UNROLL -> new Operation.AcquireUnroll(t, b, n, m);
            case RELEASE_UNROLL -> new Operation.ReleaseUnroll(t, n, m);
            case CONSUMER_ACQUIRE -> new Operation.ConsumerAcquire(t, consumer(), n, m, true);
            case CONSUMER_RELEASE -> new Operation.ConsumerRelease(t, consumer(), n);
            case ALLOCATE_PAGE -> new Operation.AllocatePage(t, consumer(), n, m, true);
            case MAYBE_SPILL -> new Operation.MaybeSpill(t, consumer(), n);
            case USER_ALLOCATE -> new Operation.UserAllocate(t, n);
            case USER_RELEASE -> new Operation.UserRelease(t, n);
        };
    }

    private long task() {
        String typed = task.get() == null ? "" : task.get().trim();
        try {
            long t = Long.parseLong(typed);
            if (t >= 0) {
                return t;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalArgumentException(text.get("error.task", typed));
    }

    private String consumer() {
        String c = consumer.get() == null ? "" : consumer.get().trim();
        if (c.isEmpty()) {
            throw new IllegalArgumentException(text.get("error.consumer"));
        }
        return c;
    }

    private BlockId block() {
        try {
            return BlockId.parse(block.get() == null ? "" : block.get().trim());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(text.get("error.block", e.getMessage()));
        }
    }

    private long bytes() {
        try {
            return ByteSize.parse(bytes.get() == null ? "" : bytes.get(), ByteSize.BYTE);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(text.get("error.bytes", e.getMessage()));
        }
    }
}
