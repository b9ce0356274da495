package sparkmemlab.ui.vm;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.snapshot.ClusterMoment;
import sparkmemlab.snapshot.LoadedMoment;
import sparkmemlab.snapshot.LoadedReplay;
import sparkmemlab.snapshot.LoadedSnapshot;
import sparkmemlab.snapshot.SnapshotMoment;

/**
 * What the window asks of the workspace it shows (src/docs/workspaces.md). A workspace's view-model
 * implements it; its panels' view-models only its own views see. A default says the workspace has no such
 * thing, and the window disables the menu item that would ask for it.
 */
public interface WorkspaceViewModel {

    /** What is shown, beside the app's name in the header. */
    ReadOnlyStringProperty titleProperty();

    /** What to try now, under the header; empty for none. */
    ReadOnlyStringProperty hintProperty();

    /** Shows a refusal that came from outside the workspace (a file the window could not open). */
    void fail(String message);

    /** The executor scenario shown, at its step; empty when this workspace shows none. */
    Optional<Moment> moment();

    /**
     * What File > Export snapshot and Edit > Copy snapshot save: the moment shown, of the kind this workspace
     * shows (by default the executor scenario of {@link #moment()}); empty when there is none now, and
     * {@link #noSnapshotProperty()} says why.
     */
    default Optional<SnapshotMoment> snapshotMoment() {
        return moment().map(Moment::saved);
    }

    /** Why there is no moment to save now, in the reader's words ("no event log is open"); empty when there is one. */
    default ReadOnlyStringProperty noSnapshotProperty() {
        return new ReadOnlyStringWrapper("").getReadOnlyProperty();
    }

    /** Whether this workspace shows snapshots of that kind (by default an executor scenario's). */
    default boolean shows(LoadedMoment snapshot) {
        return snapshot instanceof LoadedSnapshot;
    }

    /**
     * Shows an executor scenario's snapshot that names this workspace, which {@link #shows} it; false, with the
     * reason shown in the workspace, when it cannot.
     */
    default boolean openSnapshot(LoadedSnapshot snapshot, String fileName) {
        throw new UnsupportedOperationException("this workspace shows no executor snapshot");
    }

    /** Shows a cluster's snapshot that names this workspace, which {@link #shows} it; false, with the reason shown, if not. */
    default boolean openSnapshot(ClusterMoment snapshot, String fileName) {
        throw new UnsupportedOperationException("this workspace shows no cluster snapshot");
    }

    /**
     * Shows a replay's snapshot that names this workspace, which {@link #shows} it: its log is read again, and the
     * executor and moment are shown once it is; false, with the reason shown, if it cannot be.
     */
    default boolean openSnapshot(LoadedReplay snapshot, String fileName) {
        throw new UnsupportedOperationException("this workspace shows no replay snapshot");
    }

    /**
     * Every view-model the workspace's views are made with, its panels' included: each controller of its FXML
     * (and of the FXML it includes) gets those its constructor asks for, by type.
     */
    List<Object> viewModels();

    /** View > Zoom acts on this. */
    default Optional<ZoomViewModel> zoom() {
        return Optional.empty();
    }

    /** File > New: a fresh, empty scene. */
    default Optional<Runnable> newScene() {
        return Optional.empty();
    }

    /** File > Welcome scene. */
    default Optional<Runnable> welcomeScene() {
        return Optional.empty();
    }

    /** File > Open…: the kind of file this workspace opens. */
    default Optional<FileKind> opens() {
        return Optional.empty();
    }

    /** Opens a file of the kind {@link #opens()} says; a refusal is shown in the workspace. */
    default void open(Path file) {
        throw new UnsupportedOperationException("this workspace opens no file");
    }

    /**
     * Reads a file of the kind {@link #opens()} says, on any thread, and returns what shows it, to be run on the
     * FX thread: a big file is then read while the window does other things (the window's start, when the file
     * was named on the command line). By default all of it is left to the returned action ({@link #open}).
     * {@code windowShown} completes once the window's first frame is out: a reading may hold back its work
     * until then, once it has handed over what that frame shows.
     */
    default Runnable read(Path file, java.util.concurrent.Future<?> windowShown) {
        return () -> open(file);
    }

    /** Shows an executor scenario as a sandbox, before its first step, with that hint; false if this workspace cannot. */
    default boolean openScenario(Scenario scenario, String hint) {
        return false;
    }

    /**
     * A dropped spark-defaults.conf or spark-submit line, read into this workspace's configuration (where the
     * person sees what was taken before anything changes); false if the workspace takes no Spark configuration.
     */
    default boolean openSparkConf(Path file) {
        return false;
    }

    /** Plays a lesson that names this workspace, standing after step {@code at}; false if it cannot. */
    default boolean openLesson(Lesson lesson, int at) {
        return false;
    }

    /** Shows another workspace's scene, standing after step {@code at}; false if this workspace shows none. */
    default boolean openScene(Scenario scenario, int at) {
        return false;
    }

    /** Lessons > Choose a lesson: shows the lesson picker, if this workspace has one. */
    default boolean showLessonPicker() {
        return false;
    }

    /** Whether a lesson is playing here (Lessons > Restart is enabled). */
    default ReadOnlyBooleanProperty lessonPlayingProperty() {
        return new ReadOnlyBooleanWrapper(false).getReadOnlyProperty();
    }

    /** Lessons > Restart the lesson. */
    default void restartLesson() {
    }
}
