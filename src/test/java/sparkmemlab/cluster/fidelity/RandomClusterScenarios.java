package sparkmemlab.cluster.fidelity;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;
import java.util.function.Supplier;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.ClusterConfigException;
import sparkmemlab.cluster.ClusterOp;
import sparkmemlab.cluster.ClusterState;
import sparkmemlab.cluster.DriverState;
import sparkmemlab.cluster.ExecutorState;
import sparkmemlab.cluster.IllegalClusterStepException;
import sparkmemlab.cluster.Master;
import sparkmemlab.cluster.WorkerSelectionPolicy;
import sparkmemlab.cluster.WorkerState;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.model.SparkVersion;

/**
 * Seeded random cluster scenarios: a small cluster whose workers come, die, come back and are
 * decommissioned, apps of varied settings that come and stop every way, executors that exit and
 * fail, drivers (some supervised) that come and end. Each step is chosen from what the model's state
 * allows, so every step is one Spark takes; one scenario in twenty ends with a step Spark cannot
 * take, to check that both refuse it.
 *
 * <p>One case is left out: a lost worker holding two or more drivers, whose order Spark takes from
 * a hash map of clock-made ids (the contract lets models avoid it).
 */
final class RandomClusterScenarios {

    static final int STEPS = 40;

    private static final String[] WORKER_MEMORY = {"512m", "1g", "1536m", "2g", "3g", "4g", "8g", "2048m", "1G", " 4g ",
        "3072M", "1048576k", "6442450944"};
    private static final String[] EXECUTOR_MEMORY = {"256m", "512m", "1g", "1g", "2g", "3g", "768m", "1536M", "1048576k",
        "536870912", "4g"};
    private static final String[] DRIVER_MEMORY = {"256m", "512m", "1g", "1024m", "2g", "0"};

    private final Random random;
    private final Master model;
    private final List<ClusterOp> steps = new ArrayList<>();
    private int nextWorker = 1;
    private int nextApp = 1;
    private int nextDriver = 1;

    private RandomClusterScenarios(long seed, ClusterConfig config) {
        this.random = new Random(seed);
        this.model = new Master(config);
    }

    /** The Spark 3.5.3 scenario of {@code seed}. */
    static ClusterScenario generate(long seed) {
        return generate(seed, SparkVersion.SPARK_3_5_3, WorkerSelectionPolicy.DEFAULT);
    }

    /**
     * The scenario of {@code seed} on that Spark; on 4.2.0 with that worker selection policy (its name
     * in varied case), and now and then drivers not spread out or a driver limit. A 3.5.3 scenario is
     * the one {@link #generate(long)} always gave.
     */
    static ClusterScenario generate(long seed, SparkVersion version, WorkerSelectionPolicy policy) {
        Random r = new Random(seed ^ 0x5DEECE66DL);
        Map<String, String> conf = config(r);
        if (version == SparkVersion.SPARK_4_2_0) {
            spark4Config(r, conf, policy);
        }
        ClusterConfig config;
        try {
            config = ClusterConfig.fromSparkConf(version, conf, r.nextInt(5) > 0);
        } catch (ClusterConfigException e) {
            throw new IllegalStateException("the generator made a bad config " + conf, e);
        }
        RandomClusterScenarios g = new RandomClusterScenarios(seed, config);
        boolean endsRefused = r.nextInt(20) == 0;
        while (g.steps.size() < (endsRefused ? STEPS - 1 : STEPS)) {
            g.addStep();
        }
        if (endsRefused) {
            g.steps.add(g.impossibleStep());
        }
        return new ClusterScenario("random " + version + " cluster scenario, seed " + seed
                + (version == SparkVersion.SPARK_4_2_0 ? ", " + policy : ""), conf, config, g.steps);
    }

    /** Spark 4.0's settings, drawn after 3.5.3's. */
    private static void spark4Config(Random r, Map<String, String> conf, WorkerSelectionPolicy policy) {
        if (policy != WorkerSelectionPolicy.DEFAULT || r.nextBoolean()) {
            String name = policy.name();
            conf.put(ClusterConfig.WORKER_SELECTION_POLICY, r.nextBoolean() ? name : name.toLowerCase(java.util.Locale.ROOT));
        }
        if (r.nextInt(3) == 0) {
            conf.put(ClusterConfig.SPREAD_OUT_DRIVERS, pick(r, "false", "true", " FALSE"));
        }
        if (r.nextInt(3) == 0) {
            conf.put(ClusterConfig.MAX_DRIVERS, pick(r, "1", "2", " 3", "5"));
        }
        if (r.nextInt(6) == 0) {
            conf.put(ClusterConfig.SPREAD_OUT_APPS, pick(r, "true", "false"));
        }
    }

