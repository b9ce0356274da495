package sparkmemlab.ui.executor;

import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import sparkmemlab.model.SparkMethod;
import sparkmemlab.ui.controls.CodeView;
import sparkmemlab.ui.view.Browser;
import sparkmemlab.ui.vm.executor.CodePanelViewModel;

/**
 * The code panel's controller: a chip per Spark method the step ran (the one shown lit), where the excerpt
 * comes from, and the excerpt, bound to the {@link CodePanelViewModel}.
 */
public final class CodePanelView {
    private static final PseudoClass SHOWN = PseudoClass.getPseudoClass("shown");

    private final CodePanelViewModel vm;

    @FXML private FlowPane codeMethods;
    @FXML private Label codeSource;
    @FXML private Hyperlink codeLink;
    @FXML private CodeView codeView;

    public CodePanelView(CodePanelViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        codeView.excerptProperty().bind(vm.excerptProperty());
        codeView.emptyTextProperty().set(vm.emptyText());
        vm.methodsProperty().addListener((o, a, b) -> showMethods());
        vm.shownProperty().addListener((o, a, b) -> showMethods());
        showMethods();
    }

    private void showMethods() {
        codeMethods.getChildren().clear();
        SparkMethod shown = vm.shownProperty().get();
        for (SparkMethod m : vm.methodsProperty().get()) {
            Button chip = new Button(m.qualifiedName());
            chip.getStyleClass().add("method-chip");
            chip.pseudoClassStateChanged(SHOWN, m == shown);
            chip.setFocusTraversable(false);
            chip.setOnAction(e -> vm.shownProperty().set(m));
            codeMethods.getChildren().add(chip);
        }
        codeSource.setText(vm.source());
        codeLink.setText(vm.sparkPlace().orElse(""));
        codeLink.setVisible(vm.sparkPlace().isPresent());
        codeLink.setManaged(codeLink.isVisible());
        String url = vm.sparkUrl().orElse("");
        codeLink.setTooltip(url.isEmpty() ? null : new Tooltip(url));
        codeLink.setOnAction(e -> Browser.open(url));
    }
}
