package sparkmemlab.cluster;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Stream;
import sparkmemlab.cluster.ClusterEvent.RetryOutcome;

/**
 * Spark 3.5.3's or 4.2.0's standalone {@code Master} ({@link ClusterConfig#sparkVersion}), the part that hands out the cluster's cores and memory:
 * its message handlers, {@code schedule()}, {@code startExecutorsOnWorkers},
 * {@code scheduleExecutorsOnWorkers} and the bookkeeping of workers, apps, executors and drivers.
 * Each {@link #apply} is one message and yields an immutable state and the events that explain it.
 *
 * <p>Two places where Spark's order is not fixed, and what the model does there (the cluster
 * contract's choices):
 * <ul>
 * <li>Spark keeps its workers in a hash set of identity hash codes, so among usable workers with equal
 * free cores its order is a hash order. Here ties go in registration order, earliest first. (Spark 4.0
 * sorts by a policy with the id as tie-break: {@link UsableWorkerOrder}.)
 * <li>Spark places drivers round robin over {@code Random.shuffle} of the alive workers. Here the alive
 * workers are taken in registration order, the round starting at the first at each {@code schedule()}:
 * one of the orders Spark's shuffle can give.
 * </ul>
 */
public final class Master {
    private final ClusterConfig config;

    // Spark's books. Spark's workers are a hash set; here they are in registration order.
    final List<WorkerInfo> workers = new ArrayList<>();
    final Map<String, WorkerInfo> idToWorker = new HashMap<>();
    /** The unfinished apps (Spark's {@code apps} and {@code idToApp}). */
    final Map<String, ApplicationInfo> idToApp = new HashMap<>();
    final List<ApplicationInfo> waitingApps = new ArrayList<>();
    final List<ApplicationInfo> completedApps = new ArrayList<>();
    /** The unfinished drivers, in submission order. */
    final List<DriverInfo> drivers = new ArrayList<>();
    final List<DriverInfo> completedDrivers = new ArrayList<>();
    final List<DriverInfo> waitingDrivers = new ArrayList<>();

    /** Every id ever submitted (and every relaunched driver's): ids are never reused. */
    private final Set<String> appIds = new HashSet<>();
    private final Set<String> driverIds = new HashSet<>();
    private long registrations;
    private int submissions;
    private long driverCreations;
    private int steps;
    private ClusterState state;

    // What the step being taken does.
    private final List<ClusterEvent> events = new ArrayList<>();
    private final List<WorkerMessage.Launch> launched = new ArrayList<>();
    private final List<ExecutorDesc> killed = new ArrayList<>();
    /** Executors launched this step, for the Workers' RUNNING reports at its end. */
    private final Deque<ExecutorDesc> launching = new ArrayDeque<>();

    public Master(ClusterConfig config) {
        this.config = config;
        this.state = snapshot();
    }

    public ClusterConfig config() {
        return config;
    }

    /** The state after the last step (an empty cluster before the first). */
    public ClusterState state() {
        return state;
    }

    /** The steps taken so far. */
    public int steps() {
        return steps;
    }

