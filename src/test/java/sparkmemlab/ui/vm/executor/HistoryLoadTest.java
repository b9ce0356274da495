package sparkmemlab.ui.vm.executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.gson.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.fidelity.RandomScenarioGenerator;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.scenario.ScenarioWriter;
import sparkmemlab.ui.vm.kernel.History;

/**
 * A file's steps taken by the model beside its reading ({@link HistoryLoad}) make the history {@link History#of}
 * makes of the scenario read, and the same refusal; a refused file leaves nothing.
 */
class HistoryLoadTest {
    @TempDir
    Path dir;

    private History load(Scenario s, String name) throws Exception {
        Path file = Files.writeString(dir.resolve(name), ScenarioWriter.toJson(s).toString());
        HistoryLoad load = new HistoryLoad();
        return load.history(ScenarioParser.read(file, load));
    }

    @Test
    void theHistoryTakenBesideTheReadingIsTheOneTakenAfterIt() throws Exception {
        for (long seed = 1; seed <= 4; seed++) {
            // Long enough for several batches handed over (the task layer's generator is slower: shorter).
            Scenario s = seed % 2 == 0 ? RandomScenarioGenerator.generate(seed, 3_000)
                    : RandomScenarioGenerator.generateWithConsumers(seed, 600);
            History beside = load(s, "s" + seed + ".json");
            Scenario read = ScenarioParser.read(dir.resolve("s" + seed + ".json"));
            History after = History.of(read.config(), read.steps());
            String what = "seed " + seed;
            assertEquals(after.size(), beside.size(), what);
            assertEquals(after.position(), beside.position(), what);
            assertEquals(after.allOperations(), beside.allOperations(), what);
            assertEquals(after.logLines(after.size()), beside.logLines(beside.size()), what);
            for (int step : new int[] {0, 1, 511, 512, 513, after.size() / 2, after.size()}) {
                assertEquals(after.stateAt(step), beside.stateAt(step), what + ", step " + step);
            }
            for (MemoryMode mode : MemoryMode.values()) {
                assertEquals(after.timeline(mode, after.size()), beside.timeline(mode, beside.size()), what + ", " + mode);
            }
        }
    }

    @Test
    void aStepTheModelRefusesIsRefusedAsAfterTheReading() throws Exception {
        Scenario legacy = RandomScenarioGenerator.generateLegacy(3, 3_000);
        List<Operation> steps = new ArrayList<>(legacy.steps());
        steps.add(2_000, new Operation.PutBlock(new BlockId.RDDBlockId(99, 0), 10, MemoryMode.OFF_HEAP, OptionalLong.empty()));
        Scenario s = new Scenario("off-heap in legacy mode", legacy.config(), steps);
        IllegalStepException after = assertThrows(IllegalStepException.class, () -> History.of(s.config(), s.steps()));
        IllegalStepException beside = assertThrows(IllegalStepException.class, () -> load(s, "refused.json"));
        assertEquals(after.getMessage(), beside.getMessage());
    }

    @Test
    void aRefusedFileIsRefusedAndAConfigurationAfterTheStepsIsTakenAfterTheReading() throws Exception {
        Scenario s = RandomScenarioGenerator.generate(8, 3_000);
        JsonObject doc = ScenarioWriter.toJson(s);
        doc.getAsJsonArray("steps").get(2_999).getAsJsonObject().addProperty("mode", "on_heap");
        Path bad = Files.writeString(dir.resolve("bad.json"), doc.toString());
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioParser.read(bad, new HistoryLoad()));
        assertEquals(true, e.getMessage().contains("$.steps[2999].mode"), e.getMessage());

        JsonObject late = new JsonObject();
        late.addProperty("format", Scenario.FORMAT);
        late.add("steps", ScenarioWriter.toJson(s).get("steps"));
        late.add("config", doc.get("config"));
        Path file = Files.writeString(dir.resolve("late.json"), late.toString());
        HistoryLoad load = new HistoryLoad();
        History h = load.history(ScenarioParser.read(file, load));
        assertEquals(History.of(s.config(), s.steps()).stateAt(3_000), h.stateAt(3_000));
    }
}
