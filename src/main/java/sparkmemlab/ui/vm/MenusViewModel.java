package sparkmemlab.ui.vm;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableBooleanValue;

/**
 * The menu bar: each item is one command here, which asks the {@link FileService} for a file where it needs one
 * and then the window or the workspace shown to act. Items the workspace shown has no use for are disabled.
 */
public final class MenusViewModel {

    /** Writes the window as it stands to a PNG: the one thing only the view can do (it has the pixels). */
    @FunctionalInterface
    public interface WindowPicture {
        void writePng(Path file) throws IOException;
    }

    private final WindowViewModel window;
    private WindowPicture picture = file -> {
        throw new IOException("no picture of the window");
    };

    private final ReadOnlyBooleanWrapper lessonPlaying = new ReadOnlyBooleanWrapper();
    /** Why the workspace shown has no moment to save now; empty when it has one. */
    private final ReadOnlyStringWrapper noSnapshot = new ReadOnlyStringWrapper();

    public MenusViewModel(WindowViewModel window) {
        this.window = window;
        follow(window.active());
        window.activeViewModelProperty().addListener((o, a, ws) -> follow(ws));
    }

    /** The lesson's and the snapshot's states of the workspace shown; a workspace without them has none. */
    private void follow(WorkspaceViewModel ws) {
        lessonPlaying.bind(ws.capability(HostsLessons.class).map(HostsLessons::lessonPlayingProperty)
                .orElse(new ReadOnlyBooleanWrapper(false).getReadOnlyProperty()));
        noSnapshot.bind(ws.capability(SavesSnapshots.class).map(SavesSnapshots::noSnapshotProperty)
                .orElse(new ReadOnlyStringWrapper("").getReadOnlyProperty()));
    }

    public WindowViewModel window() { return window; }

    public void setWindowPicture(WindowPicture picture) {
        this.picture = picture;
    }

    /** Whether the workspace shown has this: a menu item's enabled state follows the workspace shown. */
    private BooleanBinding has(Class<?> capability) {
        return Bindings.createBooleanBinding(() -> window.active().capability(capability).isPresent(),
                window.activeViewModelProperty());
    }

    public ObservableBooleanValue canStartNew() { return has(StartsAfresh.class); }
    public ObservableBooleanValue canOpenFile() { return has(OpensFiles.class); }
    /** File > Open…'s label: what the workspace shown opens (a scenario, an event log). */
    public javafx.beans.binding.StringBinding openLabel() {
        return Bindings.createStringBinding(() -> window.text().get(window.active().capability(OpensFiles.class).map(f -> f.opens().menuKey())
                .orElse(FileKind.SCENARIO.menuKey())), window.activeViewModelProperty());
    }

    public ObservableBooleanValue hasWelcome() { return has(ShowsWelcome.class); }
    public ObservableBooleanValue canZoom() { return has(Zooms.class); }
    /** Whether File > Export snapshot and Edit > Copy snapshot have a moment to save now. */
    public ObservableBooleanValue hasMoment() {
        return Bindings.createBooleanBinding(() -> noSnapshot.get().isEmpty() && snapshotMoment().isPresent(),
                window.activeViewModelProperty(), noSnapshot);
    }

    private Optional<sparkmemlab.snapshot.SnapshotMoment> snapshotMoment() {
        return window.active().capability(SavesSnapshots.class).flatMap(SavesSnapshots::snapshotMoment);
    }

    /** A snapshot item's label ({@code menu.exportSnapshot}, say), with the reason it is disabled when it is. */
    public StringBinding snapshotLabel(String key) {
        return Bindings.createStringBinding(() -> noSnapshot.get().isEmpty() ? window.text().get(key)
                : window.text().get("menu.snapshotUnavailable", window.text().get(key), noSnapshot.get()), noSnapshot);
    }

    /** Whether a lesson plays in the workspace shown. */
    public ReadOnlyBooleanProperty lessonPlayingProperty() { return lessonPlaying.getReadOnlyProperty(); }

    // ---- File ---------------------------------------------------------------------------------------

    public void newScene() { window.active().capability(StartsAfresh.class).ifPresent(StartsAfresh::newScene); }
    public void welcomeScene() { window.active().capability(ShowsWelcome.class).ifPresent(ShowsWelcome::welcomeScene); }

    public void openFile() {
        window.active().capability(OpensFiles.class)
                .ifPresent(ws -> window.files().open(ws.opens()).ifPresent(ws::open));
    }

    public void openSnapshot() {
        window.files().open(FileKind.SNAPSHOT).ifPresent(window::openSnapshot);
    }

    public void exportSnapshot() {
        if (noSnapshot.get().isEmpty() && snapshotMoment().isPresent()) {
            window.files().save(FileKind.SNAPSHOT).ifPresent(window::exportSnapshot);
        }
    }

    public void exportPng() {
        window.files().save(FileKind.PNG).ifPresent(this::exportPng);
    }

    /** Writes the picture of the window to {@code file}; says so when done, or shows why not. */
    public boolean exportPng(Path file) {
        try {
            picture.writePng(file);
        } catch (IOException | RuntimeException e) {
            window.fail(window.text().get("error.png", String.valueOf(file.getFileName()), String.valueOf(e.getMessage())));
            return false;
        }
        window.notifier().done(window.text().get("saved.png", String.valueOf(file.getFileName())));
        return true;
    }

    // ---- Edit ---------------------------------------------------------------------------------------

    public void copySnapshot() { window.copySnapshot(); }
    public void pasteSnapshot() { window.pasteSnapshot(); }

    // ---- Lessons ------------------------------------------------------------------------------------

    public void chooseLesson() { window.chooseLesson(); }
    public void restartLesson() { window.active().capability(HostsLessons.class).ifPresent(HostsLessons::restartLesson); }

    // ---- View -----------------------------------------------------------------------------------------

    public void zoomIn() { window.active().capability(Zooms.class).ifPresent(z -> z.zoom().zoomIn()); }
    public void zoomOut() { window.active().capability(Zooms.class).ifPresent(z -> z.zoom().zoomOut()); }
    public void actualSize() { window.active().capability(Zooms.class).ifPresent(z -> z.zoom().actualSize()); }

    public void showWorkspace(String name) { window.show(name); }
}
