package sparkmemlab.bench;

import com.sun.management.OperatingSystemMXBean;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.util.JsonProtocol;
import sparkmemlab.replay.EventLogReader;
import sparkmemlab.replay.ReplaySummary;

/**
 * The parse benchmark's pair, for a machine others share: ours and Spark's JsonProtocol read the same plain
 * log in turn, N times each in one JVM, and each read is timed by the CPU the whole process used (its
 * garbage collector's threads included) as well as by the clock. On a busy machine the clock measures the
 * neighbours; CPU time measures the work. The first round warms the JIT and is not counted.
 * {@code -Dbench.jmh="replay-cpu ROUNDS"}; the log is ReplayParseBench's.
 */
final class ReplayParseCpu {
    private ReplayParseCpu() {
    }

    static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        Path log = BigEventLog.ensure(Path.of(System.getProperty("sparkmemlab.bench.dir", System.getProperty("java.io.tmpdir")),
                "sparkmemlab-bench"), ReplayParseBench.MIB << 20);
        System.out.printf("%s: %,d bytes%n", log, Files.size(log));
        List<Double> ratios = new ArrayList<>();
        for (int round = 0; round <= rounds; round++) {
            double[] ours = timed(() -> ReplaySummary.of(EventLogReader.read(log)));
            double[] spark = timed(() -> sparkParse(log));
            String load = Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
            System.out.printf("%s ours %.2f s CPU (%.2f s clock), Spark %.2f s CPU (%.2f s clock): %.2fx CPU, %.2fx clock, load %s%n",
                    round == 0 ? "warm-up" : "round " + round, ours[0], ours[1], spark[0], spark[1], spark[0] / ours[0],
                    spark[1] / ours[1], load);
            if (round > 0) {
                ratios.add(spark[0] / ours[0]);
            }
        }
        ratios.sort(null);
        System.out.printf("median CPU ratio Spark / ours over %d rounds: %.2fx (min %.2fx, max %.2fx)%n", rounds,
                ratios.get(ratios.size() / 2), ratios.get(0), ratios.get(ratios.size() - 1));
    }

    @FunctionalInterface
    private interface Work {
        void run() throws Exception;
    }

    /** {CPU seconds of the process, clock seconds}. */
    private static double[] timed(Work work) throws Exception {
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        System.gc();
        long cpu = os.getProcessCpuTime();
        long clock = System.nanoTime();
        work.run();
        return new double[] {(os.getProcessCpuTime() - cpu) / 1e9, (System.nanoTime() - clock) / 1e9};
    }

    private static long sparkParse(Path log) throws IOException {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(Files.newInputStream(log), StandardCharsets.UTF_8), 1 << 16)) {
            long n = 0;
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (JsonProtocol.sparkEventFromJson(line) != null) {
                    n++;
                }
            }
            return n;
        }
    }
}
