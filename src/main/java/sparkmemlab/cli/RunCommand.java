package sparkmemlab.cli;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import sparkmemlab.scenario.TraceWriter;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioRunner;

/** {@code run SCENARIO.json [--trace]}: runs a scenario on the model. */
@Command(name = "run", resourceBundle = "sparkmemlab.cli.messages", mixinStandardHelpOptions = true)
final class RunCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "SCENARIO.json", descriptionKey = "run.scenario")
    private Path scenarioFile;

    @Option(names = "--trace", descriptionKey = "run.trace")
    private boolean trace;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ResourceBundle messages = spec.resourceBundle();
        String name = scenarioFile.toString();
        Optional<Scenario> scenario = ScenarioInput.read(scenarioFile, messages, err);
        if (scenario.isEmpty()) {
            return 2;
        }
        List<StepResult> steps;
        try {
            steps = ScenarioRunner.run(name, scenario.get());
        } catch (ScenarioException e) {
            err.println(e.getMessage());
            return 2;
        }
        if (trace) {
            Gson gson = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();
            for (StepResult step : steps) {
                out.println(gson.toJson(TraceWriter.toJson(step, scenario.get())));
            }
        } else {
            StepSummary summary = new StepSummary(messages);
            for (StepResult step : steps) {
                out.println(summary.line(step));
            }
        }
        out.flush();
        return 0;
    }
}
