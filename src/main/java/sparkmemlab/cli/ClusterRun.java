package sparkmemlab.cli;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.ResourceBundle;
import sparkmemlab.cluster.ClusterStep;
import sparkmemlab.cluster.narration.ClusterStepLine;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.cluster.scenario.ClusterScenarioParser;
import sparkmemlab.cluster.scenario.ClusterScenarioRunner;
import sparkmemlab.cluster.scenario.ClusterTraceJson;
import sparkmemlab.json.JsonInputException;
import sparkmemlab.json.StrictJson;
import sparkmemlab.scenario.ScenarioException;

/** {@code run} for a cluster scenario ({@code spark-cluster-scenario/1}): one line per step, or the trace. */
final class ClusterRun {

    private ClusterRun() {
    }

    /** Whether the file says it is a cluster scenario; a file that cannot be read is left to the executor scenario's reader. */
    static boolean isClusterScenario(Path file) {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return ClusterScenarioParser.claimsClusterFormat(StrictJson.withDefaults().parse(in));
        } catch (IOException | JsonInputException e) {
            return false;
        }
    }

    /** Runs the scenario and prints it; 2 after one line on {@code err} for a file or step Spark would not take. */
    static int run(Path file, boolean trace, ResourceBundle messages, PrintWriter out, PrintWriter err) {
        Optional<ClusterScenario> scenario = ScenarioInput.read(file, messages, err, ClusterScenarioParser::parse);
        if (scenario.isEmpty()) {
            return 2;
        }
        List<ClusterStep> steps;
        try {
            steps = ClusterScenarioRunner.run(file.toString(), scenario.get());
        } catch (ScenarioException e) {
            err.println(e.getMessage());
            return 2;
        }
        if (trace) {
            Gson gson = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();
            boolean drivers = scenario.get().usesDrivers();
            steps.forEach(step -> out.println(gson.toJson(ClusterTraceJson.toJson(step, drivers))));
        } else {
            ClusterStepLine line = new ClusterStepLine(messages.getLocale());
            steps.forEach(step -> out.println(line.line(step)));
        }
        out.flush();
        return 0;
    }
}
