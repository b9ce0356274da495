package sparkmemlab.lesson;

import java.util.List;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.workspace.WorkspaceName;

/**
 * A guided lesson: a scenario, and for each of its steps the narration, an optional prediction, checks,
 * and a spotlight. See {@code src/docs/lesson-format.md}.
 *
 * @param file names the lesson in messages
 * @param order its place in the course, from 1
 * @param steps one per scenario step, in the same order
 * @param workspace the workspace of the window it plays in ({@link WorkspaceName})
 */
public record Lesson(String file, int order, Topic topic, LocalText title, LocalText summary, Scenario scenario,
        List<LessonStep> steps, String workspace) {

    public static final String FORMAT = "spark-memory-lesson/1";

    public Lesson {
        steps = List.copyOf(steps);
        if (steps.size() != scenario.steps().size()) {
            throw new IllegalArgumentException("a lesson needs one lesson step per scenario step");
        }
        if (!WorkspaceName.isWellFormed(workspace)) {
            throw new IllegalArgumentException("not a workspace's name: " + workspace);
        }
    }

    /** A lesson of the executor workspace. */
    public Lesson(String file, int order, Topic topic, LocalText title, LocalText summary, Scenario scenario,
            List<LessonStep> steps) {
        this(file, order, topic, title, summary, scenario, steps, WorkspaceName.DEFAULT);
    }

    public long predictCount() {
        return steps.stream().filter(s -> s.predict().isPresent()).count();
    }
}