    /**
     * Delivers one message to the Master and, with {@link ClusterConfig#reportRunning}, the Workers'
     * RUNNING reports for the executors it launched.
     *
     * @throws IllegalClusterStepException if Spark cannot take the step; nothing has changed then
     */
    public ClusterStep apply(ClusterOp op) throws IllegalClusterStepException {
        StepChecks.check(this, op);
        events.clear();
        launched.clear();
        killed.clear();
        launching.clear();
        if (op instanceof ClusterOp.AddWorker a) {
            registerWorkerMessage(a);
        } else if (op instanceof ClusterOp.RemoveWorker r) {
            removeWorker(idToWorker.get(r.worker()));
        } else if (op instanceof ClusterOp.DecommissionWorker d) {
            decommissionWorker(idToWorker.get(d.worker()));
        } else if (op instanceof ClusterOp.SubmitApp s) {
            registerApplicationMessage(s);
        } else if (op instanceof ClusterOp.StopApp s) {
            ApplicationInfo app = idToApp.get(s.app());
            removeApplication(app, s.how() == ClusterOp.How.KILL ? ApplicationState.KILLED : ApplicationState.FINISHED);
        } else if (op instanceof ClusterOp.ExecutorRunning r) {
            executorStateChanged(r.app(), r.executor(), ExecutorState.RUNNING, OptionalInt.empty());
        } else if (op instanceof ClusterOp.ExecutorExited e) {
            executorStateChanged(e.app(), e.executor(), e.state(), e.exitStatus());
        } else if (op instanceof ClusterOp.SubmitDriver s) {
            requestSubmitDriver(s);
        } else if (op instanceof ClusterOp.DriverExited d) {
            removeDriver(incarnation(d.driver()), d.state());
        } else {
            throw new IllegalStateException("unknown op " + op);
        }
        if (config.reportRunning()) {
            reportRunning();
        }
        state = snapshot();
        MasterInvariants.check(this, state);
        steps++;
        List<WorkerMessage.KillExecutor> kills = killed.stream()
                .sorted(Comparator.<ExecutorDesc>comparingInt(e -> e.application.submission).thenComparingInt(e -> e.id))
                .map(e -> new WorkerMessage.KillExecutor(e.application.id, e.id, e.worker.id)).toList();
        return new ClusterStep(steps, op, state, launched, kills, events);
    }

    // ---- the messages ---------------------------------------------------------------------------

    /** {@code RegisterWorker} (a duplicate id was refused by the checks). */
    private void registerWorkerMessage(ClusterOp.AddWorker a) {
        registerWorker(new WorkerInfo(a.worker(), a.cores(), a.memoryMb(), ++registrations));
        schedule();
    }

    /** {@code RegisterApplication}; the app is registered under the scenario's id. */
    private void registerApplicationMessage(ClusterOp.SubmitApp s) {
        ApplicationDescription desc = s.description();
        ApplicationInfo app = new ApplicationInfo(s.app(), ++submissions, desc, config.defaultCores());
        appIds.add(app.id);
        registerApplication(app);
        schedule();
    }

    /** {@code RequestSubmitDriver}. */
    private void requestSubmitDriver(ClusterOp.SubmitDriver s) {
        DriverInfo driver = new DriverInfo(s.driver(), 1, s.description(), ++driverCreations);
        driverIds.add(s.driver());
        events.add(new ClusterEvent.DriverSubmitted(driver.id, driver.desc.mem(), driver.desc.cores(), driver.desc.supervise()));
        waitingDrivers.add(driver);
        drivers.add(driver);
        schedule();
    }

    /** {@code ExecutorStateChanged}. */
    private void executorStateChanged(String appId, int execId, ExecutorState newState, OptionalInt exitStatus) {
        ApplicationInfo app = idToApp.get(appId);
        ExecutorDesc exec = app.executors.get(execId);
        ExecutorState oldState = exec.state;
        exec.state = newState;
        events.add(new ClusterEvent.ExecutorStateChanged(appId, execId, exec.worker.id, oldState, newState, exitStatus));
        if (newState == ExecutorState.RUNNING) {
            int was = app.retryCount();
            app.resetRetryCount();
            if (was > 0) {
                events.add(new ClusterEvent.RetryCountReset(appId, was));
            }
        }
        if (newState.isFinished()) {
            if (!app.isFinished()) {
                app.removeExecutor(exec);
            }
            exec.worker.removeExecutor(exec);
            boolean normalExit = exitStatus.isPresent() && exitStatus.getAsInt() == 0;
            // Exits from decommissioned workers are expected, so Spark does not count them.
            if (!normalExit && oldState != ExecutorState.DECOMMISSIONED) {
                int retries = app.incrementRetryCount();
                int max = config.maxExecutorRetries();
                if (retries >= max && max >= 0) {
                    boolean running = app.executors.values().stream().anyMatch(e -> e.state == ExecutorState.RUNNING);
                    events.add(new ClusterEvent.RetryCountIncremented(appId, retries, max,
                            running ? RetryOutcome.KEPT_HAS_RUNNING : RetryOutcome.REMOVED));
                    if (!running) {
                        removeApplication(app, ApplicationState.FAILED);
                    }
                } else {
                    events.add(new ClusterEvent.RetryCountIncremented(appId, retries, max,
                            max < 0 ? RetryOutcome.LIMIT_DISABLED : RetryOutcome.BELOW_LIMIT));
                }
            }
        }
        schedule();
    }

