package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import sparkmemlab.ui.controls.MemoryBar;

/**
 * A screen reader can read every picture of the executor: walking the window's scene graph on the welcome scene
 * (blocks cached, tasks running), every bar, bar region and bracket, task slot, gauge and block row has a role
 * and accessible text, and its tooltip's words as help.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class AccessibleTextTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    @Start
    void start(Stage stage) {
        TestWindow.withLessons(stage);
    }

    @Test
    void everyBarSlotGaugeAndBlockRowHasAccessibleText(FxRobot robot) {
        List<String> missing = new ArrayList<>();
        int[] seen = new int[4];
        robot.interact(() -> {
            Node root = robot.listWindows().get(0).getScene().getRoot();
            for (Node bar : root.lookupAll(".memory-bar")) {
                if (bar instanceof MemoryBar && bar.isVisible()) {
                    check(bar, null, missing);
                    seen[0]++;
                }
            }
            for (String region : List.of(".segment", ".span")) {
                for (Node n : root.lookupAll(region)) {
                    if (n.getStyleClass().contains("swatch")) {
                        continue; // a legend's colour, beside the label that names it
                    }
                    check(n, AccessibleRole.TEXT, missing);
                    seen[1]++;
                }
            }
            for (String slot : List.of(".slot", ".gauge")) {
                for (Node n : root.lookupAll(slot)) {
                    check(n, AccessibleRole.TEXT, missing);
                    seen[2]++;
                }
            }
            for (Node n : root.lookupAll(".block-row")) {
                check(n, AccessibleRole.LIST_ITEM, missing);
                seen[3]++;
            }
        });
        assertEquals(List.of(), missing);
        assertTrue(seen[0] > 0 && seen[1] > 5 && seen[2] > 3 && seen[3] > 2,
                "bars, regions, slots and gauges, block rows walked: " + java.util.Arrays.toString(seen));
    }

    @Test
    void aBlockRowReadsItsBlockAndTheStoragePoolItsUse(FxRobot robot) {
        robot.interact(() -> {
            Node root = robot.listWindows().get(0).getScene().getRoot();
            Node row = root.lookupAll(".block-row").iterator().next();
            assertTrue(row.getAccessibleText().startsWith("rdd_"), row.getAccessibleText());
            boolean storage = root.lookupAll(".span").stream()
                    .anyMatch(n -> n.getAccessibleText().toLowerCase(java.util.Locale.ROOT).contains("storage")
                            && n.getAccessibleText().contains(" of "));
            assertTrue(storage, "the storage pool's bracket says its use of its size");
        });
    }

    private static void check(Node n, AccessibleRole role, List<String> missing) {
        String text = n.getAccessibleText();
        if (text == null || text.isBlank()) {
            missing.add(n.getStyleClass() + " has no accessible text");
        }
        if (role != null && n.getAccessibleRole() != role) {
            missing.add(n.getStyleClass() + " is " + n.getAccessibleRole() + ", not " + role);
        }
        if (role != null && (n.getAccessibleHelp() == null || n.getAccessibleHelp().isBlank())) {
            missing.add(n.getStyleClass() + " has no accessible help");
        }
    }
}
