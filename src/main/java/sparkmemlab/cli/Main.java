package sparkmemlab.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.ResourceBundle;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code java -jar target/spark-memory-lab.jar}: with no arguments the window, so that the jar can be handed
 * out and opened like any desktop app (the installed app's launcher runs this too); with arguments the
 * command line ({@code run}, {@code render}, {@code lesson}, {@code snapshot}, {@code docs}, {@code conf},
 * {@code replay}).
 */
@Command(name = "spark-memory-lab", mixinStandardHelpOptions = true, versionProvider = Version.class,
        resourceBundle = "sparkmemlab.cli.messages",
        subcommands = {RunCommand.class, RenderCommand.class, LessonCommand.class, SnapshotCommand.class, DocsCommand.class,
                ConfCommand.class, ReplayCommand.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        if (args.length == 0) {
            int status = openWindow(err);
            if (status != 0) {
                System.exit(status);
            }
            return;
        }
        System.exit(execute(out, err, args));
    }

    /** Opens the window and returns when it is closed (0), or says why it cannot open (1). */
    static int openWindow(PrintWriter err) {
        ClassPathJavaFx.quietTheClassPathWarning();
        try {
            sparkmemlab.ui.Launcher.main(new String[0]);
            return 0;
        } catch (RuntimeException e) {
            // No display (a server, an SSH session without X forwarding): the commands still work.
            err.println(MessageFormat.format(ResourceBundle.getBundle("sparkmemlab.cli.messages").getString("window.error"),
                    String.valueOf(e.getMessage())));
            return 1;
        }
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
