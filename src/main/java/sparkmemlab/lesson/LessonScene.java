package sparkmemlab.lesson;

import java.util.List;
import java.util.stream.LongStream;

/**
 * What a lesson runs, one kind per workspace family: an executor scenario ({@link ExecutorScene}) or a cluster
 * scenario ({@link ClusterScene}). Each kind runs its steps into {@link Moment}s and names the quantities and the
 * kinds of change its texts may speak of; {@link LessonRun} does the rest the same way for every kind.
 */
public sealed interface LessonScene permits ExecutorScene, ClusterScene {

    /** Its number of steps. */
    int size();

    /** The op of step {@code index} (from 0), for messages. */
    String op(int index);

    /** The sizes the scene puts in, up to step {@code step} (from 1): none of them zero. */
    LongStream inputs(int step);

    /** The quantities its checks and placeholders may name. */
    Quantities quantities();

    /** The kinds of change its narrations may claim, each needing a check that pins it. */
    List<? extends ChangeKind> changes();

    /**
     * The moment before any step and after each step.
     *
     * @throws LessonCheckException if Spark refuses the configuration or cannot take a step
     */
    List<Moment> run(Lesson lesson) throws LessonCheckException;
}
