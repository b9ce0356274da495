package sparkmemlab.ui.vm.executor;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.Operation;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.scenario.StepSink;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.kernel.ActionSuggestion;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.kernel.History;

/**
 * File > Open scenario, a dropped scenario and one named on the command line. A file of up to {@link #IN_PLACE}
 * bytes is read and shown at once, at its last step. A bigger one is read, and its steps taken, away from the UI
 * thread, with its progress and a Cancel; its first {@link #PREVIEW} steps are shown as soon as the model has
 * taken them (unless a lesson is playing), so a long file's first frame does not wait for its end. Once the file
 * is read whole it is shown whole: at the step the person went to among the first ones, or else at its last.
 *
 * <p>A refusal or a Cancel puts back the scene shown before and says so: nothing of the file is kept. Changing
 * the scene while the file is read (acting on its first steps, opening another scene) stops the reading, since
 * the whole would overwrite that change. One reading at a time: another one cancels the one under way.
 */
public final class ScenarioOpeningViewModel {
    /** Files up to this size are read in place: at ~60 bytes a step, some 70,000 steps, read in well under a second. */
    static final long IN_PLACE = 4L << 20;
    /** Steps shown while the rest of a big file is read: the model takes them in a few milliseconds. */
    static final int PREVIEW = 4096;
    /** The longest a reading waits for the window's first frame before it goes on regardless. */
    static final Duration WAIT_FOR_WINDOW = Duration.ofSeconds(10);
    /** Bytes between two progress reports handed to the UI thread. */
    private static final long REPORT_EVERY = 1L << 20;

    private final ExecutorSession session;
    private final UiText text;
    private final Executor uiThread;
    private final long inPlace;
    private final ReadOnlyBooleanWrapper reading = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper noSnapshot = new ReadOnlyStringWrapper("");
    /** The big file being read, if any (UI thread only): a later reading, a cancel or a change makes it stale. */
    private Reading current;

    /** @param uiThread runs on the thread the view-models live on what a reading thread hands back */
    public ScenarioOpeningViewModel(ExecutorSession session, Executor uiThread) {
        this(session, uiThread, IN_PLACE);
    }

    /** Reading files bigger than {@code inPlace} bytes away from the UI thread (a test's small files too). */
    ScenarioOpeningViewModel(ExecutorSession session, Executor uiThread, long inPlace) {
        this.session = session;
        this.text = session.text();
        this.uiThread = uiThread;
        this.inPlace = inPlace;
        session.stepShownProperty().addListener((o, a, b) -> {
            if (current != null && current.overtaken()) {
                // Said after this change has reached every panel, not from inside this listener.
                uiThread.execute(stop()::sayStopped);
            }
        });
    }

