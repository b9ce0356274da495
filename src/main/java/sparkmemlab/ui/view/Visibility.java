package sparkmemlab.ui.view;

import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableStringValue;
import javafx.scene.Node;
import javafx.scene.control.Labeled;

/** A node shown only while something holds, taking no room while hidden. */
public final class Visibility {
    private Visibility() {
    }

    public static void showWhile(Node node, ObservableBooleanValue condition) {
        node.visibleProperty().bind(condition);
        node.managedProperty().bind(node.visibleProperty());
    }

    /** A label with this text, shown only while the text is not empty (an error, a hint). */
    public static void textOrHidden(Labeled label, ObservableStringValue text) {
        label.textProperty().bind(text);
        showWhile(label, javafx.beans.binding.Bindings.isNotEmpty(text));
    }
}
