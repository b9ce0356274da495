package sparkmemlab.lesson;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import java.util.stream.Collectors;
import sparkmemlab.cluster.ApplicationState;
import sparkmemlab.cluster.ClusterEvent;
import sparkmemlab.cluster.WorkerState;
import sparkmemlab.i18n.Messages;

/**
 * A claim about a cluster lesson's moment, read off the trace's fields and the step's events: an app's or a
 * worker's state, where an app's executors are, what the step launched, killed or lost, the waiting queue, and
 * which of the Master's rules acted (an event, with the fields it must have).
 */
public sealed interface ClusterExpect extends Expect {

    Optional<String> failure(ClusterMoment moment);

    @Override
    default Optional<String> failure(Moment moment) {
        return failure(ClusterMoment.of(moment));
    }

    /**
     * A claim about the same moment on a Master with {@code spark.deploy.spreadOut} {@code value}
     * ({@code "setting": "spreadOut"} or {@code "consolidate"} on any cluster check): what flipping the switch
     * would show.
     */
    record OnSpreadOut(boolean value, ClusterExpect claim) implements ClusterExpect {
        @Override
        public Optional<String> failure(ClusterMoment m) {
            return m.on(value).map(claim::failure)
                    .orElse(Optional.of(Messages.get("lesson.expect.cluster.noSetting", String.valueOf(value))));
        }

        /** The claim itself, on whichever setting. */
        static Expect inner(Expect e) {
            return e instanceof OnSpreadOut on ? inner(on.claim()) : e;
        }
    }

    /** The app's state: {@code WAITING} until its first executor, then {@code RUNNING}, or how it ended. */
    record AppState(String app, ApplicationState is) implements ClusterExpect {
        @Override
        public Optional<String> failure(ClusterMoment m) {
            String actual = m.app(app).map(a -> a.state().name()).orElse(Messages.get("lesson.expect.cluster.unknown"));
            return actual.equals(is.name()) ? Optional.empty()
                    : Optional.of(Messages.get("lesson.expect.cluster.appState", app, is, actual));
        }
    }

    /** The worker's state: {@code ALIVE}, {@code DEAD} or {@code DECOMMISSIONED}. */
    record Worker(String worker, WorkerState is) implements ClusterExpect {
        @Override
        public Optional<String> failure(ClusterMoment m) {
            String actual = m.worker(worker).map(w -> w.state().name()).orElse(Messages.get("lesson.expect.cluster.unknown"));
            return actual.equals(is.name()) ? Optional.empty()
                    : Optional.of(Messages.get("lesson.expect.cluster.workerState", worker, is, actual));
        }
    }

    /** One executor: on which worker, with how many cores. */
    record Placed(String worker, int cores) {
        @Override
        public String toString() {
            return worker + ":" + cores;
        }
    }

    /** The app's current executors, by id: exactly these workers and cores. */
    record Executors(String app, List<Placed> is) implements ClusterExpect {
        public Executors {
            is = List.copyOf(is);
        }

        @Override
        public Optional<String> failure(ClusterMoment m) {
            List<Placed> actual = m.app(app).map(a -> a.executors().stream().map(e -> new Placed(e.worker(), e.cores())).toList())
                    .orElse(List.of());
            return actual.equals(is) ? Optional.empty()
                    : Optional.of(Messages.get("lesson.expect.cluster.executors", app, list(is), list(actual)));
        }
    }

    /** One {@code LaunchExecutor}: the app, the worker, the cores. */
    record Launch(String app, String worker, int cores) {
        @Override
        public String toString() {
            return app + "@" + worker + ":" + cores;
        }
    }

