package sparkmemlab.lesson;

import java.util.List;
import sparkmemlab.scenario.Scenario;

/**
 * A guided lesson: a scenario, and for each of its steps the narration, an optional prediction, checks,
 * and a spotlight. See {@code src/docs/lesson-format.md}.
 *
 * @param file names the lesson in messages
 * @param order its place in the course, from 1
 * @param steps one per scenario step, in the same order
 */
public record Lesson(String file, int order, Topic topic, LocalText title, LocalText summary, Scenario scenario,
        List<LessonStep> steps) {

    public static final String FORMAT = "spark-memory-lesson/1";

    public Lesson {
        steps = List.copyOf(steps);
        if (steps.size() != scenario.steps().size()) {
            throw new IllegalArgumentException("a lesson needs one lesson step per scenario step");
        }
    }

    public long predictCount() {
        return steps.stream().filter(s -> s.predict().isPresent()).count();
    }
}
