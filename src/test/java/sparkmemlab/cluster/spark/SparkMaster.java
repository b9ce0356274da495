package sparkmemlab.cluster.spark;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.apache.spark.SecurityManager;
import org.apache.spark.SparkConf;
import org.apache.spark.deploy.ApplicationDescription;
import org.apache.spark.deploy.Command;
import org.apache.spark.deploy.DeployMessages;
import org.apache.spark.deploy.DriverDescription;
import org.apache.spark.deploy.ExecutorState$;
import org.apache.spark.deploy.master.ApplicationInfo;
import org.apache.spark.deploy.master.ApplicationState$;
import org.apache.spark.deploy.master.BlackHolePersistenceEngine;
import org.apache.spark.deploy.master.DriverInfo;
import org.apache.spark.deploy.master.DriverState$;
import org.apache.spark.deploy.master.ExecutorDesc;
import org.apache.spark.deploy.master.Master;
import org.apache.spark.deploy.master.RecoveryState$;
import org.apache.spark.deploy.master.WorkerInfo;
import org.apache.spark.resource.ResourceProfile$;
import org.apache.spark.resource.ResourceProfile;
import org.apache.spark.rpc.RpcAddress;
import org.apache.spark.rpc.RpcEnv$;
import org.apache.spark.rpc.RpcEnv;
import org.apache.spark.util.Utils;
import scala.Enumeration;
import scala.Option;
import scala.jdk.javaapi.CollectionConverters;
import sparkmemlab.cluster.ApplicationState;
import sparkmemlab.cluster.ClusterOp;
import sparkmemlab.cluster.ClusterState;
import sparkmemlab.cluster.ClusterStep;
import sparkmemlab.cluster.DriverState;
import sparkmemlab.cluster.ExecutorState;
import sparkmemlab.cluster.WorkerMessage;
import sparkmemlab.cluster.WorkerState;

/**
 * One run of a cluster scenario on Spark 3.5.3's real {@code Master}, made over a local
 * {@code RpcEnv} but never started as an endpoint (no web UI, no timers): each step calls the
 * Master's own handler on this thread ({@code receive}, {@code receiveAndReply},
 * {@code onDisconnected}, {@code removeApplication}), or, for a worker, its private
 * {@code registerWorker} and {@code schedule()}, as the cluster contract says. Real
 * {@code WorkerInfo}, {@code ApplicationInfo}, {@code ExecutorDesc} and {@code DriverInfo} keep the
 * books; the Workers and drivers are {@link FakeEndpoint}s, whose outbox gives the step's
 * {@code LaunchExecutor}, {@code LaunchDriver} and {@code KillExecutor} messages.
 *
 * <p>Spark names apps and drivers by the clock; they are mapped to the scenario's ids as they
 * register (a relaunched driver shares its original's {@code DriverDescription}, so it is the
 * original's next attempt), and ordered by the counter that ends Spark's ids.
 */
final class SparkMaster {
    private static final int WORKER_PORT = 7078;
    private static final int DRIVER_PORT = 7079;
    private static final SparkConf RPC_CONF = new SparkConf(false);
    private static RpcEnv rpcEnv;
    private static SecurityManager securityManager;

    private final Master master;
    private final ReversingShuffle shuffle;
    private final boolean reportRunning;
    private final List<FakeEndpoint.Sent> outbox = new ArrayList<>();
    private final Map<String, ApplicationInfo> apps = new HashMap<>();
    private final Map<String, String> appIdsBySparkId = new HashMap<>();
    private final Map<String, Integer> submission = new HashMap<>();
    private final Map<String, FakeEndpoint> appEndpoints = new HashMap<>();
    private final Map<String, DriverInfo> drivers = new HashMap<>();
    private final Map<DriverInfo, String> driverIds = new IdentityHashMap<>();
    private long registrations;

    /** A message Spark would not take, or could not: the step stops the run. */
    static final class Cannot extends Exception {
        private static final long serialVersionUID = 1L;

