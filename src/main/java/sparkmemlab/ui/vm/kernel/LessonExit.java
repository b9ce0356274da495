package sparkmemlab.ui.vm.kernel;

/** What the lesson pane's "leave" does in the workspace that shows it: back to that workspace's own scene. */
public interface LessonExit {
    void leaveLessons();
}
