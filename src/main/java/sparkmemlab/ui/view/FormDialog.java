package sparkmemlab.ui.view;

import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.stage.Modality;
import javafx.stage.Window;

/**
 * A dialog over the window holding one FXML view, with one action button (enabled while {@code enabled} holds)
 * and Close. Shown without waiting, so the window keeps drawing; the action runs once the dialog closes
 * through its button. A window shows one dialog of each id at a time. It takes the window's stylesheet and its root's font (the script font of its language).
 */
public final class FormDialog {
    private FormDialog() {
    }

    /**
     * @param id the dialog pane's id, for tests and the stylesheet
     * @return the dialog, showing
     */
    public static Dialog<ButtonType> show(Window owner, String id, String title, Parent content, String action,
            ObservableBooleanValue enabled, String close, Runnable onAction) {
        // One of each over a window: asked for again, the one showing comes to the front.
        String key = FormDialog.class.getName() + "." + id;
        if (owner != null && owner.getProperties().get(key) instanceof Dialog<?> showing && showing.isShowing()) {
            ((javafx.stage.Stage) showing.getDialogPane().getScene().getWindow()).toFront();
            @SuppressWarnings("unchecked")
            Dialog<ButtonType> same = (Dialog<ButtonType>) showing;
            return same;
        }
        Dialog<ButtonType> dialog = new Dialog<>();
        if (owner != null) {
            owner.getProperties().put(key, dialog);
        }
        dialog.setTitle(title);
        if (owner != null) {
            dialog.initOwner(owner);
            dialog.initModality(Modality.WINDOW_MODAL);
        }
        ButtonType act = new ButtonType(action, ButtonBar.ButtonData.OK_DONE);
        ButtonType closing = new ButtonType(close, ButtonBar.ButtonData.CANCEL_CLOSE);
        var pane = dialog.getDialogPane();
        pane.setId(id);
        pane.getStyleClass().add("form-dialog");
        pane.getStylesheets().add(FormDialog.class.getResource(Views.CSS).toExternalForm());
        if (owner != null && owner.getScene() != null && owner.getScene().getRoot() != null) {
            pane.setStyle(owner.getScene().getRoot().getStyle());
        }
        pane.setContent(content);
        pane.getButtonTypes().setAll(act, closing);
        Node actButton = pane.lookupButton(act);
        actButton.setId(id + "-action");
        pane.lookupButton(closing).setId(id + "-close");
        actButton.disableProperty().bind(javafx.beans.binding.Bindings.not(enabled));
        dialog.setResizable(true);
        dialog.setOnHidden(e -> {
            if (dialog.getResult() == act) {
                onAction.run();
            }
        });
        dialog.show();
        return dialog;
    }
}
