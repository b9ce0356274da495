package sparkmemlab.ui.vm.kernel;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.ui.vm.HostsLessons;
import sparkmemlab.ui.vm.LessonPane;
import sparkmemlab.ui.vm.LessonStage;
import sparkmemlab.ui.vm.WorkspaceContext;

/**
 * The lesson hosting every workspace that plays lessons shares, wired once: the lesson player over the
 * workspace's own stage (its session), the lesson pane that follows the player, the lesson menu's commands, and
 * the pane's "leave". A workspace makes one, offers it as its {@link HostsLessons} capability, lists it and its
 * player among its view-models (the lesson pane's view asks for both), and says only what "leave" goes back to.
 */
public final class LessonHost implements HostsLessons, LessonExit {

    /** What the workspace shows once the lesson pane is left, told whether a lesson was playing. */
    @FunctionalInterface
    public interface Leave {
        void left(boolean lessonWasPlaying);
    }

    private final LessonPlayerViewModel player;
    private final LessonPane pane;
    private final boolean picker;
    private final Leave leave;

    /** @param picker whether the workspace's view can open the pane's lesson picker (Lessons > Choose a lesson) */
    public LessonHost(LessonStage stage, WorkspaceContext context, boolean picker, Leave leave) {
        this.player = new LessonPlayerViewModel(stage, context.lessons(), context.navigator());
        this.pane = new LessonPane(player.activeProperty());
        this.picker = picker;
        this.leave = leave;
    }

    public LessonPlayerViewModel player() { return player; }

    /** Whether the sidebar shows the lesson pane (else the sandbox's panels). */
    public ReadOnlyBooleanProperty paneShownProperty() { return pane.shownProperty(); }

    /** Ticks once for each request to open the pane's picker. */
    public ReadOnlyIntegerProperty pickerRequestsProperty() { return pane.pickerRequestsProperty(); }

    /** Back to the sandbox's panels, without leaving anything. */
    public void hidePane() {
        pane.hide();
    }

    @Override
    public boolean openLesson(Lesson lesson, int at) {
        return player.play(lesson, at);
    }

    @Override
    public boolean showLessonPicker() {
        return picker && pane.showPicker();
    }

    @Override
    public ReadOnlyBooleanProperty lessonPlayingProperty() {
        return player.activeProperty();
    }

    @Override
    public void restartLesson() {
        player.restart();
    }

    @Override
    public void leaveLessons() {
        boolean playing = player.activeProperty().get();
        pane.hide();
        leave.left(playing);
    }
}
