package sparkmemlab.lesson;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import sparkmemlab.cluster.ClusterEvent;
import sparkmemlab.cluster.ClusterState;
import sparkmemlab.cluster.WorkerState;
import sparkmemlab.i18n.Messages;

/**
 * The quantities of a cluster lesson's moments ({@code worker.w1.coresFree}, {@code app.a1.coresGranted},
 * {@code app.a1.executor.0.cores}, {@code step.launched}...): the trace's numbers, memory as a size (the trace's
 * MiB in bytes, so that sizes read and check as an executor lesson's do), cores and executors as counts. A
 * worker or app the Master does not know at that moment has none.
 */
final class ClusterQuantities {

    static final String FORMS = "[before.|after.][spreadOut.|consolidate.]: step, step.launched, step.killed, step.lost, workers.alive, cluster.cores, cluster.coresFree, cluster.memoryFree,"
            + " worker.<id>.cores|coresUsed|coresFree|executors|memory|memoryUsed|memoryFree,"
            + " app.<id>.coresGranted|coresLeft|retryCount|executors|removedExecutors|maxCores|coresPerExecutor|executorMemory,"
            + " app.<id>.executor.<n>.cores|memory";

    private static final Pattern WORKER = Pattern.compile("worker\\.(.+)\\.([a-zA-Z]+)");
    private static final Pattern EXECUTOR = Pattern.compile("app\\.(.+)\\.executor\\.([0-9]{1,9})\\.(cores|memory)");
    private static final Pattern APP = Pattern.compile("app\\.(.+)\\.([a-zA-Z]+)");
    private static final long MIB = 1L << 20;

    private static final Map<String, ToLongFunction<ClusterState.Worker>> WORKER_COUNTS = Map.of(
            "cores", ClusterState.Worker::cores,
            "coresUsed", ClusterState.Worker::coresUsed,
            "coresFree", ClusterState.Worker::coresFree,
            "executors", w -> w.executors().size());
    private static final Map<String, ToLongFunction<ClusterState.Worker>> WORKER_SIZES = Map.of(
            "memory", w -> w.memory() * MIB,
            "memoryUsed", w -> w.memoryUsed() * MIB,
            "memoryFree", w -> w.memoryFree() * MIB);
    private static final Map<String, Function<ClusterState.App, OptionalLong>> APP_COUNTS = Map.of(
            "coresGranted", a -> OptionalLong.of(a.coresGranted()),
            "coresLeft", a -> OptionalLong.of(a.coresLeft()),
            "retryCount", a -> OptionalLong.of(a.retryCount()),
            "executors", a -> OptionalLong.of(a.executors().size()),
            "removedExecutors", a -> OptionalLong.of(a.removedExecutors().size()),
            "maxCores", a -> of(a.maxCores()),
            "coresPerExecutor", a -> of(a.coresPerExecutor()));

    private ClusterQuantities() {
    }

    /**
     * Parses a path.
     *
     * @throws IllegalArgumentException saying which paths there are
     */
    static Quantity parse(String path) {
        Quantity q = parseOrNull(path);
        if (q == null) {
            throw new IllegalArgumentException(Messages.get("lesson.quantity.unknown", path, FORMS));
        }
        return q;
    }

    /** A path read on a Master with spreadOut true ({@code spreadOut.}) or false ({@code consolidate.}). */
    static final Pattern ON_SETTING = Pattern.compile("(spreadOut|consolidate)\\.(.+)");

    /** A path that names its moment ({@code before.}, {@code after.}), as an executor's may. */
    private static final Pattern AT_MOMENT = Pattern.compile("(before|after)\\.(.+)");

