package sparkmemlab.ui.vm;

import sparkmemlab.lesson.Lesson;
import sparkmemlab.scenario.Scenario;

/** The way from one workspace to another, offered by the window. */
public interface Navigator {

    /** Shows the workspace of that name; false if the window has none. */
    boolean show(String workspace);

    /** Shows the lesson's workspace and plays the lesson there from step {@code at}; false (and why, shown) if it cannot. */
    boolean openLesson(Lesson lesson, int at);

    /**
     * Shows the workspace of that name with an executor scenario in it, standing before its first step, and the
     * hint under the header (the cluster's "open this executor"); false if the window or the workspace cannot.
     */
    boolean openScenario(String workspace, Scenario scenario, String hint);

    /**
     * Shows the workspace of that name with another workspace's scene, standing after step {@code at} (the
     * executor's "Open in Legacy vs unified"); false (and why, shown) if it cannot.
     */
    boolean openScene(String workspace, Scenario scenario, int at);
}
