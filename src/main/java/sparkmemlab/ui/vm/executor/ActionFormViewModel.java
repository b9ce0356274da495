package sparkmemlab.ui.vm.executor;

import java.util.OptionalLong;
import java.util.TreeSet;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import java.util.function.Predicate;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.model.storage.StorageLevel;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FormFields;
import sparkmemlab.ui.vm.kernel.ActionKind;
import sparkmemlab.ui.vm.kernel.ActionSuggestion;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.kernel.History;

/**
 * The action form: one of the sandbox's actions and its fields as the person typed them, turned into the
 * model's {@link Operation} and applied after the step shown. A field the action does not take is disabled.
 * Apply never changes the action or the task chosen; "start a task" shows the id it will create; a page's mode
 * starts as Spark's tungsten mode; a refusal goes away as soon as the form changes. When a step throws Spark's
 * {@code SparkOutOfMemoryError}, the sandbox does what {@code Executor.TaskRunner} does: the task fails, as a
 * step of its own that ends it and releases its memory.
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
    private final BooleanProperty spillable = new SimpleBooleanProperty(true);
    /** An RDD partition's level and values, for {@code cacheBlock}: how many records, each of how many bytes. */
    private final ObjectProperty<StorageLevel> level = new SimpleObjectProperty<>(StorageLevel.MEMORY_ONLY);
    private final StringProperty records = new SimpleStringProperty("10000");
    private final StringProperty recordBytes = new SimpleStringProperty("10k");
    /** The task typed before "start a task" showed the id it will create: it comes back when another action is chosen. */
    private String typedTask = "1";

    public ActionFormViewModel(ExecutorSession session) {
        this.session = session;
        this.text = session.text();
        session.historyProperty().addListener((o, a, b) -> session.suggestion().ifPresent(this::adopt));
        session.suggestion().ifPresent(this::adopt); // the session may have been shown before this form was made
        action.addListener((o, was, now) -> {
            if (now == ActionKind.START_TASK) {
                typedTask = task.get();
                task.set(String.valueOf(nextTaskId()));
            } else if (was == ActionKind.START_TASK) {
                task.set(typedTask);
            }
            if (now == ActionKind.ALLOCATE_PAGE) {
                mode.set(session.history().config().tungstenMemoryMode());
            }
        });
        session.stepShownProperty().addListener((o, a, b) -> {
            if (action.get() == ActionKind.START_TASK) {
                task.set(String.valueOf(nextTaskId()));
            }
        });
        // A refusal is about the form as it was: any change to it clears the refusal.
        javafx.beans.InvalidationListener changed = o -> {
            if (!session.errorProperty().get().isEmpty()) {
                session.fail("");
            }
        };
        for (javafx.beans.Observable field : java.util.List.of(action, task, block, bytes, consumer, mode, spillable, level, records, recordBytes)) {
            field.addListener(changed);
        }
    }

    public ObjectProperty<ActionKind> actionProperty() { return action; }
    public StringProperty taskProperty() { return task; }
    public StringProperty blockProperty() { return block; }
    public StringProperty bytesProperty() { return bytes; }
    public StringProperty consumerProperty() { return consumer; }
    public ObjectProperty<MemoryMode> modeProperty() { return mode; }
    public ObjectProperty<StorageLevel> levelProperty() { return level; }
    public StringProperty recordsProperty() { return records; }
    public StringProperty recordBytesProperty() { return recordBytes; }
    /** Whether the consumer a request or a page makes can spill (Spark's consumers mostly can; some cannot). */
    public BooleanProperty spillableProperty() { return spillable; }
    /** The last refusal: a field that cannot be read, or a step Spark cannot take. */
    public ReadOnlyStringProperty errorProperty() { return session.errorProperty(); }

    /** A new task's id is chosen by the form, so the task field is off for "start a task". */
    public BooleanBinding taskDisabled() { return off(k -> !k.takesTask() || k == ActionKind.START_TASK); }
    public BooleanBinding blockDisabled() { return off(k -> !k.takesBlock()); }
    public BooleanBinding bytesDisabled() { return off(k -> !k.takesBytes()); }
    public BooleanBinding modeDisabled() { return off(k -> !k.takesMode()); }
    public BooleanBinding valuesDisabled() { return off(k -> !k.takesValues()); }
    public BooleanBinding consumerDisabled() { return off(k -> !k.takesConsumer()); }
    public BooleanBinding spillableDisabled() {
        return off(k -> k != ActionKind.CONSUMER_ACQUIRE && k != ActionKind.ALLOCATE_PAGE);
    }

    private BooleanBinding off(Predicate<ActionKind> off) {
        return Bindings.createBooleanBinding(() -> action.get() == null || off.test(action.get()), action);
    }

    /** Shows what a scene suggests. */
    void adopt(ActionSuggestion s) {
        if (s.kind() != null) {
            action.set(s.kind());
        }
        if (s.task() != null && action.get() != ActionKind.START_TASK) {
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

    /** Builds the operation the form describes and applies it; a task that hit Spark's OOM then fails (a step). */
    public boolean act() {
        Operation op;
        try {
            op = operation();
        } catch (IllegalArgumentException e) {
            session.fail(e.getMessage());
            return false;
        }
        if (action.get() == ActionKind.START_TASK) {
            typedTask = String.valueOf(op.taskId().orElseThrow()); // the task just started is the one to act on next
        }
        boolean done = session.apply(op);
        if (done) {
            failOnSparkOutOfMemory();
        }
        return done;
    }

    /**
     * Spark's {@code Executor.TaskRunner}: a {@code SparkOutOfMemoryError} thrown by the task's code fails the task, and
     * the runner's {@code finally} releases its locks and memory. Scripted scenarios keep the scenario contract (the
     * task goes on); the sandbox takes that step after the one that threw.
     */
    private void failOnSparkOutOfMemory() {
        session.history().current().flatMap(r -> r.events().stream()
                        .filter(e -> e instanceof MemoryEvent.SparkOutOfMemory)
                        .map(e -> ((MemoryEvent.SparkOutOfMemory) e).task()).findFirst())
                .ifPresent(t -> session.apply(new Operation.EndTask(t)));
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
            case CACHE_RDD -> cacheRdd(b, t);
            case READ_BLOCK -> new Operation.GetBlock(b);
            case LOCK_BLOCK -> new Operation.LockBlock(b, t);
            case UNLOCK_BLOCK -> new Operation.UnlockBlock(b, t);
            case REMOVE_BLOCK -> new Operation.RemoveBlock(b);
            case UNROLL -> new Operation.AcquireUnroll(t, b, n, m);
            case RELEASE_UNROLL -> new Operation.ReleaseUnroll(t, n, m);
            case CONSUMER_ACQUIRE -> new Operation.ConsumerAcquire(t, consumer(), n, m, spillable.get());
            case CONSUMER_RELEASE -> new Operation.ConsumerRelease(t, consumer(), n);
            case ALLOCATE_PAGE -> new Operation.AllocatePage(t, consumer(), n, m, spillable.get());
            case MAYBE_SPILL -> new Operation.MaybeSpill(t, consumer(), n);
            case USER_ALLOCATE -> new Operation.UserAllocate(t, n);
            case USER_RELEASE -> new Operation.UserRelease(t, n);
        };
    }

    private Operation cacheRdd(BlockId b, long t) {
        if (b.rddId().isEmpty()) {
            throw new IllegalArgumentException(text.get("error.cacheRdd.block", b.name()));
        }
        StorageLevel l = level.get() == null ? StorageLevel.MEMORY_ONLY : level.get();
        return new Operation.CacheBlock(b, t, l, count(records.get(), "error.records"), recordSize());
    }

    private int count(String typed, String error) {
        String t = typed == null ? "" : typed.trim();
        try {
            int n = Integer.parseInt(t);
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalArgumentException(text.get(error, t));
    }

    private int recordSize() {
        long n = FormFields.bytes(recordBytes.get(), text);
        if (n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(text.get("error.recordBytes", recordBytes.get().trim()));
        }
        return (int) n;
    }

    private long task() {
        return FormFields.task(task.get(), text);
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
        return FormFields.bytes(bytes.get(), text);
    }
}
