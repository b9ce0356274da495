package sparkmemlab.ui.vm.legacy;

import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.lesson.LessonRun;

/**
 * A lesson of this workspace, told step by step: the narration of the step shown, filled from the lesson's
 * run on both managers, in the reader's language. Shown only while a lesson is open.
 */
public final class NarrationViewModel {
    private final ComparisonSession comparison;
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper narration = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper shown = new ReadOnlyBooleanWrapper();
    private Optional<LessonRun> run = Optional.empty();

    public NarrationViewModel(ComparisonSession comparison) {
        this.comparison = comparison;
        comparison.session().stepShownProperty().addListener((o, a, b) -> update());
    }

    public ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }
    public ReadOnlyStringProperty narrationProperty() { return narration.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty shownProperty() { return shown.getReadOnlyProperty(); }

    /** Tells this lesson from now on (empty: none), before the scene it belongs to is shown. */
    void tell(Optional<LessonRun> lesson) {
        run = lesson;
        update();
    }

    /** The lesson told, if any. */
    Optional<LessonRun> lesson() {
        return run;
    }

    private void update() {
        var locale = comparison.text().locale();
        shown.set(run.isPresent());
        title.set(run.map(r -> r.lesson().title().get(locale)).orElse(""));
        int p = comparison.position();
        narration.set(run.filter(r -> p >= 1 && p <= r.lesson().steps().size())
                .map(r -> r.narration(p, locale))
                .orElse(run.map(r -> r.lesson().summary().get(locale)).orElse("")));
    }
}
