package sparkmemlab.lesson;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.stream.LongStream;
import sparkmemlab.compare.Manager;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.SparkConfigException;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioRunner;
import sparkmemlab.workspace.WorkspaceName;

/**
 * An executor scenario as a lesson's scene: run on the executor model, and, for a lesson of the Legacy vs unified
 * workspace, on each memory manager too.
 *
 * @param stepBytes each scenario step's {@code bytes} as the file writes it, if it has one
 */
public record ExecutorScene(Scenario scenario, List<OptionalLong> stepBytes) implements LessonScene {

    public ExecutorScene {
        stepBytes = List.copyOf(stepBytes);
        if (stepBytes.size() != scenario.steps().size()) {
            throw new IllegalArgumentException("one bytes entry per scenario step");
        }
    }

    @Override
    public int size() {
        return scenario.steps().size();
    }

    @Override
    public String op(int index) {
        return scenario.steps().get(index).op();
    }

    /**
     * Its configuration's sizes (heap, reserved memory, off-heap, page size), what each step asks for, puts or
     * frees, and a cached partition's value size and values' total.
     */
    @Override
    public LongStream inputs(int step) {
        ExecutorConfig c = scenario.config();
        LongStream config = LongStream.concat(LongStream.of(c.systemMemory(), c.reservedMemory(), c.offHeapSize()),
                c.pageSize().stream());
        // A zero (no off-heap) is no size the lesson chose to write about: "0 B" needs a check.
        // A cached partition's values: each one's size and all of them together.
        LongStream cached = scenario.steps().subList(0, step).stream()
                .filter(op -> op instanceof sparkmemlab.model.Operation.CacheBlock)
                .map(op -> (sparkmemlab.model.Operation.CacheBlock) op)
                .flatMapToLong(put -> LongStream.of(put.recordBytes(), (long) put.records() * put.recordBytes()));
        return LongStream.concat(LongStream.concat(config, stepBytes.subList(0, step).stream().flatMapToLong(OptionalLong::stream)),
                cached).filter(bytes -> bytes > 0);
    }

    @Override
    public Quantities quantities() {
        return Quantity::parse;
    }

    @Override
    public List<Change> changes() {
        return Arrays.asList(Change.values());
    }

    @Override
    public List<Moment> run(Lesson lesson) throws LessonCheckException {
        ExecutorModel model;
        try {
            model = ScenarioRunner.start(lesson.file(), scenario);
        } catch (ScenarioException e) {
            throw new LessonCheckException(lesson.file(), 0, "", e.problem());
        }
        List<StepView> views = new ArrayList<>();
        ExecutorState before = model.state();
        views.add(StepView.start(before, model.pageSizeBytes()));
        for (int i = 0; i < scenario.steps().size(); i++) {
            StepResult result;
            try {
                result = ScenarioRunner.step(lesson.file(), model, i, scenario.steps().get(i));
            } catch (ScenarioException e) {
                throw new LessonCheckException(lesson.file(), i + 1, op(i), e.problem());
            }
            views.add(StepView.after(result, before, model.pageSizeBytes()));
            before = result.state();
        }
        if (lesson.workspace().equals(WorkspaceName.LEGACY_VS_UNIFIED)) {
            onBothManagers(lesson, views);
        }
        return List.copyOf(views);
    }

    /**
     * A lesson of the Legacy vs unified workspace: its scene run on each manager too (the configuration as
     * written, with {@code spark.memory.useLegacyMode} off, then on), each moment knowing the same moment on both.
     */
    private void onBothManagers(Lesson lesson, List<StepView> views) throws LessonCheckException {
        Map<Manager, List<StepView>> byManager = new EnumMap<>(Manager.class);
        for (Manager m : Manager.values()) {
            ExecutorModel model;
            try {
                model = new ExecutorModel(m.configure(scenario.config()));
            } catch (SparkConfigException e) {
                throw new LessonCheckException(lesson.file(), 0, "", m + ": " + e.getMessage());
            }
            List<StepView> run = new ArrayList<>();
            ExecutorState before = model.state();
            run.add(StepView.start(before, model.pageSizeBytes()));
            for (int i = 0; i < scenario.steps().size(); i++) {
                var op = scenario.steps().get(i);
                StepResult result;
                try {
                    result = model.apply(op);
                } catch (IllegalStepException e) {
                    throw new LessonCheckException(lesson.file(), i + 1, op.op(), m + ": " + e.getMessage());
                }
                run.add(StepView.after(result, before, model.pageSizeBytes()));
                before = result.state();
            }
            byManager.put(m, run);
        }
        for (int i = 0; i < views.size(); i++) {
            Map<Manager, StepView> same = new EnumMap<>(Manager.class);
            for (var e : byManager.entrySet()) {
                same.put(e.getKey(), e.getValue().get(i));
            }
            views.set(i, views.get(i).withManagers(same));
        }
    }
}
