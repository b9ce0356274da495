package sparkmemlab.ui.vm.replay;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Executor;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.ui.vm.BackgroundWork;
import sparkmemlab.replay.ReplayedLog;
import sparkmemlab.snapshot.LoadedReplay;
import sparkmemlab.snapshot.LogFingerprint;
import sparkmemlab.snapshot.ReplayMoment;
import sparkmemlab.snapshot.SnapshotException;
import sparkmemlab.snapshot.SnapshotMoment;
import sparkmemlab.snapshot.ViewState;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.workspace.WorkspaceName;

/**
 * The replay workspace's snapshots. Saving one names the log shown by its fingerprint, made once per log on a
 * thread of its own (a log can be a gigabyte), so the moment can be saved once that is done; opening one checks
 * every byte of its log on a thread of its own, reads the log again and shows its executor at its moment, or, if
 * the log is another file or has no such executor or moment, says so and leaves what was shown as it was.
 */
final class ReplaySnapshots {
    private final ReplaySession session;
    private final LogOpeningViewModel opening;
    private final Executor uiThread;
    private final ReadOnlyStringWrapper unavailable = new ReadOnlyStringWrapper();
    /** The fingerprint of the log shown, once known. */
    private LogFingerprint fingerprint;
    /** Counts the snapshots opened, so that only the latest one's check goes on to read its log. */
    private long openings;
    /** Why the log shown could not be fingerprinted, or null. */
    private String problem;
    /** A snapshot's own fingerprint for the log it is opening, so that the log is not read a third time. */
    private Known opened;

    private record Known(Path file, LogFingerprint fingerprint) {
    }

    ReplaySnapshots(ReplaySession session, LogOpeningViewModel opening, Executor uiThread) {
        this.session = session;
        this.opening = opening;
        this.uiThread = uiThread;
        session.logProperty().addListener((o, a, log) -> fingerprint(log));
        session.executorProperty().addListener((o, a, b) -> update());
        fingerprint(session.logProperty().get());
    }

    /** Why the moment shown cannot be saved now; empty when it can. */
    ReadOnlyStringProperty unavailableProperty() {
        return unavailable.getReadOnlyProperty();
    }

    Optional<SnapshotMoment> moment() {
        String executor = session.executorProperty().get();
        if (fingerprint == null || executor == null) {
            return Optional.empty();
        }
        ViewState view = new ViewState(WorkspaceName.REPLAY, ViewState.Mode.SANDBOX, Optional.empty(), 1.0);
        return Optional.of(new ReplayMoment(fingerprint, executor, session.momentProperty().get(), view));
    }

    /**
     * Checks every byte of the snapshot's log off this thread (unless that was done), then reads the log again and
     * shows its executor at its moment. A later opening, of a log or a snapshot, wins over one still checking.
     */
    boolean open(LoadedReplay loaded, String fileName) {
        if (loaded.logChecked()) {
            read(loaded, fileName);
            return true;
        }
        long mine = ++openings;
        UiText text = session.text();
        ReplayedLog shown = session.logProperty().get();
        String hint = session.hintProperty().get();
        session.note(text.get("replay.snapshot.checking", fileName, String.valueOf(loaded.log().getFileName())));
        Thread checker = BackgroundWork.thread(() -> {
            Runnable answer;
            try {
                loaded.checkLog();
                answer = () -> read(loaded, fileName);
            } catch (SnapshotException e) {
                answer = () -> {
                    session.note(hint);
                    session.fail(text.get("error.snapshot", e.getMessage()));
                };
            }
            Runnable then = answer;
            uiThread.execute(() -> {
                if (mine == openings && session.logProperty().get() == shown && !opening.readingProperty().get()) {
                    then.run();
                }
            });
        }, "check " + loaded.log().getFileName());
        checker.start();
        return true;
    }

    private void read(LoadedReplay loaded, String fileName) {
        ReplayMoment m = loaded.moment();
        UiText text = session.text();
        opening.open(loaded.log(), (log, clock, file) -> {
            long duration = clock.end() - clock.start();
            if (log.executor(m.executor()).isEmpty()) {
                session.fail(text.get("replay.snapshot.noExecutor", fileName, m.executor()));
            } else if (m.atMs() > duration) {
                session.fail(text.get("replay.snapshot.beyond", fileName, ReplayChartsViewModel.seconds(m.atMs()),
                        ReplayChartsViewModel.seconds(duration)));
            } else {
                opened = new Known(file, m.log());
                session.show(log, clock, file);
                session.select(m.executor());
                session.pick(m.atMs());
                session.note(text.get("replay.snapshot.opened", fileName, m.executor(), ReplayChartsViewModel.seconds(m.atMs())));
            }
        });
    }

    /** A new log shown: its fingerprint, known from the snapshot that opened it or measured afresh. */
    private void fingerprint(ReplayedLog log) {
        fingerprint = null;
        problem = null;
        Optional<Path> source = session.source();
        if (log != null && source.isPresent()) {
            if (opened != null && opened.file().equals(source.get())) {
                fingerprint = opened.fingerprint();
            } else {
                measure(log, source.get());
            }
        }
        opened = null;
        update();
    }

    private void update() {
        UiText text = session.text();
        String why;
        if (session.logProperty().get() == null) {
            why = text.get("replay.snapshot.noLog");
        } else if (session.source().isEmpty()) {
            why = text.get("replay.snapshot.notAFile");
        } else if (session.executorProperty().get() == null) {
            why = text.get("replay.snapshot.noExecutorShown");
        } else if (problem != null) {
            why = problem;
        } else {
            why = fingerprint == null ? text.get("replay.snapshot.fingerprinting") : "";
        }
        unavailable.set(why);
    }

    /** Reads the whole log for its SHA-256 off this thread; the answer counts only if the same log is still shown. */
    private void measure(ReplayedLog log, Path file) {
        Thread reader = BackgroundWork.thread(() -> {
            Runnable answer;
            try {
                LogFingerprint made = LogFingerprint.of(file);
                answer = () -> fingerprint = made;
            } catch (IOException | RuntimeException e) {
                answer = () -> problem = session.text().get("replay.snapshot.unreadable", String.valueOf(file.getFileName()),
                        String.valueOf(e.getMessage()));
            }
            Runnable then = answer;
            uiThread.execute(() -> {
                if (session.logProperty().get() == log && file.equals(session.source().orElse(null))) {
                    then.run();
                    update();
                }
            });
        }, "fingerprint " + file.getFileName());
        reader.start();
    }
}
