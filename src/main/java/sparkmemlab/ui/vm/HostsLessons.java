package sparkmemlab.ui.vm;

import javafx.beans.property.ReadOnlyBooleanProperty;
import sparkmemlab.lesson.Lesson;

/** A workspace that plays the lessons naming it (src/docs/workspaces.md, the kernel's {@code LessonHost}). */
public interface HostsLessons {

    /** Plays a lesson that names this workspace, standing after step {@code at}; false if it cannot. */
    boolean openLesson(Lesson lesson, int at);

    /** Lessons > Choose a lesson: shows the lesson picker; false if this workspace has none. */
    boolean showLessonPicker();

    /** Whether a lesson is playing here (Lessons > Restart is enabled). */
    ReadOnlyBooleanProperty lessonPlayingProperty();

    /** Lessons > Restart the lesson. */
    void restartLesson();
}
