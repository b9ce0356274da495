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
        if (event instanceof ClusterEvent.CoresAssigned c) {
            // What the Master really gave, which may be less than it set out to assign.
            args = java.util.Arrays.copyOf(args, args.length + 1);
            args[args.length - 1] = assigned(c);
        }
        return text("event." + event.getClass().getSimpleName() + variant(event), args);
    }

    /**
     * How the Master orders an app's usable workers under {@code config}, and how it breaks a tie: the worker
     * selection policy on 4.x (SPARK-46881), most free cores first on 3.5.3.
     */
    public String workerOrder(sparkmemlab.cluster.ClusterConfig config) {
        return text("order." + config.usableWorkerPolicy().map(Enum::name).orElse("none"));
    }

    /** One line of a step's account: a sentence and the Spark method it happened in. */
    public record Line(String text, sparkmemlab.cluster.ClusterMethod method) {
    }

    /**
     * A step's events as lines, one per event, except that a scheduling pass that repeats one before it in the
     * same step is one line saying so, not the same lines again: {@code schedule()} runs after every message (a
     * Worker's RUNNING report too), and a pass for an app that finds the same workers with the same free cores and
     * memory, and none usable, finds what it found before.
     */
    public List<Line> narrate(List<ClusterEvent> events) {
        List<Line> lines = new java.util.ArrayList<>();
        List<List<ClusterEvent>> passes = new java.util.ArrayList<>();
        int i = 0;
        while (i < events.size()) {
            int end = passEnd(events, i);
            if (end > i) {
                List<ClusterEvent> pass = events.subList(i, end + 1);
                if (passes.contains(pass)) {
                    ClusterEvent.UsableWorkers u = (ClusterEvent.UsableWorkers) events.get(end);
                    lines.add(new Line(text("pass.repeated", u.app(), pass.size() - 1), u.method()));
                } else {
                    passes.add(List.copyOf(pass));
                    pass.forEach(e -> lines.add(new Line(describe(e), e.method())));
                }
                i = end + 1;
            } else {
                ClusterEvent e = events.get(i);
                lines.add(new Line(describe(e), e.method()));
                i++;
            }
        }
        return lines;
    }

    /**
     * The index of the {@code UsableWorkers} that ends a pass of {@code startExecutorsOnWorkers} for one app that
     * found no worker, starting at {@code from} with the workers it skipped; {@code from - 1} when none starts there.
     */
    private static int passEnd(List<ClusterEvent> events, int from) {
        int j = from;
        String app = null;
        while (j < events.size() && events.get(j) instanceof ClusterEvent.WorkerUnusable w && (app == null || app.equals(w.app()))) {
            app = w.app();
            j++;
        }
        if (j < events.size() && events.get(j) instanceof ClusterEvent.UsableWorkers u && u.workers().isEmpty()
                && (app == null || app.equals(u.app()))) {
            return j;
        }
        return from - 1;
    }

    private static int assigned(ClusterEvent.CoresAssigned c) {
        return c.assignments().stream().mapToInt(ClusterEvent.Assignment::cores).sum();
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
            return (c.spreadOut() ? ".spreadOut" : ".consolidate") + (assigned(c) < c.coresToAssign() ? ".short" : "");
        }
        if (event instanceof ClusterEvent.UsableWorkers u) {
            return u.workers().isEmpty() ? ".none" : u.policy().map(p -> "." + p.name()).orElse("");
        }
        if (event instanceof ClusterEvent.ApplicationRegistered a) {
            // Int.MaxValue is Spark's "no cap": spark.cores.max and spark.deploy.defaultCores both unset.
            return (a.coresPerExecutor().isPresent() ? ".cores" : "") + (a.requestedCores() == Integer.MAX_VALUE ? ".noCap" : "");
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
