package sparkmemlab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ResourceBundle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.sparkconf.ConfImport;
import sparkmemlab.sparkconf.ConfReport;
import sparkmemlab.sparkconf.SparkConfImporter;
import sparkmemlab.sparkconf.SubmitFlags;

/**
 * {@code conf read FILE [FILE]}: what the sandbox makes of a spark-defaults.conf and/or a spark-submit
 * command line; {@code conf flags SCENARIO.json}: a scenario's (or a lesson's) executor as spark-submit options.
 */
@Command(name = "conf", resourceBundle = "sparkmemlab.cli.messages", mixinStandardHelpOptions = true,
        subcommands = {ConfCommand.Read.class, ConfCommand.Flags.class})
final class ConfCommand extends CommandGroup {

    /** Exit status 0 when the sandbox can take it, 2 when Spark refuses a value or a file cannot be read. */
    @Command(name = "read", resourceBundle = "sparkmemlab.cli.messages", mixinStandardHelpOptions = true)
    static final class Read extends ToolCommand {

        @Parameters(arity = "1..2", paramLabel = "FILE", descriptionKey = "conf.read.files")
        private List<Path> files = new ArrayList<>();

        @Option(names = "--lang", paramLabel = "TAG", defaultValue = "en", descriptionKey = "conf.lang")
        private String language;

        @Option(names = "--spark-version", paramLabel = "VERSION", defaultValue = "3.5.3", descriptionKey = "conf.read.sparkVersion")
        private String sparkVersion;

        @Override
        protected int call(Console console) {
            PrintWriter out = console.out();
            PrintWriter err = console.err();
            ResourceBundle messages = console.messages();
            Optional<SparkVersion> version = SparkVersion.of(sparkVersion);
            if (version.isEmpty()) {
                err.println(java.text.MessageFormat.format(messages.getString("conf.read.badSparkVersion"), sparkVersion));
                err.flush();
                return 2;
            }
            ConfInputs inputs = new ConfInputs();
            if (!inputs.read(files, messages, err)) {
                return 2;
            }
            Locale locale = Locale.forLanguageTag(language);
            ConfImport result = SparkConfImporter.read(inputs.defaults(), inputs.command(), version.get(), locale);
            ConfReport.lines(result, locale).forEach(out::println);
            result.executorConfig().ifPresent(c -> {
                SubmitFlags.Flags flags = SubmitFlags.of(c, locale);
                out.println(messages.getString("conf.flags.title"));
                out.println("  " + flags.line());
                flags.notes().forEach(n -> out.println("  " + n));
            });
            out.flush();
            return result.accepted() ? 0 : 2;
        }
    }

    /** The scenario's executor as spark-submit options, one line (or one option a line with --lines). */
    @Command(name = "flags", resourceBundle = "sparkmemlab.cli.messages", mixinStandardHelpOptions = true)
    static final class Flags extends ToolCommand {

        @Parameters(index = "0", paramLabel = "SCENARIO.json", descriptionKey = "conf.flags.scenario")
        private Path scenarioFile;

        @Option(names = "--lines", descriptionKey = "conf.flags.lines")
        private boolean lines;

        @Option(names = "--lang", paramLabel = "TAG", defaultValue = "en", descriptionKey = "conf.lang")
        private String language;

        @Override
        protected int call(Console console) {
            PrintWriter out = console.out();
            PrintWriter err = console.err();
            Optional<ScenarioInput.Input> input = ScenarioInput.read(scenarioFile, console.messages(), err);
            if (input.isEmpty()) {
                return 2;
            }
            SubmitFlags.Flags flags = SubmitFlags.of(input.get().scenario().config(), Locale.forLanguageTag(language));
            out.println(lines ? flags.lines() : flags.line());
            flags.notes().forEach(err::println);
            out.flush();
            return 0;
        }
    }
}
