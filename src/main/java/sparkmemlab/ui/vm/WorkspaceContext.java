package sparkmemlab.ui.vm;

import sparkmemlab.ui.text.UiText;

/**
 * What the window offers every workspace: its words, the motion settings, the lessons, file dialogs, brief
 * notices, the way to the other workspaces, the clipboard's text, and the parts the workspaces share ({@code shared}: one
 * of each kind per window, such as the kernel's executor session). A workspace gets nothing else of the window, and
 * nothing of another workspace.
 */
public record WorkspaceContext(UiText text, MotionSettings motion, LessonShelf lessons, FileService files,
        Notifier notifier, Navigator navigator, TextClipboard clipboard, SharedParts shared) {
}
