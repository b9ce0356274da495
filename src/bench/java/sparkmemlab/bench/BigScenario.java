package sparkmemlab.bench;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import sparkmemlab.model.Operation;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioWriter;

/**
 * Writes a long executor scenario for the window's big-history benchmark ({@code src/bench/big-history.sh}):
 * {@link Streams#any} (acquire, release, spill-free task ends, puts that evict, reads, removes; parking allowed),
 * one step a line, in the scenario format. Usage: {@code BigScenario FILE [STEPS]} (default 1,000,000).
 */
public final class BigScenario {
    private BigScenario() {
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        int steps = args.length > 1 ? Integer.parseInt(args[1]) : 1_000_000;
        write(file, steps);
    }

    /** Writes {@code steps} seeded steps to {@code file} (through a temporary file, moved into place). */
    public static void write(Path file, int steps) throws IOException {
        List<Operation> ops = Streams.any(17, steps);
        Scenario scenario = new Scenario(steps + " steps", Streams.CONFIG, List.of());
        com.google.gson.JsonObject head = ScenarioWriter.toJson(scenario);
        Path tmp = Files.createTempFile(file.toAbsolutePath().getParent(), "big", ".tmp");
        try (Writer out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            out.write("{\"format\":" + head.get("format") + ",\"title\":" + head.get("title") + ",\"config\":"
                    + head.get("config") + ",\"steps\":[\n");
            for (int i = 0; i < ops.size(); i++) {
                out.write(ScenarioWriter.step(ops.get(i)).toString());
                out.write(i + 1 < ops.size() ? ",\n" : "\n");
            }
            out.write("]}\n");
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
