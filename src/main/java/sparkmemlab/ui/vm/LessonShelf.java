package sparkmemlab.ui.vm;

import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.ui.prefs.LessonProgress;

/**
 * The lessons the window can play, in course order, and how far the student got in each. The app loads them
 * after the first frame, so the list starts empty and is replaced once.
 */
public final class LessonShelf {
    private final ReadOnlyObjectWrapper<List<Lesson>> lessons = new ReadOnlyObjectWrapper<>(List.of());
    private final LessonProgress progress;

    public LessonShelf(List<Lesson> lessons, LessonProgress progress) {
        this.lessons.set(List.copyOf(lessons));
        this.progress = progress;
    }

    public ReadOnlyObjectProperty<List<Lesson>> lessonsProperty() { return lessons.getReadOnlyProperty(); }

    public LessonProgress progress() { return progress; }

    public void setLessons(List<Lesson> loaded) {
        lessons.set(List.copyOf(loaded));
    }

    /** The lesson of that id ({@link LessonLibrary#id}), if it is on the shelf. */
    public Optional<Lesson> byId(String id) {
        return lessons.get().stream().filter(l -> LessonLibrary.id(l).equals(id)).findFirst();
    }
}
