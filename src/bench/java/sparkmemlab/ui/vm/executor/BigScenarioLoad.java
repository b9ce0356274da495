package sparkmemlab.ui.vm.executor;

import java.io.Reader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.ui.vm.kernel.History;

/**
 * Headless, the reading thread's part of opening a big scenario (BENCHMARKS.md, section 6), each way in turn in one
 * JVM, ROUNDS times: Gson's tokenizer then the model ({@code ScenarioParser.parse} of a reader, then
 * {@code History.of}), the plain reader then the model, and the plain reader with the model beside it (as the
 * window opens a file). Prints wall and CPU time of each (the reading thread's; with the model beside it, also the
 * whole process's: both threads, the collector's and the compiler's). Usage: {@code BigScenarioLoad FILE [ROUNDS]}.
 */
public final class BigScenarioLoad {
    private BigScenarioLoad() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        for (int r = 0; r < rounds; r++) {
            time("gson reader", () -> {
                try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                    return ScenarioParser.parse(file.getFileName().toString(), in);
                }
            }, file);
            time("plain reader", () -> ScenarioParser.read(file), file);
            long wall = System.nanoTime();
            long cpu = cpu();
            long process = processCpu();
            HistoryLoad load = new HistoryLoad();
            Scenario s = ScenarioParser.read(file, load);
            History h = load.history(s);
            System.out.printf("plain reader, model beside it: %,d steps in %d ms (this thread's CPU %d ms, the process's %d ms)%n",
                    h.size(), (System.nanoTime() - wall) / 1_000_000, (cpu() - cpu) / 1_000_000, (processCpu() - process) / 1_000_000);
        }
    }

    private interface Read {
        Scenario read() throws Exception;
    }

    private static void time(String name, Read read, Path file) throws Exception {
        long wall = System.nanoTime();
        long cpu = cpu();
        Scenario s = read.read();
        long parsed = System.nanoTime();
        long parsedCpu = cpu();
        History h = History.of(s.config(), s.steps());
        System.out.printf("%s: parse %d ms (CPU %d ms), then the model %d ms (CPU %d ms), %,d steps%n", name,
                (parsed - wall) / 1_000_000, (parsedCpu - cpu) / 1_000_000, (System.nanoTime() - parsed) / 1_000_000,
                (cpu() - parsedCpu) / 1_000_000, h.size());
    }

    private static long processCpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    private static long cpu() {
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }
}
