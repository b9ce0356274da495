package sparkmemlab.ui.vm.replay;

import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.ui.vm.BackgroundWork;
import sparkmemlab.replay.EventLogException;
import sparkmemlab.replay.EventLogReader;
import sparkmemlab.replay.EventLogSource;
import sparkmemlab.replay.LogClock;
import sparkmemlab.replay.ReplayOptions;
import sparkmemlab.replay.ReplayedLog;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.FileService;
import sparkmemlab.ui.vm.JobSlot;

/**
 * File > Open event log: reads the log on a thread of its own, with its progress and a Cancel, and hands it to
 * the session only once it is read whole. A refusal or a cancel leaves what was shown as it was, with a message
 * naming the file. One reading at a time: opening another cancels the one under way.
 */
public final class LogOpeningViewModel {
    /** What becomes of a log read whole, on the UI thread: File > Open event log shows it; a snapshot checks it first. */
    @FunctionalInterface
    public interface Arrival {
        void arrive(ReplayedLog log, LogClock clock, Path file);
    }

    private final ReplaySession session;
    private final FileService files;
    private final Executor uiThread;
    private final ReadOnlyBooleanWrapper reading = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    /** The reading under way, so a late answer of a cancelled reading is dropped. */
    private final JobSlot readings = new JobSlot();
    private String currentName;

    /** @param uiThread runs what the reading thread hands back on the thread the view-models live on */
    public LogOpeningViewModel(ReplaySession session, FileService files, Executor uiThread) {
        this.session = session;
        this.files = files;
        this.uiThread = uiThread;
    }

    public ReadOnlyBooleanProperty readingProperty() { return reading.getReadOnlyProperty(); }
    /** From 0 to 1: the bytes read of the log's files, as on disk. */
    public ReadOnlyDoubleProperty progressProperty() { return progress.getReadOnlyProperty(); }
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }

    /** Asks for a log and opens it. */
    public void chooseAndOpen() {
        files.open(FileKind.EVENT_LOG).ifPresent(this::open);
    }

    /** Reads a log (a file, or a rolling log's folder) off this thread, and shows it. */
    public void open(Path chosen) {
        open(chosen, session::show);
    }

    /** Reads a log off this thread, then hands it to {@code arrival}; a refusal or a cancel is shown as for any log. */
    public void open(Path chosen, Arrival arrival) {
        cancel();
        Path file = EventLogSource.logOf(chosen);
        JobSlot.Ticket job = readings.take();
        String name = String.valueOf(file.getFileName());
        currentName = name;
        UiText text = session.text();
        reading.set(true);
        progress.set(0);
        status.set(text.get("replay.reading", name));
        ReplayOptions options = ReplayOptions.defaults().withCancellation(job).withProgress((done, total) -> {
            double share = total <= 0 ? 0 : Math.min(1, (double) done / total);
            uiThread.execute(() -> {
                if (readings.holds(job)) {
                    progress.set(share);
                }
            });
        });
        Thread reader = BackgroundWork.thread(() -> {
            Runnable answer;
            try {
                ReplayedLog log = EventLogReader.read(file, options);
                LogClock clock = LogClock.of(log);
                answer = () -> arrival.arrive(log, clock, file);
            } catch (EventLogException e) {
                answer = () -> session.fail(text.get("replay.error.open", name, e.message(text.locale())));
            } catch (CancellationException e) {
                answer = () -> session.fail(text.get("replay.cancelled", name));
            } catch (RuntimeException | OutOfMemoryError e) {
                answer = () -> session.fail(text.get("replay.error.open", name, String.valueOf(e)));
            }
            Runnable then = answer;
            uiThread.execute(() -> {
                if (readings.finish(job)) {
                    reading.set(false);
                    status.set("");
                    then.run();
                }
            });
        }, "event-log " + name);
        reader.start();
    }

    /** Stops the reading under way, if any; what was shown stays. */
    public void cancel() {
        if (readings.cancel()) {
            reading.set(false);
            status.set("");
            session.fail(session.text().get("replay.cancelled", currentName));
        }
    }
}