    /** Whether a big file is being read. */
    public ReadOnlyBooleanProperty readingProperty() { return reading.getReadOnlyProperty(); }
    /** From 0 to 1: the bytes read of the file. */
    public ReadOnlyDoubleProperty progressProperty() { return progress.getReadOnlyProperty(); }
    /** What is being read, and how far. */
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }
    /** Why the moment shown cannot be saved (its file is still being read); empty when it can. */
    public ReadOnlyStringProperty noSnapshotProperty() { return noSnapshot.getReadOnlyProperty(); }

    /** Opens a scenario file, on the UI thread: a small one at once, a big one on a thread of its own. */
    public void open(Path file) {
        Reading r = new Reading(file, CompletableFuture.completedFuture(null));
        if (!r.big()) {
            r.finish(r.run());
            return;
        }
        adopt(r);
        Thread reader = new Thread(() -> {
            Runnable shows = r.run();
            uiThread.execute(() -> r.finish(shows));
        }, "open " + r.name);
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Reads a scenario file on the calling thread (any thread: the window's start reads a file named on the command
     * line beside building the window) and returns what shows it, to run on the UI thread. A big file's progress and
     * first steps are handed to the UI thread as it is read; after its first steps, the reading waits for
     * {@code windowShown} (at most {@link #WAIT_FOR_WINDOW}), so the first frame has the cores to itself.
     */
    public Runnable read(Path file, Future<?> windowShown) {
        Reading r = new Reading(file, windowShown);
        if (r.big()) {
            uiThread.execute(() -> adopt(r));
        }
        Runnable shows = r.run();
        return () -> r.finish(shows);
    }

    /** Stops the reading under way, if any: the scene shown before it comes back. */
    public void cancel() {
        if (current != null) {
            Reading cancelled = stop();
            cancelled.putBack();
            session.fail(text.get("opening.cancelled", cancelled.name));
        }
    }

    private void adopt(Reading r) {
        if (current != null) {
            stop().putBack();
        }
        current = r;
        r.watch(session.history());
        reading.set(true);
        progress.set(0);
        status.set(text.get("replay.reading", r.name));
        noSnapshot.set(text.get("opening.noSnapshot", r.name));
    }

    /** Makes the reading under way stale (its thread stops at its next bytes) and clears its progress. */
    private Reading stop() {
        Reading r = current;
        r.cancelled = true;
        current = null;
        reading.set(false);
        status.set("");
        noSnapshot.set("");
        return r;
    }

    /** A count as the reader writes numbers ("4,096"). */
    private String count(int n) {
        return String.format(text.locale(), "%,d", n);
    }

    /** The scene shown before a file's first steps replaced it. */
    private record Before(History history, String title, String hint, Optional<ActionSuggestion> suggestion) {
    }

    /** One file's reading: what runs on the reading thread, and what it hands to the UI thread. */
    private final class Reading implements StepSink {
        private final Path file;
        private final String name;
        private final long size;
        private final HistoryLoad load = new HistoryLoad();
        private final Future<?> windowShown;
        /** Set on the UI thread; the reading thread looks at it between reads of the file. */
        private volatile boolean cancelled;
        // The reading thread's own:
        private ExecutorConfig config;
        private final List<Operation> first = new ArrayList<>();
        private int steps;
        private long reported;
        /** Whether the first steps were handed over (once: a second reading of the file has the same ones). */
        private boolean firstHanded;
        /** Whether the first steps were handed over and the reading has not yet waited for the window since. */
        private boolean handed;
        // The UI thread's own:
        private History preview;
        /** The scene the whole file is to replace (the first steps, once shown), and its size then: see {@link #overtaken}. */
        private History watched;
        private int watchedSize;
        private Before before;

        Reading(Path file, Future<?> windowShown) {
            this.file = file;
            this.windowShown = windowShown;
            this.name = String.valueOf(file.getFileName());
            long bytes;
            try {
                bytes = Files.size(file);
            } catch (IOException e) {
                bytes = 0; // read in place, which says why it cannot be
            }
            this.size = bytes;
        }

        boolean big() {
            return size > inPlace;
        }

        /** Reads the file and takes its steps (the reading thread); returns what shows it, or its refusal. */
        Runnable run() {
            try {
                Scenario scenario = ScenarioParser.read(file, big() ? this : load);
                History h = load.history(scenario);
                return () -> shows(h, scenario.title());
            } catch (CancellationException e) {
                return () -> { }; // said where it was cancelled
            } catch (ScenarioException | IOException | RuntimeException | OutOfMemoryError e) {
                String reason = e instanceof OutOfMemoryError ? String.valueOf(e) : e.getMessage();
                return () -> {
                    putBack();
                    session.fail(text.get("error.open", name, reason));
                };
            }
        }

        /** On the UI thread: shows what the reading made of the file, unless it went stale meanwhile. */
        void finish(Runnable shows) {
            if (big()) {
                if (current != this) {
                    return;
                }
                stop();
            } else if (current != null) {
                stop().putBack();
            }
            shows.run();
        }

        private void shows(History h, String title) {
            // preview is never overtaken here (that would have stopped the reading): its size is the steps shown.
            if (preview != null && preview.position() != preview.size()) {
                h.goTo(preview.position());
            }
            session.show(h, title, "", Optional.empty(), Optional.empty());
        }

        /** From now on, a change of {@code h} (a step acted) or another scene shown stops the reading (UI thread). */
        void watch(History h) {
            watched = h;
            watchedSize = h.size();
        }

        /** Whether the scene shown is no longer the one the file is to replace, as it was (UI thread). */
        boolean overtaken() {
            return watched != null && (session.history() != watched || watched.size() != watchedSize);
        }

        /** After a change of the scene stopped the reading: says so, and what the first steps acted on now are. */
        void sayStopped() {
            if (session.history() == preview) {
                session.show(preview, name, text.get("opening.partial", count(PREVIEW), name), Optional.empty(),
                        Optional.empty());
            }
            session.fail(text.get("opening.stopped", name));
        }

        /** Shows again the scene shown before the first steps, if they were shown (UI thread). */
        void putBack() {
            if (before != null && !overtaken()) {
                session.show(before.history(), before.title(), before.hint(), Optional.empty(), before.suggestion());
            }
        }

        private void showFirst(History h) {
            if (current != this || session.lessonProperty().get().isPresent()) {
                return;
            }
            before = new Before(session.history(), session.titleProperty().get(), session.hintProperty().get(),
                    session.suggestion());
            preview = h;
            watch(h);
            session.show(h, name, text.get("opening.first", count(PREVIEW)), Optional.empty(), Optional.empty());
        }

        // ---- StepSink, on the reading thread (a big file only) ----------------------------------

        /** Once for each reading of the file: a file that is not plain is read again from its start (ScenarioParser). */
        @Override
        public void begin(ExecutorConfig config) {
            this.config = config;
            first.clear();
            steps = 0;
            reported = 0;
            load.begin(config);
        }

        @Override
        public void step(Operation op) {
            load.step(op);
            if (++steps <= PREVIEW && !firstHanded) {
                first.add(op);
                if (steps == PREVIEW) {
                    handFirstSteps();
                }
            }
        }

        private void handFirstSteps() {
            // A history of their own, taken again here (a few milliseconds): the model thread's grows as it runs.
            History h;
            try {
                h = History.of(config, first);
            } catch (RuntimeException refused) {
                return; // the whole is refused at the same step, once read
            }
            uiThread.execute(() -> showFirst(h));
            firstHanded = true;
            handed = true;
        }

        private void waitForTheWindow() {
            try {
                windowShown.get(WAIT_FOR_WINDOW.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancellationException("interrupted");
            } catch (ExecutionException | TimeoutException e) {
                // goes on: the window is slow, or will not say
            }
        }

        @Override
        public void end() {
            load.end();
        }

        @Override
        public void abandon() {
            load.abandon();
        }

        @Override
        public void read(long bytes) {
            if (handed) {
                handed = false;
                waitForTheWindow();
            }
            if (cancelled) {
                throw new CancellationException(name + " was cancelled");
            }
            if (bytes - reported >= REPORT_EVERY) {
                reported = bytes;
                double share = Math.min(1, (double) bytes / size);
                int taken = steps;
                uiThread.execute(() -> {
                    if (current == this) {
                        progress.set(share);
                        status.set(text.get("opening.progress", name, count(taken)));
                    }
                });
            }
        }
    }
}
