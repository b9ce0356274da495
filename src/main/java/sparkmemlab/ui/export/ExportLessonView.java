package sparkmemlab.ui.export;

import java.util.List;
import java.util.Locale;
import javafx.fxml.FXML;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleGroup;
import javafx.stage.Window;
import javafx.util.StringConverter;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.view.FormDialog;
import sparkmemlab.ui.view.Views;
import sparkmemlab.ui.vm.export.ExportFormat;
import sparkmemlab.ui.vm.export.ExportSource;
import sparkmemlab.ui.vm.export.LessonExportViewModel;

/** File > Export lesson…'s dialog: binds {@code ExportLessonView.fxml} to the {@link LessonExportViewModel}. */
public final class ExportLessonView {
    public static final String FXML = "/sparkmemlab/ui/export/ExportLessonView.fxml";

    private final LessonExportViewModel vm;

    @FXML private ComboBox<ExportSource> sourceChoice;
    @FXML private ToggleGroup formats;
    @FXML private ChoiceBox<Locale> languageChoice;

    public ExportLessonView(LessonExportViewModel vm) {
        this.vm = vm;
    }

    /** Opens the dialog over {@code owner}; its Export asks where, then starts the export in the window's bar. */
    public static void open(Window owner, LessonExportViewModel vm, UiText text) {
        vm.prepare();
        var content = Views.load(FXML, text.bundle(), List.of(vm));
        FormDialog.show(owner, "exportDialog", text.get("export.dialog.title"), content, text.get("export.dialog.action"),
                vm.canExportProperty(), text.get("dialog.close"), vm::export);
    }

    @FXML
    private void initialize() {
        sourceChoice.setItems(vm.sources());
        sourceChoice.valueProperty().bindBidirectional(vm.sourceProperty());
        sourceChoice.setVisibleRowCount(12);

        for (Toggle t : formats.getToggles()) {
            t.setSelected(ExportFormat.valueOf((String) t.getUserData()) == vm.formatProperty().get());
        }
        formats.selectedToggleProperty().addListener((o, a, t) -> {
            if (t != null) {
                vm.formatProperty().set(ExportFormat.valueOf((String) t.getUserData()));
            }
        });

        languageChoice.getItems().setAll(LessonExportViewModel.LANGUAGES);
        languageChoice.setConverter(new StringConverter<>() {
            @Override
            public String toString(Locale l) {
                return l == null ? "" : vm.languageName(l);
            }

            @Override
            public Locale fromString(String s) {
                throw new UnsupportedOperationException();
            }
        });
        languageChoice.valueProperty().bindBidirectional(vm.languageProperty());
    }
}
