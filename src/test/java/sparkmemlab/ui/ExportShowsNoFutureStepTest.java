package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Tag;
import sparkmemlab.export.Storyboard;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.LessonParser;
import sparkmemlab.lesson.LessonRun;
import sparkmemlab.ui.controls.TimelineChart;
import sparkmemlab.ui.picture.TimelinePicture;
import sparkmemlab.ui.vm.Speed;

/**
 * An exported lesson (its GIF's and slides' pictures: the export's camera) shows the window as a student sees the
 * lesson: the lesson pane, not the sandbox's form, and a timeline of the steps reached, never one to come. Before a
 * step with a question, the pane asks it and does not yet say the answer.
 */
@Tag("ui")
class ExportShowsNoFutureStepTest {

    @ParameterizedTest
    @ValueSource(strings = {"03-execution-takes-it-back", "06-waiting-for-half-a-share", "13-the-map-that-grows",
            "19-same-job-both-managers", "22-where-shuffle-fetches-live"})
    void eachPictureShowsTheStepsReachedAndNoMore(String name) throws Exception {
        Lesson lesson = LessonParser.parse(Path.of("lessons/" + name + ".json"));
        // One lesson in both languages (the Chinese pane, its question and its font), the others in English: the test stays short.
        List<Locale> locales = name.startsWith("19") ? List.of(Locale.ENGLISH, Locale.SIMPLIFIED_CHINESE) : List.of(Locale.ENGLISH);
        for (Locale locale : locales) {
            Storyboard board = Storyboard.of(LessonRun.run(lesson), locale);
            try (StepPictures camera = StepPictures.open(board, 1024, 700, Speed.FAST)) {
                check(camera.scene(), 0, board, name);
                for (Storyboard.Page page : board.pages()) {
                    if (page.question().isPresent()) {
                        String asked = onFx(() -> shownText(camera.scene()));
                        assertTrue(asked.contains(page.question().get()), name + " step " + page.step() + ": the question is asked");
                    }
                    camera.step(page.step()).finish();
                    check(camera.scene(), page.step(), board, name);
                }
            }
        }
    }

    private static void check(Scene scene, int step, Storyboard board, String name) throws Exception {
        String where = name + " (" + board.locale() + ") at step " + step;
        List<TimelinePicture> timelines = onFx(() -> scene.getRoot().lookupAll("#timeline").stream().filter(ExportShowsNoFutureStepTest::shown)
                .map(n -> ((TimelineChart) n).modelProperty().get()).toList());
        assertEquals(1, timelines.size(), where + ": one timeline shown");
        TimelinePicture timeline = timelines.get(0);
        assertEquals(board.pages().size() + 1, timeline.columns(), where);
        assertTrue((long) timeline.points().size() * timeline.statesPerPoint() <= step + timeline.statesPerPoint(),
                where + ": the timeline shows " + timeline.points().size() + " states");
        assertEquals(step, timeline.current(), where);
        assertTrue(onFx(() -> scene.getRoot().lookupAll("#narration").stream().anyMatch(ExportShowsNoFutureStepTest::shown)),
                where + ": the lesson pane is shown");
        assertFalse(onFx(() -> scene.getRoot().lookupAll("#actionKind").stream().anyMatch(ExportShowsNoFutureStepTest::shown)),
                where + ": the sandbox's form is not");
        String text = onFx(() -> shownText(scene));
        for (Storyboard.Page later : board.pages().subList(step, board.pages().size())) {
            later.explanation().filter(e -> !e.isBlank() && !board.pages().subList(0, step).stream()
                    .anyMatch(p -> p.explanation().equals(later.explanation())))
                    .ifPresent(e -> assertFalse(text.contains(e), where + ": step " + later.step() + "'s answer shows: " + e));
        }
    }

    private static String shownText(Scene scene) {
        StringBuilder all = new StringBuilder();
        for (Node n : scene.getRoot().lookupAll("*")) {
            if (n instanceof Labeled l && shown(n) && l.getText() != null) {
                all.append(l.getText()).append('\n');
            }
        }
        return all.toString();
    }

    private static boolean shown(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return node.getScene() != null;
    }

    private static <T> T onFx(java.util.concurrent.Callable<T> work) throws Exception {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(work.call());
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        });
        return result.get(60, TimeUnit.SECONDS);
    }
}
