package sparkmemlab.ui.vm;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.share.SnapshotText;
import sparkmemlab.snapshot.ClusterMoment;
import sparkmemlab.snapshot.LoadedMoment;
import sparkmemlab.snapshot.LoadedSnapshot;
import sparkmemlab.snapshot.LogCheck;
import sparkmemlab.snapshot.SnapshotException;
import sparkmemlab.snapshot.SnapshotMoment;
import sparkmemlab.snapshot.SnapshotReader;
import sparkmemlab.snapshot.SnapshotWriter;
import sparkmemlab.ui.prefs.LanguagePreference;
import sparkmemlab.ui.text.UiText;

/**
 * The window: which workspace it shows (one at a time, each made the first time it is shown), the header's
 * title and hint, and what belongs to no one workspace: snapshots opened and saved (each opens in the workspace
 * it names), lessons routed to their workspace, the motion settings and the language.
 */
public final class WindowViewModel implements Navigator, DropTargets {
    private final UiText text;
    private final List<Workspace> workspaces;
    private final WorkspaceContext context;
    private final Map<String, WorkspaceViewModel> made = new LinkedHashMap<>();
    private final ReadOnlyObjectWrapper<Workspace> active = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<WorkspaceViewModel> activeViewModel = new ReadOnlyObjectWrapper<>();
    /** A word from the window itself (the language chosen), shown instead of the workspace's hint until it changes. */
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper workspaceHint = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper hint = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper sparkVersion = new ReadOnlyStringWrapper("");
    private LanguagePreference language = LanguagePreference.inMemory();
    private final DroppedFiles dropped = new DroppedFiles(this);

    /** The window over these workspaces, showing the first, with a clipboard of its own (in memory). */
    public WindowViewModel(UiText text, List<Workspace> workspaces, LessonShelf lessons, FileService files,
            Notifier notifier) {
        this(text, workspaces, lessons, files, notifier, TextClipboard.inMemory());
    }

    /** The window over these workspaces, showing the first, copying to and pasting from {@code clipboard}. */
    public WindowViewModel(UiText text, List<Workspace> workspaces, LessonShelf lessons, FileService files,
            Notifier notifier, TextClipboard clipboard) {
        if (workspaces.isEmpty()) {
            throw new IllegalArgumentException("a window needs a workspace");
        }
        this.text = text;
        this.workspaces = List.copyOf(workspaces);
        this.context = new WorkspaceContext(text, new MotionSettings(), lessons, files, notifier, this, clipboard,
                new SharedParts());
        activeViewModel.addListener((o, a, vm) -> {
            title.bind(vm.titleProperty());
            workspaceHint.bind(vm.hintProperty());
            sparkVersion.unbind();
            vm.capability(NamesSparkVersion.class).ifPresentOrElse(v -> sparkVersion.bind(v.sparkVersionProperty()),
                    () -> sparkVersion.set(""));
        });
        // The window's own word stays until the workspace has something new to say.
        workspaceHint.addListener((o, a, b) -> notice.set(""));
        hint.bind(Bindings.when(notice.isEmpty()).then(workspaceHint).otherwise(notice));
        show(workspaces.get(0).name());
    }

    public UiText text() { return text; }
    public MotionSettings motion() { return context.motion(); }
    public LessonShelf lessons() { return context.lessons(); }
    public FileService files() { return context.files(); }
    public Notifier notifier() { return context.notifier(); }
    public TextClipboard clipboard() { return context.clipboard(); }

    /** The workspaces, in the navigation's order. */
    public List<Workspace> workspaces() { return workspaces; }

    public ReadOnlyObjectProperty<Workspace> activeProperty() { return active.getReadOnlyProperty(); }

    /** The view-model of the workspace shown. */
    public ReadOnlyObjectProperty<WorkspaceViewModel> activeViewModelProperty() { return activeViewModel.getReadOnlyProperty(); }

    public WorkspaceViewModel active() { return activeViewModel.get(); }

