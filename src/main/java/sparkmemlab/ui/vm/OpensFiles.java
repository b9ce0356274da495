package sparkmemlab.ui.vm;

import java.nio.file.Path;
import java.util.concurrent.Future;

/** A workspace with File > Open…: it opens files of one kind (a scenario, an event log). */
public interface OpensFiles {

    /** The kind of file it opens. */
    FileKind opens();

    /** Opens a file of that kind; a refusal is shown in the workspace. */
    void open(Path file);

    /**
     * Reads such a file on any thread and returns what shows it, to be run on the FX thread: a big file is then read
     * while the window does other things (its start, when the file was named on the command line). By default all of
     * it is left to the returned action ({@link #open}). {@code windowShown} completes once the window's first frame is
     * out: a reading may hold back its work until then, once it has handed over what that frame shows.
     */
    default Runnable read(Path file, Future<?> windowShown) {
        return () -> open(file);
    }
}
