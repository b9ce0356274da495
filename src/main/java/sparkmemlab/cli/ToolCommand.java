package sparkmemlab.cli;

import java.io.PrintWriter;
import java.util.ResourceBundle;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A command that does something: picocli fills in its spec, and {@link #call(Console)} gets where to write and
 * the words to write with (the command's bundle, in the language of the command line). Its exit status is what
 * that returns.
 */
abstract class ToolCommand implements Callable<Integer> {
    /** Where a command writes, and its words. */
    record Console(PrintWriter out, PrintWriter err, ResourceBundle messages) {
    }

    @Spec
    private CommandSpec spec;

    @Override
    public final Integer call() throws Exception {
        return call(new Console(spec.commandLine().getOut(), spec.commandLine().getErr(), spec.resourceBundle()));
    }

    protected abstract int call(Console console) throws Exception;

    /** The command as picocli parsed it (its usage, for one). */
    protected final CommandSpec spec() {
        return spec;
    }
}
