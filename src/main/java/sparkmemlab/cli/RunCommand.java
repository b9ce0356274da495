package sparkmemlab.cli;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.function.Function;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import sparkmemlab.scenario.TraceWriter;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioRunner;

/** {@code run SCENARIO.json [--trace]}: runs a scenario, or a lesson's, on the model: the executor's or the cluster's by the file's format. */
@Command(name = "run", resourceBundle = "sparkmemlab.cli.messages", mixinStandardHelpOptions = true)
final class RunCommand extends ToolCommand {

    @Parameters(index = "0", paramLabel = "SCENARIO.json", descriptionKey = "run.scenario")
    private Path scenarioFile;

    @Option(names = "--trace", descriptionKey = "run.trace")
    private boolean trace;

    @Override
    protected int call(Console console) {
        PrintWriter out = console.out();
        PrintWriter err = console.err();
        ResourceBundle messages = console.messages();
        if (ClusterRun.isClusterScenario(scenarioFile)) {
            return ClusterRun.run(scenarioFile, trace, messages, out, err);
        }
        String name = scenarioFile.toString();
        Optional<Scenario> scenario = ScenarioInput.read(scenarioFile, messages, err).map(ScenarioInput.Input::scenario);
        if (scenario.isEmpty()) {
            return 2;
        }
        Gson gson = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();
        StepSummary summary = new StepSummary(messages);
        Function<StepResult, String> line = trace ? step -> gson.toJson(TraceWriter.toJson(step, scenario.get()))
                : summary::line;
        // Line by line: a step Spark cannot take stops the run after the lines of the steps before it.
        try {
            ExecutorModel model = ScenarioRunner.start(name, scenario.get());
            List<Operation> steps = scenario.get().steps();
            for (int i = 0; i < steps.size(); i++) {
                out.println(line.apply(ScenarioRunner.step(name, model, i, steps.get(i))));
            }
        } catch (ScenarioException e) {
            out.flush();
            err.println(e.getMessage());
            return 2;
        }
        out.flush();
        return 0;
    }
}
