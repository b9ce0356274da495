package sparkmemlab.ui.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.ManagerKind;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.PoolState;
import sparkmemlab.model.StepResult;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.kernel.History;
import sparkmemlab.workspace.WorkspaceName;

/**
 * Every task gauge of every step of every executor lesson in lessons/, drawn for the manager the lesson runs on
 * (and, for the Legacy vs unified lessons, for both), against the model: the 1/2N and 1/N marks are Spark's
 * bounds for that manager, the labels and tooltips say the model's numbers, and where a step ends on a grant or
 * a park, the marks are the very numbers the model's pool computed in that pass. Under Spark 2.4.8's static
 * manager both marks are shares of the fixed execution pool (lesson 18 once drew 1/N at ~417 MiB of a 163.8 MiB
 * pool, by the unified rule).
 */
class GaugesAgainstTheModelTest {
    private final UiText text = UiText.of(Locale.ENGLISH);

    @Test
    void everyGaugeOfEveryLessonStepIsTheModels() {
        Map<ManagerKind, int[]> passes = new EnumMap<>(ManagerKind.class);
        int gauges = 0;
        for (Lesson lesson : LessonLibrary.load(Path.of("lessons")).lessons()) {
            if (lesson.isCluster()) {
                continue;
            }
            ExecutorConfig config = lesson.scenario().config();
            List<ExecutorConfig> managers = new ArrayList<>(List.of(config));
            if (lesson.workspace().equals(WorkspaceName.LEGACY_VS_UNIFIED)) {
                managers.add(config.withLegacy(config.legacy().withLegacyMode(!config.useLegacyMode())));
            }
            for (ExecutorConfig c : managers) {
                ManagerKind manager = ManagerKind.of(c);
                History h = History.of(c, lesson.scenario().steps());
                for (int step = 0; step <= h.size(); step++) {
                    String where = lesson.file() + " on " + manager + ", step " + step;
                    ExecutorState state = h.stateAt(step);
                    for (TaskSlotPicture slot : TaskSlotPicture.of(state, manager, h.step(step), OptionalLong.empty(),
                            c.cores(), text)) {
                        for (TaskSlotPicture.Gauge g : slot.gauges()) {
                            check(g, state, manager, slot, where);
                            gauges++;
                        }
                    }
                    if (step > 0) {
                        h.step(step).ifPresent(r -> lastPass(r, state, manager, where)
                                .ifPresent(m -> passes.computeIfAbsent(manager, k -> new int[1])[0]++));
                    }
                }
            }
        }
        assertTrue(gauges > 500, "gauges drawn: " + gauges);
        assertTrue(passes.getOrDefault(ManagerKind.UNIFIED, new int[1])[0] > 10, "unified passes checked");
        assertTrue(passes.getOrDefault(ManagerKind.STATIC, new int[1])[0] > 0, "static passes checked");
    }

    private void check(TaskSlotPicture.Gauge g, ExecutorState state, ManagerKind manager, TaskSlotPicture slot,
            String where) {
        PoolState pools = state.pools(g.mode());
        int n = pools.activeTasks();
        assertEquals(n, g.activeTasks(), where);
        long held = slot.task().isPresent() ? pools.memoryForTask().getOrDefault(slot.task().getAsLong(), 0L) : 0;
        assertEquals(held, g.held(), where);
        long reach = manager == ManagerKind.STATIC ? pools.executionPool() : state.layout().maxMemory(g.mode());
        assertEquals(Math.max(1, reach), g.scale(), where + ": the gauge's scale is how far execution can reach");
        if (n == 0) {
            assertEquals(0, g.min(), where);
            assertEquals(0, g.max(), where);
        } else if (manager == ManagerKind.STATIC) {
            // ExecutionMemoryPool.acquireMemory with StaticMemoryManager's computeMaxPoolSize = () => poolSize
            assertEquals(pools.executionPool() / (2L * n), g.min(), where + " 1/2N");
            assertEquals(pools.executionPool() / n, g.max(), where + " 1/N of the fixed pool");
        } else {
            // Spark 4.1+ (SPARK-53001) also takes off the unmanaged memory polled, never below 0; 3.5.3 has none.
            long maxPool = Math.max(0L, state.layout().maxMemory(g.mode())
                    - Math.min(pools.storageUsed(), state.layout().storageRegionSize(g.mode())) - state.unmanaged().get(g.mode()));
            assertEquals(pools.executionPool() / (2L * n), g.min(), where + " 1/2N");
            assertEquals(maxPool / n, g.max(), where + " 1/N");
        }
        assertTrue(g.max() <= g.scale(), where + ": 1/N lies on the gauge");
        assertEquals(text.get("gauge.label", text.mode(g.mode()), text.bytes(held)), g.label(), where);
        assertTrue(g.tooltip().contains(text.exact(g.min())) && g.tooltip().contains(text.exact(g.max())),
                where + ": " + g.tooltip());
        assertTrue(g.tooltip().contains(manager == ManagerKind.STATIC ? "fixed execution pool" : "all of unified memory"),
                where + ": the tooltip names the manager's rule: " + g.tooltip());
    }

    /**
     * A step that ends on the pool's pass (a grant or a park is its last event) leaves the pool, storage and N as that
     * pass saw them: the gauge's marks are then the numbers the pass computed.
     */
    private java.util.Optional<MemoryEvent> lastPass(StepResult r, ExecutorState state, ManagerKind manager, String where) {
        if (r.events().isEmpty()) {
            return java.util.Optional.empty();
        }
        MemoryEvent last = r.events().get(r.events().size() - 1);
        if (last instanceof MemoryEvent.ExecutionGranted e) {
            TaskSlotPicture.Gauge g = TaskSlotPicture.gauge(state, manager, e.mode(), e.task(), text);
            assertEquals(List.of(e.activeTasks(), e.maxMemoryPerTask(), e.minMemoryPerTask()),
                    List.of(g.activeTasks(), g.max(), g.min()), where + ": the grant's pass");
            return java.util.Optional.of(e);
        }
        if (last instanceof MemoryEvent.ExecutionParked e) {
            TaskSlotPicture.Gauge g = TaskSlotPicture.gauge(state, manager, e.mode(), e.task(), text);
            assertEquals(List.of(e.activeTasks(), e.minMemoryPerTask()), List.of(g.activeTasks(), g.min()),
                    where + ": the park's pass");
            return java.util.Optional.of(e);
        }
        return java.util.Optional.empty();
    }
}
