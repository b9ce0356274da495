package sparkmemlab.ui.vm.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import sparkmemlab.fidelity.RandomScenarioGenerator;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.model.PoolState;
import sparkmemlab.model.StepOutline;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.text.EventNarrator;
import sparkmemlab.ui.picture.LogEntry;
import sparkmemlab.ui.picture.TimelinePicture;
import sparkmemlab.ui.text.OperationText;
import sparkmemlab.ui.text.UiText;

/**
 * A history keeps nothing per step, yet its timeline's columns and its log's lines are what the steps' full
 * results say: checked against results built step by step, on random task-layer scenarios (spills, OOMs) long
 * enough for the columns to merge, after loading, after new steps, and after stepping back and acting (which
 * drops the later steps).
 */
class HistoryOutlineTest {

    @Test
    void aStepsOutlineIsWhatItsResultSays() {
        for (long seed = 1; seed <= 20; seed++) {
            Scenario s = RandomScenarioGenerator.generateWithConsumers(seed, 300);
            ExecutorModel quiet = new ExecutorModel(s.config());
            ExecutorModel full = new ExecutorModel(s.config());
            for (Operation op : s.steps()) {
                StepOutline outline = quiet.advance(op);
                assertEquals(StepOutline.of(full.apply(op)), outline, "seed " + seed + ", " + op);
            }
        }
    }

    @Test
    void theTimelineAndTheLogAgreeWithEveryStepsResult() {
        int checked = 0;
        for (long seed = 1; seed <= 3; seed++) {
            Scenario s = RandomScenarioGenerator.generateWithConsumers(seed, seed == 1 ? 4_400 : 800);
            History h = History.of(s.config(), s.steps());
            List<StepResult> all = h.steps();
            assertAgrees(h, all, "seed " + seed);
            // Back and act: the later steps go, the outline follows.
            SplittableRandom random = new SplittableRandom(seed);
            for (int i = 0; i < 2; i++) {
                int at = random.nextInt(h.size());
                h.goTo(at);
                Operation next = s.steps().get(random.nextInt(s.steps().size()));
                try {
                    h.apply(next);
                } catch (RuntimeException refused) {
                    continue; // Spark cannot take it here: the history is unchanged
                }
                all = h.steps();
                assertEquals(at + 1, all.size());
                assertAgrees(h, all, "seed " + seed + " after acting at " + at);
                checked++;
            }
        }
        assertTrue(checked > 0, "some steps were taken after stepping back");
    }

    private static void assertAgrees(History h, List<StepResult> all, String what) {
        List<ExecutorState> states = new ArrayList<>();
        states.add(h.stateAt(0));
        all.forEach(r -> states.add(r.state()));
        for (MemoryMode mode : MemoryMode.values()) {
            for (int shown : new int[] {states.size(), Math.max(1, states.size() / 3)}) {
                TimelinePicture t = h.timeline(mode, shown);
                int per = t.statesPerPoint();
                assertTrue(per == 1 || states.size() > TimelineColumns.MAX, what + ": one column a state up to the maximum");
                assertTrue(t.points().size() <= TimelineColumns.MAX, what);
                for (int c = 0; c < t.points().size(); c++) {
                    int last = Math.min((c + 1) * per, shown) - 1;
                    TimelinePicture.Mark mark = TimelinePicture.Mark.NONE;
                    for (int st = Math.max(1, c * per); st <= last; st++) {
                        StepResult r = all.get(st - 1);
                        boolean oom = r.events().stream().anyMatch(e -> e instanceof MemoryEvent.SparkOutOfMemory
                                || e instanceof MemoryEvent.JvmOutOfMemory);
                        TimelinePicture.Mark m = TimelinePicture.Mark.of(!r.spills().isEmpty(), oom);
                        mark = m.compareTo(mark) > 0 ? m : mark;
                    }
                    PoolState p = states.get(last).pools(mode);
                    assertEquals(new TimelinePicture.Point(p.blocksUsed(), p.unrollUsed(), p.storagePool(), p.executionUsed(),
                            mark), t.points().get(c), what + ", " + mode + ", column " + c + " of " + per + " states");
                }
                // Every state shown is in a column, but for the last few of a column still open below the end.
                int covered = t.points().size() * per;
                assertTrue(covered >= shown || shown < states.size() && shown - covered < per, what + ": " + covered + " of " + shown);
            }
        }
        long lines = 0;
        for (StepResult r : all) {
            lines += LogEntry.lines(r.events().size(), r.containerEvents());
            if (r.step() % 97 == 0 || r.step() == all.size()) {
                assertEquals(lines, h.logLines(r.step()), what + ", lines to step " + r.step());
                History.LogLine line = h.logLine(lines - 1);
                assertEquals(r.step(), line.step().step(), what);
                assertEquals(LogEntry.lines(r.events().size(), r.containerEvents()) - 1, line.index(), what + ": the step's last line");
            }
        }
    }

    @Test
    void theLazyLogReadsAsTheWholeLogBuiltAtOnce() {
        UiText text = UiText.of(Locale.ENGLISH);
        EventNarrator narrator = EventNarrator.standard(Locale.ENGLISH);
        OperationText ops = new OperationText(text);
        Scenario s = RandomScenarioGenerator.generateWithConsumers(7, 1_100);
        History h = History.of(s.config(), s.steps());
        LazyLog log = new LazyLog(step -> LogEntry.ofStep(step, narrator, ops, text));
        int shown = 0;
        for (int p : new int[] {h.size(), 700, 0, 1, 1_050, 513, 512}) {
            h.goTo(p);
            log.show(h, p, shown);
            shown = p;
            assertEquals(LogEntry.of(h.steps(1, p), p, narrator, ops, text), List.copyOf(log), "the log at step " + p);
        }
    }

    /** A container's events are lines of the log too (Netty's runs of alike events a line each): counted without words. */
    @Test
    void theLogCountsAContainersLinesAsItsNarratorMakesThem() throws Exception {
        UiText text = UiText.of(Locale.ENGLISH);
        EventNarrator narrator = EventNarrator.standard(Locale.ENGLISH);
        OperationText ops = new OperationText(text);
        Scenario s;
        try (var in = HistoryOutlineTest.class.getResourceAsStream("/sparkmemlab/ui/container/yarn-executor.json")) {
            s = sparkmemlab.scenario.ScenarioParser.parse("yarn-executor.json",
                    new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
        }
        History h = History.of(s.config(), s.steps());
        assertTrue(h.steps().stream().anyMatch(r -> r.containerEvents().size() > 1), "container events");
        LazyLog log = new LazyLog(step -> LogEntry.ofStep(step, narrator, ops, text));
        log.show(h, h.size(), 0);
        List<LogEntry> whole = LogEntry.of(h.steps(1, h.size()), h.size(), narrator, ops, text);
        assertEquals(whole.size(), h.logLines(h.size()));
        assertEquals(whole, List.copyOf(log));
    }
}
