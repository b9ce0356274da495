package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.PoolState;
import sparkmemlab.ui.picture.TaskSlotPicture;

/** What a student reads is read in full: the log's sentences, the bars' labels, the slots' marks, in a small window too. */
@ExtendWith(ApplicationExtension.class)
@Tag("ui")
class ReadableWindowTest {
    static {
        System.setProperty("headless.geometry", "1400x900-32");
    }

    private TestWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = TestWindow.sandbox(stage);
    }

    private void layout(FxRobot robot) {
        robot.interact(() -> {
            window.root().applyCss();
            window.root().layout();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Each sentence of the log shown is drawn whole: its text node holds the label's text, not a shortened one. */
    private void assertLogSentencesWhole(FxRobot robot, String where) {
        int seen = 0;
        for (Node n : robot.lookup("#eventLog .log-text").queryAll()) {
            Label sentence = (Label) n;
            if (!sentence.isVisible() || sentence.getText() == null || sentence.getText().isEmpty()) {
                continue;
            }
            Text drawn = (Text) sentence.lookup(".text");
            assertEquals(sentence.getText(), drawn.getText(), where + ": the sentence is cut short");
            seen++;
        }
        assertTrue(seen > 0, where + ": the log shows sentences");
    }

    @Test
    void theLogsSentencesWrapInsteadOfEndingInAnEllipsis(FxRobot robot) {
        layout(robot);
        assertLogSentencesWhole(robot, "1400x900");
    }

    @Test
    void atTenTwentyFourBySevenHundredTheListsKeepTheirHeightAndTheStageScrolls(FxRobot robot) {
        robot.interact(() -> {
            stage.setWidth(1024);
            stage.setHeight(700);
        });
        layout(robot);
        ListView<?> log = robot.lookup("#eventLog").queryAs(ListView.class);
        assertTrue(log.getHeight() >= 150, "the log shows several lines, not one: " + log.getHeight());
        ScrollPane stageScroll = (ScrollPane) robot.lookup(".stage-scroll").query();
        assertTrue(stageScroll.getContent().getBoundsInLocal().getHeight() > stageScroll.getViewportBounds().getHeight(),
                "the stage scrolls to its lists");
        assertLogSentencesWhole(robot, "1024x700");
    }

    @Test
    void theStorageRegionMarkCutsThroughNoLabel(FxRobot robot) {
        layout(robot); // the welcome scene: the mark falls inside task 1's execution
        int checked = 0;
        for (Node bar : robot.lookup(".memory-bar").queryAll()) {
            Node mark = bar.lookup(".soft-boundary");
            if (mark == null || !mark.isVisible()) {
                continue;
            }
            Bounds m = mark.localToScene(mark.getBoundsInLocal());
            double x = m.getCenterX();
            for (Node n : bar.lookupAll(".label")) {
                if (!n.isVisible() || !n.getParent().isVisible() || n.getStyleClass().contains("soft-boundary-label")
                        || n.getStyleClass().contains("borrow-label") || n.getStyleClass().contains("heap-overflow-label")) {
                    continue;
                }
                Bounds b = n.localToScene(n.getBoundsInLocal());
                if (b.getMaxY() < m.getMinY() || b.getMinY() > m.getMaxY()) {
                    continue; // above or below the mark
                }
                assertTrue(x < b.getMinX() || x > b.getMaxX(),
                        "the storage-region mark at x = " + x + " cuts " + ((Label) n).getText() + " " + b);
                checked++;
            }
        }
        assertTrue(checked > 0);
    }

    @Test
    void theSharesTooltipSaysWhichPoolSizeEachMarkComesFrom(FxRobot robot) {
        TaskSlotPicture running = window.workspace().slots().slotsProperty().get().stream()
                .filter(s -> s.task().isPresent()).findFirst().orElseThrow();
        PoolState pools = window.session().stateProperty().get().pools(MemoryMode.ON_HEAP);
        String tip = running.gauges().get(0).tooltip();
        String poolSize = window.session().text().exact(pools.executionPool());
        assertTrue(tip.contains("current size (" + poolSize + ") / 2N"), tip);
        assertTrue(tip.contains("the largest size the pool could grow to"), tip);
    }
}
