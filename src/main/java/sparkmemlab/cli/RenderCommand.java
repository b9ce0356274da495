package sparkmemlab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.Optional;
import java.util.ResourceBundle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.cluster.scenario.ClusterScenarioParser;
import sparkmemlab.cluster.scenario.ClusterScenarioRunner;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioRunner;

/**
 * {@code render SCENARIO.json --at N -o OUT.png [--size WxH] [--zoom F] [--workspace NAME]}: the window after step N
 * of a scenario or of a lesson (its scenario), or of a cluster scenario (in the cluster workspace), as a PNG,
 * headless; an executor's may be drawn in the container workspace instead, and a scenario on both managers
 * (legacy-vs-unified). A snapshot is drawn in the workspace it names, an event log in the replay workspace.
 */
@Command(name = "render", resourceBundle = "sparkmemlab.cli.messages", mixinStandardHelpOptions = true)
final class RenderCommand extends ToolCommand {

    @Parameters(index = "0", paramLabel = "SCENARIO.json", descriptionKey = "render.scenario")
    private Path scenarioFile;

    @Option(names = "--at", paramLabel = "N", descriptionKey = "render.at")
    private Integer at;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT.png", required = true, descriptionKey = "render.output")
    private Path output;

    @Option(names = "--size", paramLabel = "WIDTHxHEIGHT", defaultValue = "1400x900", descriptionKey = "render.size")
    private String size;

    @Option(names = "--zoom", paramLabel = "F", defaultValue = "1", descriptionKey = "render.zoom")
    private double zoom;

    /** The workspaces an executor scenario or lesson can be drawn in: both show the executor workspace's executor. */
    private static final java.util.List<String> EXECUTOR_VIEWS = java.util.List.of("executor", "container");
    /** A scenario (not a lesson, which plays in its own) may also be drawn on both managers at once. */
    private static final java.util.List<String> SCENARIO_VIEWS = java.util.List.of("executor", "container",
            sparkmemlab.workspace.WorkspaceName.LEGACY_VS_UNIFIED);

    @Option(names = "--workspace", paramLabel = "NAME", descriptionKey = "render.workspace")
    private String workspace;


    /** How a scenario is drawn after one of its steps. */
    private interface Draw {
        void draw(int at, int width, int height, Path out) throws IOException;
    }

    /** What is drawn: a scenario's number of steps, and how to draw it. */
    private record Drawing(int steps, Draw how) {
        void draw(int at, int width, int height, Path out) throws IOException {
            how.draw(at, width, height, out);
        }
    }

    /** An executor scenario (or a lesson's), in the executor workspace. */
    private Optional<Drawing> executor(String name, ResourceBundle messages, PrintWriter err) {
        Optional<ScenarioInput.Input> read = ScenarioInput.read(scenarioFile, messages, err);
        if (read.isEmpty()) {
            return Optional.empty();
        }
        Scenario scenario = read.get().scenario();
        Optional<sparkmemlab.lesson.Lesson> lesson = read.get().lesson();
        try {
            return Optional.of(new Drawing(ScenarioRunner.run(name, scenario).size(), (at, width, height, out) -> {
                if (lesson.isPresent() && workspace == null) {
                    sparkmemlab.ui.Renderer.render(lesson.get(), at, width, height, zoom, out);
                } else if (lesson.isPresent()) {
                    sparkmemlab.ui.Renderer.render(lesson.get(), at, width, height, zoom, workspace, out);
                } else {
                    sparkmemlab.ui.Renderer.render(scenario, at, width, height, zoom, workspace == null ? "executor" : workspace, out);
                }
            }));
        } catch (ScenarioException e) {
            err.println(e.getMessage());
            return Optional.empty();
        }
    }

    /** A cluster scenario, in the cluster workspace. */
    private Optional<Drawing> cluster(String name, ResourceBundle messages, PrintWriter err) {
        Optional<ClusterScenario> read = ScenarioInput.read(scenarioFile, messages, err, ClusterScenarioParser::parse);
        if (read.isEmpty()) {
            return Optional.empty();
        }
        ClusterScenario scenario = read.get();
        try {
            return Optional.of(new Drawing(ClusterScenarioRunner.run(name, scenario).size(),
                    (at, width, height, out) -> sparkmemlab.ui.Renderer.render(scenario, at, width, height, out)));
        } catch (ScenarioException e) {
            err.println(e.getMessage());
            return Optional.empty();
        }
    }

    /** A lesson of the cluster workspace, with its lesson pane. */
    private Optional<Drawing> clusterLesson(ResourceBundle messages, PrintWriter err) {
        Optional<sparkmemlab.lesson.Lesson> read = ScenarioInput.read(scenarioFile, messages, err, ScenarioInput::lesson);
        if (read.isEmpty()) {
            return Optional.empty();
        }
        sparkmemlab.lesson.Lesson lesson = read.get();
        try {
            sparkmemlab.lesson.LessonRun.run(lesson);
        } catch (sparkmemlab.lesson.LessonCheckException e) {
            err.println(e.getMessage());
            return Optional.empty();
        }
        return Optional.of(new Drawing(lesson.scene().size(),
                (at, width, height, out) -> sparkmemlab.ui.Renderer.render(lesson, at, width, height, zoom, out)));
    }

