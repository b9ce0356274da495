package sparkmemlab.ui.vm;

import java.util.Optional;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.ui.text.UiText;

/**
 * A workspace's session as the lesson player drives it: the executor's and the cluster's. It shows a lesson's
 * scene, moves through its steps (each move forward asked of the {@link ForwardGate} first), and says which lesson
 * the scene shown belongs to.
 */
public interface LessonStage extends Steps {

    UiText text();

    /** Ticks once after every change of what is shown. */
    ReadOnlyIntegerProperty stepShownProperty();

    /** The lesson the scene shown belongs to (its id), or empty for the sandbox. */
    ReadOnlyObjectProperty<Optional<String>> lessonProperty();

    /** The last refusal, or empty. */
    ReadOnlyStringProperty errorProperty();

    /** Shows a refusal. */
    void fail(String message);

    /** What every move forward asks first. */
    void setForwardGate(ForwardGate gate);

    /**
     * Shows the lesson's scene standing after step {@code at}, as the lesson {@code id}.
     *
     * @throws IllegalArgumentException if the lesson's scene is not of this stage's kind
     */
    void showLesson(Lesson lesson, int at, String id);
}