        Cannot(String message) {
            super(message);
        }
    }

    /**
     * A Master with these settings (set on its {@code SparkConf} as strings).
     *
     * @param reportRunning whether the Workers answer each {@code LaunchExecutor} with RUNNING
     * @throws IllegalArgumentException or Spark's exception when Spark refuses a setting
     */
    SparkMaster(Map<String, String> settings, boolean reportRunning, ReversingShuffle shuffle) throws Exception {
        this.shuffle = shuffle;
        this.reportRunning = reportRunning;
        SparkConf conf = new SparkConf(false);
        settings.forEach(conf::set);
        Master m = new Master(rpcEnv(), rpcEnv().address(), 0, securityManager, conf);
        // Shut the thread its constructor starts: the Master is never started, so nothing is scheduled on it.
        ((java.util.concurrent.ExecutorService) Reflect.call(m, "forwardMessageThread")).shutdownNow();
        // What onStart and the election would do, without the web UI: no persistence, ALIVE.
        Reflect.call(m, "persistenceEngine_$eq", new BlackHolePersistenceEngine());
        Reflect.call(m, "state_$eq", RecoveryState$.MODULE$.ALIVE());
        this.master = m;
    }

    /** One of the Master's private settings, as its constructor read it: {@code spreadOutApps}, {@code defaultCores}... */
    Object setting(String name) {
        return Reflect.call(master, name);
    }

    private static synchronized RpcEnv rpcEnv() {
        if (rpcEnv == null) {
            securityManager = new SecurityManager(RPC_CONF, SecurityManager.$lessinit$greater$default$2(),
                    SecurityManager.$lessinit$greater$default$3());
            rpcEnv = RpcEnv$.MODULE$.create("sparkMaster", "localhost", 0, RPC_CONF, securityManager, false);
        }
        return rpcEnv;
    }

    /** Takes one step and reads Spark's books, or says why Spark would not take it. */
    ClusterStep step(int n, ClusterOp op) throws Cannot {
        outbox.clear();
        shuffle.reset();
        if (op instanceof ClusterOp.AddWorker a) {
            addWorker(a);
        } else if (op instanceof ClusterOp.RemoveWorker r) {
            master.onDisconnected(registeredWorker(r.worker()).endpoint().address());
        } else if (op instanceof ClusterOp.DecommissionWorker d) {
            WorkerInfo w = registeredWorker(d.worker());
            if (name(w.state()).equals("DECOMMISSIONED")) {
                throw new Cannot("worker " + d.worker() + " is already decommissioned");
            }
            master.receive().apply(new DeployMessages.DecommissionWorkers(seq(List.of(d.worker()))));
        } else if (op instanceof ClusterOp.SubmitApp s) {
            submitApp(s);
        } else if (op instanceof ClusterOp.StopApp s) {
            ApplicationInfo app = unfinishedApp(s.app());
            switch (s.how()) {
                case UNREGISTER -> master.receive().apply(new DeployMessages.UnregisterApplication(app.id()));
                case DISCONNECT -> master.onDisconnected(appEndpoints.get(s.app()).address());
                case KILL -> master.removeApplication(app, ApplicationState$.MODULE$.KILLED());
            }
        } else if (op instanceof ClusterOp.ExecutorRunning r) {
            ExecutorDesc exec = executor(r.app(), r.executor());
            if (!name(exec.state()).equals("LAUNCHING")) {
                throw new Cannot("executor " + r.executor() + " is " + exec.state());
            }
            executorStateChanged(exec.application().id(), r.executor(), ExecutorState$.MODULE$.RUNNING(), OptionalInt.empty());
        } else if (op instanceof ClusterOp.ExecutorExited e) {
            ExecutorDesc exec = executor(e.app(), e.executor());
            executorStateChanged(exec.application().id(), e.executor(), ExecutorState$.MODULE$.withName(e.state().name()),
                    e.exitStatus());
        } else if (op instanceof ClusterOp.SubmitDriver s) {
            submitDriver(s);
        } else if (op instanceof ClusterOp.DriverExited d) {
            DriverInfo driver = incarnation(d.driver());
            if (driver == null || !sparkDrivers().contains(driver) || waitingDrivers().contains(driver)) {
                throw new Cannot("driver " + d.driver() + " is not running");
            }
            master.receive().apply(new DeployMessages.DriverStateChanged(driver.id(), DriverState$.MODULE$.withName(d.state().name()),
                    Option.empty()));
        }
        if (reportRunning) {
            reportRunning();
        }
        mapRelaunchedDrivers();
        return new ClusterStep(n, op, state(), launched(), killed(), List.of());
    }

