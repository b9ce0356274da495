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
 * out and opened like any desktop app (the installed app's launcher runs this too), and with one file the
 * window opening it, as a dropped file; with other arguments the
 * command line ({@code run}, {@code render}, {@code lesson}, {@code snapshot}, {@code docs}, {@code conf},
 * {@code replay}).
 */
@Command(name = "spark-memory-lab", mixinStandardHelpOptions = true, versionProvider = Version.class,
        resourceBundle = "sparkmemlab.cli.messages",
        subcommands = {RunCommand.class, RenderCommand.class, LessonCommand.class, SnapshotCommand.class, DocsCommand.class,
                ConfCommand.class, ReplayCommand.class, DiagnoseCommand.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        // No arguments, or one file (as a desktop opens a file with the app): the window.
        if (args.length == 0 || args.length == 1 && opensFile(args[0])) {
            int status = openWindow(err, args);
            if (status != 0) {
                System.exit(status);
            }
            return;
        }
        System.exit(execute(out, err, args));
    }

    /** Whether the one argument is a file to open rather than a command (a file named like a command is the command). */
    static boolean opensFile(String arg) {
        try {
            return !arg.startsWith("-") && !new CommandLine(new Main()).getSubcommands().containsKey(arg)
                    && java.nio.file.Files.isRegularFile(java.nio.file.Path.of(arg));
        } catch (java.nio.file.InvalidPathException e) {
            return false;
        }
    }

    /** Opens the window (on the file {@code args} names, if any) and returns when it is closed (0), or says why it cannot open (1). */
    static int openWindow(PrintWriter err, String... args) {
        ClassPathJavaFx.quietTheClassPathWarning();
        try {
            sparkmemlab.ui.Launcher.main(args);
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