    /**
     * The Workers' answers to this step's {@code LaunchExecutor}s, in launch order: each runs the
     * {@code ExecutorStateChanged(RUNNING)} handler. An executor the Master no longer holds is one
     * Spark would log as unknown and ignore.
     */
    private void reportRunning() {
        while (!launching.isEmpty()) {
            ExecutorDesc exec = launching.poll();
            ApplicationInfo app = idToApp.get(exec.application.id);
            if (app == exec.application && app.executors.get(exec.id) == exec) {
                if (exec.state != ExecutorState.LAUNCHING) {
                    throw new IllegalStateException("executor " + exec.fullId() + " launched this step is " + exec.state);
                }
                events.add(new ClusterEvent.WorkerReportedRunning(app.id, exec.id, exec.worker.id));
                executorStateChanged(app.id, exec.id, ExecutorState.RUNNING, OptionalInt.empty());
            }
        }
    }

    // ---- Spark's methods ------------------------------------------------------------------------

    private void registerWorker(WorkerInfo worker) {
        // Spark drops DEAD entries with the new worker's host and port: here, its id.
        workers.removeIf(w -> {
            boolean cull = w.id.equals(worker.id) && w.state == WorkerState.DEAD;
            if (cull) {
                events.add(new ClusterEvent.DeadWorkerCulled(w.id));
            }
            return cull;
        });
        workers.add(worker);
        idToWorker.put(worker.id, worker);
        events.add(new ClusterEvent.WorkerRegistered(worker.id, worker.cores, worker.memory));
    }

    private void removeWorker(WorkerInfo worker) {
        worker.state = WorkerState.DEAD;
        idToWorker.remove(worker.id);
        events.add(new ClusterEvent.WorkerRemoved(worker.id));
        for (ExecutorDesc exec : List.copyOf(worker.executors.values())) {
            exec.state = ExecutorState.LOST;
            exec.application.removeExecutor(exec);
            events.add(new ClusterEvent.ExecutorLost(exec.application.id, exec.id, worker.id, exec.cores));
        }
        // Spark visits the drivers in the hash order of their clock-made ids; here, in submission order.
        List<DriverInfo> onWorker = worker.drivers.values().stream().sorted(Comparator.comparingLong(d -> d.creation)).toList();
        for (DriverInfo driver : onWorker) {
            if (driver.desc.supervise()) {
                relaunchDriver(driver);
            } else {
                removeDriver(driver.id, DriverState.ERROR);
            }
        }
        schedule();
    }

    private void decommissionWorker(WorkerInfo worker) {
        worker.state = WorkerState.DECOMMISSIONED;
        events.add(new ClusterEvent.WorkerDecommissioned(worker.id));
        for (ExecutorDesc exec : List.copyOf(worker.executors.values())) {
            exec.state = ExecutorState.DECOMMISSIONED;
            exec.application.removeExecutor(exec);
            events.add(new ClusterEvent.ExecutorDecommissioned(exec.application.id, exec.id, worker.id, exec.cores));
        }
    }

    private void registerApplication(ApplicationInfo app) {
        idToApp.put(app.id, app);
        waitingApps.add(app);
        ApplicationDescription d = app.desc;
        events.add(new ClusterEvent.ApplicationRegistered(app.id, d.name(), app.requestedCores, d.coresPerExecutor(),
                d.memoryPerExecutorMB()));
    }

    private void removeApplication(ApplicationInfo app, ApplicationState finalState) {
        if (idToApp.remove(app.id) == null) {
            return;
        }
        int retained = config.retainedApplications();
        if (completedApps.size() >= retained) {
            int toRemove = Math.min(Math.max(retained / 10, 1), completedApps.size());
            for (ApplicationInfo dropped : List.copyOf(completedApps.subList(0, toRemove))) {
                events.add(new ClusterEvent.CompletedApplicationDropped(dropped.id, retained));
            }
            completedApps.subList(0, toRemove).clear();
        }
        completedApps.add(app);
        waitingApps.remove(app);
        events.add(new ClusterEvent.ApplicationRemoved(app.id, finalState));
        for (ExecutorDesc exec : List.copyOf(app.executors.values())) {
            killExecutor(exec);
        }
        // The app keeps its executors and coresGranted as they were, for the record.
        app.markFinished(finalState);
        schedule();
    }

