package sparkmemlab.ui.view;

import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.beans.value.ObservableValue;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import sparkmemlab.lesson.Spotlight;

/**
 * Lights the parts of a workspace a lesson step points at (the {@code :spotlight} pseudo-class), found by id under
 * the workspace's root. Parts inside a scroll pane or a split pane are in the scene graph only once that control's
 * skin is made (at its first CSS pass), so the light is set again then: a lesson opened at a step (a snapshot,
 * {@code render}) lights its parts from the first frame.
 */
public final class Spotlights {
    private static final PseudoClass SPOTLIGHT = PseudoClass.getPseudoClass("spotlight");

    private Spotlights() {
    }

    /**
     * @param parts the selectors ({@code #id}) of each part the workspace has
     * @param holders the scroll and split panes the parts live in
     */
    public static void follow(Parent root, ObservableValue<Set<Spotlight>> on, Map<Spotlight, List<String>> parts,
            Control... holders) {
        Runnable light = () -> parts.forEach((part, selectors) -> selectors.forEach(selector -> {
            Node node = root.lookup(selector);
            if (node != null) {
                node.pseudoClassStateChanged(SPOTLIGHT, on.getValue().contains(part));
            }
        }));
        on.addListener((o, a, b) -> light.run());
        for (Control holder : holders) {
            holder.skinProperty().addListener((o, a, skin) -> light.run());
        }
        light.run();
    }
}
