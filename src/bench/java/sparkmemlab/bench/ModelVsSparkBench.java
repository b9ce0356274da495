package sparkmemlab.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;
import sparkmemlab.spark.SingleThreadSpark;

/**
 * The same seeded stream of {@value #OPS} ops through our model (recording on: {@code apply}, which
 * builds each step's state and events; recording off: {@code advance}) and through real Spark
 * 3.5.3's UnifiedMemoryManager + MemoryStore + BlockInfoManager on one thread. Each invocation runs
 * the whole stream on a fresh executor (made outside the timed part); scores are ops per second.
 * Before timing, the final states of all three runs are checked to be equal.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx4g", "-XX:+UseParallelGC",
        "--add-opens=java.base/java.lang=ALL-UNNAMED", "--add-opens=java.base/java.lang.invoke=ALL-UNNAMED",
        "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED", "--add-opens=java.base/java.io=ALL-UNNAMED",
        "--add-opens=java.base/java.net=ALL-UNNAMED", "--add-opens=java.base/java.nio=ALL-UNNAMED",
        "--add-opens=java.base/java.util=ALL-UNNAMED", "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
        "--add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED", "--add-opens=java.base/jdk.internal.ref=ALL-UNNAMED",
        "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED", "--add-opens=java.base/sun.nio.cs=ALL-UNNAMED",
        "--add-opens=java.base/sun.security.action=ALL-UNNAMED", "--add-opens=java.base/sun.util.calendar=ALL-UNNAMED"})
public class ModelVsSparkBench {
    public static final int OPS = 20_000;
    public static final long SEED = 7;

    @State(Scope.Benchmark)
    public static class Stream {
        public List<Operation> ops;

        @Setup(Level.Trial)
        public void setUp() {
            ops = Streams.noPark(SEED, OPS);
            checkSameFinalState(ops);
        }
    }

    /** Fresh executors for each invocation, made outside the timed part. */
    @State(Scope.Thread)
    public static class Fresh {
        public ExecutorModel recording;
        public ExecutorModel quiet;
        public SingleThreadSpark spark;

        @Setup(Level.Invocation)
        public void setUp() {
            recording = new ExecutorModel(Streams.CONFIG);
            quiet = new ExecutorModel(Streams.CONFIG);
            quiet.setRecordingEvents(false);
            spark = new SingleThreadSpark(Streams.CONFIG);
        }

        @TearDown(Level.Invocation)
        public void tearDown() {
            spark.close();
        }
    }

    @Benchmark
    @OperationsPerInvocation(OPS)
    public void oursRecordingOn(Stream stream, Fresh fresh, Blackhole bh) {
        ExecutorModel model = fresh.recording;
        for (Operation op : stream.ops) {
            bh.consume(model.apply(op));
        }
    }

    @Benchmark
    @OperationsPerInvocation(OPS)
    public void oursRecordingOff(Stream stream, Fresh fresh, Blackhole bh) {
        ExecutorModel model = fresh.quiet;
        for (Operation op : stream.ops) {
            model.advance(op);
        }
        bh.consume(model);
    }

    @Benchmark
    @OperationsPerInvocation(OPS)
    public void spark(Stream stream, Fresh fresh, Blackhole bh) {
        SingleThreadSpark spark = fresh.spark;
        for (Operation op : stream.ops) {
            bh.consume(spark.perform(op));
        }
    }

    /** Runs the stream through all three once and fails unless their final states are equal. */
    static void checkSameFinalState(List<Operation> ops) {
        ExecutorModel recording = new ExecutorModel(Streams.CONFIG);
        ExecutorModel quiet = new ExecutorModel(Streams.CONFIG);
        quiet.setRecordingEvents(false);
        SingleThreadSpark spark = new SingleThreadSpark(Streams.CONFIG);
        long evictions = 0;
        int maxBlocks = 0;
        for (Operation op : ops) {
            StepResult r = recording.apply(op);
            evictions += r.evicted().size();
            quiet.advance(op);
            spark.perform(op);
            maxBlocks = Math.max(maxBlocks, r.state().blocks().size());
        }
        ExecutorState ours = recording.state();
        ExecutorState theirs = spark.state();
        spark.close();
        if (!ours.equals(theirs) || !quiet.state().equals(theirs)) {
            throw new IllegalStateException("final states differ after " + ops.size() + " ops\nours:  " + ours
                    + "\nquiet: " + quiet.state() + "\nSpark: " + theirs);
        }
        System.out.printf("%nchecked: %d ops, final states equal (ours recording on, off, Spark); %d evictions,"
                + " up to %d blocks cached, %d at the end%n", ops.size(), evictions, maxBlocks, ours.blocks().size());
    }
}
