package sparkmemlab.ui.vm.legacy;

import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.compare.ComparedStep;
import sparkmemlab.ui.text.ComparisonText;
import sparkmemlab.ui.text.OperationText;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.kernel.History;

/**
 * The step shown on both managers in words: what the step was, each manager's outcome, whether they differ
 * and why (the causes {@link sparkmemlab.compare.ManagerComparison} found), and the list of every step whose
 * outcomes differ, to jump to.
 */
public final class StepComparisonViewModel {

    /** A step whose outcomes differ, as the list shows it. */
    public record Difference(int step, String text) {
        @Override
        public String toString() {
            return text;
        }
    }

    private final ComparisonSession comparison;
    private final UiText text;
    private final OperationText ops;
    private final ComparisonText words;
    private final ReadOnlyStringWrapper stepTitle = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper outcomes = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper causes = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper differs = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<List<Difference>> differences = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyStringWrapper differencesTitle = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Optional<Integer>> selected = new ReadOnlyObjectWrapper<>(Optional.empty());
    private History listed;

    public StepComparisonViewModel(ComparisonSession comparison) {
        this.comparison = comparison;
        this.text = comparison.text();
        this.ops = new OperationText(text);
        this.words = new ComparisonText(text);
        comparison.session().stepShownProperty().addListener((o, a, b) -> update());
        update();
    }

    public ReadOnlyStringProperty stepTitleProperty() { return stepTitle.getReadOnlyProperty(); }
    /** "Under 1.6: … · under 1.5: …", or empty before any step. */
    public ReadOnlyStringProperty outcomesProperty() { return outcomes.getReadOnlyProperty(); }
    public ReadOnlyStringProperty verdictProperty() { return verdict.getReadOnlyProperty(); }
    /** Why the outcomes differ, a sentence a line; empty when they do not. */
    public ReadOnlyStringProperty causesProperty() { return causes.getReadOnlyProperty(); }
    /** Whether the step shown has outcomes that differ (the view highlights it). */
    public ReadOnlyBooleanProperty differsProperty() { return differs.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<List<Difference>> differencesProperty() { return differences.getReadOnlyProperty(); }
    public ReadOnlyStringProperty differencesTitleProperty() { return differencesTitle.getReadOnlyProperty(); }
    /** The difference of the step shown, if it is one (the list selects it). */
    public ReadOnlyObjectProperty<Optional<Integer>> selectedProperty() { return selected.getReadOnlyProperty(); }

    /** Shows a step on both managers (a click on the list). */
    public void goTo(int step) {
        comparison.session().goTo(step);
    }

    private void update() {
        if (comparison.comparison() == null) {
            return;
        }
        History h = comparison.session().history();
        if (h != listed) {
            listed = h;
            List<Difference> list = comparison.comparison().differences().stream()
                    .map(s -> new Difference(s.step(), text.get("legacy.difference.item", s.step(), ops.describe(s.operation()))))
                    .toList();
            differences.set(list);
            int total = comparison.comparison().steps().size();
            differencesTitle.set(list.isEmpty() ? text.get("legacy.differences.none")
                    : text.get("legacy.differences.title", list.size(), total));
        }
        Optional<ComparedStep> step = comparison.step();
        if (step.isEmpty()) {
            stepTitle.set(text.get("legacy.step.none"));
            outcomes.set("");
            verdict.set("");
            causes.set("");
            differs.set(false);
            selected.set(Optional.empty());
            return;
        }
        ComparedStep s = step.get();
        stepTitle.set(text.get("legacy.step", s.step(), ops.describe(s.operation())));
        outcomes.set(words.outcomes(s));
        verdict.set(words.verdict(s));
        causes.set(words.causes(s));
        differs.set(!s.same());
        selected.set(s.same() ? Optional.empty() : Optional.of(s.step()));
    }
}
