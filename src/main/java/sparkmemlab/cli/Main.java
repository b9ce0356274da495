package sparkmemlab.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The command line: {@code java -jar target/spark-memory-lab.jar <command>}. */
@Command(name = "spark-memory-lab", mixinStandardHelpOptions = true, versionProvider = Version.class,
        resourceBundle = "sparkmemlab.cli.messages",
        subcommands = {RunCommand.class, RenderCommand.class, LessonCommand.class, SnapshotCommand.class,
                ReplayCommand.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        System.exit(execute(out, err, args));
    }

    /** Runs the command line and returns its exit status (2 for bad input). */
    public static int execute(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cli = new CommandLine(new Main());
        cli.setOut(out);
        cli.setErr(err);
        cli.setExitCodeExceptionMapper(e -> 2);
        cli.setParameterExceptionHandler((e, a) -> {
            e.getCommandLine().getErr().println(e.getMessage());
            e.getCommandLine().usage(e.getCommandLine().getErr());
            return 2;
        });
        return cli.execute(args);
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
