package sparkmemlab.bench;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import sparkmemlab.history.StepHistory;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;

/**
 * A 1,000,000-step scenario in a {@link StepHistory}: the time to load it (every step kept, a
 * checkpoint every {@code checkpointEvery}), and the time to show an arbitrary step, as the window
 * does: {@code stateAt(n)} and {@code step(n)} for a random n.
 */
@Fork(value = 1, jvmArgsAppend = {"-Xmx8g", "-XX:+UseParallelGC"})
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class MillionStepsBench {
    public static final int STEPS = 1_000_000;

    @State(Scope.Benchmark)
    public static class Ops {
        public List<Operation> ops;

        @Setup(Level.Trial)
        public void setUp() {
            long before = usedAfterGc();
            ops = Streams.any(11, STEPS);
            System.out.printf("%n%,d operations: %,d MiB%n", ops.size(), (usedAfterGc() - before) >> 20);
        }
    }

    /** A loaded history, and where to look in it. */
    @State(Scope.Benchmark)
    public static class Loaded {
        @Param({"512", "128"})
        public int checkpointEvery;
        public StepHistory history;
        public SplittableRandom random = new SplittableRandom(3);

        @Setup(Level.Trial)
        public void setUp(Ops ops) {
            long before = usedAfterGc();
            history = new StepHistory(Streams.CONFIG, checkpointEvery);
            for (Operation op : ops.ops) {
                history.appendQuietly(op);
            }
            long after = usedAfterGc();
            ExecutorState last = history.stateAt(history.size());
            System.out.printf("%nhistory of %,d steps, checkpoint every %d: %,d MiB more than the operations (%d blocks, %d tasks at the end)%n",
                    history.size(), checkpointEvery, (after - before) >> 20, last.blocks().size(), last.tasks().size());
        }
    }

    static long usedAfterGc() {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return rt.totalMemory() - rt.freeMemory();
    }

    /** Loads all 1,000,000 steps with {@code appendQuietly} (how a long run is loaded). */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @Warmup(iterations = 1)
    @Measurement(iterations = 3)
    public StepHistory loadQuietly(Ops ops) {
        StepHistory history = new StepHistory(Streams.CONFIG);
        for (Operation op : ops.ops) {
            history.appendQuietly(op);
        }
        return history;
    }

    /** Loads all 1,000,000 steps with {@code append}, each step's result built and dropped. */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @Warmup(iterations = 1)
    @Measurement(iterations = 3)
    public StepHistory loadWithResults(Ops ops, Blackhole bh) {
        StepHistory history = new StepHistory(Streams.CONFIG);
        for (Operation op : ops.ops) {
            bh.consume(history.append(op));
        }
        return history;
    }

    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @Warmup(iterations = 3, time = 2)
    @Measurement(iterations = 5, time = 2)
    public ExecutorState stateAtRandomStep(Loaded loaded) {
        return loaded.history.stateAt(loaded.random.nextInt(loaded.history.size() + 1));
    }

    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @Warmup(iterations = 3, time = 2)
    @Measurement(iterations = 5, time = 2)
    public StepResult stepAtRandomStep(Loaded loaded) {
        return loaded.history.step(1 + loaded.random.nextInt(loaded.history.size()));
    }
}
