package sparkmemlab.cli;

import com.google.gson.GsonBuilder;
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
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import sparkmemlab.diagnose.Diagnoser;
import sparkmemlab.diagnose.Diagnosis;
import sparkmemlab.diagnose.DiagnosisText;
import sparkmemlab.io.AtomicFiles;
import sparkmemlab.replay.EventLogException;
import sparkmemlab.replay.EventLogReader;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.sparkconf.ConfImport;
import sparkmemlab.sparkconf.ConfReport;
import sparkmemlab.sparkconf.SparkConfImporter;

/**
 * {@code diagnose ERROR.txt [--conf FILE]… [--log EVENT_LOG] [-o SCENARIO.json]}: what failed, by the text's own
 * message, reproduced on the model with the configuration given, and the fixes checked there (src/docs/diagnose.md).
 * Exit status 0 with a diagnosis, 2 when the text names no failure the lab knows or an input cannot be read.
 */
@Command(name = "diagnose", resourceBundle = "sparkmemlab.cli.diagnose", mixinStandardHelpOptions = true)
final class DiagnoseCommand extends ToolCommand {

    @Parameters(index = "0", paramLabel = "ERROR.txt", descriptionKey = "diagnose.error")
    private Path errorFile;

    @Option(names = "--conf", paramLabel = "FILE", descriptionKey = "diagnose.conf")
    private List<Path> confFiles = new ArrayList<>();

    @Option(names = "--log", paramLabel = "EVENT_LOG", descriptionKey = "diagnose.log")
    private Path log;

    @Option(names = {"-o", "--output"}, paramLabel = "SCENARIO.json", descriptionKey = "diagnose.output")
    private Path output;

    @Override
    protected int call(Console console) {
        PrintWriter out = console.out();
        PrintWriter err = console.err();
        ResourceBundle messages = console.messages();
        Locale locale = Locale.getDefault();
        String text;
        try {
            text = errorFile.toString().equals("-") ? new String(System.in.readAllBytes(), StandardCharsets.UTF_8)
                    : Files.readString(errorFile, StandardCharsets.UTF_8);
        } catch (java.nio.file.NoSuchFileException e) {
            err.println(MessageFormat.format(messages.getString("error.noFile"), errorFile));
            return 2;
        } catch (IOException e) {
            err.println(MessageFormat.format(messages.getString("error.read"), errorFile, e.getMessage()));
            return 2;
        }
        Optional<Diagnoser.Config> config = config(messages, err, locale);
        if (config.isEmpty()) {
            return 2;
        }
        Optional<Diagnosis> diagnosis;
        try {
            diagnosis = Diagnoser.diagnose(text, config.get());
        } catch (ScenarioException e) {
            // The configuration was accepted by the importer but the scene's model refuses it: say so in its words.
            err.println(e.getMessage());
            return 2;
        }
        DiagnosisText words = new DiagnosisText(locale);
        if (diagnosis.isEmpty()) {
            err.println(MessageFormat.format(messages.getString("diagnose.unrecognised"), errorFile, words.unrecognised()));
            return 2;
        }
        words.lines(diagnosis.get()).forEach(out::println);
        out.flush();
        return output == null ? 0 : write(diagnosis.get(), messages, out, err);
    }

    private Optional<Diagnoser.Config> config(ResourceBundle messages, PrintWriter err, Locale locale) {
        ConfInputs inputs = new ConfInputs();
        if (log != null) {
            try {
                // The application's own settings, as its event log's SparkListenerEnvironmentUpdate recorded them.
                String properties = EventLogReader.read(log).sparkProperties().entrySet().stream()
                        .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining("\n"));
                inputs.add(new SparkConfImporter.Input(log.toString(), properties), messages, err);
            } catch (EventLogException e) {
                err.println(e.getMessage());
                return Optional.empty();
            }
        }
        if (!inputs.read(confFiles, messages, err)) {
            return Optional.empty();
        }
        if (inputs.isEmpty()) {
            return Optional.of(Diagnoser.Config.defaults());
        }
        ConfImport imported = SparkConfImporter.read(inputs.defaults(), inputs.command(), locale);
        if (!imported.accepted()) {
            ConfReport.lines(imported, locale).forEach(err::println);
            return Optional.empty();
        }
        return Optional.of(Diagnoser.Config.of(imported));
    }

    /** The scene, whole or not at all. */
    private int write(Diagnosis diagnosis, ResourceBundle messages, PrintWriter out, PrintWriter err) {
        if (diagnosis.scene().isEmpty()) {
            err.println(MessageFormat.format(messages.getString("diagnose.noSceneToWrite"), output));
            return 0;
        }
        String json = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(diagnosis.scene().get().json()) + "\n";
        try {
            AtomicFiles.write(output, stream -> stream.write(json.getBytes(StandardCharsets.UTF_8)));
        } catch (IOException e) {
            err.println(MessageFormat.format(messages.getString("error.write"), output, e.getMessage()));
            return 1;
        }
        out.println(MessageFormat.format(messages.getString("diagnose.wrote"), output));
        return 0;
    }
}
