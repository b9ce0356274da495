package sparkmemlab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.Optional;
import java.util.ResourceBundle;
import sparkmemlab.json.BadFileException;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioParser;

/** Reads a scenario file named on the command line, saying plainly on stderr why it cannot. */
final class ScenarioInput {

    private ScenarioInput() {
    }

    /** Reads a document of one kind from a file named {@code file}. */
    interface Reading<T> {
        T read(String file, Reader in) throws BadFileException, IOException;
    }

    /** The scenario, or empty after one line on {@code err}. */
    static Optional<Scenario> read(Path file, ResourceBundle messages, PrintWriter err) {
        return read(file, messages, err, ScenarioParser::parse);
    }

    /** What {@code reading} makes of the file, or empty after one line on {@code err}. */
    static <T> Optional<T> read(Path file, ResourceBundle messages, PrintWriter err, Reading<T> reading) {
        String name = file.toString();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return Optional.of(reading.read(name, in));
        } catch (BadFileException e) {
            err.println(e.getMessage());
        } catch (NoSuchFileException e) {
            err.println(MessageFormat.format(messages.getString("error.noFile"), name));
        } catch (IOException e) {
            err.println(MessageFormat.format(messages.getString("error.read"), name, e.getMessage()));
        }
        return Optional.empty();
    }
}
