package sparkmemlab.cli;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
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
import sparkmemlab.container.ContainerOp;
import sparkmemlab.container.ContainerScenario;
import sparkmemlab.container.ContainerScenarioException;
import sparkmemlab.container.ContainerScenarioReader;
import sparkmemlab.i18n.Messages;
import sparkmemlab.json.BadFileException;
import sparkmemlab.json.JsonInputException;
import sparkmemlab.json.JsonValues;
import sparkmemlab.json.StrictJson;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.LessonException;
import sparkmemlab.lesson.LessonParser;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;

/**
 * Reads what a command line names: a scenario file, or a lesson file, whose scenario has one step per
 * lesson step (so {@code --at N} is the lesson's step N). Says plainly on stderr why it cannot.
 */
final class ScenarioInput {

    /** What was read: the scenario, and the lesson it came from when the file was a lesson. */
    record Input(Scenario scenario, Optional<Lesson> lesson) {
    }

    /** Reads a document of one kind from a file named {@code file}. */
    interface Reading<T> {
        T read(String file, Reader in) throws BadFileException, IOException;
    }

    private ScenarioInput() {
    }

    /** The scenario (and lesson), or empty after one line on {@code err}. */
    static Optional<Input> read(Path file, ResourceBundle messages, PrintWriter err) {
        return read(file, messages, err, ScenarioInput::scenarioOrLesson);
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

    private static Input scenarioOrLesson(String name, Reader in) throws BadFileException, IOException {
        JsonElement root;
        try {
            root = StrictJson.withDefaults().parse(in);
        } catch (JsonInputException e) {
            throw new ScenarioException(name, Messages.get("place.document"), e.path(), e.getMessage());
        }
        if (isLesson(root)) {
            Lesson lesson = LessonParser.parse(name, root);
            if (lesson.isCluster()) {
                throw new LessonException(name, "$.workspace", Messages.get("lesson.cluster.noExecutorScenario"));
            }
            return new Input(lesson.scenario(), Optional.of(lesson));
        }
        if (isContainerScenario(root)) {
            return new Input(containerAsExecutor(name, (JsonObject) root), Optional.empty());
        }
        return new Input(ScenarioParser.parse(name, root), Optional.empty());
    }

    /**
     * A file of the container format (src/docs/container-format.md) as the executor scenario it is: its ops have
     * joined the executor format with the same names and fields, so the same steps run on an executor in that
     * container. Read first as the container format reads it, so that its own refusals are its own; the two ops
     * that format alone has are refused with what the executor format does instead.
     */
    private static Scenario containerAsExecutor(String name, JsonObject root) throws ScenarioException {
        ContainerScenario container;
        try {
            container = ContainerScenarioReader.read(name, root.toString());
        } catch (ContainerScenarioException e) {
            throw new ScenarioException(name, Messages.get("place.document"), e.path(), e.getMessage());
        }
        for (int i = 0; i < container.steps().size(); i++) {
            ContainerOp op = container.steps().get(i);
            if (op instanceof ContainerOp.OffHeapAllocate || op instanceof ContainerOp.OffHeapFree) {
                String written = root.getAsJsonArray("steps").get(i).getAsJsonObject().get("op").getAsString();
                throw new ScenarioException(name, Messages.get("place.stepOp", i + 1, written),
                        "$.steps[" + i + "].op", Messages.get("container.offHeapOp", written));
            }
        }
        JsonObject executor = root.deepCopy();
        executor.addProperty("format", Scenario.FORMAT);
        return ScenarioParser.parse(name, executor);
    }

    private static boolean isContainerScenario(JsonElement root) {
        JsonElement format = root.isJsonObject() ? ((JsonObject) root).get("format") : null;
        return JsonValues.isString(format) && ContainerScenarioReader.FORMAT.equals(format.getAsString());
    }

    /** Reads a lesson, of any workspace. */
    static Lesson lesson(String name, Reader in) throws BadFileException, IOException {
        return LessonParser.parse(name, in);
    }

    /** Whether the file is a lesson of the cluster workspace; a file that cannot be read is left to the other readers. */
    static boolean isClusterLesson(Path file) {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            JsonElement root = StrictJson.withDefaults().parse(in);
            JsonElement workspace = isLesson(root) ? ((JsonObject) root).get("workspace") : null;
            return JsonValues.isString(workspace) && workspace.getAsString().equals(sparkmemlab.workspace.WorkspaceName.CLUSTER);
        } catch (IOException | JsonInputException e) {
            return false;
        }
    }

    /** Whether the document says it is a lesson; anything else is read, and refused, as a scenario. */
    private static boolean isLesson(JsonElement root) {
        if (!root.isJsonObject()) {
            return false;
        }
        JsonElement format = ((JsonObject) root).get("format");
        return format != null && format.isJsonPrimitive() && Lesson.FORMAT.equals(format.getAsString());
    }
}
