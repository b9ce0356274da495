package sparkmemlab.cluster;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What the Master knows after a step: immutable, for the trace and the window.
 *
 * @param workers every worker in the Master's workers (DEAD and DECOMMISSIONED ones too), in
 *     registration order
 * @param apps every app the Master knows (unfinished, and finished ones it retains), in submission order
 * @param waitingApps the Master's {@code waitingApps}, in queue order
 * @param drivers every driver the Master knows, in submission order
 * @param waitingDrivers the Master's {@code waitingDrivers}, in queue order
 */
public record ClusterState(List<Worker> workers, List<App> apps, List<String> waitingApps, List<Driver> drivers,
        List<String> waitingDrivers) {

    public ClusterState {
        workers = List.copyOf(workers);
        apps = List.copyOf(apps);
        waitingApps = List.copyOf(waitingApps);
        drivers = List.copyOf(drivers);
        waitingDrivers = List.copyOf(waitingDrivers);
    }

    /** An executor a worker holds, by app (submission order) then id; memory in MiB. */
    public record WorkerExecutor(String app, int id, int cores, int memory, ExecutorState state) {
        /** Spark's {@code fullId}, {@code app/id}. */
        public String fullId() {
            return app + "/" + id;
        }
    }

    /** A {@code WorkerInfo}; memory in MiB. {@code drivers}: ids, in submission order. */
    public record Worker(String id, WorkerState state, int cores, int coresUsed, int memory, int memoryUsed,
            List<WorkerExecutor> executors, List<String> drivers) {
        public Worker {
            executors = List.copyOf(executors);
            drivers = List.copyOf(drivers);
        }

        public int coresFree() {
            return cores - coresUsed;
        }

        public int memoryFree() {
            return memory - memoryUsed;
        }
    }

    /** An {@code ExecutorDesc} of an app; memory in MiB. */
    public record Executor(int id, String worker, int cores, int memory, ExecutorState state) {
    }

    /**
     * An {@code ApplicationInfo}. {@code executors}: its current ones, by id; {@code removedExecutors}:
     * those that left it, by id, in the state they are in now.
     */
    public record App(String id, String name, ApplicationState state, OptionalInt maxCores, OptionalInt coresPerExecutor,
            int memoryPerExecutorMB, int coresGranted, int coresLeft, int retryCount, List<Executor> executors,
            List<Executor> removedExecutors) {
        public App {
            executors = List.copyOf(executors);
            removedExecutors = List.copyOf(removedExecutors);
        }
    }

    /** A {@code DriverInfo}; {@code worker}: the most recent worker it was launched on. Memory in MiB. */
    public record Driver(String id, DriverState state, Optional<String> worker, int cores, int memory, boolean supervise) {
    }
}
