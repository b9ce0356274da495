package sparkmemlab.bench;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * JMH's command line (the same arguments as {@code org.openjdk.jmh.Main}), then the ratio of our
 * model's ops/s to Spark's on the same stream, and of Spark's time to read an event log to ours, when both
 * were run. {@code replay-cpu ROUNDS} instead runs {@link ReplayParseCpu}.
 */
public final class BenchMain {
    private BenchMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("replay-cpu")) {
            ReplayParseCpu.main(java.util.Arrays.copyOfRange(args, 1, args.length));
            return;
        }
        CommandLineOptions options = new CommandLineOptions(args);
        if (options.shouldHelp() || options.shouldList() || options.shouldListWithParams() || options.shouldListProfilers()
                || options.shouldListResultFormats()) {
            org.openjdk.jmh.Main.main(args);
            return;
        }
        Collection<RunResult> results = new Runner(options).run();
        Map<String, Double> score = new HashMap<>();
        for (RunResult r : results) {
            String name = r.getParams().getBenchmark();
            score.put(name.substring(name.lastIndexOf('.') + 1), r.getPrimaryResult().getScore());
        }
        for (String[] pair : new String[][] {{"oursPlain", "sparkPlain"}, {"oursZstd", "sparkZstd"}}) {
            if (score.containsKey(pair[0]) && score.containsKey(pair[1])) {
                System.out.printf("%nSame event log, Spark's JsonProtocol / ours (s per read): %.1f / %.1f = %.2fx%n",
                        score.get(pair[1]), score.get(pair[0]), score.get(pair[1]) / score.get(pair[0]));
            }
        }
        Double spark = score.get("spark");
        if (spark != null) {
            System.out.println();
            System.out.println("Same " + ModelVsSparkBench.OPS + "-op stream, ours / Spark 3.5.3 (ops/s):");
            for (String ours : new String[] {"oursRecordingOn", "oursRecordingOff"}) {
                if (score.containsKey(ours)) {
                    System.out.printf("  %-17s %,12.0f / %,10.0f = %.2fx%n", ours, score.get(ours), spark, score.get(ours) / spark);
                }
            }
        }
    }
}