    private void killExecutor(ExecutorDesc exec) {
        exec.worker.removeExecutor(exec);
        killed.add(exec);
        exec.state = ExecutorState.KILLED;
        events.add(new ClusterEvent.ExecutorKilled(exec.application.id, exec.id, exec.worker.id, exec.cores, exec.memory));
    }

    /** Drivers first, then executors. Called whenever a worker, app or driver comes or goes. */
    private void schedule() {
        if (config.spreadOutDrivers()) {
            spreadOutDrivers();
        } else {
            consolidateDrivers();
        }
        startExecutorsOnWorkers();
    }

    /** How many drivers run (Spark's {@code drivers.size - waitingDrivers.size}). */
    private int runningDrivers() {
        return drivers.size() - waitingDrivers.size();
    }

    /**
     * Round robin over the alive workers: each driver starts from the worker after the last one
     * visited. Spark 3.5.3's only way, 4.0's default; 4.0 first skips every driver while
     * {@code spark.deploy.maxDrivers} run (SPARK-45174; unlimited under 3.5.3).
     */
    private void spreadOutDrivers() {
        List<WorkerInfo> aliveWorkers = workers.stream().filter(w -> w.state == WorkerState.ALIVE).toList();
        int numWorkersAlive = aliveWorkers.size();
        int curPos = 0;
        for (DriverInfo driver : List.copyOf(waitingDrivers)) {
            boolean atLimit = runningDrivers() >= config.maxDrivers();
            boolean launchedDriver = atLimit;
            boolean isClusterIdle = !launchedDriver;
            int numWorkersVisited = 0;
            while (numWorkersVisited < numWorkersAlive && !launchedDriver) {
                WorkerInfo worker = aliveWorkers.get(curPos);
                isClusterIdle = worker.drivers.isEmpty() && worker.executors.isEmpty();
                numWorkersVisited++;
                if (canLaunch(worker, driver.desc.mem(), driver.desc.cores())) {
                    launchDriver(worker, driver);
                    waitingDrivers.remove(driver);
                    launchedDriver = true;
                } else {
                    driverDoesNotFit(driver, worker);
                }
                curPos = (curPos + 1) % numWorkersAlive;
            }
            if (atLimit) {
                events.add(new ClusterEvent.DriverLimitReached(driver.id, runningDrivers(), config.maxDrivers()));
            } else if (!launchedDriver) {
                events.add(new ClusterEvent.DriverWaiting(driver.id, isClusterIdle));
            }
        }
    }

    /**
     * {@code spark.deploy.spreadOutDrivers} false (SPARK-46800, Spark 4.0): each driver goes to the
     * first alive worker by id that fits; Spark warns whenever none does.
     */
    private void consolidateDrivers() {
        List<WorkerInfo> aliveWorkers = workers.stream().filter(w -> w.state == WorkerState.ALIVE)
                .sorted(Comparator.comparing(w -> w.id)).toList();
        for (DriverInfo driver : List.copyOf(waitingDrivers)) {
            if (runningDrivers() >= config.maxDrivers()) {
                events.add(new ClusterEvent.DriverLimitReached(driver.id, runningDrivers(), config.maxDrivers()));
                continue;
            }
            Optional<WorkerInfo> fits = Optional.empty();
            for (WorkerInfo worker : aliveWorkers) {
                if (canLaunch(worker, driver.desc.mem(), driver.desc.cores())) {
                    fits = Optional.of(worker);
                    break;
                }
                driverDoesNotFit(driver, worker);
            }
            if (fits.isPresent()) {
                launchDriver(fits.get(), driver);
                waitingDrivers.remove(driver);
            } else {
                events.add(new ClusterEvent.DriverWaiting(driver.id, true));
            }
        }
    }

