package sparkmemlab.ui.vm.executor;

import java.util.List;
import java.util.Locale;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.ui.Workspaces;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileService;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.Notifier;
import sparkmemlab.ui.vm.WindowViewModel;

/** The executor workspace's view-model as the window makes it, in English, without a toolkit or a view. */
final class TestWorkspace {
    static final UiText ENGLISH = UiText.of(Locale.ENGLISH);

    private TestWorkspace() {
    }

    /** On the welcome scene, with no lessons. */
    static ExecutorWorkspaceViewModel open() {
        return open(List.of());
    }

    static ExecutorWorkspaceViewModel open(List<Lesson> lessons) {
        WindowViewModel window = new WindowViewModel(ENGLISH, Workspaces.ALL, new LessonShelf(lessons, LessonProgress.inMemory()),
                FileService.NONE, Notifier.NONE);
        return (ExecutorWorkspaceViewModel) window.viewModel(ExecutorWorkspaceViewModel.NAME).orElseThrow();
    }
}