    private static Quantity parseOrNull(String path) {
        Matcher at = AT_MOMENT.matcher(path);
        if (at.matches()) {
            Quantity inner = parseOrNull(at.group(2));
            if (inner == null || AT_MOMENT.matcher(at.group(2)).matches()) {
                return null;
            }
            return at.group(1).equals("after") ? new Quantity(path, inner.unit(), inner.reader())
                    : new Quantity(path, inner.unit(), onCluster(m -> inner.read(m.beforeStep())));
        }
        Matcher on = ON_SETTING.matcher(path);
        if (on.matches()) {
            Quantity inner = parseOrNull(on.group(2));
            if (inner == null || ON_SETTING.matcher(on.group(2)).matches()) {
                return null;
            }
            boolean spreadOut = on.group(1).equals("spreadOut");
            return new Quantity(path, inner.unit(), onCluster(v -> v.on(spreadOut).map(inner::read).orElse(OptionalLong.empty())));
        }
        switch (path) {
            case "step":
                return count(path, m -> OptionalLong.of(m.step()));
            case "step.launched":
                return count(path, m -> OptionalLong.of(m.launched().size()));
            case "step.killed":
                return count(path, m -> OptionalLong.of(m.killed().size()));
            case "step.lost":
                return count(path, m -> OptionalLong.of(m.events().stream().filter(e -> e instanceof ClusterEvent.ExecutorLost).count()));
            case "workers.alive":
                return count(path, m -> OptionalLong.of(alive(m).count()));
            case "cluster.cores":
                return count(path, m -> OptionalLong.of(alive(m).mapToLong(ClusterState.Worker::cores).sum()));
            case "cluster.coresFree":
                return count(path, m -> OptionalLong.of(alive(m).mapToLong(ClusterState.Worker::coresFree).sum()));
            case "cluster.memoryFree":
                return bytes(path, m -> OptionalLong.of(alive(m).mapToLong(w -> w.memoryFree() * MIB).sum()));
            default:
                break;
        }
        Matcher m = WORKER.matcher(path);
        if (m.matches()) {
            String id = m.group(1);
            String field = m.group(2);
            if (WORKER_COUNTS.containsKey(field)) {
                ToLongFunction<ClusterState.Worker> f = WORKER_COUNTS.get(field);
                return count(path, v -> v.worker(id).map(w -> OptionalLong.of(f.applyAsLong(w))).orElse(OptionalLong.empty()));
            }
            if (WORKER_SIZES.containsKey(field)) {
                ToLongFunction<ClusterState.Worker> f = WORKER_SIZES.get(field);
                return bytes(path, v -> v.worker(id).map(w -> OptionalLong.of(f.applyAsLong(w))).orElse(OptionalLong.empty()));
            }
            return null;
        }
        m = EXECUTOR.matcher(path);
        if (m.matches()) {
            String app = m.group(1);
            int id = Integer.parseInt(m.group(2));
            boolean cores = m.group(3).equals("cores");
            Function<ClusterMoment, Optional<ClusterState.Executor>> executor = v -> v.app(app)
                    .flatMap(a -> a.executors().stream().filter(e -> e.id() == id).findFirst());
            return cores ? count(path, v -> executor.apply(v).map(e -> OptionalLong.of(e.cores())).orElse(OptionalLong.empty()))
                    : bytes(path, v -> executor.apply(v).map(e -> OptionalLong.of(e.memory() * MIB)).orElse(OptionalLong.empty()));
        }
        m = APP.matcher(path);
        if (m.matches()) {
            String id = m.group(1);
            String field = m.group(2);
            if (APP_COUNTS.containsKey(field)) {
                Function<ClusterState.App, OptionalLong> f = APP_COUNTS.get(field);
                return count(path, v -> v.app(id).map(f).orElse(OptionalLong.empty()));
            }
            if (field.equals("executorMemory")) {
                return bytes(path, v -> v.app(id).map(a -> OptionalLong.of(a.memoryPerExecutorMB() * MIB)).orElse(OptionalLong.empty()));
            }
        }
        return null;
    }

    private static java.util.stream.Stream<ClusterState.Worker> alive(ClusterMoment m) {
        return m.state().workers().stream().filter(w -> w.state() == WorkerState.ALIVE);
    }

    private static OptionalLong of(OptionalInt n) {
        return n.isPresent() ? OptionalLong.of(n.getAsInt()) : OptionalLong.empty();
    }

    @FunctionalInterface
    private interface Reader {
        OptionalLong read(ClusterMoment moment);
    }

    private static Quantity count(String path, Reader reader) {
        return new Quantity(path, Quantity.Unit.COUNT, onCluster(reader));
    }

    private static Quantity bytes(String path, Reader reader) {
        return new Quantity(path, Quantity.Unit.BYTES, onCluster(reader));
    }

    /** A cluster quantity has no value at another scene's moment. */
    private static Quantity.Reader onCluster(Reader reader) {
        return m -> m instanceof ClusterMoment c ? reader.read(c) : OptionalLong.empty();
    }
}
