package sparkmemlab.lesson;

/**
 * One moment of a lesson run, as its checks and placeholders read it: after step {@link #step()} (0 = before
 * any step) of the lesson's scene. Each kind of scene has its own ({@link StepView} for an executor scenario,
 * {@link ClusterMoment} for a cluster scenario) and names its own quantities.
 */
public interface Moment {

    /** Steps taken: 0 before any. */
    int step();

    /** The quantities this kind of moment has, by path. */
    Quantities quantities();
}
