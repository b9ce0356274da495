package sparkmemlab.ui.controls;

import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import sparkmemlab.ui.picture.CodeExcerpt;

/** Draws a {@link CodeView}: numbered lines in a scroll pane, scrolled to the first line of the rule. */
final class CodeViewSkin extends SkinBase<CodeView> {
    private static final PseudoClass RULE = PseudoClass.getPseudoClass("rule");
    private static final PseudoClass EVENT = PseudoClass.getPseudoClass("event");

    private final VBox lines = new VBox();
    private final ScrollPane scroll = new ScrollPane(lines);
    private final Label empty = new Label();

    CodeViewSkin(CodeView view) {
        super(view);
        lines.getStyleClass().add("code-lines");
        scroll.getStyleClass().add("code-scroll");
        scroll.setFitToWidth(false);
        empty.getStyleClass().add("code-empty");
        empty.textProperty().bind(view.emptyTextProperty());
        empty.setWrapText(true);
        getChildren().setAll(scroll);
        view.excerptProperty().addListener((o, a, b) -> rebuild());
        rebuild();
    }

    private void rebuild() {
        CodeExcerpt excerpt = getSkinnable().excerptProperty().get();
        lines.getChildren().clear();
        if (excerpt == null) {
            lines.getChildren().add(empty);
            return;
        }
        int firstRule = -1;
        for (CodeExcerpt.Line line : excerpt.lines()) {
            Label number = new Label(String.valueOf(line.number()));
            number.getStyleClass().add("code-number");
            Label code = new Label(line.text().isEmpty() ? " " : line.text());
            code.getStyleClass().add("code-text");
            HBox row = new HBox(number, code);
            row.getStyleClass().add("code-line");
            row.setUserData(line);
            row.pseudoClassStateChanged(RULE, line.kind() == CodeExcerpt.Kind.RULE);
            row.pseudoClassStateChanged(EVENT, line.kind() == CodeExcerpt.Kind.EVENT);
            if (firstRule < 0 && line.kind() == CodeExcerpt.Kind.RULE) {
                firstRule = line.number() - 1;
            }
            lines.getChildren().add(row);
        }
        int target = Math.max(0, firstRule - 3);
        double fraction = excerpt.lines().size() <= 1 ? 0 : (double) target / (excerpt.lines().size() - 1);
        scroll.setVvalue(fraction);
    }
}
