package sparkmemlab.ui.vm.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.Predict;
import sparkmemlab.lesson.Spotlight;
import sparkmemlab.ui.Workspaces;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileService;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.Notifier;
import sparkmemlab.ui.vm.WindowViewModel;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;

/** Every shipped cluster lesson, played through the cluster workspace's view-models as a student does, without a toolkit. */
class ClusterLessonPlayerTest {
    private List<Lesson> lessons;
    private WindowViewModel window;

    @BeforeEach
    void open() {
        lessons = LessonLibrary.load(Path.of("lessons")).lessons();
        window = new WindowViewModel(UiText.of(Locale.SIMPLIFIED_CHINESE), Workspaces.ALL,
                new LessonShelf(lessons, LessonProgress.inMemory()), FileService.NONE, Notifier.NONE);
    }

    @Test
    void eachClusterLessonPlaysToItsEndWithEveryQuestionAnsweredBeforeItsStep() {
        List<Lesson> cluster = lessons.stream().filter(Lesson::isCluster).toList();
        assertTrue(cluster.size() >= 5);
        for (Lesson lesson : cluster) {
            window.show(ExecutorWorkspaceViewModel.NAME);
            assertTrue(window.openLesson(lesson, 0), lesson.file());
            assertEquals(ClusterWorkspaceViewModel.NAME, window.activeProperty().get().name(), lesson.file());
            var vm = (ClusterWorkspaceViewModel) window.active();
            var player = vm.player();
            var session = vm.session();
            assertTrue(vm.lessonPaneShownProperty().get(), lesson.file());
            while (session.positionProperty().get() < lesson.steps().size()) {
                int p = session.positionProperty().get();
                var q = player.questionProperty().get();
                if (q == null) {
                    assertTrue(player.forward(), lesson.file() + " at " + p);
                } else {
                    assertEquals(p + 1, q.step());
                    session.last();
                    assertEquals(p, session.positionProperty().get(), lesson.file() + ": the question holds every move forward");
                    assertTrue(player.attentionProperty().get());
                    Predict asked = lesson.steps().get(p).predict().orElseThrow();
                    assertTrue(asked instanceof Predict.MultipleChoice mc ? player.answerChoice(mc.answerIndex())
                            : player.answerNumber(String.valueOf(((Predict.Number) asked).answerMiB())));
                    assertTrue(player.feedbackProperty().get().correct(), lesson.file() + " at " + (p + 1));
                }
                int now = session.positionProperty().get();
                assertEquals(session.history().stateAt(now), session.stateProperty().get());
                assertEquals(now + 1, vm.historyBar().timelineProperty().get().columns().size(), "only the steps reached");
                assertFalse(player.narrationProperty().get().contains("{"), player.narrationProperty().get());
                Set<Spotlight> lit = player.spotlightProperty().get();
                assertTrue(Spotlight.CLUSTER.containsAll(lit), lit.toString());
            }
            assertEquals(lesson.predictCount(), player.correctProperty().get(), lesson.file() + ": every answer right");
            assertNotNull(player.lessonId().orElse(null));
            vm.lessons().leaveLessons();
            assertFalse(player.activeProperty().get());
            assertFalse(vm.lessonPaneShownProperty().get());
        }
    }
}
