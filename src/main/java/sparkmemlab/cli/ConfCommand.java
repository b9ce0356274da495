package sparkmemlab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ResourceBundle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import sparkmemlab.sparkconf.ConfImport;
import sparkmemlab.sparkconf.ConfReport;
import sparkmemlab.sparkconf.SparkConfImporter;
import sparkmemlab.sparkconf.SubmitCommand;
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

        @Override
        protected int call(Console console) {
            PrintWriter out = console.out();
            PrintWriter err = console.err();
            ResourceBundle messages = console.messages();
            Optional<SparkConfImporter.Input> defaults = Optional.empty();
            Optional<SparkConfImporter.Input> command = Optional.empty();
            for (Path file : files) {
                String text;
                try {
                    // As Spark reads a properties file: UTF-8, bytes that are not replaced by U+FFFD.
                    text = file.toString().equals("-") ? new String(System.in.readAllBytes(), StandardCharsets.UTF_8)
                            : new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
                } catch (java.nio.file.NoSuchFileException e) {
                    err.println(MessageFormat.format(messages.getString("error.noFile"), file));
                    return 2;
                } catch (IOException e) {
                    err.println(MessageFormat.format(messages.getString("error.read"), file, e.getMessage()));
                    return 2;
                }
                SparkConfImporter.Input input = new SparkConfImporter.Input(file.toString(), text);
                boolean isCommand = SubmitCommand.looksLikeOne(text);
                if ((isCommand ? command : defaults).isPresent()) {
                    err.println(MessageFormat.format(messages.getString(isCommand ? "conf.error.twoCommands" : "conf.error.twoFiles"), file));
                    return 2;
                }
                if (isCommand) {
                    command = Optional.of(input);
                } else {
                    defaults = Optional.of(input);
                }
            }
            Locale locale = Locale.forLanguageTag(language);
            ConfImport result = SparkConfImporter.read(defaults, command, locale);
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
