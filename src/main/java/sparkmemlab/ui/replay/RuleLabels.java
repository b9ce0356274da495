package sparkmemlab.ui.replay;

import java.util.List;
import javafx.scene.control.Label;

/** Sentences as the sidebar's rules show them: one wrapped label each, as tall as its text. */
final class RuleLabels {
    private RuleLabels() {
    }

    static List<Label> of(List<String> sentences, String... styleClasses) {
        return sentences.stream().map(s -> {
            Label l = new Label(s);
            l.setWrapText(true);
            l.setMinHeight(Label.USE_PREF_SIZE);
            l.getStyleClass().add("rule");
            l.getStyleClass().addAll(styleClasses);
            return l;
        }).toList();
    }
}
