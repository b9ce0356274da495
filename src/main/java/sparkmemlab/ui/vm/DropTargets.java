package sparkmemlab.ui.vm;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.ui.text.UiText;

/**
 * What a dropped file can be opened in: the window's workspaces and its own openers. {@link DroppedFiles} knows
 * the window only through this, so the window uses its drop handling and not the other way round.
 */
public interface DropTargets {
    UiText text();

    /** The window's workspaces, in the registry's order. */
    List<Workspace> workspaces();

    /** The view-model of the workspace of that name, made if it was never shown. */
    Optional<WorkspaceViewModel> viewModel(String name);

    /** The workspace shown now. */
    WorkspaceViewModel active();

    boolean show(String name);

    void fail(String message);

    boolean openSnapshot(Path file);

    boolean openLesson(Lesson lesson, int at);
}