    public ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }
    public ReadOnlyStringProperty hintProperty() { return hint.getReadOnlyProperty(); }
    /** The Spark the workspace shown runs its scene on, for the header; empty if it names none. */
    public ReadOnlyStringProperty sparkVersionProperty() { return sparkVersion.getReadOnlyProperty(); }

    /** The workspace of that name, made now if it was never shown. */
    @Override
    public Optional<WorkspaceViewModel> viewModel(String name) {
        return find(name).map(w -> made.computeIfAbsent(name, n -> w.viewModel().apply(context)));
    }

    private Optional<Workspace> find(String name) {
        return workspaces.stream().filter(w -> w.name().equals(name)).findFirst();
    }

    @Override
    public boolean show(String name) {
        Optional<Workspace> w = find(name);
        if (w.isEmpty()) {
            return false;
        }
        WorkspaceViewModel vm = viewModel(name).orElseThrow();
        activeViewModel.set(vm);
        active.set(w.get());
        return true;
    }

    @Override
    public boolean openScenario(String name, Scenario scenario, String hintText) {
        boolean shown = viewModel(name).flatMap(t -> t.capability(OpensScenarios.class))
                .map(t -> t.openScenario(scenario, hintText)).orElse(false);
        return shown && show(name);
    }

    /** Shows a refusal in the workspace shown. */
    public void fail(String message) {
        active().fail(message);
    }

    // ---- snapshots ------------------------------------------------------------------------------

    /**
     * Opens a snapshot (File > Open snapshot, or a file dropped on the window) in the workspace it names. The
     * file is read and checked in full first (all but a replay's log's every byte, which the replay workspace reads
     * off the FX thread before it shows anything): a refused file changes nothing and its refusal is shown.
     */
    public boolean openSnapshot(Path file) {
        LoadedMoment loaded;
        try {
            loaded = SnapshotReader.open(file, LogCheck.LATER);
        } catch (SnapshotException e) {
            fail(text.get("error.snapshot", e.getMessage()));
            return false;
        } catch (RuntimeException e) {
            fail(text.get("error.snapshot", file + ": " + e));
            return false;
        }
        return openSnapshot(loaded, String.valueOf(file), String.valueOf(file.getFileName()));
    }

    /**
     * Shows a snapshot read from {@code source} in the workspace it names, if that workspace shows its kind;
     * {@code shortName} names it in the hint.
     */
    private boolean openSnapshot(LoadedMoment loaded, String source, String shortName) {
        String name = loaded.view().workspace();
        Optional<Workspace> named = find(name);
        if (named.isEmpty()) {
            fail(text.get("error.snapshot", text.get("error.noWorkspace", source, "$.view.workspace", name, names())));
            return false;
        }
        Optional<OpensSnapshots> target = viewModel(name).orElseThrow().capability(OpensSnapshots.class);
        if (target.isEmpty() || !target.get().shows(loaded)) {
            fail(text.get("error.snapshot", text.get("error.snapshotKind", source, "$.view.workspace",
                    text.get(named.get().labelKey()), text.get(kindKey(loaded)))));
            return false;
        }
        show(name);
        return target.get().openSnapshot(loaded, shortName);
    }

    private static String kindKey(LoadedMoment loaded) {
        return loaded instanceof LoadedSnapshot ? "snapshot.kind.executor"
                : loaded instanceof ClusterMoment ? "snapshot.kind.cluster" : "snapshot.kind.replay";
    }

    /**
     * Edit > Copy snapshot: the moment shown as a snapshot's text (the file's very bytes) on the clipboard; false
     * when the workspace shown has no moment to copy.
     */
    public boolean copySnapshot() {
        Optional<SnapshotMoment> moment = savable();
        if (moment.isEmpty()) {
            return false;
        }
        clipboard().put(SnapshotText.of(moment.get()));
        context.notifier().done(text.get("copied.snapshot"));
        return true;
    }

    /**
     * Edit > Paste snapshot: the clipboard's text, checked as an opened snapshot file is, shown in the workspace it
     * names; a refusal names the clipboard and the JSON path, and changes nothing.
     */
    public boolean pasteSnapshot() {
        String source = SnapshotText.clipboard(text.locale());
        Optional<String> pasted = clipboard().text().filter(t -> !t.isBlank());
        if (pasted.isEmpty()) {
            fail(text.get("error.snapshot", text.get("error.clipboardEmpty", source)));
            return false;
        }
        LoadedMoment loaded;
        try {
            loaded = SnapshotText.open(source, pasted.get());
        } catch (SnapshotException e) {
            fail(text.get("error.snapshot", e.getMessage()));
            return false;
        }
        return openSnapshot(loaded, source, source);
    }

    /** A file dropped on the window: opened where it belongs ({@link DroppedFiles}). */
    public boolean openDropped(Path file) {
        return dropped.open(file);
    }

    /**
     * A file named on the command line, opened as a dropped file is, but read away from the window: call this on
     * the FX thread, run what it returns on any thread, and what that returns on the FX thread
     * ({@link DroppedFiles#prepare}).
     */
    public java.util.function.Supplier<Runnable> prepareOpen(Path file, java.util.concurrent.Future<?> windowShown) {
        return dropped.prepare(file, windowShown);
    }

    /** Writes the moment shown as a snapshot, atomically; says so when done, or shows why not. */
    public boolean exportSnapshot(Path file) {
        Optional<SnapshotMoment> moment = savable();
        if (moment.isEmpty()) {
            return false;
        }
        try {
            SnapshotWriter.write(file, moment.get());
        } catch (IOException | RuntimeException e) {
            fail(text.get("error.export", String.valueOf(file.getFileName()), String.valueOf(e.getMessage())));
            return false;
        }
        context.notifier().done(text.get("saved.snapshot", String.valueOf(file.getFileName())));
        return true;
    }

    /** The moment the workspace shown can save now, if it has one. */
    private Optional<SnapshotMoment> savable() {
        return active().capability(SavesSnapshots.class).filter(s -> s.noSnapshotProperty().get().isEmpty())
                .flatMap(SavesSnapshots::snapshotMoment);
    }

    private String names() {
        return String.join(", ", workspaces.stream().map(Workspace::name).toList());
    }

    // ---- lessons ----------------------------------------------------------------------------------

    @Override
    public boolean openLesson(Lesson lesson, int at) {
        if (find(lesson.workspace()).isEmpty()) {
            fail(text.get("error.lesson", text.get("error.noWorkspace", lesson.file(), "$.workspace", lesson.workspace(), names())));
            return false;
        }
        show(lesson.workspace());
        return active().capability(HostsLessons.class).map(h -> h.openLesson(lesson, at)).orElse(false);
    }

    @Override
    public boolean openScene(String workspace, Scenario scenario, int at) {
        if (find(workspace).isEmpty()) {
            return false;
        }
        show(workspace);
        return active().capability(OpensScenes.class).map(o -> o.openScene(scenario, at)).orElse(false);
    }

    /**
     * Puts the lessons read on the shelf: those whose workspace this window has; the others, and those that
     * could not be read, are named in one refusal.
     */
    public void takeLessons(LessonLibrary.Loaded loaded) {
        List<String> problems = new java.util.ArrayList<>(loaded.problems());
        List<Lesson> playable = new java.util.ArrayList<>();
        for (Lesson l : loaded.lessons()) {
            if (find(l.workspace()).isPresent()) {
                playable.add(l);
            } else {
                problems.add(text.get("error.noWorkspace", l.file(), "$.workspace", l.workspace(), names()));
            }
        }
        context.lessons().setLessons(playable);
        if (!problems.isEmpty()) {
            fail(text.get("error.lesson", String.join("\n", problems)));
        }
    }

    /** Lessons > Choose a lesson: the picker of the workspace shown, else the first workspace's. */
    public void chooseLesson() {
        if (!showPicker() && show(workspaces.get(0).name())) {
            showPicker();
        }
    }

    private boolean showPicker() {
        return active().capability(HostsLessons.class).map(HostsLessons::showLessonPicker).orElse(false);
    }

    // ---- the language -------------------------------------------------------------------------------

    /** Where the chosen language is kept (the app: the user's preferences; otherwise only in memory). */
    public void useLanguagePreference(LanguagePreference preference) {
        this.language = preference;
    }

    /** The language chosen for the next start; empty: the system's. */
    public Optional<Locale> language() {
        return language.get();
    }

    /**
     * Keeps the language for the next start (every text, the menus' included, is read once when the window
     * is built) and says so under the header, in the language chosen.
     */
    public void chooseLanguage(Optional<Locale> chosen) {
        language.set(chosen);
        UiText next = UiText.of(chosen.orElse(Locale.getDefault()));
        notice.set(next.get("language.next", next.get(chosen.isPresent() ? "language.name" : "language.system")));
    }
}