    @Override
    protected int call(Console console) {
        PrintWriter out = console.out();
        PrintWriter err = console.err();
        ResourceBundle messages = console.messages();
        Optional<WindowSize> window = WindowSize.parse(size);
        if (window.isEmpty()) {
            err.println(MessageFormat.format(messages.getString("render.error.size"), size));
            return 2;
        }
        int width = window.get().width();
        int height = window.get().height();
        if (!(zoom >= sparkmemlab.snapshot.ViewState.MIN_ZOOM && zoom <= sparkmemlab.snapshot.ViewState.MAX_ZOOM)) {
            err.println(MessageFormat.format(messages.getString("render.error.zoom"), String.valueOf(zoom),
                    String.valueOf(sparkmemlab.snapshot.ViewState.MIN_ZOOM), String.valueOf(sparkmemlab.snapshot.ViewState.MAX_ZOOM)));
            return 2;
        }
        String name = scenarioFile.toString();
        Optional<String> opened = openedWorkspace(messages, err);
        if (opened.isPresent()) {
            return drawOpened(opened.get(), width, height, console);
        }
        if (failed) {
            return 2;
        }
        boolean ofCluster = ClusterRun.isClusterScenario(scenarioFile) || ScenarioInput.isClusterLesson(scenarioFile);
        java.util.List<String> views = ofCluster ? java.util.List.of("cluster")
                : kind() == sparkmemlab.share.DocumentKind.LESSON ? EXECUTOR_VIEWS : SCENARIO_VIEWS;
        if (workspace != null && !views.contains(workspace)) {
            err.println(MessageFormat.format(messages.getString("render.error.workspace"), name, workspace, String.join(", ", views)));
            return 2;
        }
        Optional<Drawing> drawing = ClusterRun.isClusterScenario(scenarioFile) ? cluster(name, messages, err)
                : ofCluster ? clusterLesson(messages, err)
                : executor(name, messages, err);
        if (drawing.isEmpty()) {
            return 2;
        }
        int steps = drawing.get().steps();
        int step = at == null ? steps : at;
        if (step < 0 || step > steps) {
            err.println(MessageFormat.format(messages.getString("render.error.at"), name, String.valueOf(step),
                    String.valueOf(steps)));
            return 2;
        }
        if (!outputFits(messages, err)) {
            return 2;
        }
        ClassPathJavaFx.quietTheClassPathWarning();
        try {
            drawing.get().draw(step, width, height, output);
        } catch (IOException e) {
            err.println(MessageFormat.format(messages.getString("render.error.write"), output, e.getMessage()));
            return 1;
        }
        out.println(MessageFormat.format(messages.getString("render.done"), output, String.valueOf(step),
                String.valueOf(width), String.valueOf(height)));
        out.flush();
        return 0;
    }

    /** Set when {@link #openedWorkspace} has said why the file cannot be drawn. */
    private boolean failed;

    /**
     * The workspace a snapshot names, or the replay workspace for an event log: files the window opens as it
     * opens a dropped one; empty for a scenario or a lesson, or after saying why the snapshot is refused.
     */
    private Optional<String> openedWorkspace(ResourceBundle messages, PrintWriter err) {
        sparkmemlab.share.DocumentKind kind = kind();
        if (kind == sparkmemlab.share.DocumentKind.EVENT_LOG) {
            return Optional.of(sparkmemlab.workspace.WorkspaceName.REPLAY);
        }
        if (kind != sparkmemlab.share.DocumentKind.SNAPSHOT) {
            return Optional.empty();
        }
        try {
            return Optional.of(sparkmemlab.snapshot.SnapshotReader.open(scenarioFile, sparkmemlab.snapshot.LogCheck.LATER)
                    .view().workspace());
        } catch (sparkmemlab.snapshot.SnapshotException e) {
            err.println(e.getMessage());
            failed = true;
            return Optional.empty();
        }
    }

    /** What the file is, by its contents; UNKNOWN when it cannot be read (the scenario's reader then says why). */
    private sparkmemlab.share.DocumentKind kind() {
        try {
            return sparkmemlab.share.DocumentKind.of(scenarioFile);
        } catch (IOException | RuntimeException e) {
            return sparkmemlab.share.DocumentKind.UNKNOWN;
        }
    }

    /** A snapshot or an event log, drawn at its own moment in {@code named}, the workspace it belongs to. */
    private int drawOpened(String named, int width, int height, Console console) {
        PrintWriter err = console.err();
        ResourceBundle messages = console.messages();
        String name = scenarioFile.toString();
        if (at != null) {
            err.println(MessageFormat.format(messages.getString("render.error.atOpened"), name));
            return 2;
        }
        if (workspace != null && !workspace.equals(named)) {
            err.println(MessageFormat.format(messages.getString("render.error.workspace"), name, workspace, named));
            return 2;
        }
        if (!outputFits(messages, err)) {
            return 2;
        }
        ClassPathJavaFx.quietTheClassPathWarning();
        try {
            sparkmemlab.ui.Renderer.renderOpened(scenarioFile, width, height, output);
        } catch (IOException e) {
            err.println(MessageFormat.format(messages.getString("render.error.write"), output, e.getMessage()));
            return 1;
        }
        console.out().println(MessageFormat.format(messages.getString("render.doneOpened"), output, named,
                String.valueOf(width), String.valueOf(height)));
        console.out().flush();
        return 0;
    }

    /** Whether the output is a .png in a folder that exists; says why not. */
    private boolean outputFits(ResourceBundle messages, PrintWriter err) {
        Path dir = output.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            err.println(MessageFormat.format(messages.getString("render.error.dir"), output));
            return false;
        }
        if (!output.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".png")) {
            err.println(MessageFormat.format(messages.getString("render.error.png"), output));
            return false;
        }
        return true;
    }
}
