package sparkmemlab.ui.vm.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.replay.EventLogReader;
import sparkmemlab.replay.ReplayedLog;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.Navigator;
import sparkmemlab.ui.vm.WorkspaceViewModel;

/** The "What if" view-model without a toolkit, on the real log: rebuilt on the executor picked, rerun, opened. */
class WhatIfViewModelTest {
    private static final Path FIXTURE = Path.of("src/test/resources/replay/local-1796108184993.zstd");

    private record Opened(String workspace, Scenario scenario, String hint) {
    }

    private final List<Opened> opened = new ArrayList<>();
    private final List<Runnable> handedBack = new ArrayList<>();

    private final Navigator navigator = new Navigator() {
        @Override public boolean show(String workspace) { return false; }
        @Override public boolean openLesson(Lesson lesson, int at) { return false; }
        @Override public boolean openScene(String workspace, Scenario scenario, int at) { return false; }

        @Override
        public boolean openScenario(String workspace, Scenario scenario, String hint) {
            opened.add(new Opened(workspace, scenario, hint));
            return true;
        }
    };

    @Test
    void itRebuildsThePickedExecutorRunsAChangeAndOpensTheChangedScenario() throws Exception {
        ReplaySession session = new ReplaySession(UiText.of(Locale.ENGLISH));
        WhatIfViewModel vm = new WhatIfViewModel(session, navigator, Runnable::run, handedBack::add);
        assertNull(vm.rebuiltProperty().get());
        assertFalse(vm.openInExecutor());
        ReplayedLog log = EventLogReader.read(FIXTURE);
        session.show(log, "local-1796108184993.zstd");
        assertTrue(vm.busyProperty().get(), "made on the worker, shown only once handed back");
        assertNull(vm.rebuiltProperty().get());
        runQueued(List.of());
        assertNotNull(vm.rebuiltProperty().get());
        assertFalse(vm.busyProperty().get());
        assertEquals("200m", vm.field(ExecutorConfig.EXECUTOR_MEMORY).get());
        assertTrue(vm.divergenceProperty().get().size() >= 4);

        vm.run();
        assertEquals(List.of("These are the recorded settings: nothing changes."), vm.outcomeProperty().get());
        vm.field(ExecutorConfig.EXECUTOR_CORES).set("1");
        vm.run();
        assertTrue(vm.outcomeProperty().get().isEmpty(), "run on the worker, shown only once handed back");
        runQueued(List.of());
        assertTrue(vm.outcomeProperty().get().get(0).startsWith("With spark.executor.cores=1: maxHeapMemory 125,829,120 bytes; task slots: 1."),
                vm.outcomeProperty().get().toString());
        assertTrue(vm.openInExecutor());
        Opened o = opened.get(0);
        assertEquals("executor", o.workspace());
        assertEquals(1, o.scenario().config().cores());
        assertTrue(o.scenario().title().startsWith("Reconstruction of replay-zstd, executor driver"), o.scenario().title());
        assertTrue(o.hint().contains("not a trace"), o.hint());

        vm.field(ExecutorConfig.MEMORY_FRACTION).set("2");
        vm.run();
        runQueued(List.of());
        assertTrue(vm.errorProperty().get().startsWith("Spark would refuse spark.memory.fraction"), vm.errorProperty().get());
        vm.reset();
        assertEquals("", vm.errorProperty().get());
        assertEquals("0.6", vm.field(ExecutorConfig.MEMORY_FRACTION).get());
        assertTrue(vm.openInExecutor());
        assertEquals(4, opened.get(1).scenario().config().cores(), "after Recorded, the reconstruction itself opens");
    }

    @Test
    void itSaysEachStageAsItGoesAndACancelLeavesNothingHalfMade() throws Exception {
        ReplaySession session = new ReplaySession(UiText.of(Locale.ENGLISH));
        List<Runnable> queued = new ArrayList<>();
        WhatIfViewModel vm = new WhatIfViewModel(session, navigator, queued::add, handedBack::add);
        List<String> stages = new ArrayList<>();
        vm.progressTextProperty().addListener((o, a, b) -> stages.add(b));
        session.show(EventLogReader.read(FIXTURE), "local-1796108184993.zstd");
        assertEquals(1, queued.size());
        assertTrue(vm.busyProperty().get());

        vm.cancel();
        assertFalse(vm.busyProperty().get());
        assertTrue(vm.statusProperty().get().startsWith("Rebuilding executor driver's scenario was cancelled"),
                vm.statusProperty().get());
        assertTrue(vm.rebuildableProperty().get());
        runQueued(queued);
        assertNull(vm.rebuiltProperty().get(), "the cancelled job stopped at its first look and handed nothing back");
        assertTrue(stages.isEmpty(), stages.toString());

        vm.rebuild();
        assertFalse(vm.rebuildableProperty().get());
        runQueued(queued);
        assertNotNull(vm.rebuiltProperty().get());
        assertFalse(vm.busyProperty().get());
        assertEquals("", vm.progressTextProperty().get());
        assertTrue(stages.stream().anyMatch(t -> t.startsWith("Reading the executor's tasks and block updates: 1 of ")), stages.toString());
        assertTrue(stages.stream().anyMatch(t -> t.matches("Running the model: event (\\d+) of \\1")), stages.toString());
        assertTrue(stages.stream().anyMatch(t -> t.matches("Setting the model against Spark's metrics: (\\d+) of \\1 figures")),
                stages.toString());

        vm.field(ExecutorConfig.EXECUTOR_CORES).set("1");
        vm.run();
        assertTrue(vm.busyProperty().get());
        vm.cancel();
        runQueued(queued);
        assertEquals(List.of("The run with these settings was cancelled: nothing changed, and Open in Executor opens the"
                + " reconstruction on the recorded settings."), vm.outcomeProperty().get());
        assertNotNull(vm.rebuiltProperty().get(), "a cancelled run keeps the reconstruction");
        assertTrue(vm.openInExecutor());
        assertEquals(4, opened.get(0).scenario().config().cores());

        vm.run();
        vm.field(ExecutorConfig.EXECUTOR_CORES).set("2");
        vm.run(); // a second run cancels the first: only its answer is shown
        runQueued(queued);
        assertTrue(vm.outcomeProperty().get().get(0).startsWith("With spark.executor.cores=2:"), vm.outcomeProperty().get().toString());
    }

    /** Runs what was queued for the worker, then what it handed back, as the window's two threads would. */
    private void runQueued(List<Runnable> queued) {
        List<Runnable> jobs = List.copyOf(queued);
        if (!jobs.isEmpty()) {
            queued.clear();
        }
        jobs.forEach(Runnable::run);
        List<Runnable> back = List.copyOf(handedBack);
        handedBack.clear();
        back.forEach(Runnable::run);
    }
}