    // ---- the steps ------------------------------------------------------------------------------

    private void addWorker(ClusterOp.AddWorker a) throws Cannot {
        if (idToWorker().containsKey(a.worker())) {
            throw new Cannot("duplicate worker " + a.worker());
        }
        int memory = Utils.memoryStringToMb(a.memory());
        if (memory <= 0) {
            throw new Cannot("WorkerArguments.checkWorkerMemory: memory " + memory);
        }
        FakeEndpoint endpoint = new FakeEndpoint(RPC_CONF, new RpcAddress(a.worker(), WORKER_PORT), "Worker", a.worker(), outbox);
        WorkerInfo worker = new RegistrationOrderWorkerInfo(++registrations, a.worker(), a.worker(), WORKER_PORT, a.cores(),
                memory, endpoint, "http://" + a.worker() + ":8081", scala.collection.immutable.Map$.MODULE$.empty());
        if (!(Boolean) Reflect.call(master, "registerWorker", worker)) {
            throw new IllegalStateException("Spark refused to register " + a.worker());
        }
        Reflect.call(master, "schedule");
    }

    private void submitApp(ClusterOp.SubmitApp s) throws Cannot {
        if (apps.containsKey(s.app())) {
            throw new Cannot("app " + s.app() + " was submitted before");
        }
        FakeEndpoint endpoint = new FakeEndpoint(RPC_CONF, new RpcAddress(s.app(), DRIVER_PORT), "AppClient", s.app(), outbox);
        master.receive().apply(new DeployMessages.RegisterApplication(appDescription(s.name(), s.conf()), endpoint));
        List<ApplicationInfo> waiting = CollectionConverters.asJava(waitingApps());
        ApplicationInfo app = waiting.get(waiting.size() - 1);
        if (app.driver() != endpoint) {
            throw new IllegalStateException("Spark did not register " + s.app());
        }
        apps.put(s.app(), app);
        appIdsBySparkId.put(app.id(), s.app());
        submission.put(s.app(), apps.size());
        appEndpoints.put(s.app(), endpoint);
    }

    /**
     * What a {@code SparkContext} on a {@code spark://} master makes of the app's settings:
     * {@code validateSettings}, the default {@code ResourceProfile} (Spark caches one per JVM; it is
     * made afresh for each app), and {@code StandaloneSchedulerBackend}'s {@code spark.cores.max}.
     */
    static ApplicationDescription appDescription(String name, Map<String, String> settings) {
        SparkConf conf = new SparkConf(false).set("spark.master", "spark://localhost:7077");
        settings.forEach(conf::set);
        conf.validateSettings();
        ResourceProfile$.MODULE$.clearDefaultProfile();
        ResourceProfile profile = ResourceProfile$.MODULE$.getOrCreateDefaultProfile(conf);
        ResourceProfile$.MODULE$.clearDefaultProfile();
        Option<Object> maxCores = conf.get(org.apache.spark.internal.config.package$.MODULE$.CORES_MAX());
        return new ApplicationDescription(name, maxCores, command("sparkmemlab.ClusterCheck"), "", profile, Option.empty(), Option.empty(),
                Option.empty(), "sparkmemlab");
    }

