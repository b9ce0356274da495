package sparkmemlab.ui.vm.diagnose;

import java.util.Locale;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import sparkmemlab.diagnose.Diagnoser;
import sparkmemlab.diagnose.Diagnosis;
import sparkmemlab.diagnose.DiagnosisText;
import sparkmemlab.diagnose.Scene;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.sparkconf.ConfImport;
import sparkmemlab.sparkconf.ConfReport;
import sparkmemlab.sparkconf.SparkConfImporter;
import sparkmemlab.sparkconf.SubmitCommand;
import sparkmemlab.ui.vm.WindowViewModel;

/**
 * Help > Why did my job fail…: the error text and the configuration pasted, the diagnosis in words (the
 * {@code diagnose} package's, as the command line prints it), and its scene opened in the Executor workspace at
 * its failing step.
 */
public final class DiagnoseViewModel {
    static final String WORKSPACE = "executor";

    private final WindowViewModel window;
    private final Locale locale;
    private final StringProperty errorText = new SimpleStringProperty(this, "errorText", "");
    private final StringProperty confText = new SimpleStringProperty(this, "confText", "");
    private final ReadOnlyStringWrapper result = new ReadOnlyStringWrapper(this, "result", "");
    private final ReadOnlyBooleanWrapper hasScene = new ReadOnlyBooleanWrapper(this, "hasScene", false);
    private Optional<Scene> scene = Optional.empty();

    public DiagnoseViewModel(WindowViewModel window) {
        this.window = window;
        this.locale = window.text().locale();
        // What was diagnosed no longer stands once the text changes.
        errorText.addListener((o, a, b) -> forget());
        confText.addListener((o, a, b) -> forget());
    }

    public StringProperty errorTextProperty() { return errorText; }
    public StringProperty confTextProperty() { return confText; }
    public ReadOnlyStringProperty resultProperty() { return result.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty hasSceneProperty() { return hasScene.getReadOnlyProperty(); }

    public BooleanBinding canDiagnose() {
        return Bindings.createBooleanBinding(() -> !errorText.get().isBlank(), errorText);
    }

    /** Diagnoses the text with the configuration (a spark-defaults.conf or a spark-submit line; Spark's defaults if none). */
    public void diagnose() {
        DiagnosisText words = new DiagnosisText(locale);
        Diagnoser.Config config = Diagnoser.Config.defaults();
        if (!confText.get().isBlank()) {
            SparkConfImporter.Input input = new SparkConfImporter.Input(window.text().get("diagnose.confSource"), confText.get());
            ConfImport imported = SubmitCommand.looksLikeOne(confText.get())
                    ? SparkConfImporter.read(Optional.empty(), Optional.of(input), locale)
                    : SparkConfImporter.read(input, locale);
            if (!imported.accepted()) {
                show(String.join("\n", ConfReport.lines(imported, locale)), Optional.empty());
                return;
            }
            config = Diagnoser.Config.of(imported);
        }
        try {
            Optional<Diagnosis> diagnosis = Diagnoser.diagnose(errorText.get(), config);
            show(diagnosis.map(d -> String.join("\n", words.lines(d))).orElse(words.unrecognised()),
                    diagnosis.flatMap(Diagnosis::scene));
        } catch (ScenarioException e) {
            show(e.getMessage(), Optional.empty());
        }
    }

    /** Opens the scene in the Executor workspace, after its failing step. */
    public boolean openScene() {
        if (scene.isEmpty()) {
            return false;
        }
        try {
            return window.openScene(WORKSPACE, scene.get().scenario(), scene.get().failingStep());
        } catch (ScenarioException e) {
            window.fail(e.getMessage());
            return false;
        }
    }

    private void show(String text, Optional<Scene> found) {
        // Set the scene before the text: a listener of the text sees both as one diagnosis.
        scene = found;
        hasScene.set(found.isPresent());
        result.set(text);
    }

    private void forget() {
        scene = Optional.empty();
        hasScene.set(false);
        result.set("");
    }
}
