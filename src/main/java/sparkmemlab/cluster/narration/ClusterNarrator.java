package sparkmemlab.cluster.narration;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;
import sparkmemlab.cluster.ClusterEvent;
import sparkmemlab.cluster.WorkerState;
import sparkmemlab.i18n.Messages;

/**
 * Says in words what a cluster event means, in one sentence of {@code sparkmemlab/cluster/narration}:
 * the key is {@code event.} and the event's name (with a variant where the sentence depends on a
 * field), and the arguments are the event's fields in order.
 */
public final class ClusterNarrator {
    static final String BUNDLE = "sparkmemlab.cluster.narration";

    private final Locale locale;

    public ClusterNarrator(Locale locale) {
        this.locale = locale;
    }

    /** The sentence for an event. */
    public String describe(ClusterEvent event) {
        Object[] args = fields(event);
        return text("event." + event.getClass().getSimpleName() + variant(event), args);
    }

    /** The bundle's key for an event (with its variant), for checks that every event has a sentence. */
    static String key(ClusterEvent event) {
        return "event." + event.getClass().getSimpleName() + variant(event);
    }

    private static String variant(ClusterEvent event) {
        if (event instanceof ClusterEvent.WorkerUnusable u) {
            if (u.state() != WorkerState.ALIVE) {
                return ".notAlive";
            }
            return !u.enoughMemory() && !u.enoughCores() ? ".both" : !u.enoughMemory() ? ".memory" : ".cores";
        }
        if (event instanceof ClusterEvent.RetryCountIncremented r) {
            return "." + r.outcome().name();
        }
        if (event instanceof ClusterEvent.CoresAssigned c) {
            return c.spreadOut() ? ".spreadOut" : ".consolidate";
        }
        if (event instanceof ClusterEvent.UsableWorkers u) {
            return u.workers().isEmpty() ? ".none" : "";
        }
        if (event instanceof ClusterEvent.ApplicationRegistered a) {
            return a.coresPerExecutor().isPresent() ? ".cores" : "";
        }
        if (event instanceof ClusterEvent.ExecutorStateChanged e) {
            return e.exitStatus().isPresent() ? ".status" : "";
        }
        if (event instanceof ClusterEvent.DriverSubmitted d) {
            return d.supervise() ? ".supervised" : "";
        }
        if (event instanceof ClusterEvent.DriverWaiting d) {
            return d.warned() ? ".warned" : "";
        }
        if (event instanceof ClusterEvent.DriverRemoved d) {
            return d.worker().isPresent() ? "" : ".nowhere";
        }
        return "";
    }

    /** The event's fields, optional ones unwrapped and lists written out. */
    private Object[] fields(ClusterEvent event) {
        RecordComponent[] components = event.getClass().getRecordComponents();
        Object[] args = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            try {
                args[i] = plain(components[i].getAccessor().invoke(event));
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("cannot read " + components[i] + " of " + event, e);
            }
        }
        return args;
    }

    private Object plain(Object value) {
        if (value instanceof Optional<?> o) {
            return o.map(this::plain).orElse("");
        }
        if (value instanceof OptionalInt o) {
            return o.isPresent() ? o.getAsInt() : "";
        }
        if (value instanceof List<?> list) {
            return list.stream().map(this::item).collect(Collectors.joining(text("list.separator")));
        }
        return value;
    }

    private String item(Object item) {
        if (item instanceof ClusterEvent.WorkerFree w) {
            return text("item.workerFree", w.worker(), w.coresFree(), w.memoryFree());
        }
        if (item instanceof ClusterEvent.Assignment a) {
            return text("item.assignment", a.worker(), a.cores(), a.executors());
        }
        return String.valueOf(item);
    }

    String text(String key, Object... args) {
        return Messages.format(BUNDLE, locale, key, args);
    }
}