    private static Map<String, String> config(Random r) {
        Map<String, String> conf = new LinkedHashMap<>();
        if (r.nextBoolean()) {
            conf.put(ClusterConfig.SPREAD_OUT, pick(r, "true", "false", "TRUE", " false", "False"));
        }
        if (r.nextInt(4) == 0) {
            conf.put(ClusterConfig.DEFAULT_CORES, Integer.toString(1 + r.nextInt(12)));
        }
        if (r.nextInt(3) == 0) {
            conf.put(ClusterConfig.MAX_EXECUTOR_RETRIES, Integer.toString(r.nextInt(6) - 1));
        }
        if (r.nextInt(3) == 0) {
            conf.put(ClusterConfig.RETAINED_APPLICATIONS, Integer.toString(r.nextInt(5)));
        }
        if (r.nextInt(3) == 0) {
            conf.put(ClusterConfig.RETAINED_DRIVERS, pick(r, "0", "1", "2", " 3"));
        }
        return conf;
    }

    private void addStep() {
        List<Supplier<ClusterOp>> choices = new ArrayList<>();
        ClusterState s = model.state();
        long alive = s.workers().stream().filter(w -> w.state() == WorkerState.ALIVE).count();
        weigh(choices, alive < 2 ? 6 : 2, this::addWorker);
        weigh(choices, 1, this::removeWorker);
        weigh(choices, 1, this::decommissionWorker);
        weigh(choices, 3, this::submitApp);
        weigh(choices, 2, this::stopApp);
        weigh(choices, model.config().reportRunning() ? 0 : 3, this::executorRunning);
        weigh(choices, 3, this::executorExited);
        weigh(choices, 1, this::submitDriver);
        weigh(choices, 1, this::driverExited);
        while (true) {
            ClusterOp op = choices.get(random.nextInt(choices.size())).get();
            if (op != null) {
                try {
                    model.apply(op);
                } catch (IllegalClusterStepException e) {
                    throw new IllegalStateException("the generator chose a step Spark cannot take: " + op, e);
                }
                steps.add(op);
                return;
            }
        }
    }

    private static void weigh(List<Supplier<ClusterOp>> choices, int weight, Supplier<ClusterOp> op) {
        for (int i = 0; i < weight; i++) {
            choices.add(op);
        }
    }

    // ---- the ops (null: not possible now) --------------------------------------------------------

    private ClusterOp addWorker() {
        List<String> dead = model.state().workers().stream().filter(w -> w.state() == WorkerState.DEAD)
                .map(ClusterState.Worker::id).toList();
        String id = !dead.isEmpty() && random.nextInt(3) == 0 ? pick(dead) : "w" + nextWorker++;
        int cores = random.nextInt(10) == 0 ? random.nextInt(2) : 1 + random.nextInt(16);
        return new ClusterOp.AddWorker(id, cores, pick(random, WORKER_MEMORY));
    }

    private ClusterOp removeWorker() {
        List<ClusterState.Worker> registered = model.state().workers().stream()
                .filter(w -> w.state() != WorkerState.DEAD && w.drivers().size() < 2).toList();
        return registered.isEmpty() ? null : new ClusterOp.RemoveWorker(pick(registered).id());
    }

    private ClusterOp decommissionWorker() {
        List<ClusterState.Worker> alive = model.state().workers().stream().filter(w -> w.state() == WorkerState.ALIVE).toList();
        return alive.isEmpty() || random.nextInt(3) > 0 ? null : new ClusterOp.DecommissionWorker(pick(alive).id());
    }

    private ClusterOp submitApp() {
        Map<String, String> conf = new LinkedHashMap<>();
        if (random.nextInt(4) > 0) {
            conf.put("spark.executor.memory", pick(random, EXECUTOR_MEMORY));
        }
        boolean cores = random.nextInt(5) < 2;
        if (cores) {
            conf.put("spark.executor.cores", Integer.toString(1 + random.nextInt(4)));
        }
        if (random.nextInt(3) > 0) {
            int max = random.nextInt(12) == 0 ? random.nextInt(2) : 1 + random.nextInt(24);
            // Spark trims spark.cores.max, unless spark.executor.cores is set too (validateSettings reads it raw).
            conf.put("spark.cores.max", !cores && random.nextInt(5) == 0 ? " " + max : Integer.toString(max));
        }
        String id = "a" + nextApp++;
        return new ClusterOp.SubmitApp(id, "app " + id, conf);
    }

    private ClusterOp stopApp() {
        List<String> running = model.state().waitingApps();
        return running.isEmpty() ? null : new ClusterOp.StopApp(pick(running), pick(random, ClusterOp.How.values()));
    }

