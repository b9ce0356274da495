package sparkmemlab.ui.vm.cluster;

import java.util.List;
import java.util.Optional;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.ui.vm.SceneSession;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.ClusterOp;
import sparkmemlab.cluster.ClusterState;
import sparkmemlab.cluster.narration.ClusterStepLine;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.ui.text.UiText;

/**
 * The cluster workspace's coordinator: the {@link ClusterHistory} shown (its position included), the scene's
 * title and hint, the lesson it belongs to, and the last refusal. Panels see the shared moment here and change
 * it only through these commands, each of which goes through the Master as {@link ClusterOp}s. After each
 * change {@link #stepShownProperty()} ticks once, when everything here already describes the new moment.
 */
public final class ClusterSession extends SceneSession<ClusterHistory, ClusterState> {

    public ClusterSession(UiText text) {
        super(text);
        show(ClusterHistory.empty(ClusterConfig.defaults()), "", "", Optional.empty());
    }

    // ---- commands ------------------------------------------------------------------------------------

    /**
     * Shows a scenario as a sandbox, standing after step {@code at} (clamped); false, with the refusal shown,
     * if the Master cannot take one of its messages.
     */
    public boolean load(ClusterScenario scenario, int at, String hintText) {
        try {
            show(ClusterHistory.of(scenario.config(), scenario.steps(), at), scenario.title(), hintText, Optional.empty());
            return true;
        } catch (ClusterHistory.Refused e) {
            fail(refusal(e));
            return false;
        }
    }

    /** Replaces what is shown in one go; everything is in place before {@link #stepShownProperty()} ticks. */
    public void show(ClusterHistory h, String titleText, String hintText, Optional<String> lessonId) {
        replace(h, titleText, hintText, lessonId);
    }

    /** A cluster lesson's scenario, standing after step {@code at}. */
    @Override
    public void showLesson(Lesson l, int at, String id) {
        ClusterScenario scenario = l.clusterScenario();
        try {
            show(ClusterHistory.of(scenario.config(), scenario.steps(), at), l.title().get(text().locale()), "", Optional.of(id));
        } catch (ClusterHistory.Refused e) {
            // lesson check ran the same steps on the same Master before the player got here.
            throw new IllegalArgumentException(refusal(e), e);
        }
    }

    /** Delivers a message after the current step (dropping later steps); a refusal goes to {@link #errorProperty()}. */
    public boolean apply(ClusterOp op) {
        ClusterHistory next;
        try {
            next = history().then(op);
        } catch (ClusterHistory.Refused e) {
            fail(text().get("error.step", e.getMessage()));
            return false;
        }
        changed(next, true);
        return true;
    }

    /**
     * The same scene with other Master settings or other messages, replayed from the start and shown at the same
     * step: how the cluster would have gone. A message the Master then refuses leaves everything as it was.
     */
    public boolean replay(ClusterConfig config, List<ClusterOp> ops) {
        ClusterHistory next;
        try {
            next = history().replay(config, ops);
        } catch (ClusterHistory.Refused e) {
            fail(refusal(e));
            return false;
        }
        changed(next, true);
        return true;
    }

    private String refusal(ClusterHistory.Refused e) {
        return text().get("cluster.error.replay", e.index() + 1, ClusterStepLine.subject(e.op()), e.getMessage());
    }

    @Override
    protected ClusterHistory moved(ClusterHistory h, int target) {
        return h.at(target);
    }
}