    private void submitDriver(ClusterOp.SubmitDriver s) throws Cannot {
        if (drivers.containsKey(s.driver())) {
            throw new Cannot("driver " + s.driver() + " was submitted before");
        }
        DriverDescription desc = new DriverDescription("", Utils.memoryStringToMb(s.memory()), s.cores(), s.supervise(),
                command("sparkmemlab.ClusterCheckDriver"), seq(List.of()));
        ReplyContext context = new ReplyContext(new RpcAddress("client", 1));
        master.receiveAndReply(context).apply(new DeployMessages.RequestSubmitDriver(desc));
        DeployMessages.SubmitDriverResponse response = (DeployMessages.SubmitDriverResponse) context.reply;
        String sparkId = response.driverId().get();
        DriverInfo driver = sparkDrivers().stream().filter(d -> d.id().equals(sparkId)).findFirst().orElseThrow();
        drivers.put(s.driver(), driver);
        driverIds.put(driver, s.driver());
    }

    private void executorStateChanged(String sparkAppId, int execId, Enumeration.Value state, OptionalInt exitStatus) {
        Option<Object> status = exitStatus.isPresent() ? Option.apply(exitStatus.getAsInt()) : Option.empty();
        master.receiveAndReply(new ReplyContext(new RpcAddress("worker", 1)))
                .apply(new DeployMessages.ExecutorStateChanged(sparkAppId, execId, state, Option.empty(), status));
    }

    /**
     * The Workers' answers to the step's {@code LaunchExecutor}s, in the order sent (those sent while
     * answering too): {@code ExecutorStateChanged(RUNNING)} for each executor the Master still holds.
     */
    private void reportRunning() {
        for (int i = 0; i < outbox.size(); i++) {
            if (outbox.get(i).message() instanceof DeployMessages.LaunchExecutor l) {
                Option<ApplicationInfo> app = master.idToApp().get(l.appId());
                if (app.isDefined() && app.get().executors().contains(l.execId())) {
                    executorStateChanged(l.appId(), l.execId(), ExecutorState$.MODULE$.RUNNING(), OptionalInt.empty());
                }
            }
        }
    }

    /** The contract's reading of a step's driver: a submitted id is its newest incarnation, an incarnation's id itself. */
    private DriverInfo incarnation(String name) {
        DriverInfo newest = drivers.get(name);
        for (int attempt = 2; drivers.containsKey(name + "#" + attempt); attempt++) {
            newest = drivers.get(name + "#" + attempt);
        }
        return newest;
    }

    /** A relaunched driver is its original's next attempt: {@code d1#2}, {@code d1#3}... */
    private void mapRelaunchedDrivers() {
        List<DriverInfo> known = allDrivers().stream().sorted(Comparator.comparingInt(SparkMaster::counter)).toList();
        for (DriverInfo d : known) {
            if (!driverIds.containsKey(d)) {
                DriverInfo original = driverIds.keySet().stream().filter(o -> o.desc() == d.desc()).findFirst()
                        .orElseThrow(() -> new IllegalStateException("a driver Spark made on its own: " + d.id()));
                String base = driverIds.get(original).replaceFirst("#.*", "");
                long attempts = driverIds.keySet().stream().filter(o -> o.desc() == d.desc()).count();
                String id = base + "#" + (attempts + 1);
                driverIds.put(d, id);
                drivers.put(id, d);
            }
        }
    }

    // ---- refusals -------------------------------------------------------------------------------

    private WorkerInfo registeredWorker(String id) throws Cannot {
        WorkerInfo w = idToWorker().get(id);
        if (w == null) {
            throw new Cannot("no registered worker " + id);
        }
        return w;
    }

    private ApplicationInfo unfinishedApp(String id) throws Cannot {
        ApplicationInfo app = apps.get(id);
        if (app == null || !master.idToApp().contains(app.id())) {
            throw new Cannot("no unfinished app " + id);
        }
        return app;
    }

