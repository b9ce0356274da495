package sparkmemlab.ui.vm.container;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import sparkmemlab.container.ContainerOp;
import sparkmemlab.container.netty.ByteBufAllocatorMethod;
import sparkmemlab.container.netty.TransportService;
import sparkmemlab.model.Operation;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FormFields;
import sparkmemlab.ui.vm.kernel.ExecutorSession;

/**
 * The container's action form: one {@link ContainerAction}, its task and bytes, applied after the step shown as
 * the container ops it stands for (a thread that must exist first is started, a step of its own). Names of
 * threads, buffers and requests are chosen from the steps so far. Off while a lesson plays or when the
 * executor runs in no container.
 */
public final class ContainerActionsViewModel {
    static final String CLIENT_THREAD = "shuffle-client-1";

    private final ExecutorSession session;
    private final UiText text;
    private final ObjectProperty<ContainerAction> action = new SimpleObjectProperty<>(ContainerAction.MESSAGE_ON_NEW_THREAD);
    private final StringProperty task = new SimpleStringProperty("1");
    private final StringProperty bytes = new SimpleStringProperty(ContainerAction.MESSAGE_ON_NEW_THREAD.defaultBytes());

    public ContainerActionsViewModel(ExecutorSession session) {
        this.session = session;
        this.text = session.text();
        action.addListener((o, was, now) -> {
            if (now != null) {
                bytes.set(now.defaultBytes());
            }
        });
    }

    public ObjectProperty<ContainerAction> actionProperty() { return action; }
    public StringProperty taskProperty() { return task; }
    public StringProperty bytesProperty() { return bytes; }
    /** A refusal: a field that cannot be read, or a step the executor cannot take. */
    public ReadOnlyStringProperty errorProperty() { return session.errorProperty(); }

    public BooleanBinding taskDisabled() {
        return Bindings.createBooleanBinding(() -> action.get() == null || !action.get().takesTask(), action);
    }

    public BooleanBinding bytesDisabled() {
        return Bindings.createBooleanBinding(() -> action.get() == null || !action.get().takesBytes(), action);
    }

    /** Whether the form can act: the executor shown has a container, and no lesson is playing. */
    public BooleanBinding available() {
        return Bindings.createBooleanBinding(() -> session.stateProperty().get().container().isPresent()
                && session.lessonProperty().get().isEmpty(), session.stateProperty(), session.lessonProperty());
    }

    /** Applies the action's ops in order, stopping at the first refusal; whether all were taken. */
    public boolean act() {
        List<ContainerOp> ops;
        try {
            ops = ops();
        } catch (IllegalArgumentException e) {
            session.fail(e.getMessage());
            return false;
        }
        for (ContainerOp op : ops) {
            if (!session.apply(new Operation.InContainer(op))) {
                return false;
            }
        }
        return true;
    }

    /** The ops the form describes, named after what the steps so far have used. */
    List<ContainerOp> ops() {
        ContainerAction kind = action.get();
        if (kind == null) {
            throw new IllegalArgumentException(text.get("error.action"));
        }
        Names names = new Names(session.history().operations());
        List<ContainerOp> ops = new ArrayList<>();
        switch (kind) {
            case MESSAGE_ON_NEW_THREAD -> {
                String thread = names.fresh("shuffle-server-");
                ops.add(new ContainerOp.ThreadStart(thread, true));
                ops.add(new ContainerOp.NettyAllocate(names.fresh("msg-"), TransportService.BLOCK_TRANSFER_SERVER, thread,
                        ByteBufAllocatorMethod.IO_BUFFER, (int) Math.min(Integer.MAX_VALUE, bytes())));
            }
            case FETCH -> {
                if (!names.running(CLIENT_THREAD)) {
                    ops.add(new ContainerOp.ThreadStart(CLIENT_THREAD, true));
                }
                ops.add(new ContainerOp.ShuffleFetch(names.fresh("fetch-"), task(), CLIENT_THREAD, bytes()));
            }
            case READ_FETCH -> {
                long t = task();
                String request = session.stateProperty().get().container().orElseThrow().state().fetchesInFlight().entrySet()
                        .stream().filter(e -> e.getValue() == t).map(Map.Entry::getKey).findFirst()
                        .orElseThrow(() -> new IllegalArgumentException(text.get("container.action.noFetch", t)));
                ops.add(new ContainerOp.ShuffleFetchDone(request));
            }
            case LOAD_CLASSES -> ops.add(new ContainerOp.MetaspaceGrow(bytes()));
            case DIRECT_BUFFER -> ops.add(new ContainerOp.DirectAllocate(names.fresh("direct-"), bytes()));
        }
        return ops;
    }

    private long task() {
        return FormFields.task(task.get(), text);
    }

    private long bytes() {
        return FormFields.bytes(bytes.get(), text);
    }

    /** What the steps so far have named: threads running and every name used. */
    private static final class Names {
        private final Set<String> used = new HashSet<>();
        private final Set<String> running = new HashSet<>();

        Names(List<Operation> steps) {
            for (Operation op : steps) {
                if (op instanceof Operation.InContainer c) {
                    note(c.step());
                }
            }
        }

        private void note(ContainerOp op) {
            if (op instanceof ContainerOp.ThreadStart s) {
                used.add(s.thread());
                running.add(s.thread());
            } else if (op instanceof ContainerOp.ThreadEnd e) {
                running.remove(e.thread());
            } else if (op instanceof ContainerOp.NettyAllocate a) {
                used.add(a.buffer());
            } else if (op instanceof ContainerOp.DirectAllocate d) {
                used.add(d.buffer());
            } else if (op instanceof ContainerOp.ShuffleFetch f) {
                used.add(f.request());
            }
        }

        boolean running(String thread) {
            return running.contains(thread);
        }

        /** The first of prefix1, prefix2, ... that no step has used. */
        String fresh(String prefix) {
            int n = 1;
            while (used.contains(prefix + n)) {
                n++;
            }
            used.add(prefix + n);
            return prefix + n;
        }

    }
}
