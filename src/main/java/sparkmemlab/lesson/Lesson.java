package sparkmemlab.lesson;

import java.util.List;
import java.util.stream.LongStream;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.workspace.WorkspaceName;

/**
 * A guided lesson: a scene (an executor scenario, or a cluster scenario for the cluster workspace), and for each
 * of its steps the narration, an optional prediction, checks, and a spotlight. See {@code src/docs/lesson-format.md}.
 *
 * @param file names the lesson in messages
 * @param order its place in the course, from 1
 * @param scene what the lesson runs, one lesson step per scene step
 * @param steps one per scene step, in the same order
 * @param workspace the workspace of the window it plays in ({@link WorkspaceName})
 */
public record Lesson(String file, int order, Topic topic, LocalText title, LocalText summary, LessonScene scene,
        List<LessonStep> steps, String workspace) {

    public static final String FORMAT = "spark-memory-lesson/1";

    public Lesson {
        steps = List.copyOf(steps);
        if (steps.size() != scene.size()) {
            throw new IllegalArgumentException("a lesson needs one lesson step per scenario step");
        }
        if (!WorkspaceName.isWellFormed(workspace)) {
            throw new IllegalArgumentException("not a workspace's name: " + workspace);
        }
    }

    /** Whether the lesson runs a cluster scenario (and plays in the cluster workspace). */
    public boolean isCluster() {
        return scene instanceof ClusterScene;
    }

    /**
     * The executor scenario of an executor lesson.
     *
     * @throws IllegalStateException for a cluster lesson, which has none: see {@link #clusterScenario()}
     */
    public Scenario scenario() {
        if (scene instanceof ExecutorScene e) {
            return e.scenario();
        }
        throw new IllegalStateException(file + " runs a cluster scenario, not an executor's");
    }

    /**
     * The cluster scenario of a cluster lesson.
     *
     * @throws IllegalStateException for an executor lesson
     */
    public ClusterScenario clusterScenario() {
        if (scene instanceof ClusterScene c) {
            return c.scenario();
        }
        throw new IllegalStateException(file + " runs an executor scenario, not a cluster's");
    }

    /** The sizes the lesson itself puts in, up to step {@code step} (from 1); none of them zero. */
    public LongStream inputs(int step) {
        return scene.inputs(step);
    }

    public long predictCount() {
        return steps.stream().filter(s -> s.predict().isPresent()).count();
    }
}