    private ExecutorDesc executor(String appId, int execId) throws Cannot {
        Option<ExecutorDesc> exec = unfinishedApp(appId).executors().get(execId);
        if (exec.isEmpty()) {
            throw new Cannot("Got status update for unknown executor " + appId + "/" + execId);
        }
        return exec.get();
    }

    // ---- Spark's books, read ----------------------------------------------------------------------

    @SuppressWarnings("unchecked")
    private Map<String, WorkerInfo> idToWorker() {
        return CollectionConverters.asJava((scala.collection.mutable.HashMap<String, WorkerInfo>) Reflect.call(master, "idToWorker"));
    }

    @SuppressWarnings("unchecked")
    private scala.collection.mutable.ArrayBuffer<ApplicationInfo> waitingApps() {
        return (scala.collection.mutable.ArrayBuffer<ApplicationInfo>) Reflect.call(master, "waitingApps");
    }

    @SuppressWarnings("unchecked")
    private List<ApplicationInfo> completedApps() {
        return CollectionConverters.asJava((scala.collection.mutable.ArrayBuffer<ApplicationInfo>) Reflect.call(master, "completedApps"));
    }

    @SuppressWarnings("unchecked")
    private java.util.Set<DriverInfo> sparkDrivers() {
        return CollectionConverters.asJava((scala.collection.mutable.HashSet<DriverInfo>) Reflect.call(master, "drivers"));
    }

    @SuppressWarnings("unchecked")
    private List<DriverInfo> completedDrivers() {
        return CollectionConverters.asJava((scala.collection.mutable.ArrayBuffer<DriverInfo>) Reflect.call(master, "completedDrivers"));
    }

    @SuppressWarnings("unchecked")
    private List<DriverInfo> waitingDrivers() {
        return CollectionConverters.asJava((scala.collection.mutable.ArrayBuffer<DriverInfo>) Reflect.call(master, "waitingDrivers"));
    }

    private List<DriverInfo> allDrivers() {
        return Stream.concat(sparkDrivers().stream(), completedDrivers().stream()).toList();
    }

    /** The counter that ends Spark's app and driver ids ({@code driver-20261201064219-0003}). */
    private static int counter(DriverInfo d) {
        return Integer.parseInt(d.id().substring(d.id().lastIndexOf('-') + 1));
    }

    private ClusterState state() {
        List<ClusterState.Worker> workers = CollectionConverters.asJava(master.workers()).stream()
                .map(RegistrationOrderWorkerInfo.class::cast)
                .sorted(Comparator.comparingLong(w -> w.registration))
                .map(this::worker).toList();
        List<ClusterState.App> appStates = Stream.concat(CollectionConverters.asJava(master.idToApp()).values().stream(),
                        completedApps().stream())
                .sorted(Comparator.comparingInt(a -> submission.get(appIdsBySparkId.get(a.id()))))
                .map(this::app).toList();
        List<String> waiting = CollectionConverters.asJava(waitingApps()).stream().map(a -> appIdsBySparkId.get(a.id())).toList();
        List<ClusterState.Driver> driverStates = allDrivers().stream().sorted(Comparator.comparingInt(SparkMaster::counter))
                .map(d -> new ClusterState.Driver(driverIds.get(d), DriverState.valueOf(name(d.state())),
                        Optional.ofNullable(d.worker().isDefined() ? d.worker().get().id() : null), d.desc().cores(),
                        d.desc().mem(), d.desc().supervise()))
                .toList();
        List<String> waitingDriverIds = waitingDrivers().stream().map(driverIds::get).toList();
        return new ClusterState(workers, appStates, waiting, driverStates, waitingDriverIds);
    }

