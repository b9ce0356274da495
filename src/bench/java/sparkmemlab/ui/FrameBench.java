package sparkmemlab.ui;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import javafx.animation.AnimationTimer;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.util.Duration;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;

/**
 * The frame benchmark: opens the real window exactly as {@link SparkMemoryLabApp} does (welcome
 * scene, 1400x900) and reports JVM start to its first frame; then loads a scenario with 64 task
 * slots and 5,000 cached blocks, drives random steps through {@link ExecutorSession#apply} (each one
 * animated by the window) for {@code bench.seconds} seconds, and prints the median and p99 interval
 * between pulses, measured with an {@link AnimationTimer}. Run it once at the default 60 Hz pulse and
 * once with {@code -Djavafx.animation.fullspeed=true} (src/bench/frames.sh does both).
 *
 * <p>System properties: {@code bench.seconds} (30), {@code bench.stepMillis} (250: one random step
 * every this many ms), {@code bench.blocks} (5000), {@code bench.cores} (64), {@code bench.firstFrameOnly} (false:
 * true stops after the first frame).
 */
public final class FrameBench {
    private FrameBench() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    public static final class App extends Application {
        private static final long MIB = 1L << 20;
        private final int seconds = Integer.getInteger("bench.seconds", 30);
        private final int stepMillis = Integer.getInteger("bench.stepMillis", 250);
        private final int blockCount = Integer.getInteger("bench.blocks", 5000);
        private final int cores = Integer.getInteger("bench.cores", 64);
        private final SplittableRandom random = new SplittableRandom(42);

        private ExecutorSession vm;
        private Scene scene;
        private long firstFrameUptime = -1;
        private long firstFrameCpu;
        private long startUptime;
        private long openedUptime;
        private long lastPulse;
        private boolean measuring;
        private long measureStart;
        private long lastStep;
        private final long[] intervals = new long[1 << 20];
        /** Whether each interval starts at a pulse in which a step landed (the step's own frame). */
        private final boolean[] fromStep = new boolean[1 << 20];
        private int count;
        private final List<Long> stepNanos = new ArrayList<>();
        /** The FX thread's CPU time in each of those calls: apart from the wall time, it shows the waits for a core. */
        private final List<Long> stepCpuNanos = new ArrayList<>();
        private final java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        /** The same, by the kind of operation (its class's simple name). */
        private final java.util.Map<String, List<Long>> stepNanosByKind = new java.util.TreeMap<>();
        private int refused;
        /** This pulse: when its animation phase began, and whether a step was applied in it. */
        private long pulseStart;
        private boolean stepThisPulse;
        /** FX-thread time of each measured pulse up to the end of its layout (animations, steps, CSS, layout). */
        private final List<Long> pulseWork = new ArrayList<>();
        private final List<Long> stepPulseWork = new ArrayList<>();

        @Override
        public void start(Stage stage) {
            // The app's own startup path (welcome scene, lesson player, lessons loaded after the window shows):
            startUptime = ManagementFactory.getRuntimeMXBean().getUptime();
            vm = ((ExecutorWorkspaceViewModel) SparkMemoryLabApp.open(stage).viewModel(ExecutorWorkspaceViewModel.NAME)
                    .orElseThrow()).session();
            openedUptime = ManagementFactory.getRuntimeMXBean().getUptime();
            scene = stage.getScene();

            // The first frame: the first pulse that renders the shown scene.
            com.sun.javafx.perf.PerformanceTracker tracker = com.sun.javafx.perf.PerformanceTracker.getSceneTracker(scene);
            tracker.setOnRenderedFrameTask(() -> {
                if (firstFrameUptime < 0) {
                    firstFrameUptime = ManagementFactory.getRuntimeMXBean().getUptime();
                    firstFrameCpu = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                            .getProcessCpuTime();
                    Platform.runLater(this::loadBig);
                }
            });
            new AnimationTimer() {
                @Override
                public void handle(long now) {
                    if (measuring && lastPulse != 0 && count < intervals.length) {
                        fromStep[count] = stepThisPulse;
                        intervals[count++] = now - lastPulse;
                    }
                    lastPulse = now;
                    pulseStart = System.nanoTime();
                    stepThisPulse = false;
                    onPulse(now);
                }
            }.start();
            scene.addPostLayoutPulseListener(() -> {
                if (measuring && pulseStart != 0) {
                    (stepThisPulse ? stepPulseWork : pulseWork).add(System.nanoTime() - pulseStart);
                }
            });
        }

        /** 64 task slots, 5,000 blocks, every task holding some execution memory. */
        private void loadBig() {
            System.out.printf("JVM start to first frame: %d ms (Application.start at %d ms, window opened at %d ms; "
                    + "process CPU time by then %d ms)%n", firstFrameUptime, startUptime, openedUptime, firstFrameCpu / 1_000_000);
            if (Boolean.getBoolean("bench.firstFrameOnly")) {
                Platform.exit();
                return;
            }
            long t0 = System.nanoTime();
            ExecutorConfig config = new ExecutorConfig(64L * 1024 * MIB, 300 * MIB, 0.6, 0.5, false, 0, cores, OptionalLong.empty());
            List<Operation> ops = new ArrayList<>();
            for (int i = 0; i < blockCount; i++) {
                ops.add(new Operation.PutBlock(new BlockId.RDDBlockId(i / 1000, i % 1000), 4 * MIB, MemoryMode.ON_HEAP,
                        OptionalLong.empty()));
            }
            for (int t = 0; t < cores; t++) {
                ops.add(new Operation.AcquireExecution(t, 64 * MIB, MemoryMode.ON_HEAP));
            }
            vm.load(new Scenario("frame benchmark", config, ops), ops.size(), "");
            System.out.printf("loaded %d steps (%d blocks, %d task slots) in %d ms%n", ops.size(),
                    vm.stateProperty().get().blocks().size(), cores, (System.nanoTime() - t0) / 1_000_000);
            // Settle for 2 s, then measure while stepping.
            Timeline settle = new Timeline(new KeyFrame(Duration.seconds(2), e -> startDriving()));
            settle.play();
        }

        private void startDriving() {
            measuring = true;
            lastPulse = 0;
            measureStart = System.nanoTime();
            lastStep = measureStart;
        }

        /** On every pulse while measuring: a step when one is due (never a burst to catch up), and the end. */
        private void onPulse(long now) {
            if (!measuring) {
                return;
            }
            long t = System.nanoTime();
            if (t - measureStart >= seconds * 1_000_000_000L) {
                measuring = false;
                report();
                Platform.exit();
                return;
            }
            if (t - lastStep >= stepMillis * 1_000_000L) {
                lastStep = t;
                step();
            }
        }

        private void step() {
            long task = random.nextInt(cores);
            Operation op = switch (random.nextInt(6)) {
                case 0 -> new Operation.AcquireExecution(task, (1 + random.nextInt(64)) * MIB, MemoryMode.ON_HEAP);
                case 1 -> new Operation.ReleaseExecution(task, (1 + random.nextInt(64)) * MIB, MemoryMode.ON_HEAP);
                case 2 -> new Operation.GetBlock(block());
                case 3 -> new Operation.PutBlock(block(), (1 + random.nextInt(8)) * MIB, MemoryMode.ON_HEAP, OptionalLong.empty());
                case 4 -> new Operation.RemoveBlock(block());
                default -> new Operation.PutBlock(new BlockId.RDDBlockId(9, random.nextInt(1000)), 4 * MIB,
                        MemoryMode.ON_HEAP, OptionalLong.empty());
            };
            stepThisPulse = true;
            long cpu0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            if (!vm.apply(op)) {
                refused++;
            }
            long took = System.nanoTime() - t0;
            stepCpuNanos.add(threads.getCurrentThreadCpuTime() - cpu0);
            stepNanos.add(took);
            stepNanosByKind.computeIfAbsent(op.getClass().getSimpleName(), k -> new ArrayList<>()).add(took);
        }

        private BlockId block() {
            int i = random.nextInt(blockCount);
            return new BlockId.RDDBlockId(i / 1000, i % 1000);
        }

        private void report() {
            long[] ms = Arrays.copyOf(intervals, count);
            Arrays.sort(ms);
            long[] st = stepNanos.stream().mapToLong(Long::longValue).sorted().toArray();
            System.out.printf("fullspeed=%s, %.1f s, a step every %d ms: %d frames (%.1f fps), %d steps (%d refused), %d blocks at the end%n",
                    Boolean.getBoolean("javafx.animation.fullspeed"), (System.nanoTime() - measureStart) / 1e9, stepMillis, count,
                    count / ((System.nanoTime() - measureStart) / 1e9),
                    st.length, refused, vm.stateProperty().get().blocks().size());
            System.out.printf("frame interval: median %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms%n",
                    pct(ms, 50), pct(ms, 90), pct(ms, 99), ms.length == 0 ? 0 : ms[ms.length - 1] / 1e6);
            long over = 0;
            long overFromStep = 0;
            List<Long> quiet = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                boolean late = intervals[i] > 17_000_000L;
                over += late ? 1 : 0;
                overFromStep += late && fromStep[i] ? 1 : 0;
                if (!fromStep[i]) {
                    quiet.add(intervals[i]);
                }
            }
            long[] q = quiet.stream().mapToLong(Long::longValue).sorted().toArray();
            System.out.printf("intervals over 17 ms: %d of %d, %d of them from a pulse in which a step landed; "
                    + "intervals from pulses without a step: p99 %.2f ms%n", over, count, overFromStep, pct(q, 99));
            System.out.printf("ExecutorSession.apply on the FX thread: median %.2f ms, p99 %.2f ms, max %.2f ms%n",
                    pct(st, 50), pct(st, 99), st.length == 0 ? 0 : st[st.length - 1] / 1e6);
            long[] cpu = stepCpuNanos.stream().mapToLong(Long::longValue).sorted().toArray();
            System.out.printf("  of which the FX thread on a CPU: median %.2f ms, p99 %.2f ms%n", pct(cpu, 50), pct(cpu, 99));
            StringBuilder kinds = new StringBuilder();
            stepNanosByKind.forEach((kind, list) -> {
                long[] k = list.stream().mapToLong(Long::longValue).sorted().toArray();
                kinds.append(String.format("%s%s %d: %.2f / %.2f ms", kinds.length() == 0 ? "" : "; ", kind, k.length, pct(k, 50), pct(k, 90)));
            });
            System.out.printf("ExecutorSession.apply by operation, median / p90: %s%n", kinds);
            long[] pw = pulseWork.stream().mapToLong(Long::longValue).sorted().toArray();
            long[] sw = stepPulseWork.stream().mapToLong(Long::longValue).sorted().toArray();
            System.out.printf("FX thread per pulse to the end of layout: without a step median %.2f ms, p99 %.2f ms; "
                    + "with a step median %.2f ms, p90 %.2f ms, p99 %.2f ms%n", pct(pw, 50), pct(pw, 99), pct(sw, 50), pct(sw, 90), pct(sw, 99));
            // Every pulse walks the whole scene graph (bounds, CSS), so the node count is a cost of every frame.
            javafx.scene.Parent root = scene.getRoot();
            StringBuilder parts = new StringBuilder();
            for (String id : List.of("onHeapBar", "taskSlots", "blockList", "eventLog", "timeline")) {
                javafx.scene.Node n = root.lookup("#" + id);
                parts.append(String.format(", %s %d", id, n == null ? 0 : nodes(n)));
            }
            System.out.printf("nodes in the scene at the end: %d%s%n", nodes(root), parts);
        }

        private static int nodes(javafx.scene.Node node) {
            int n = 1;
            if (node instanceof javafx.scene.Parent p) {
                for (javafx.scene.Node c : p.getChildrenUnmodifiable()) {
                    n += nodes(c);
                }
            }
            return n;
        }

        private static double pct(long[] sorted, int p) {
            if (sorted.length == 0) {
                return 0;
            }
            int i = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
            return sorted[Math.max(0, Math.min(sorted.length - 1, i))] / 1e6;
        }
    }
}
