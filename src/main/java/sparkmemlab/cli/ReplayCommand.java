package sparkmemlab.cli;

import com.google.gson.GsonBuilder;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import sparkmemlab.replay.EventLogException;
import sparkmemlab.replay.EventLogReader;
import sparkmemlab.replay.ReplaySummary;
import sparkmemlab.replay.ReplayedLog;

/**
 * {@code replay LOG [--summary]}: reads a Spark event log (a file, plain or compressed, or a rolling
 * log's folder) and prints, per executor, what it says of memory; {@code --summary} prints the figures as
 * one JSON document (src/docs/replay.md); {@code --what-if EXECUTOR_ID [--conf k=v ...] [-o scenario.json]} prints
 * the reconstruction of that executor's scenario and, with changes, what they would have done instead.
 */
@Command(name = "replay", resourceBundle = "sparkmemlab.cli.replay", mixinStandardHelpOptions = true)
final class ReplayCommand extends ToolCommand {

    @Parameters(index = "0", paramLabel = "LOG", descriptionKey = "replay.log")
    private Path log;

    @Option(names = "--summary", descriptionKey = "replay.summary")
    private boolean summary;

    @Option(names = "--what-if", paramLabel = "EXECUTOR_ID", descriptionKey = "replay.whatIf")
    private String whatIf;

    @Option(names = "--conf", paramLabel = "KEY=VALUE", descriptionKey = "replay.conf")
    private List<String> conf = new ArrayList<>();

    @Option(names = {"-o", "--output"}, paramLabel = "SCENARIO", descriptionKey = "replay.output")
    private Path output;

    @Override
    protected int call(Console console) {
        PrintWriter out = console.out();
        PrintWriter err = console.err();
        ReplayedLog replayed;
        try {
            replayed = EventLogReader.read(log);
        } catch (EventLogException e) {
            err.println(e.getMessage());
            return 2;
        }
        if (whatIf == null && (!conf.isEmpty() || output != null) || whatIf != null && summary) {
            err.println(console.messages().getString(summary ? "replay.whatIfOrSummary" : "replay.whatIfNeeded"));
            return 2;
        }
        if (whatIf != null) {
            return new WhatIfCommandRun(err).run(replayed, whatIf, conf, output, out);
        }
        if (summary) {
            out.println(new GsonBuilder().setPrettyPrinting().serializeNulls().disableHtmlEscaping().create()
                    .toJson(ReplaySummary.of(replayed).toJson()));
        } else {
            new ReplayReport(console.messages(), Locale.getDefault()).print(replayed, out);
        }
        out.flush();
        return 0;
    }
}
