package sparkmemlab.ui.controls;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;
import sparkmemlab.ui.picture.CodeExcerpt;

/**
 * An excerpt of our model's code, one line per row with its number; the lines of the rule in play carry the
 * pseudo-class {@code :rule}, the events the window narrates {@code :event}.
 */
public final class CodeView extends Control {
    private final ObjectProperty<CodeExcerpt> excerpt = new SimpleObjectProperty<>(this, "excerpt");
    private final StringProperty emptyText = new SimpleStringProperty(this, "emptyText", "");

    public CodeView() {
        getStyleClass().add("code-view");
        setFocusTraversable(false); // a picture of code: its scroll pane scrolls it
    }

    public ObjectProperty<CodeExcerpt> excerptProperty() { return excerpt; }

    /** What shows when there is no excerpt. */
    public StringProperty emptyTextProperty() { return emptyText; }

    @Override
    protected Skin<?> createDefaultSkin() { return new CodeViewSkin(this); }
}
