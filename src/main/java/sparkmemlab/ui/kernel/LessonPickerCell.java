package sparkmemlab.ui.kernel;

import javafx.css.PseudoClass;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeCell;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel;

/**
 * A row of the lesson picker: a topic, or a lesson with its progress ({@code :done} once finished). As wide
 * as the picker, not as the longest title: a long title ends in "…" and its tooltip has it whole, with the
 * lesson's summary, instead of making the picker scroll sideways.
 */
final class LessonPickerCell extends TreeCell<Object> {
    private static final PseudoClass DONE = PseudoClass.getPseudoClass("done");

    LessonPickerCell() {
        setPrefWidth(0);
    }

    @Override
    protected void updateItem(Object item, boolean empty) {
        super.updateItem(item, empty);
        getStyleClass().removeAll("topic-cell", "lesson-cell");
        pseudoClassStateChanged(DONE, false);
        if (empty || item == null) {
            setText(null);
            setTooltip(null);
            return;
        }
        if (item instanceof LessonPlayerViewModel.Item lesson) {
            setText(lesson.title() + "\n" + lesson.progress());
            setTooltip(new Tooltip(lesson.title() + "\n\n" + lesson.summary()));
            getStyleClass().add("lesson-cell");
            pseudoClassStateChanged(DONE, lesson.done());
        } else {
            setText(String.valueOf(item));
            setTooltip(null);
            getStyleClass().add("topic-cell");
        }
    }
}
