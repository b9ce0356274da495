package sparkmemlab.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.Operation;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.snapshot.LoadedSnapshot;
import sparkmemlab.snapshot.Snapshot;
import sparkmemlab.snapshot.SnapshotException;
import sparkmemlab.snapshot.SnapshotReader;
import sparkmemlab.snapshot.SnapshotWriter;
import sparkmemlab.snapshot.ViewState;

/** Export and open of a 100,000-step snapshot, shown at its last step. */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xmx8g", "-XX:+UseParallelGC"})
@State(Scope.Benchmark)
public class SnapshotBench {
    public static final int STEPS = 100_000;

    public Snapshot snapshot;
    public ExecutorState state;
    public Path dir;
    public Path written;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        List<Operation> ops = Streams.any(13, STEPS);
        snapshot = new Snapshot(new Scenario("benchmark, 100,000 steps", Streams.CONFIG, ops), STEPS, ViewState.SANDBOX);
        ExecutorModel model = new ExecutorModel(Streams.CONFIG);
        ops.forEach(model::advance);
        state = model.state();
        dir = Files.createTempDirectory("snapshot-bench");
        written = dir.resolve("written.json");
        SnapshotWriter.write(written, snapshot, state);
        System.out.printf("%nsnapshot of %,d steps: %,d bytes (the reader refuses files over %,d)%n",
                STEPS, Files.size(written), SnapshotReader.MAX_FILE_BYTES);
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                Files.delete(p);
            }
        }
        Files.delete(dir);
    }

    @Benchmark
    public String exportToText() {
        return SnapshotWriter.toText(snapshot, state);
    }

    @Benchmark
    public Path exportToFile() throws IOException {
        Path out = dir.resolve("export.json");
        SnapshotWriter.write(out, snapshot, state);
        return out;
    }

    @Benchmark
    public LoadedSnapshot open() throws SnapshotException {
        return SnapshotReader.read(written);
    }
}
