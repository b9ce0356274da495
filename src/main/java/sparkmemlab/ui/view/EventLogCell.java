package sparkmemlab.ui.view;

import javafx.beans.InvalidationListener;
import javafx.beans.WeakInvalidationListener;
import javafx.beans.value.ObservableIntegerValue;
import javafx.css.PseudoClass;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import sparkmemlab.ui.picture.LogEntry;

/**
 * A line of the event log: the sentence on one line over the Spark method it happened in; a sentence too
 * long for the log's width ends in an ellipsis, and the row's tooltip gives it in full. Every row has the same
 * height (the list's {@code -fx-fixed-cell-size} in CSS), so adding a step's lines or scrolling to its heading
 * never makes the list measure its rows' text. The lines of the step shown are marked {@code :current}.
 */
public final class EventLogCell extends ListCell<LogEntry> {
    private static final PseudoClass HEADING = PseudoClass.getPseudoClass("heading");
    private static final PseudoClass CURRENT = PseudoClass.getPseudoClass("current");

    private final Label sentence = new Label();
    private final Label method = new Label();
    private final VBox lines = new VBox(sentence, method);
    private final Tooltip tip = new Tooltip();
    /** The position shown: a step changes the mark, not the lines. */
    private final ObservableIntegerValue position;
    private final InvalidationListener onPosition = o -> markCurrent();

    public EventLogCell(ObservableIntegerValue position) {
        this.position = position;
        // Weak: a cell the list lets go of is not kept by the view-model.
        position.addListener(new WeakInvalidationListener(onPosition));
        getStyleClass().add("log-cell");
        sentence.getStyleClass().add("log-text");
        sentence.setMinWidth(0);
        sentence.setMaxWidth(Double.MAX_VALUE);
        method.getStyleClass().add("log-method");
        method.setMinWidth(0);
        lines.getStyleClass().add("log-lines");
        lines.setMinWidth(0);
        tip.getStyleClass().add("log-tip");
        tip.setWrapText(true);
        tip.setMaxWidth(480);
        setPrefWidth(0);
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
    }

    @Override
    protected void updateItem(LogEntry item, boolean empty) {
        super.updateItem(item, empty);
        setText(null);
        if (empty || item == null) {
            setGraphic(null);
            setTooltip(null);
            pseudoClassStateChanged(HEADING, false);
            pseudoClassStateChanged(CURRENT, false);
            return;
        }
        sentence.setText(item.text());
        method.setText(item.method());
        method.setVisible(!item.heading());
        method.setManaged(!item.heading());
        tip.setText(item.heading() ? item.text() : item.text() + "\n" + item.method());
        setTooltip(tip);
        setGraphic(lines);
        pseudoClassStateChanged(HEADING, item.heading());
        markCurrent();
    }

    private void markCurrent() {
        LogEntry item = getItem();
        pseudoClassStateChanged(CURRENT, item != null && !isEmpty() && item.current(position.get()));
    }
}
