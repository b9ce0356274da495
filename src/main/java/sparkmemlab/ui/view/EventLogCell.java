package sparkmemlab.ui.view;

import javafx.beans.InvalidationListener;
import javafx.beans.binding.Bindings;
import javafx.beans.WeakInvalidationListener;
import javafx.beans.value.ObservableIntegerValue;
import javafx.css.PseudoClass;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import sparkmemlab.ui.picture.LogEntry;

/**
 * A line of the event log: the sentence over the Spark method it happened in. The sentence is the explanation,
 * so it wraps to the log's width and is never cut short; a row is as tall as its sentence needs. The lines of
 * the step shown are marked {@code :current}.
 */
public final class EventLogCell extends ListCell<LogEntry> {
    private static final PseudoClass HEADING = PseudoClass.getPseudoClass("heading");
    private static final PseudoClass CURRENT = PseudoClass.getPseudoClass("current");

    /** The vertical scroll bar's width and the list's border, which the lines leave free. */
    private static final double SCROLL_BAR_ROOM = 18;

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
        sentence.setWrapText(true);
        sentence.setMinHeight(Region.USE_PREF_SIZE);
        method.getStyleClass().add("log-method");
        method.setMinWidth(0);
        lines.getStyleClass().add("log-lines");
        lines.setMinWidth(0);
        tip.getStyleClass().add("log-tip");
        tip.setWrapText(true);
        tip.setMaxWidth(480);
        setPrefWidth(0);
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        // The lines take the list's width less the cell's padding and the scroll bar, so the sentence knows where to wrap.
        listViewProperty().addListener((o, was, list) -> {
            lines.prefWidthProperty().unbind();
            sentence.prefWidthProperty().unbind();
            if (list != null) {
                lines.prefWidthProperty().bind(Bindings.createDoubleBinding(
                        () -> Math.max(0, list.getWidth() - snappedLeftInset() - snappedRightInset() - SCROLL_BAR_ROOM),
                        list.widthProperty(), paddingProperty()));
                sentence.prefWidthProperty().bind(lines.prefWidthProperty());
            }
        });
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
