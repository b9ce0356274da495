package sparkmemlab.cluster;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.regex.Pattern;

/**
 * One message to Spark's standalone {@code Master}: what a Worker, a driver or the web UI sends it.
 * Scenarios, lessons and the sandbox all drive the model through these.
 */
public sealed interface ClusterOp {

    /** Worker, app and driver ids. */
    Pattern ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");

    /** A driver's id, or a relaunched driver's: {@code d1#2}, {@code d1#3}... */
    Pattern DRIVER_ID = Pattern.compile(ID.pattern() + "(#([2-9]|[1-9][0-9]{1,8}))?");

    /**
     * The most cores a worker or a driver may have here. Spark takes any {@code Int}, but hands out
     * cores one at a time while scheduling, so a worker of two billion cores would hold the model (and
     * Spark) for minutes.
     */
    int MAX_CORES = 65_536;

    /** The op's name in the scenario format, e.g. {@code addWorker}. */
    String op();

    private static String id(String id, String what) {
        return id(ID, id, what);
    }

    private static String id(Pattern pattern, String id, String what) {
        if (id == null || !pattern.matcher(id).matches()) {
            throw new IllegalArgumentException(ClusterText.get("op.id", what, pattern.pattern(), String.valueOf(id)));
        }
        return id;
    }

    private static int checkCores(int cores) {
        if (cores < 0 || cores > MAX_CORES) {
            throw new IllegalArgumentException(ClusterText.get("op.cores", MAX_CORES, cores));
        }
        return cores;
    }

    /** {@code RegisterWorker}: a Worker with {@code cores} and {@code memory} (Spark's size syntax). */
    record AddWorker(String worker, int cores, String memory) implements ClusterOp {
        public AddWorker {
            id(worker, "worker");
            checkCores(cores);
            if (memoryMb(memory) <= 0) {
                throw new IllegalArgumentException(workerMemoryMessage());
            }
        }

        /** Spark's words, from {@code WorkerArguments.checkWorkerMemory}. */
        public static String workerMemoryMessage() {
            return "Memory is below 1MB, or missing a M/G at the end of the memory specification?";
        }

        private static int memoryMb(String memory) {
            return SparkConfValues.memoryStringToMb(Objects.requireNonNull(memory));
        }

        /** The memory in MiB, as {@code Utils.memoryStringToMb} reads it. */
        public int memoryMb() {
            return memoryMb(memory);
        }

        public String op() {
            return "addWorker";
        }
    }

    /** The worker is lost: its connection drops ({@code onDisconnected}, then {@code removeWorker}). */
    record RemoveWorker(String worker) implements ClusterOp {
        public RemoveWorker {
            id(worker, "worker");
        }

        public String op() {
            return "removeWorker";
        }
    }

    /** {@code DecommissionWorkers}: graceful decommission. */
    record DecommissionWorker(String worker) implements ClusterOp {
        public DecommissionWorker {
            id(worker, "worker");
        }

        public String op() {
            return "decommissionWorker";
        }
    }

    /**
     * {@code RegisterApplication} from the app's {@code StandaloneSchedulerBackend} (client deploy mode).
     *
     * @param conf the app's settings as strings, as set on its {@code SparkConf}, in the order given
     */
    record SubmitApp(String app, String name, Map<String, String> conf) implements ClusterOp {
        public SubmitApp {
            id(app, "app");
            Objects.requireNonNull(name);
            conf = Collections.unmodifiableMap(new LinkedHashMap<>(conf));
            try {
                ApplicationDescription.fromConf(name, conf);
            } catch (ClusterConfigException e) {
                throw new IllegalArgumentException(e.key() + ": " + e.getMessage(), e);
            }
        }

        /** The description Spark builds from the conf. */
        public ApplicationDescription description() {
            try {
                return ApplicationDescription.fromConf(name, conf);
            } catch (ClusterConfigException e) {
                throw new IllegalStateException("checked when the op was made", e);
            }
        }

        public String op() {
            return "submitApp";
        }
    }

    /** How an app stops. */
    enum How {
        /** {@code SparkContext.stop}: {@code UnregisterApplication}. */
        UNREGISTER,
        /** The driver vanishes: {@code onDisconnected}. */
        DISCONNECT,
        /** The web UI's kill link: {@code removeApplication(app, KILLED)}. */
        KILL;

        /** The name in the scenario format. */
        public String jsonName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    record StopApp(String app, How how) implements ClusterOp {
        public StopApp {
            id(app, "app");
            Objects.requireNonNull(how);
        }

        public String op() {
            return "stopApp";
        }
    }

    /** {@code ExecutorStateChanged(RUNNING)}. */
    record ExecutorRunning(String app, int executor) implements ClusterOp {
        public ExecutorRunning {
            id(app, "app");
            if (executor < 0) {
                throw new IllegalArgumentException("an executor id must not be negative");
            }
        }

        public String op() {
            return "executorRunning";
        }
    }

    /** {@code ExecutorStateChanged(state, exitStatus)} from the Worker's {@code ExecutorRunner}. */
    record ExecutorExited(String app, int executor, ExecutorState state, OptionalInt exitStatus) implements ClusterOp {
        public ExecutorExited {
            id(app, "app");
            if (executor < 0) {
                throw new IllegalArgumentException("an executor id must not be negative");
            }
            if (!state.isFinished()) {
                throw new IllegalArgumentException("an executor exits EXITED, FAILED, KILLED or LOST, not " + state);
            }
            Objects.requireNonNull(exitStatus);
        }

        public String op() {
            return "executorExited";
        }
    }

    /** {@code RequestSubmitDriver} (cluster deploy mode, {@code deploy.Client}); memory in Spark's size syntax. */
    record SubmitDriver(String driver, String memory, int cores, boolean supervise) implements ClusterOp {
        public SubmitDriver {
            id(driver, "driver");
            checkCores(cores);
            if (SparkConfValues.memoryStringToMb(Objects.requireNonNull(memory)) < 0) {
                throw new IllegalArgumentException(ClusterText.get("op.driverMemory", memory));
            }
        }

        public DriverDescription description() {
            return new DriverDescription(SparkConfValues.memoryStringToMb(memory), cores, supervise);
        }

        public String op() {
            return "submitDriver";
        }
    }

    /** {@code DriverStateChanged} from the Worker's {@code DriverRunner}. */
    record DriverExited(String driver, DriverState state) implements ClusterOp {
        public DriverExited {
            id(DRIVER_ID, driver, "driver");
            if (state != DriverState.FINISHED && state != DriverState.FAILED && state != DriverState.KILLED
                    && state != DriverState.ERROR) {
                throw new IllegalArgumentException("a driver exits FINISHED, FAILED, KILLED or ERROR, not " + state);
            }
        }

        public String op() {
            return "driverExited";
        }
    }
}
