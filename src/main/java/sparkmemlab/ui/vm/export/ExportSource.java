package sparkmemlab.ui.vm.export;

import java.util.Optional;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.ui.vm.Moment;

/**
 * What is exported: a lesson of the shelf, or the history the window shows (its every step).
 *
 * @param label as the dialog lists it, in the reader's language
 */
public record ExportSource(String label, Optional<Lesson> lesson, Optional<Moment> history) {

    public static ExportSource of(String label, Lesson lesson) {
        return new ExportSource(label, Optional.of(lesson), Optional.empty());
    }

    public static ExportSource of(String label, Moment history) {
        return new ExportSource(label, Optional.empty(), Optional.of(history));
    }

    @Override
    public String toString() {
        return label;
    }
}
