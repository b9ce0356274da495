package sparkmemlab.ui.vm;

import sparkmemlab.lesson.Lesson;

/** The way from one workspace to another, offered by the window. */
public interface Navigator {

    /** Shows the workspace of that name; false if the window has none. */
    boolean show(String workspace);

    /**
     * The view-model of the workspace of that name, made if it was never shown: for a workspace that is another
     * view of the same model (the container's of the executor's).
     */
    java.util.Optional<WorkspaceViewModel> workspace(String name);

    /** Shows the lesson's workspace and plays the lesson there from step {@code at}; false (and why, shown) if it cannot. */
    boolean openLesson(Lesson lesson, int at);
}