    private void driverDoesNotFit(DriverInfo driver, WorkerInfo worker) {
        events.add(new ClusterEvent.DriverDoesNotFit(driver.id, worker.id, worker.coresFree(), worker.memoryFree(),
                driver.desc.cores(), driver.desc.mem()));
    }

    /** FIFO over the waiting apps: each takes what it can before the next is looked at. */
    private void startExecutorsOnWorkers() {
        for (ApplicationInfo app : List.copyOf(waitingApps)) {
            ApplicationDescription desc = app.desc;
            int coresPerExecutor = desc.coresPerExecutor().orElse(1);
            if (app.coresLeft() < coresPerExecutor) {
                if (app.coresLeft() > 0) {
                    events.add(new ClusterEvent.CoresLeftBelowExecutor(app.id, app.coresLeft(), coresPerExecutor));
                }
                continue;
            }
            List<WorkerInfo> usable = new ArrayList<>();
            for (WorkerInfo w : workers) {
                if (w.state == WorkerState.ALIVE && canLaunch(w, desc.memoryPerExecutorMB(), coresPerExecutor)) {
                    usable.add(w);
                } else {
                    events.add(new ClusterEvent.WorkerUnusable(app.id, w.id, w.state, w.coresFree(), w.memoryFree(),
                            coresPerExecutor, desc.memoryPerExecutorMB()));
                }
            }
            UsableWorkerOrder.sort(usable, config);
            events.add(new ClusterEvent.UsableWorkers(app.id,
                    usable.stream().map(w -> new ClusterEvent.WorkerFree(w.id, w.coresFree(), w.memoryFree())).toList(),
                    UsableWorkerOrder.policy(config)));
            boolean appMayHang = waitingApps.size() == 1 && waitingApps.get(0).executors.isEmpty() && usable.isEmpty();
            if (appMayHang) {
                events.add(new ClusterEvent.AppMayHang(app.id));
            }
            int[] assignedCores = scheduleExecutorsOnWorkers(app, usable, config.spreadOut());
            for (int pos = 0; pos < usable.size(); pos++) {
                if (assignedCores[pos] > 0) {
                    allocateWorkerResourceToExecutors(app, assignedCores[pos], usable.get(pos));
                }
            }
        }
    }

    /**
     * How many cores each usable worker gives the app. Spread out: one core (or one executor of
     * {@code spark.executor.cores}) per worker per round; otherwise each worker is filled before the
     * next. Without {@code spark.executor.cores} a worker gets one executor holding all its assigned
     * cores, and only that first executor needs the memory. (Spark also checks custom resources and
     * an executor limit; an app here has neither, so the limit is {@code Int.MaxValue}.)
     */
    private int[] scheduleExecutorsOnWorkers(ApplicationInfo app, List<WorkerInfo> usableWorkers, boolean spreadOutApps) {
        OptionalInt coresPerExecutor = app.desc.coresPerExecutor();
        int minCoresPerExecutor = coresPerExecutor.orElse(1);
        boolean oneExecutorPerWorker = coresPerExecutor.isEmpty();
        int memoryPerExecutor = app.desc.memoryPerExecutorMB();
        int numUsable = usableWorkers.size();
        int[] assignedCores = new int[numUsable];
        int[] assignedExecutors = new int[numUsable];
        int freeCores = 0;
        for (WorkerInfo w : usableWorkers) {
            freeCores += w.coresFree(); // an Int sum, wrapping as Spark's does
        }
        Scheduling s = new Scheduling(app, usableWorkers, assignedCores, assignedExecutors, minCoresPerExecutor,
                oneExecutorPerWorker, memoryPerExecutor, Math.min(app.coresLeft(), freeCores));
        int coresToAssign = s.coresToAssign;
        List<Integer> freeWorkers = positions(numUsable).filter(s::canLaunchExecutorForApp).toList();
        while (!freeWorkers.isEmpty()) {
            for (int pos : freeWorkers) {
                boolean keepScheduling = true;
                while (keepScheduling && s.canLaunchExecutorForApp(pos)) {
                    s.coresToAssign -= minCoresPerExecutor;
                    assignedCores[pos] += minCoresPerExecutor;
                    if (oneExecutorPerWorker) {
                        assignedExecutors[pos] = 1;
                    } else {
                        assignedExecutors[pos] += 1;
                    }
                    if (spreadOutApps) {
                        keepScheduling = false;
                    }
                }
            }
            freeWorkers = freeWorkers.stream().filter(s::canLaunchExecutorForApp).toList();
        }
        if (numUsable > 0) {
            List<ClusterEvent.Assignment> assignments = new ArrayList<>();
            for (int pos = 0; pos < numUsable; pos++) {
                assignments.add(new ClusterEvent.Assignment(usableWorkers.get(pos).id, assignedCores[pos],
                        oneExecutorPerWorker ? assignedExecutors[pos] : assignedCores[pos] / minCoresPerExecutor));
            }
            events.add(new ClusterEvent.CoresAssigned(app.id, spreadOutApps, coresToAssign, assignments));
        }
        return assignedCores;
    }

