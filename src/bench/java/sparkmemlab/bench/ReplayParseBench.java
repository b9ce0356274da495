package sparkmemlab.bench;

import com.github.luben.zstd.ZstdInputStreamNoFinalizer;
import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.apache.spark.scheduler.SparkListenerEvent;
import org.apache.spark.util.JsonProtocol;
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
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import sparkmemlab.replay.EventLogReader;
import sparkmemlab.replay.ReplaySummary;

/**
 * Reading one big event log (BigEventLog: ~1 GiB made from a real Spark 3.5.3 log) whole: ours
 * ({@link EventLogReader}, to the immutable timeline and its summary) against Spark's own parsing of the
 * same lines ({@code JsonProtocol.sparkEventFromJson} on each line of a UTF-8 line reader, as
 * ReplayListenerBus does), plain and zstd; and the floor, splitting the file into lines and nothing more.
 * Each invocation reads the whole file once: scores are seconds per read.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = {"-Xmx1g", "-XX:+UseParallelGC"})
public class ReplayParseBench {
    /** The log's size in MiB; {@code -Dsparkmemlab.bench.logMiB=} makes a smaller one to try the benchmark. */
    static final long MIB = Long.getLong("sparkmemlab.bench.logMiB", 1024);

    @State(Scope.Benchmark)
    public static class Log {
        public Path plain;
        public Path zstd;

        @Setup(Level.Trial)
        public void make() throws IOException {
            Path dir = Path.of(System.getProperty("sparkmemlab.bench.dir", System.getProperty("java.io.tmpdir")), "sparkmemlab-bench");
            plain = BigEventLog.ensure(dir, MIB << 20);
            zstd = plain.resolveSibling(plain.getFileName() + ".zstd");
            System.out.printf("%n%s: %,d bytes; %s: %,d bytes%n", plain, Files.size(plain), zstd, Files.size(zstd));
        }
    }

    @Benchmark
    public ReplaySummary oursPlain(Log log) throws Exception {
        return ReplaySummary.of(EventLogReader.read(log.plain));
    }

    @Benchmark
    public long sparkPlain(Log log, Blackhole hole) throws IOException {
        return sparkParse(Files.newInputStream(log.plain), hole);
    }

    @Benchmark
    public ReplaySummary oursZstd(Log log) throws Exception {
        return ReplaySummary.of(EventLogReader.read(log.zstd));
    }

    @Benchmark
    public long sparkZstd(Log log, Blackhole hole) throws IOException {
        // Spark's ZStdCompressionCodec.compressedContinuousInputStream (its default 32 KiB buffer).
        return sparkParse(new BufferedInputStream(new ZstdInputStreamNoFinalizer(new BufferedInputStream(Files.newInputStream(log.zstd)))
                .setContinuous(true), 32 * 1024), hole);
    }

    @Benchmark
    public long linesOnly(Log log) throws IOException {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(Files.newInputStream(log.plain), StandardCharsets.UTF_8), 1 << 16)) {
            long n = 0;
            while (lines.readLine() != null) {
                n++;
            }
            return n;
        }
    }

    private static long sparkParse(InputStream in, Blackhole hole) throws IOException {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16)) {
            long n = 0;
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                SparkListenerEvent event = JsonProtocol.sparkEventFromJson(line);
                hole.consume(event);
                n++;
            }
            return n;
        }
    }
}
