package sparkmemlab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.List;
import java.util.Optional;
import java.util.ResourceBundle;
import sparkmemlab.sparkconf.SparkConfImporter;
import sparkmemlab.sparkconf.SubmitCommand;

/**
 * Spark configuration given on the command line: at most one spark-defaults.conf and one spark-submit command
 * line, told apart by their text, each read as Spark reads a properties file (UTF-8, bad bytes as U+FFFD).
 */
final class ConfInputs {
    private Optional<SparkConfImporter.Input> defaults = Optional.empty();
    private Optional<SparkConfImporter.Input> command = Optional.empty();

    Optional<SparkConfImporter.Input> defaults() {
        return defaults;
    }

    Optional<SparkConfImporter.Input> command() {
        return command;
    }

    boolean isEmpty() {
        return defaults.isEmpty() && command.isEmpty();
    }

    /** Reads the files (- is standard input); false, having said why on {@code err}, when one cannot be taken. */
    boolean read(List<Path> files, ResourceBundle messages, PrintWriter err) {
        for (Path file : files) {
            String text;
            try {
                text = file.toString().equals("-") ? new String(System.in.readAllBytes(), StandardCharsets.UTF_8)
                        : new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
            } catch (java.nio.file.NoSuchFileException e) {
                err.println(MessageFormat.format(messages.getString("error.noFile"), file));
                return false;
            } catch (IOException e) {
                err.println(MessageFormat.format(messages.getString("error.read"), file, e.getMessage()));
                return false;
            }
            if (!add(new SparkConfImporter.Input(file.toString(), text), messages, err)) {
                return false;
            }
        }
        return true;
    }

    /** Adds one text, as a command line or a defaults file by what it looks like; false when there is one already. */
    boolean add(SparkConfImporter.Input input, ResourceBundle messages, PrintWriter err) {
        boolean isCommand = SubmitCommand.looksLikeOne(input.text());
        if ((isCommand ? command : defaults).isPresent()) {
            err.println(MessageFormat.format(messages.getString(isCommand ? "conf.error.twoCommands" : "conf.error.twoFiles"),
                    input.source()));
            return false;
        }
        if (isCommand) {
            command = Optional.of(input);
        } else {
            defaults = Optional.of(input);
        }
        return true;
    }
}
