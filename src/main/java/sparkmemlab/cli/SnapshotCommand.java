package sparkmemlab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioRunner;
import sparkmemlab.snapshot.LoadedSnapshot;
import sparkmemlab.snapshot.Snapshot;
import sparkmemlab.snapshot.SnapshotException;
import sparkmemlab.snapshot.SnapshotReader;
import sparkmemlab.snapshot.SnapshotWriter;
import sparkmemlab.snapshot.ViewState;
import sparkmemlab.ui.vm.LessonLibrary;

/**
 * {@code snapshot SCENARIO.json --at N -o OUT.json} saves the moment after step N of a scenario or a lesson
 * (a lesson's snapshot names the lesson, so that the window opens it in the lesson player);
 * {@code snapshot check FILE.json} opens a snapshot as the window would, and says whether it is sound.
 */
@Command(name = "snapshot", resourceBundle = "sparkmemlab.cli.messages", mixinStandardHelpOptions = true,
        subcommands = SnapshotCommand.Check.class)
final class SnapshotCommand implements Callable<Integer> {

    // Not required in picocli's sense: "snapshot check FILE" must reach the subcommand; call() checks them.
    @Parameters(index = "0", arity = "0..1", paramLabel = "SCENARIO.json", descriptionKey = "snapshot.scenario")
    private Path scenarioFile;

    @Option(names = "--at", paramLabel = "N", descriptionKey = "snapshot.at")
    private Integer at;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT.json", descriptionKey = "snapshot.output")
    private Path output;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        ResourceBundle messages = spec.resourceBundle();
        if (scenarioFile == null || output == null) {
            err.println(messages.getString("snapshot.error.usage"));
            spec.commandLine().usage(err);
            return 2;
        }
        Optional<ScenarioInput.Input> input = ScenarioInput.read(scenarioFile, messages, err);
        if (input.isEmpty()) {
            return 2;
        }
        Scenario scenario = input.get().scenario();
        ViewState view = input.get().lesson()
                .map(l -> new ViewState(ViewState.Mode.LESSON, Optional.of(LessonLibrary.id(l)), 1.0))
                .orElse(ViewState.SANDBOX);
        String name = scenarioFile.toString();
        int steps = scenario.steps().size();
        int step = at == null ? steps : at;
        if (step < 0 || step > steps) {
            err.println(MessageFormat.format(messages.getString("snapshot.error.at"), name, String.valueOf(step),
                    String.valueOf(steps)));
            return 2;
        }
        ExecutorState state;
        try {
            ExecutorModel model = ScenarioRunner.start(name, scenario);
            state = model.state();
            for (int i = 0; i < steps; i++) {
                ExecutorState after = ScenarioRunner.step(name, model, i, scenario.steps().get(i)).state();
                if (i < step) {
                    state = after;
                }
            }
        } catch (ScenarioException e) {
            err.println(e.getMessage());
            return 2;
        }
        try {
            SnapshotWriter.write(output, new Snapshot(scenario, step, view), state);
        } catch (IOException e) {
            err.println(MessageFormat.format(messages.getString("snapshot.error.write"), output, e.getMessage()));
            return 2;
        }
        spec.commandLine().getOut().println(MessageFormat.format(messages.getString("snapshot.saved"), output,
                String.valueOf(step), String.valueOf(steps)));
        return 0;
    }

    /** {@code snapshot check FILE.json}. */
    @Command(name = "check", resourceBundle = "sparkmemlab.cli.messages", mixinStandardHelpOptions = true)
    static final class Check implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "FILE.json", descriptionKey = "snapshot.check.file")
        private Path file;

        @Spec
        private CommandSpec spec;

        @Override
        public Integer call() {
            try {
                LoadedSnapshot loaded = SnapshotReader.read(file);
                spec.commandLine().getOut().println(MessageFormat.format(spec.resourceBundle().getString("snapshot.check.ok"),
                        file, String.valueOf(loaded.snapshot().at()), String.valueOf(loaded.steps().size())));
                return 0;
            } catch (SnapshotException e) {
                spec.commandLine().getErr().println(e.getMessage());
                return 2;
            }
        }
    }
}