    private ClusterState.Worker worker(WorkerInfo w) {
        List<ClusterState.WorkerExecutor> executors = CollectionConverters.asJava(w.executors()).values().stream()
                .map(e -> new ClusterState.WorkerExecutor(appIdsBySparkId.get(e.application().id()), e.id(), e.cores(), e.memory(),
                        ExecutorState.valueOf(name(e.state()))))
                .sorted(Comparator.<ClusterState.WorkerExecutor>comparingInt(e -> submission.get(e.app()))
                        .thenComparingInt(ClusterState.WorkerExecutor::id))
                .toList();
        List<String> driversOn = CollectionConverters.asJava(w.drivers()).values().stream()
                .sorted(Comparator.comparingInt(SparkMaster::counter)).map(driverIds::get).toList();
        return new ClusterState.Worker(w.id(), WorkerState.valueOf(name(w.state())), w.cores(), w.coresUsed(), w.memory(),
                w.memoryUsed(), executors, driversOn);
    }

    private ClusterState.App app(ApplicationInfo a) {
        List<ClusterState.Executor> current = CollectionConverters.asJava(a.executors()).values().stream()
                .sorted(Comparator.comparingInt(ExecutorDesc::id)).map(SparkMaster::executor).toList();
        List<ClusterState.Executor> removed = CollectionConverters.asJava(a.removedExecutors()).stream()
                .sorted(Comparator.comparingInt(ExecutorDesc::id)).map(SparkMaster::executor).toList();
        return new ClusterState.App(appIdsBySparkId.get(a.id()), a.desc().name(), ApplicationState.valueOf(name(a.state())),
                optionalInt(a.desc().maxCores()), optionalInt(a.desc().coresPerExecutor()), a.desc().memoryPerExecutorMB(),
                a.coresGranted(), a.coresLeft(), a.retryCount(), current, removed);
    }

    private static ClusterState.Executor executor(ExecutorDesc e) {
        return new ClusterState.Executor(e.id(), e.worker().id(), e.cores(), e.memory(), ExecutorState.valueOf(name(e.state())));
    }

    private List<WorkerMessage.Launch> launched() {
        List<WorkerMessage.Launch> launched = new ArrayList<>();
        for (FakeEndpoint.Sent sent : outbox) {
            if (sent.message() instanceof DeployMessages.LaunchExecutor l) {
                launched.add(new WorkerMessage.LaunchExecutor(appIdsBySparkId.get(l.appId()), l.execId(), sent.to().owner,
                        l.cores(), l.memory()));
            } else if (sent.message() instanceof DeployMessages.LaunchDriver l) {
                DriverInfo driver = allDrivers().stream().filter(d -> d.id().equals(l.driverId())).findFirst().orElseThrow();
                launched.add(new WorkerMessage.LaunchDriver(driverIds.get(driver), sent.to().owner, l.driverDesc().cores(), l.driverDesc().mem()));
            }
        }
        return launched;
    }

    private List<WorkerMessage.KillExecutor> killed() {
        List<WorkerMessage.KillExecutor> killed = new ArrayList<>();
        for (FakeEndpoint.Sent sent : outbox) {
            if (sent.message() instanceof DeployMessages.KillExecutor k) {
                killed.add(new WorkerMessage.KillExecutor(appIdsBySparkId.get(k.appId()), k.execId(), sent.to().owner));
            }
        }
        killed.sort(Comparator.<WorkerMessage.KillExecutor>comparingInt(k -> submission.get(k.app()))
                .thenComparingInt(WorkerMessage.KillExecutor::executor));
        return killed;
    }

    private static String name(Enumeration.Value v) {
        return v.toString();
    }

    private static OptionalInt optionalInt(Option<Object> o) {
        return o.isDefined() ? OptionalInt.of((Integer) o.get()) : OptionalInt.empty();
    }

    private static Command command(String mainClass) {
        return new Command(mainClass, seq(List.of()), scala.collection.immutable.Map$.MODULE$.empty(), seq(List.of()),
                seq(List.of()), seq(List.of()));
    }

    private static <T> scala.collection.immutable.Seq<T> seq(List<T> values) {
        return CollectionConverters.asScala(values).toSeq();
    }
}