    private static Stream<Integer> positions(int n) {
        return Stream.iterate(0, i -> i < n, i -> i + 1);
    }

    /** The running figures of one {@code scheduleExecutorsOnWorkers} and its {@code canLaunchExecutorForApp}. */
    private static final class Scheduling {
        private final ApplicationInfo app;
        private final List<WorkerInfo> usableWorkers;
        private final int[] assignedCores;
        private final int[] assignedExecutors;
        private final int minCoresPerExecutor;
        private final boolean oneExecutorPerWorker;
        private final int memoryPerExecutor;
        int coresToAssign;

        Scheduling(ApplicationInfo app, List<WorkerInfo> usableWorkers, int[] assignedCores, int[] assignedExecutors,
                int minCoresPerExecutor, boolean oneExecutorPerWorker, int memoryPerExecutor, int coresToAssign) {
            this.app = app;
            this.usableWorkers = usableWorkers;
            this.assignedCores = assignedCores;
            this.assignedExecutors = assignedExecutors;
            this.minCoresPerExecutor = minCoresPerExecutor;
            this.oneExecutorPerWorker = oneExecutorPerWorker;
            this.memoryPerExecutor = memoryPerExecutor;
            this.coresToAssign = coresToAssign;
        }

        /** Whether the worker at {@code pos} can take one more executor, or one more core for its executor. */
        boolean canLaunchExecutorForApp(int pos) {
            WorkerInfo worker = usableWorkers.get(pos);
            boolean keepScheduling = coresToAssign >= minCoresPerExecutor;
            boolean enoughCores = worker.coresFree() - assignedCores[pos] >= minCoresPerExecutor;
            int assignedExecutorNum = assignedExecutors[pos];
            boolean launchingNewExecutor = !oneExecutorPerWorker || assignedExecutorNum == 0;
            if (launchingNewExecutor) {
                int assignedMemory = assignedExecutorNum * memoryPerExecutor;
                boolean enoughMemory = worker.memoryFree() - assignedMemory >= memoryPerExecutor;
                int assigned = 0;
                for (int n : assignedExecutors) {
                    assigned += n;
                }
                boolean underLimit = assigned + app.executors.size() < Integer.MAX_VALUE;
                return keepScheduling && enoughCores && enoughMemory && underLimit;
            }
            // More cores for an executor already placed here: no memory or executor limit to check.
            return keepScheduling && enoughCores;
        }
    }

    private void allocateWorkerResourceToExecutors(ApplicationInfo app, int assignedCores, WorkerInfo worker) {
        OptionalInt coresPerExecutor = app.desc.coresPerExecutor();
        // With spark.executor.cores, the assigned cores split evenly into executors; else one takes them all.
        int numExecutors = coresPerExecutor.isPresent() ? assignedCores / coresPerExecutor.getAsInt() : 1;
        int coresToAssign = coresPerExecutor.orElse(assignedCores);
        for (int i = 0; i < numExecutors; i++) {
            ExecutorDesc exec = app.addExecutor(worker, coresToAssign, app.desc.memoryPerExecutorMB());
            launchExecutor(worker, exec);
            if (app.state != ApplicationState.RUNNING) {
                events.add(new ClusterEvent.ApplicationRunning(app.id));
            }
            app.state = ApplicationState.RUNNING;
        }
    }

