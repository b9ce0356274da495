package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import sparkmemlab.lesson.LessonParser;

/**
 * At 1024x700 (and 1400x900) what a lesson points at stays whole: the step buttons above the fold whatever the
 * narration, every task slot inside the window, and a slot's state ("waits for 1/2N = 379.6 MiB") never cut to
 * an ellipsis.
 */
@Tag("ui")
class SmallWindowLayoutTest {

    @ParameterizedTest
    @CsvSource({"07-the-early-task, 3, 1024, 700", "07-the-early-task, 3, 1400, 900", "06-waiting-for-half-a-share, 2, 1024, 700",
            "05-fair-shares, 4, 1024, 700", "17-overtaken, 8, 1024, 700"})
    void nothingTheLessonPointsAtIsCut(String name, int at, int width, int height) throws Exception {
        var lesson = LessonParser.parse(Path.of("lessons/" + name + ".json"));
        CompletableFuture<String> problems = new CompletableFuture<>();
        HeadlessToolkit.start(width, height).get(60, TimeUnit.SECONDS);
        Platform.runLater(() -> {
            try {
                Scene scene = Renderer.lessonScene(lesson, at, width, height, 1.0);
                Platform.runLater(() -> problems.complete(problems(scene, width, height)));
            } catch (Throwable t) {
                problems.completeExceptionally(t);
            }
        });
        assertEquals("", problems.get(60, TimeUnit.SECONDS), name + " at step " + at + ", " + width + "x" + height);
    }

    private static String problems(Scene scene, int width, int height) {
        StringBuilder found = new StringBuilder();
        Node step = scene.getRoot().lookup("#lessonStep");
        Bounds b = step.localToScene(step.getBoundsInLocal());
        if (b.getMaxY() > height) {
            found.append("the step button is below the fold (").append(b.getMaxY()).append(")\n");
        }
        List<Node> slots = List.copyOf(scene.getRoot().lookupAll(".slot"));
        if (slots.isEmpty()) {
            found.append("no task slots\n");
        }
        for (Node slot : slots) {
            Bounds s = slot.localToScene(slot.getBoundsInLocal());
            if (s.getMaxX() > width) {
                found.append("a slot ends at x ").append(s.getMaxX()).append('\n');
            }
        }
        for (Node state : scene.getRoot().lookupAll(".slot-state")) {
            Label label = (Label) state;
            String shown = label.lookupAll(".text").stream().map(t -> ((Text) t).getText()).reduce("", String::concat);
            if (!label.getText().isEmpty() && !shown.replace("\n", " ").replace("  ", " ").trim()
                    .equals(label.getText().replace("\n", " ").trim())) {
                found.append("cut: \"").append(shown).append("\" of \"").append(label.getText()).append("\"\n");
            }
        }
        return found.toString();
    }
}
