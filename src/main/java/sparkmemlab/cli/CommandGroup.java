package sparkmemlab.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** A command that only groups others ({@code lesson}, {@code conf}): on its own it prints its usage. */
abstract class CommandGroup implements Runnable {
    @Spec
    private CommandSpec spec;

    @Override
    public final void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