    private void launchExecutor(WorkerInfo worker, ExecutorDesc exec) {
        worker.addExecutor(exec);
        launched.add(new WorkerMessage.LaunchExecutor(exec.application.id, exec.id, worker.id, exec.cores, exec.memory));
        launching.add(exec);
        events.add(new ClusterEvent.ExecutorLaunched(exec.application.id, exec.id, worker.id, exec.cores, exec.memory));
    }

    private static boolean canLaunch(WorkerInfo worker, int memoryReq, int coresReq) {
        return worker.memoryFree() >= memoryReq && worker.coresFree() >= coresReq;
    }

    private void launchDriver(WorkerInfo worker, DriverInfo driver) {
        worker.addDriver(driver);
        driver.worker = Optional.of(worker);
        launched.add(new WorkerMessage.LaunchDriver(driver.id, worker.id, driver.desc.cores(), driver.desc.mem()));
        driver.state = DriverState.RUNNING;
        events.add(new ClusterEvent.DriverLaunched(driver.id, worker.id, driver.desc.cores(), driver.desc.mem()));
    }

    private void relaunchDriver(DriverInfo driver) {
        // A new id: the old driver may still be running behind a network partition (SPARK-19900).
        removeDriver(driver.id, DriverState.RELAUNCHING);
        DriverInfo newDriver = new DriverInfo(driver.baseId, driver.attempt + 1, driver.desc, ++driverCreations);
        driverIds.add(newDriver.id);
        events.add(new ClusterEvent.DriverRelaunched(driver.id, newDriver.id));
        drivers.add(newDriver);
        waitingDrivers.add(newDriver);
        schedule();
    }

    private void removeDriver(String driverId, DriverState finalState) {
        DriverInfo driver = drivers.stream().filter(d -> d.id.equals(driverId)).findFirst().orElse(null);
        if (driver == null) {
            return;
        }
        drivers.remove(driver);
        int retained = config.retainedDrivers();
        if (completedDrivers.size() >= retained) {
            int toRemove = Math.min(Math.max(retained / 10, 1), completedDrivers.size());
            for (DriverInfo dropped : List.copyOf(completedDrivers.subList(0, toRemove))) {
                events.add(new ClusterEvent.CompletedDriverDropped(dropped.id, retained));
            }
            completedDrivers.subList(0, toRemove).clear();
        }
        completedDrivers.add(driver);
        driver.state = finalState;
        driver.worker.ifPresent(w -> w.removeDriver(driver));
        events.add(new ClusterEvent.DriverRemoved(driver.id, finalState, driver.worker.map(w -> w.id)));
        schedule();
    }

    // ---- for the checks and the state -----------------------------------------------------------

    boolean wasSubmitted(String appId) {
        return appIds.contains(appId);
    }

    /**
     * The driver a step names: the id the scenario submitted means its newest incarnation ({@code d1}
     * after a relaunch is {@code d1#2}); an incarnation's own id ({@code d1#2}) means itself.
     */
    String incarnation(String named) {
        String newest = named;
        int attempt = 0;
        for (DriverInfo d : (Iterable<DriverInfo>) Stream.concat(drivers.stream(), completedDrivers.stream())::iterator) {
            if (d.baseId.equals(named) && d.attempt > attempt) {
                newest = d.id;
                attempt = d.attempt;
            }
        }
        return newest;
    }

    boolean wasSubmittedDriver(String driverId) {
        return driverIds.contains(driverId);
    }

    private ClusterState snapshot() {
        List<ClusterState.App> apps = Stream.concat(idToApp.values().stream(), completedApps.stream())
                .sorted(Comparator.comparingInt(a -> a.submission)).map(ApplicationInfo::snapshot).toList();
        List<ClusterState.Driver> allDrivers = Stream.concat(drivers.stream(), completedDrivers.stream())
                .sorted(Comparator.comparingLong(d -> d.creation)).map(DriverInfo::snapshot).toList();
        return new ClusterState(workers.stream().map(WorkerInfo::snapshot).toList(), apps,
                waitingApps.stream().map(a -> a.id).toList(), allDrivers, waitingDrivers.stream().map(d -> d.id).toList());
    }
}
