package sparkmemlab.cluster;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Why the cluster changed: one thing the Master did during a step, in the order it did it, naming
 * the Spark method it happened in, with the numbers a narrator needs to say why.
 */
public sealed interface ClusterEvent {

    /** The Spark method this happened in. */
    ClusterMethod method();

    /** A Worker registered with its cores and memory (MiB). */
    record WorkerRegistered(String worker, int cores, int memory) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.REGISTER_WORKER;
        }
    }

    /** A DEAD entry with the registering worker's host and port is dropped from the Master's workers. */
    record DeadWorkerCulled(String worker) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.REGISTER_WORKER;
        }
    }

    /** The worker is DEAD; it stays in the Master's workers, with its executors, until its id registers again. */
    record WorkerRemoved(String worker) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.REMOVE_WORKER;
        }
    }

    /** An executor on a lost worker became LOST and left its app. */
    record ExecutorLost(String app, int executor, String worker, int cores) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.REMOVE_WORKER;
        }
    }

    /** The worker is DECOMMISSIONED: no longer usable, its executors leave their apps but keep its resources. */
    record WorkerDecommissioned(String worker) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.DECOMMISSION_WORKER;
        }
    }

    record ExecutorDecommissioned(String app, int executor, String worker, int cores) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.DECOMMISSION_WORKER;
        }
    }

    /** An app joined the Master's apps and the back of {@code waitingApps}. */
    record ApplicationRegistered(String app, String name, int requestedCores, OptionalInt coresPerExecutor,
            int memoryPerExecutorMB) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.REGISTER_APPLICATION;
        }
    }

    /** An app left {@code waitingApps} for the completed apps, in {@code state}. */
    record ApplicationRemoved(String app, ApplicationState state) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.REMOVE_APPLICATION;
        }
    }

    /** The oldest completed app is forgotten: {@code spark.deploy.retainedApplications} were kept. */
    record CompletedApplicationDropped(String app, int retained) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.REMOVE_APPLICATION;
        }
    }

    /** {@code KillExecutor} sent; the executor's cores and memory are given back to the worker. */
    record ExecutorKilled(String app, int executor, String worker, int cores, int memory) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.KILL_EXECUTOR;
        }
    }

    /** The app still wants cores, but fewer than one executor takes: they are not handed out. */
    record CoresLeftBelowExecutor(String app, int coresLeft, int coresPerExecutor) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.START_EXECUTORS_ON_WORKERS;
        }
    }

    /**
     * A worker cannot take one of the app's executors: it is not ALIVE, or has less free memory or
     * fewer free cores than one executor needs.
     */
    record WorkerUnusable(String app, String worker, WorkerState state, int coresFree, int memoryFree,
            int coresNeeded, int memoryNeeded) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.START_EXECUTORS_ON_WORKERS;
        }

        public boolean enoughMemory() {
            return memoryFree >= memoryNeeded;
        }

        public boolean enoughCores() {
            return coresFree >= coresNeeded;
        }
    }

    /** A worker's free cores and memory, as the Master sorts them. */
    record WorkerFree(String worker, int coresFree, int memoryFree) {
    }

    /** The usable workers, by free cores (most first; ties in registration order). */
    record UsableWorkers(String app, List<WorkerFree> workers, Optional<WorkerSelectionPolicy> policy) implements ClusterEvent {
        public UsableWorkers {
            workers = List.copyOf(workers);
        }

        /** Spark 3.5.3's order: most free cores first (no policy). */
        public UsableWorkers(String app, List<WorkerFree> workers) {
            this(app, workers, Optional.empty());
        }

        public ClusterMethod method() {
            return ClusterMethod.START_EXECUTORS_ON_WORKERS;
        }
    }

    /** Spark's warning: the only waiting app has no executor and no worker can take one. */
    record AppMayHang(String app) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.START_EXECUTORS_ON_WORKERS;
        }
    }

    /** The cores given to one worker, and the executors they make. */
    record Assignment(String worker, int cores, int executors) {
    }

    /**
     * {@code scheduleExecutorsOnWorkers} decided: of {@code coresToAssign} (the app's cores left, or
     * all the usable workers' free cores if fewer), these cores on these workers.
     */
    record CoresAssigned(String app, boolean spreadOut, int coresToAssign, List<Assignment> assignments) implements ClusterEvent {
        public CoresAssigned {
            assignments = List.copyOf(assignments);
        }

        public ClusterMethod method() {
            return ClusterMethod.SCHEDULE_EXECUTORS_ON_WORKERS;
        }
    }

    /** {@code LaunchExecutor} sent: the worker's cores and memory are now the executor's. */
    record ExecutorLaunched(String app, int executor, String worker, int cores, int memory) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.LAUNCH_EXECUTOR;
        }
    }

    /** The app got its first executor: RUNNING from now on, even if it loses them all. */
    record ApplicationRunning(String app) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.ALLOCATE_WORKER_RESOURCE_TO_EXECUTORS;
        }
    }

    /** The Worker's {@code ExecutorRunner} started the process and reports it RUNNING. */
    record WorkerReportedRunning(String app, int executor, String worker) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.FETCH_AND_RUN_EXECUTOR;
        }
    }

    /** {@code ExecutorStateChanged} handled. */
    record ExecutorStateChanged(String app, int executor, String worker, ExecutorState from, ExecutorState to,
            OptionalInt exitStatus) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.RECEIVE_AND_REPLY;
        }
    }

    /** A RUNNING executor resets the app's count of abnormal exits. */
    record RetryCountReset(String app, int was) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.RECEIVE_AND_REPLY;
        }
    }

    /** What an abnormal exit led to. */
    enum RetryOutcome {
        /** Fewer than {@code spark.deploy.maxExecutorRetries}: the executor is launched again. */
        BELOW_LIMIT,
        /** {@code spark.deploy.maxExecutorRetries} < 0: apps are never removed for it. */
        LIMIT_DISABLED,
        /** The limit is reached, but another executor of the app is RUNNING: the app stays. */
        KEPT_HAS_RUNNING,
        /** The limit is reached and no executor is RUNNING: the app is removed FAILED. */
        REMOVED
    }

    /** An exit that was not {@code exitStatus} 0 counted against the app. */
    record RetryCountIncremented(String app, int retryCount, int maxExecutorRetries, RetryOutcome outcome) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.RECEIVE_AND_REPLY;
        }
    }

    record DriverSubmitted(String driver, int memory, int cores, boolean supervise) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.RECEIVE_AND_REPLY;
        }
    }

    /** A waiting driver does not fit on a worker it visits. */
    record DriverDoesNotFit(String driver, String worker, int coresFree, int memoryFree, int cores, int memory)
            implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.SCHEDULE;
        }
    }

    /** {@code LaunchDriver} sent. */
    record DriverLaunched(String driver, String worker, int cores, int memory) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.LAUNCH_DRIVER;
        }
    }

    /**
     * A driver stays waiting: no alive worker had room. {@code warned}: Spark logs that it "requires
     * more resource than any of Workers could have" (the last worker visited held nothing, or there is
     * no alive worker).
     */
    record DriverWaiting(String driver, boolean warned) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.SCHEDULE;
        }
    }

    /** A driver moved to the completed drivers, in {@code state}, giving its worker back its resources. */
    record DriverRemoved(String driver, DriverState state, Optional<String> worker) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.REMOVE_DRIVER;
        }
    }

    /** A supervised driver on a lost worker is submitted again under a new id. */
    record DriverRelaunched(String driver, String newDriver) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.RELAUNCH_DRIVER;
        }
    }

    /** The oldest completed driver is forgotten: {@code spark.deploy.retainedDrivers} were kept. */
    record CompletedDriverDropped(String driver, int retained) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.REMOVE_DRIVER;
        }
    }

    /**
     * A driver stays waiting without being offered a worker: {@code spark.deploy.maxDrivers} drivers
     * run (Spark 4.0, SPARK-45174).
     */
    record DriverLimitReached(String driver, int running, int maxDrivers) implements ClusterEvent {
        public ClusterMethod method() {
            return ClusterMethod.SCHEDULE;
        }
    }
}
