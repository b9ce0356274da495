package sparkmemlab.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.fidelity.RandomScenarioGenerator;
import sparkmemlab.json.StrictJson;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.Operation;

/**
 * A scenario file ({@link ScenarioParser#read(Path, StepSink)}) is read from its bytes when it is plain and by
 * Gson's tokenizer when not: the same scenario either way, in any layout; and the steps are told early exactly when
 * they will be the file's, else abandoned.
 */
class ScenarioFileTest {
    @TempDir
    Path dir;

    /** How a scenario is laid out in its file. */
    private enum Layout {
        ONE_STEP_A_LINE, ONE_LINE, PRETTY
    }

    @Test
    void randomScenariosReadFromTheirBytesAreWhatGsonReads() throws Exception {
        int compared = 0;
        for (long seed = 1; seed <= 30; seed++) {
            Scenario s = switch ((int) (seed % 3)) {
                case 0 -> RandomScenarioGenerator.generate(seed, 300);
                case 1 -> RandomScenarioGenerator.generateWithConsumers(seed, 300);
                default -> RandomScenarioGenerator.generateLegacy(seed, 300);
            };
            for (Layout layout : Layout.values()) {
                String text = write(ScenarioWriter.toJson(s), layout);
                Path file = Files.writeString(dir.resolve("s.json"), text);
                assertTrue(StrictJson.withDefaults().parsePlain(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                        "steps", (i, e) -> { }).isPresent(), "the app's own file is plain");
                Scenario gson = ScenarioParser.parse("s.json", new StringReader(text));
                Recorder told = new Recorder();
                assertEquals(gson, ScenarioParser.read(file, told), "seed " + seed + ", " + layout);
                assertEquals(s.steps(), gson.steps());
                assertEquals(List.of("begin " + gson.config(), gson.steps().size() + " steps", "end"), told.calls);
                assertEquals(gson.steps(), told.steps);
                compared++;
            }
        }
        assertEquals(90, compared);
    }

    @Test
    void aFileThatIsNotPlainIsReadAgainAndItsEarlyStepsAbandoned() throws Exception {
        Scenario s = RandomScenarioGenerator.generate(4, 50);
        JsonObject doc = ScenarioWriter.toJson(s);
        JsonArray steps = doc.getAsJsonArray("steps");
        steps.get(30).getAsJsonObject().addProperty("note", "\u6ea2\u5199"); // not plain: read again by Gson
        Path file = Files.writeString(dir.resolve("s.json"), write(doc, Layout.ONE_STEP_A_LINE));
        Recorder told = new Recorder();
        assertEquals(s, ScenarioParser.read(file, told));
        assertEquals(List.of("begin " + s.config(), "30 steps", "abandon", "begin " + s.config(), "50 steps", "end"), told.calls);
        assertEquals(s.steps(), told.steps.subList(30, 80));
    }

    @Test
    void aRefusedFileAbandonsItsEarlyStepsAndAConfigurationAfterTheStepsBeginsNone() throws Exception {
        Scenario s = RandomScenarioGenerator.generate(5, 40);
        JsonObject doc = ScenarioWriter.toJson(s);
        doc.getAsJsonArray("steps").get(39).getAsJsonObject().addProperty("bytes", -1);
        Path file = Files.writeString(dir.resolve("s.json"), write(doc, Layout.ONE_STEP_A_LINE));
        Recorder told = new Recorder();
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioParser.read(file, told));
        assertTrue(e.getMessage().contains("$.steps[39].bytes"), e.getMessage());
        assertEquals(List.of("begin " + s.config(), "39 steps", "abandon"), told.calls);

        // The configuration after the steps: not known as they are read, so nothing begins.
        JsonObject late = new JsonObject();
        late.addProperty("format", Scenario.FORMAT);
        late.add("steps", ScenarioWriter.toJson(s).get("steps"));
        late.add("config", doc.get("config"));
        Recorder none = new Recorder();
        assertEquals(s.steps(), ScenarioParser.read(Files.writeString(dir.resolve("late.json"), late.toString()), none).steps());
        assertEquals(List.of(), none.calls);

        // A configuration Spark refuses begins nothing either, and is refused as before.
        JsonObject bad = ScenarioWriter.toJson(s);
        bad.getAsJsonObject("config").addProperty(ExecutorConfig.MEMORY_FRACTION, 0);
        Recorder refused = new Recorder();
        assertThrows(ScenarioException.class, () -> ScenarioParser.read(Files.writeString(dir.resolve("bad.json"), bad.toString()), refused));
        assertEquals(List.of(), refused.calls);
    }

    /** The calls told, runs of steps counted. */
    private static final class Recorder implements StepSink {
        final List<String> calls = new ArrayList<>();
        final List<Operation> steps = new ArrayList<>();
        private int run;

        @Override
        public void begin(ExecutorConfig config) {
            calls.add("begin " + config);
        }

        @Override
        public void step(Operation op) {
            steps.add(op);
            run++;
        }

        @Override
        public void end() {
            said("end");
        }

        @Override
        public void abandon() {
            said("abandon");
        }

        private void said(String call) {
            calls.add(run + " steps");
            run = 0;
            calls.add(call);
        }
    }

    private static String write(JsonObject doc, Layout layout) {
        return switch (layout) {
            case ONE_LINE -> doc.toString();
            case PRETTY -> new GsonBuilder().setPrettyPrinting().create().toJson(doc);
            case ONE_STEP_A_LINE -> {
                StringBuilder out = new StringBuilder("{");
                for (var member : doc.entrySet()) {
                    if (!member.getKey().equals("steps")) {
                        out.append('"').append(member.getKey()).append("\":").append(member.getValue()).append(',');
                    }
                }
                out.append("\"steps\":[\n");
                JsonArray steps = doc.getAsJsonArray("steps");
                for (int i = 0; i < steps.size(); i++) {
                    JsonElement step = steps.get(i);
                    out.append(step).append(i + 1 < steps.size() ? ",\n" : "\n");
                }
                yield out.append("]}\n").toString();
            }
        };
    }
}
