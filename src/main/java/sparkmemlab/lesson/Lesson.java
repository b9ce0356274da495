package sparkmemlab.lesson;

import java.util.List;
import java.util.OptionalLong;
import java.util.stream.LongStream;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.workspace.WorkspaceName;

/**
 * A guided lesson: a scenario, and for each of its steps the narration, an optional prediction, checks,
 * and a spotlight. See {@code src/docs/lesson-format.md}.
 *
 * @param file names the lesson in messages
 * @param order its place in the course, from 1
 * @param steps one per scenario step, in the same order
 * @param stepBytes each scenario step's {@code bytes} as the file writes it, if it has one
 * @param workspace the workspace of the window it plays in ({@link WorkspaceName})
 */
public record Lesson(String file, int order, Topic topic, LocalText title, LocalText summary, Scenario scenario,
        List<LessonStep> steps, List<OptionalLong> stepBytes, String workspace) {

    public static final String FORMAT = "spark-memory-lesson/1";

    public Lesson {
        steps = List.copyOf(steps);
        stepBytes = List.copyOf(stepBytes);
        if (steps.size() != scenario.steps().size() || stepBytes.size() != steps.size()) {
            throw new IllegalArgumentException("a lesson needs one lesson step per scenario step");
        }
        if (!WorkspaceName.isWellFormed(workspace)) {
            throw new IllegalArgumentException("not a workspace's name: " + workspace);
        }
    }

    /** A lesson of the executor workspace. */
    public Lesson(String file, int order, Topic topic, LocalText title, LocalText summary, Scenario scenario,
            List<LessonStep> steps, List<OptionalLong> stepBytes) {
        this(file, order, topic, title, summary, scenario, steps, stepBytes, WorkspaceName.DEFAULT);
    }

    /**
     * The sizes the lesson itself puts in, up to step {@code step} (from 1): its configuration's (heap,
     * reserved memory, off-heap, page size) and what each step asks for, puts or frees; none of them zero.
     */
    public LongStream inputs(int step) {
        ExecutorConfig c = scenario.config();
        LongStream config = LongStream.concat(LongStream.of(c.systemMemory(), c.reservedMemory(), c.offHeapSize()),
                c.pageSize().stream());
        // A zero (no off-heap) is no size the lesson chose to write about: "0 B" needs a check.
        return LongStream.concat(config, stepBytes.subList(0, step).stream().flatMapToLong(OptionalLong::stream))
                .filter(bytes -> bytes > 0);
    }

    public long predictCount() {
        return steps.stream().filter(s -> s.predict().isPresent()).count();
    }
}