    /** What a list check reads off a moment, and the message that says it differs. */
    enum Listing {
        /** The step's {@code LaunchExecutor}s, in the order the Master sent them. */
        LAUNCHED("lesson.expect.cluster.launched", m -> m.launched().stream().map(l -> new Launch(l.app(), l.worker(), l.cores())).toList()),
        /** The executors ({@code app/id}) lost with their worker during the step. */
        LOST("lesson.expect.cluster.lost", m -> m.events().stream().filter(e -> e instanceof ClusterEvent.ExecutorLost)
                .map(e -> ((ClusterEvent.ExecutorLost) e).app() + "/" + ((ClusterEvent.ExecutorLost) e).executor()).toList()),
        /** The executors ({@code app/id}) killed during the step ({@code KillExecutor}). */
        KILLED("lesson.expect.cluster.killed", m -> m.killed().stream().map(k -> k.app() + "/" + k.executor()).toList()),
        /** The Master's {@code waitingApps}, in queue order. */
        WAITING_APPS("lesson.expect.cluster.waitingApps", m -> m.state().waitingApps());

        private final String key;
        private final Function<ClusterMoment, List<?>> read;

        Listing(String key, Function<ClusterMoment, List<?>> read) {
            this.key = key;
            this.read = read;
        }
    }

    /** Exactly these, in this order: the step's launches, losses or kills, or the waiting queue. */
    record Listed(Listing what, List<?> is) implements ClusterExpect {
        public Listed {
            is = List.copyOf(is);
        }

        @Override
        public Optional<String> failure(ClusterMoment m) {
            List<?> actual = what.read.apply(m);
            return actual.equals(is) ? Optional.empty()
                    : Optional.of(Messages.get(what.key, list(is), list(actual)));
        }
    }

    /**
     * A rule of the Master acted (or, with {@code happened} false, did not): an event of that kind
     * ({@code WorkerUnusable}, {@code CoresAssigned}, ...) during the step, with these fields, compared as the
     * trace writes them (a number, true or false, a name).
     */
    record Event(Class<? extends ClusterEvent> kind, Map<String, String> fields, boolean happened) implements ClusterExpect {
        public Event {
            fields = Map.copyOf(fields);
        }

        @Override
        public Optional<String> failure(ClusterMoment m) {
            boolean found = m.events().stream().anyMatch(e -> kind.isInstance(e) && matches(e));
            if (found == happened) {
                return Optional.empty();
            }
            String wanted = kind.getSimpleName() + fields.entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .map(f -> f.getKey() + "=" + f.getValue()).collect(Collectors.joining(", ", "(", ")"));
            return Optional.of(Messages.get(happened ? "lesson.expect.cluster.event" : "lesson.expect.cluster.noEvent", wanted));
        }

        private boolean matches(ClusterEvent e) {
            for (RecordComponent c : kind.getRecordComponents()) {
                String want = fields.get(c.getName());
                if (want != null && !want.equals(shown(value(c, e)))) {
                    return false;
                }
            }
            return true;
        }

        /** The event kinds, by name: the records that implement {@link ClusterEvent}. */
        static Optional<Class<? extends ClusterEvent>> kind(String name) {
            return Arrays.stream(ClusterEvent.class.getPermittedSubclasses())
                    .filter(c -> c.getSimpleName().equals(name)).findFirst().map(c -> c.asSubclass(ClusterEvent.class));
        }

        static List<String> kinds() {
            return Arrays.stream(ClusterEvent.class.getPermittedSubclasses()).map(Class::getSimpleName).toList();
        }

        /** The fields a check may name: those of one value (a number, a flag, a name), not lists. */
        static List<String> fieldsOf(Class<? extends ClusterEvent> kind) {
            return Arrays.stream(kind.getRecordComponents()).filter(c -> !List.class.isAssignableFrom(c.getType()))
                    .map(RecordComponent::getName).toList();
        }

        private static Object value(RecordComponent c, ClusterEvent e) {
            try {
                return c.getAccessor().invoke(e);
            } catch (IllegalAccessException | InvocationTargetException ex) {
                throw new IllegalStateException(ex);
            }
        }

        private static String shown(Object v) {
            if (v instanceof Optional<?> o) {
                return o.map(String::valueOf).orElse("null");
            }
            if (v instanceof OptionalInt o) {
                return o.isPresent() ? Integer.toString(o.getAsInt()) : "null";
            }
            return String.valueOf(v);
        }
    }

    private static String list(List<?> items) {
        return items.stream().map(String::valueOf).collect(Collectors.joining(", ", "[", "]"));
    }
}
