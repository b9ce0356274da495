package sparkmemlab.ui.executor;

import java.util.List;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.view.FormDialog;
import sparkmemlab.ui.view.Views;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.executor.ConfRow;
import sparkmemlab.ui.vm.executor.SparkConfViewModel;

/** The import dialog of Spark's configuration: binds {@code SparkConfDialogView.fxml} to the {@link SparkConfViewModel}. */
public final class SparkConfDialogView {
    public static final String FXML = "/sparkmemlab/ui/executor/SparkConfDialogView.fxml";

    private final SparkConfViewModel vm;
    private final UiText text;

    @FXML private TextArea input;
    @FXML private Label error;
    @FXML private Label summary;
    @FXML private ListView<ConfRow> rows;

    public SparkConfDialogView(SparkConfViewModel vm, UiText text) {
        this.vm = vm;
        this.text = text;
    }

    /** Opens the dialog over {@code owner}; its action starts a sandbox with the executor read. */
    static void open(Window owner, SparkConfViewModel vm, UiText text) {
        var content = Views.load(FXML, text.bundle(), List.of(vm, text));
        FormDialog.show(owner, "sparkConfDialog", text.get("sparkconf.dialog.title"), content,
                text.get("sparkconf.dialog.action"), vm.canApplyProperty(), text.get("dialog.close"), vm::apply);
    }

    @FXML
    private void initialize() {
        input.textProperty().bindBidirectional(vm.inputProperty());
        Visibility.textOrHidden(error, vm.errorProperty());
        summary.textProperty().bind(vm.summaryProperty());
        rows.setItems(vm.rows());
        rows.setCellFactory(list -> new RowCell(text));
        // The text area takes the keys at once, so a paste (Shortcut+V) lands there; asked once the dialog shows.
        javafx.application.Platform.runLater(input::requestFocus);
    }

    @FXML private void onOpen() { vm.openFile(); }
    @FXML private void onClear() { vm.clear(); }

    /** A setting, then why (in Spark's words for a refusal) and where it was given. */
    private static final class RowCell extends ListCell<ConfRow> {
        private final UiText text;
        private final Label setting = new Label();
        private final Label why = new Label();
        private final VBox box = new VBox(setting, why);

        RowCell(UiText text) {
            this.text = text;
            setting.getStyleClass().add("conf-setting");
            why.getStyleClass().add("conf-why");
            why.setWrapText(true);
            box.getStyleClass().add("conf-row");
            // Wraps within the list's width, not the longest line's.
            box.setMinWidth(0);
            box.setPrefWidth(1);
        }

        @Override
        protected void updateItem(ConfRow row, boolean empty) {
            super.updateItem(row, empty);
            getStyleClass().removeIf(c -> c.startsWith("conf-"));
            if (empty || row == null) {
                setGraphic(null);
                return;
            }
            getStyleClass().add("conf-" + row.kind().name().toLowerCase(java.util.Locale.ROOT));
            setting.setText(text.get("sparkconf.kind." + row.kind(), row.setting()));
            why.setText(row.where().isEmpty() ? row.why() : text.get("sparkconf.why", row.why(), row.where()));
            setGraphic(box);
        }
    }
}
