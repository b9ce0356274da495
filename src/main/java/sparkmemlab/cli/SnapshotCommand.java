package sparkmemlab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.Optional;
import java.util.ResourceBundle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioRunner;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.cluster.scenario.ClusterScenarioParser;
import sparkmemlab.cluster.scenario.ClusterScenarioRunner;
import sparkmemlab.snapshot.ClusterMoment;
import sparkmemlab.snapshot.ExecutorMoment;
import sparkmemlab.snapshot.LoadedMoment;
import sparkmemlab.snapshot.LoadedReplay;
import sparkmemlab.snapshot.LoadedSnapshot;
import sparkmemlab.snapshot.ReplayMoment;
import sparkmemlab.snapshot.Snapshot;
import sparkmemlab.snapshot.SnapshotException;
import sparkmemlab.snapshot.SnapshotMoment;
import sparkmemlab.snapshot.SnapshotReader;
import sparkmemlab.snapshot.SnapshotWriter;
import sparkmemlab.snapshot.ViewState;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.workspace.WorkspaceName;

/**
 * {@code snapshot SCENARIO.json --at N -o OUT.json} saves the moment after step N of a scenario or a lesson
 * (a lesson's snapshot names the lesson, so that the window opens it in the lesson player);
 * {@code snapshot check FILE.json} opens a snapshot as the window would, and says whether it is sound.
 */
@Command(name = "snapshot", resourceBundle = "sparkmemlab.cli.messages", mixinStandardHelpOptions = true,
        subcommands = SnapshotCommand.Check.class)
final class SnapshotCommand extends ToolCommand {

    // Not required in picocli's sense: "snapshot check FILE" must reach the subcommand; call() checks them.
    @Parameters(index = "0", arity = "0..1", paramLabel = "SCENARIO.json", descriptionKey = "snapshot.scenario")
    private Path scenarioFile;

    @Option(names = "--at", paramLabel = "N", descriptionKey = "snapshot.at")
    private Integer at;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT.json", descriptionKey = "snapshot.output")
    private Path output;

    @Override
    protected int call(Console console) {
        PrintWriter err = console.err();
        ResourceBundle messages = console.messages();
        if (scenarioFile == null || output == null) {
            err.println(messages.getString("snapshot.error.usage"));
            spec().commandLine().usage(err);
            return 2;
        }
        if (ClusterRun.isClusterScenario(scenarioFile)) {
            return cluster(messages, err);
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
        Optional<Integer> at = step(steps, name, messages, err);
        if (at.isEmpty()) {
            return 2;
        }
        int step = at.get();
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
        return write(new ExecutorMoment(new Snapshot(scenario, step, view), state), step, steps, messages, err);
    }

    /** A cluster scenario's moment after step N, its state the Master's after delivering the steps again. */
    private int cluster(ResourceBundle messages, PrintWriter err) {
        Optional<ClusterScenario> scenario = ScenarioInput.read(scenarioFile, messages, err, ClusterScenarioParser::parse);
        if (scenario.isEmpty()) {
            return 2;
        }
        String name = scenarioFile.toString();
        int steps = scenario.get().steps().size();
        Optional<Integer> step = step(steps, name, messages, err);
        if (step.isEmpty()) {
            return 2;
        }
        try {
            ClusterScenarioRunner.run(name, scenario.get());
        } catch (ScenarioException e) {
            err.println(e.getMessage());
            return 2;
        }
        ViewState view = new ViewState(WorkspaceName.CLUSTER, ViewState.Mode.SANDBOX, Optional.empty(), 1.0);
        return write(new ClusterMoment(scenario.get(), step.get(), view), step.get(), steps, messages, err);
    }

    /** The step {@code --at} names, the last if none; empty after a line on {@code err} if the scenario has no such step. */
    private Optional<Integer> step(int steps, String name, ResourceBundle messages, PrintWriter err) {
        int step = at == null ? steps : at;
        if (step < 0 || step > steps) {
            err.println(MessageFormat.format(messages.getString("snapshot.error.at"), name, String.valueOf(step),
                    String.valueOf(steps)));
            return Optional.empty();
        }
        return Optional.of(step);
    }

    private int write(SnapshotMoment moment, int step, int steps, ResourceBundle messages, PrintWriter err) {
        try {
            SnapshotWriter.write(output, moment);
        } catch (IOException e) {
            err.println(MessageFormat.format(messages.getString("snapshot.error.write"), output, e.getMessage()));
            return 2;
        }
        spec().commandLine().getOut().println(MessageFormat.format(messages.getString("snapshot.saved"), output,
                String.valueOf(step), String.valueOf(steps)));
        return 0;
    }

    /** {@code snapshot check FILE.json}: any kind of snapshot. */
    @Command(name = "check", resourceBundle = "sparkmemlab.cli.messages", mixinStandardHelpOptions = true)
    static final class Check extends ToolCommand {
        @Parameters(index = "0", paramLabel = "FILE.json", descriptionKey = "snapshot.check.file")
        private Path file;

        @Override
        protected int call(Console console) {
            try {
                LoadedMoment loaded = SnapshotReader.open(file);
                console.out().println(sound(loaded, console.messages()));
                return 0;
            } catch (SnapshotException e) {
                console.err().println(e.getMessage());
                return 2;
            }
        }

        /** What a sound snapshot is, in a line: a scenario's step, or a replay's log, executor and moment. */
        private String sound(LoadedMoment loaded, ResourceBundle messages) {
            if (loaded instanceof LoadedSnapshot executor) {
                return MessageFormat.format(messages.getString("snapshot.check.ok"), file,
                        String.valueOf(executor.snapshot().at()), String.valueOf(executor.steps().size()));
            }
            if (loaded instanceof ClusterMoment cluster) {
                return MessageFormat.format(messages.getString("snapshot.check.cluster"), file,
                        String.valueOf(cluster.at()), String.valueOf(cluster.scenario().steps().size()));
            }
            LoadedReplay replay = (LoadedReplay) loaded;
            ReplayMoment m = replay.moment();
            return MessageFormat.format(messages.getString("snapshot.check.replay"), file, replay.log(), m.executor(),
                    String.valueOf(m.atMs()));
        }
    }
}
