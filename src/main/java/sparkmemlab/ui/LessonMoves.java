package sparkmemlab.ui;

import java.math.BigDecimal;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.Predict;
import sparkmemlab.ui.vm.WorkspaceViewModel;
import sparkmemlab.ui.vm.cluster.ClusterWorkspaceViewModel;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel;
import sparkmemlab.ui.vm.legacy.LegacyWorkspaceViewModel;

/** A lesson played headless as a student who answers every question rightly (render, and the export's camera). */
final class LessonMoves {

    private LessonMoves() {
    }

    /**
     * One move of a student who answers every question rightly, which is one step forward: the question asked
     * answered, else the next step; false at the lesson's end.
     */
    static boolean moveRightly(Lesson lesson, LessonPlayerViewModel player) {
        LessonPlayerViewModel.Question q = player.questionProperty().get();
        return q == null ? player.forward() : answerRightly(lesson.steps().get(q.step() - 1).predict().orElseThrow(), player);
    }

    /** The lesson player of the workspace a lesson plays in. */
    static LessonPlayerViewModel player(WorkspaceViewModel workspace) {
        if (workspace instanceof ClusterWorkspaceViewModel cluster) {
            return cluster.player();
        } else if (workspace instanceof LegacyWorkspaceViewModel legacy) {
            return legacy.player();
        }
        return ((ExecutorWorkspaceViewModel) workspace).player();
    }

    private static boolean answerRightly(Predict asked, LessonPlayerViewModel player) {
        return asked instanceof Predict.MultipleChoice mc ? player.answerChoice(mc.answerIndex())
                : player.answerNumber(BigDecimal.valueOf(((Predict.Number) asked).answerMiB()).toPlainString());
    }

}