    private ClusterOp executorRunning() {
        List<int[]> launching = new ArrayList<>();
        List<String> apps = new ArrayList<>();
        for (ClusterState.App a : model.state().apps()) {
            if (!a.state().isFinished()) {
                for (ClusterState.Executor e : a.executors()) {
                    if (e.state() == ExecutorState.LAUNCHING) {
                        launching.add(new int[] {apps.size(), e.id()});
                        apps.add(a.id());
                    }
                }
            }
        }
        if (launching.isEmpty()) {
            return null;
        }
        int[] chosen = pick(launching);
        return new ClusterOp.ExecutorRunning(apps.get(chosen[0]), chosen[1]);
    }

    private ClusterOp executorExited() {
        List<String[]> current = new ArrayList<>();
        for (ClusterState.App a : model.state().apps()) {
            if (!a.state().isFinished()) {
                for (ClusterState.Executor e : a.executors()) {
                    current.add(new String[] {a.id(), Integer.toString(e.id())});
                }
            }
        }
        if (current.isEmpty()) {
            return null;
        }
        String[] chosen = pick(current);
        ExecutorState state = pick(random, ExecutorState.EXITED, ExecutorState.FAILED, ExecutorState.KILLED, ExecutorState.LOST);
        OptionalInt status = switch (random.nextInt(4)) {
            case 0 -> OptionalInt.empty();
            case 1 -> OptionalInt.of(0);
            case 2 -> OptionalInt.of(1);
            default -> OptionalInt.of(137);
        };
        return new ClusterOp.ExecutorExited(chosen[0], Integer.parseInt(chosen[1]), state, status);
    }

    private ClusterOp submitDriver() {
        return new ClusterOp.SubmitDriver("d" + nextDriver++, pick(random, DRIVER_MEMORY), random.nextInt(4), random.nextBoolean());
    }

    private ClusterOp driverExited() {
        List<ClusterState.Driver> running = model.state().drivers().stream().filter(d -> d.state() == DriverState.RUNNING).toList();
        if (running.isEmpty()) {
            return null;
        }
        // Now and then by the id the scenario submitted, which names the driver's newest incarnation.
        String id = pick(running).id();
        return new ClusterOp.DriverExited(random.nextInt(3) == 0 ? id.replaceFirst("#.*", "") : id,
                pick(random, DriverState.FINISHED, DriverState.FAILED, DriverState.KILLED, DriverState.ERROR));
    }

    /** A step Spark cannot take: one of each kind the contract lists. */
    private ClusterOp impossibleStep() {
        ClusterState s = model.state();
        List<ClusterOp> candidates = new ArrayList<>();
        s.workers().stream().filter(w -> w.state() != WorkerState.DEAD).findFirst()
                .ifPresent(w -> candidates.add(new ClusterOp.AddWorker(w.id(), 4, "1g")));
        s.workers().stream().filter(w -> w.state() == WorkerState.DEAD).findFirst()
                .ifPresent(w -> candidates.add(new ClusterOp.RemoveWorker(w.id())));
        s.workers().stream().filter(w -> w.state() == WorkerState.DECOMMISSIONED).findFirst()
                .ifPresent(w -> candidates.add(new ClusterOp.DecommissionWorker(w.id())));
        candidates.add(new ClusterOp.RemoveWorker("never"));
        candidates.add(new ClusterOp.StopApp("never", ClusterOp.How.KILL));
        s.apps().stream().filter(a -> a.state().isFinished()).findFirst()
                .ifPresent(a -> candidates.add(new ClusterOp.StopApp(a.id(), ClusterOp.How.UNREGISTER)));
        s.apps().stream().filter(a -> !a.state().isFinished()).findFirst().ifPresent(a -> {
            candidates.add(new ClusterOp.ExecutorExited(a.id(), 999, ExecutorState.FAILED, OptionalInt.of(1)));
            a.removedExecutors().stream().findFirst().ifPresent(e ->
                    candidates.add(new ClusterOp.ExecutorExited(a.id(), e.id(), ExecutorState.EXITED, OptionalInt.empty())));
            a.executors().stream().filter(e -> e.state() == ExecutorState.RUNNING).findFirst()
                    .ifPresent(e -> candidates.add(new ClusterOp.ExecutorRunning(a.id(), e.id())));
        });
        s.drivers().stream().filter(d -> d.state() != DriverState.RUNNING).findFirst()
                .ifPresent(d -> candidates.add(new ClusterOp.DriverExited(d.id(), DriverState.FINISHED)));
        candidates.add(new ClusterOp.DriverExited("never", DriverState.FAILED));
        return pick(candidates);
    }

    private <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }

    @SafeVarargs
    private static <T> T pick(Random random, T... values) {
        return values[random.nextInt(values.length)];
    }
}
