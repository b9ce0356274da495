package sparkmemlab.ui.vm;

import sparkmemlab.lesson.Lesson;

/** The way from one workspace to another, offered by the window. */
public interface Navigator {

    /** Shows the workspace of that name; false if the window has none. */
    boolean show(String workspace);

    /** Shows the lesson's workspace and plays the lesson there from step {@code at}; false (and why, shown) if it cannot. */
    boolean openLesson(Lesson lesson, int at);
}
