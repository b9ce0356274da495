package sparkmemlab.ui.vm.replay;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.replay.ExecutorHistory;
import sparkmemlab.replay.ExecutorTimeline;
import sparkmemlab.replay.LogClock;
import sparkmemlab.replay.ReplayedLog;
import sparkmemlab.ui.text.UiText;

/**
 * The replay workspace's coordinator: the log shown (whole, or none), the executor picked in it, that
 * executor's history, and the moment picked on its timeline (milliseconds since the application's start).
 * A log is shown only once it is read whole; a refusal leaves what was shown as it was, with the reason.
 */
public final class ReplaySession {
    private final UiText text;
    private final ReadOnlyObjectWrapper<ReplayedLog> log = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<List<String>> executors = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyStringWrapper executor = new ReadOnlyStringWrapper();
    private final ReadOnlyObjectWrapper<ExecutorHistory> history = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyLongWrapper moment = new ReadOnlyLongWrapper();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper hint = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private String fileName = "";
    /** The file or folder the log shown was read from, or null for a log that came from elsewhere. */
    private Path source;
    private LogClock clock;

    public ReplaySession(UiText text) {
        this.text = text;
        title.set(text.get("replay.title.none"));
        hint.set(text.get("replay.hint.none"));
    }

    public UiText text() { return text; }
    public ReadOnlyObjectProperty<ReplayedLog> logProperty() { return log.getReadOnlyProperty(); }
    /** The log's executors' ids, in the order the log first names them. */
    public ReadOnlyObjectProperty<List<String>> executorsProperty() { return executors.getReadOnlyProperty(); }
    public ReadOnlyStringProperty executorProperty() { return executor.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<ExecutorHistory> historyProperty() { return history.getReadOnlyProperty(); }
    public ReadOnlyLongProperty momentProperty() { return moment.getReadOnlyProperty(); }
    public ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }
    public ReadOnlyStringProperty hintProperty() { return hint.getReadOnlyProperty(); }
    /** A refusal or a notice about the last file asked for; empty for none. */
    public ReadOnlyStringProperty messageProperty() { return message.getReadOnlyProperty(); }

    /** The file the log shown came from (its name), or empty. */
    public String fileName() {
        return fileName;
    }

    /** Shows a log read whole, on its first executor that ran a task (else its first), at the application's start. */
    public void show(ReplayedLog replayed, String file) {
        show(replayed, LogClock.of(replayed), file);
    }

    /** The file or folder the log shown was read from, as it was opened; empty for none, or a log from elsewhere. */
    public Optional<Path> source() {
        return Optional.ofNullable(source);
    }

    /** The same, with the log's clock made already (off the FX thread: a big log has millions of timed events). */
    public void show(ReplayedLog replayed, LogClock logClock, String file) {
        show(replayed, logClock, file, null);
    }

    /** A log read from {@code file} (a file, or a rolling log's folder), which a snapshot of it names. */
    public void show(ReplayedLog replayed, LogClock logClock, Path file) {
        show(replayed, logClock, String.valueOf(file.getFileName()), file);
    }

    private void show(ReplayedLog replayed, LogClock logClock, String file, Path from) {
        fileName = file;
        source = from;
        clock = logClock;
        log.set(replayed);
        executors.set(replayed.executors().stream().map(ExecutorTimeline::executorId).toList());
        String app = replayed.app().name() != null ? replayed.app().name() : String.valueOf(replayed.app().id());
        title.set(text.get("replay.title", app, file));
        message.set("");
        Optional<ExecutorTimeline> first = replayed.executors().stream().filter(e -> !e.taskStarts().isEmpty()).findFirst()
                .or(() -> replayed.executors().stream().findFirst());
        executor.set(null);
        history.set(null);
        first.ifPresentOrElse(e -> select(e.executorId()), () -> hint.set(text.get("replay.hint.noExecutor")));
    }

    /** Picks an executor of the log shown; an id the log does not have changes nothing. */
    public void select(String executorId) {
        ReplayedLog shown = log.get();
        if (shown == null || executorId == null || executorId.equals(executor.get())) {
            return;
        }
        shown.executor(executorId).ifPresent(e -> {
            executor.set(executorId);
            history.set(ExecutorHistory.of(shown, e, clock));
            moment.set(Math.max(0, clampToLog(firstTaskTime(history.get()))));
            hint.set(text.get("replay.hint.pick"));
        });
    }

    /** Picks a moment, in milliseconds since the application's start, kept within the log's time. */
    public void pick(long sinceStart) {
        if (log.get() != null) {
            moment.set(clampToLog(sinceStart));
        }
    }

    /** The log's length in time, in milliseconds. */
    public long duration() {
        return clock == null ? 0 : clock.end() - clock.start();
    }

    /** The application's start (the log's first time), in milliseconds since the epoch. */
    public long start() {
        return clock == null ? 0 : clock.start();
    }

    public void fail(String reason) {
        message.set(reason);
    }

    /** Says what to try now, under the header (a snapshot opened, say), until the next executor is picked. */
    public void note(String hintText) {
        hint.set(hintText);
    }

    private long clampToLog(long t) {
        return Math.max(0, Math.min(duration(), t));
    }

    private long firstTaskTime(ExecutorHistory h) {
        return h.tasks().isEmpty() ? 0 : h.tasks().get(0).startTime() - start();
    }
}
