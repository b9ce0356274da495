package sparkmemlab.ui.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.ManagerKind;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.kernel.History;

/**
 * The memory bar's unmanaged memory (SPARK-53001) on every step of Spark 4.2.0's own scenarios, against the model:
 * the region is the state's unmanaged memory, over the unified region's end; what it says execution may take is
 * the very {@code maxPoolSize} the model's pool computed where a step ends on a grant; the task gauges' 1/N is
 * that pool less unmanaged memory; and without unmanaged memory (3.5.3, no polling) no region is drawn.
 */
class UnmanagedRegionAgainstTheModelTest {
    private final UiText text = UiText.of(Locale.ENGLISH);

    @Test
    void theRegionIsTheModelsUnmanagedMemoryAndWhatExecutionMayTake() throws Exception {
        int drawn = 0;
        int offHeap = 0;
        int passes = 0;
        for (Path file : scenarios()) {
            Scenario scenario = ScenarioParser.read(file);
            ExecutorConfig c = scenario.config();
            History h = History.of(c, scenario.steps());
            for (int step = 0; step <= h.size(); step++) {
                String where = file.getFileName() + ", step " + step;
                ExecutorState state = h.stateAt(step);
                for (MemoryMode mode : MemoryMode.values()) {
                    BarPicture bar = BarPicture.of(state, c, mode, text, null);
                    BarPicture.Unmanaged u = bar.unmanaged();
                    long unmanaged = state.unmanaged().get(mode);
                    long region = state.layout().maxMemory(mode);
                    assertEquals(Math.min(unmanaged, region), u.bytes(), where + " " + mode);
                    if (u.bytes() == 0) {
                        assertEquals(BarPicture.Unmanaged.NONE, u, where);
                        continue;
                    }
                    drawn++;
                    offHeap += mode == MemoryMode.OFF_HEAP ? 1 : 0;
                    assertEquals(bar.unifiedStart() + region, u.end(), where + ": over the unified region's end");
                    assertTrue(u.start() >= bar.unifiedStart(), where);
                    assertTrue(u.executionMayTake() <= region - u.bytes(), where + ": it shrinks what execution may take");
                    assertTrue(u.label().contains(text.bytes(u.executionMayTake())), where + ": " + u.label());
                    assertTrue(u.label().contains(text.bytes(unmanaged)), where + ": it says all of it: " + u.label());
                    assertTrue(u.tooltip().contains(text.exact(unmanaged)) && u.tooltip().contains("SPARK-53001"),
                            where + ": " + u.tooltip());
                }
                if (step > 0 && h.step(step).isPresent()) {
                    StepResult r = h.step(step).get();
                    if (!r.events().isEmpty() && r.events().get(r.events().size() - 1) instanceof MemoryEvent.ExecutionGranted e
                            && state.unmanaged().get(e.mode()) > 0) {
                        assertEquals(e.maxPoolSize(), ManagerKind.UNIFIED.maxExecutionPoolSize(state, e.mode()),
                                where + ": the pool's own maxPoolSize in that pass");
                        assertEquals(e.maxPoolSize(), BarPicture.of(state, c, e.mode(), text, null).unmanaged().executionMayTake(),
                                where);
                        TaskSlotPicture.Gauge g = TaskSlotPicture.gauge(state, ManagerKind.of(c), e.mode(), e.task(), text);
                        assertEquals(e.maxMemoryPerTask(), g.max(), where + ": the gauge's 1/N of what execution may take");
                        passes++;
                    }
                }
            }
        }
        assertTrue(drawn > 3, "unmanaged regions drawn: " + drawn);
        assertTrue(offHeap > 0, "off-heap unmanaged regions drawn: " + offHeap);
        assertTrue(passes > 0, "grants under unmanaged memory checked: " + passes);
    }

    @Test
    void noRegionWithoutUnmanagedMemory() throws Exception {
        for (Path file : scenarios()) {
            Scenario scenario = ScenarioParser.read(file);
            // The same steps without polling: Spark's poller never ran, the manager subtracts nothing.
            ExecutorConfig c = scenario.config().withSparkVersion(scenario.config().sparkVersion(), 0);
            History h = History.of(c, scenario.steps());
            for (int step = 0; step <= h.size(); step++) {
                for (MemoryMode mode : MemoryMode.values()) {
                    assertEquals(BarPicture.Unmanaged.NONE, BarPicture.of(h.stateAt(step), c, mode, text, null).unmanaged(),
                            file + ", step " + step);
                }
            }
        }
    }

    private static List<Path> scenarios() throws Exception {
        Path dir = Path.of("src/test/resources/scenarios-4.2.0");
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
    }
}
