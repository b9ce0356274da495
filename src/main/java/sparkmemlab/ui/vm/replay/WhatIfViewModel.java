package sparkmemlab.ui.vm.replay;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.replay.ReplayedLog;
import sparkmemlab.replay.Text;
import sparkmemlab.replay.whatif.Comparison;
import sparkmemlab.replay.whatif.ConfigChanges;
import sparkmemlab.replay.whatif.Divergence;
import sparkmemlab.replay.whatif.Reconstruction;
import sparkmemlab.replay.whatif.RecordedSettings;
import sparkmemlab.replay.whatif.RunOutcome;
import sparkmemlab.replay.whatif.WhatIfException;
import sparkmemlab.replay.whatif.WhatIfWatch;
import sparkmemlab.scenario.ByteSize;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.JobSlot;
import sparkmemlab.ui.vm.Navigator;
import sparkmemlab.workspace.WorkspaceName;

/**
 * The "What if" panel: the executor picked, its scenario rebuilt from the log and run on the model, where the run
 * parts from Spark's records, the four settings a user may change, what the changed run would have evicted or
 * spilled instead, and the way to the executor workspace with the rebuilt scenario. Rebuilding and running again
 * happen on the worker, one at a time, with their stage and a Cancel: a later one cancels the one under way, and
 * a cancelled one changes nothing shown.
 */
public final class WhatIfViewModel {
    private static final int NAMES_SHOWN = 6;

    private final ReplaySession session;
    private final Navigator navigator;
    private final Executor worker;
    private final Executor uiThread;
    private final UiText text;
    private final ReadOnlyObjectWrapper<Reconstruction> rebuilt = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper rebuildable = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper();
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<List<String>> divergence = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyObjectWrapper<List<String>> notRebuilt = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyObjectWrapper<List<String>> outcome = new ReadOnlyObjectWrapper<>(List.of());
    private final Map<String, StringProperty> fields = new LinkedHashMap<>();
    private final Map<String, String> recorded = new LinkedHashMap<>();
    private Reconstruction.WhatIfRun changedRun;
    /** The job under way (a rebuilding or a run): a later job makes an earlier answer stale. */
    private final JobSlot jobs = new JobSlot();

    /**
     * @param worker where a reconstruction is made (the window: a thread of its own)
     * @param uiThread where it is handed back
     */
    public WhatIfViewModel(ReplaySession session, Navigator navigator, Executor worker, Executor uiThread) {
        this.session = session;
        this.navigator = navigator;
        this.worker = worker;
        this.uiThread = uiThread;
        this.text = session.text();
        ConfigChanges.KEYS.forEach(k -> fields.put(k, new SimpleStringProperty("")));
        session.historyProperty().addListener((o, a, b) -> rebuild());
        rebuild();
    }

    /** The reconstruction shown, or null while none is (no log, or being made, or refused). */
    public ReadOnlyObjectProperty<Reconstruction> rebuiltProperty() { return rebuilt.getReadOnlyProperty(); }
    /** A rebuilding or a run under way. */
    public ReadOnlyBooleanProperty busyProperty() { return busy.getReadOnlyProperty(); }
    /** From 0 to 1: how far the stage under way has gone. */
    public ReadOnlyDoubleProperty progressProperty() { return progress.getReadOnlyProperty(); }
    /** The stage under way and its count, in the window's language; empty when none is. */
    public ReadOnlyStringProperty progressTextProperty() { return progressText.getReadOnlyProperty(); }
    /** Whether an executor is picked but not rebuilt, as after a cancel or a refusal: {@link #rebuild()} may try again. */
    public ReadOnlyBooleanProperty rebuildableProperty() { return rebuildable.getReadOnlyProperty(); }
    /** What the panel is about: the executor rebuilt, or why none is. */
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }
    /** A refused change or reconstruction, in the window's language; empty for none. */
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<List<String>> divergenceProperty() { return divergence.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<List<String>> notRebuiltProperty() { return notRebuilt.getReadOnlyProperty(); }
    /** What the changed run would have done instead; empty before a run. */
    public ReadOnlyObjectProperty<List<String>> outcomeProperty() { return outcome.getReadOnlyProperty(); }

    /** That it is a reconstruction, plainly, in the window's language. */
    public String label() {
        return new Text("whatif.label").in(text.locale());
    }

    /** The text of a setting a user may change ({@link ConfigChanges#KEYS}), filled with its recorded value. */
    public StringProperty field(String key) {
        StringProperty f = fields.get(key);
        if (f == null) {
            throw new IllegalArgumentException(key);
        }
        return f;
    }

    /** Runs the reconstruction again, on the worker, with the fields that differ from the recorded settings. */
    public void run() {
        Reconstruction r = rebuilt.get();
        if (r == null) {
            return;
        }
        Map<String, String> changed = new LinkedHashMap<>();
        fields.forEach((k, f) -> {
            String v = f.get() == null ? "" : f.get().trim();
            if (!v.equals(recorded.get(k))) {
                changed.put(k, v);
            }
        });
        ConfigChanges changes;
        try {
            changes = ConfigChanges.of(changed);
        } catch (WhatIfException e) {
            error.set(e.message(text.locale()));
            return;
        }
        if (changes.isEmpty()) {
            cancelQuietly();
            changedRun = null;
            error.set("");
            outcome.set(List.of(text.get("whatif.outcome.same")));
            return;
        }
        changedRun = null;
        outcome.set(List.of());
        error.set("");
        start(watch -> {
            Reconstruction.WhatIfRun w = r.rerun(changes, watch);
            return () -> {
                changedRun = w;
                error.set("");
                outcome.set(outcomeLines(w));
            };
        }, () -> { });
    }

    /** Stops the rebuilding or the run under way, if any: what was shown stays, and the panel says it was cancelled. */
    public void cancel() {
        if (!jobs.cancel()) {
            return;
        }
        idle();
        if (rebuilt.get() == null) {
            status.set(text.get("whatif.cancelled", session.executorProperty().get()));
            rebuildable.set(true);
        } else {
            outcome.set(List.of(text.get("whatif.run.cancelled")));
        }
    }

    /** Puts the recorded settings back in the fields, and forgets the changed run (stopping one under way). */
    public void reset() {
        if (rebuilt.get() != null) {
            cancelQuietly();
        }
        recorded.forEach((k, v) -> fields.get(k).set(v));
        changedRun = null;
        outcome.set(List.of());
        error.set("");
    }

    /** Whether there is a scenario to open (the changed run's, if any, else the reconstruction's). */
    public boolean canOpen() {
        return rebuilt.get() != null;
    }

    /** Shows the rebuilt scenario (the changed one after a run) in the executor workspace, before its first step. */
    public boolean openInExecutor() {
        Reconstruction r = rebuilt.get();
        if (r == null) {
            return false;
        }
        Scenario scenario = changedRun != null ? changedRun.scenario(text.locale()) : r.scenario(text.locale());
        return navigator.openScenario(WorkspaceName.DEFAULT, scenario, text.get("whatif.hint.opened", r.executorId(),
                session.fileName()));
    }

    /** Rebuilds the picked executor's scenario from the log, on the worker; what was rebuilt before is dropped. */
    public void rebuild() {
        ReplayedLog log = session.logProperty().get();
        String executor = session.executorProperty().get();
        cancelQuietly();
        rebuilt.set(null);
        changedRun = null;
        divergence.set(List.of());
        notRebuilt.set(List.of());
        outcome.set(List.of());
        error.set("");
        rebuildable.set(false);
        if (log == null || executor == null) {
            status.set(text.get("whatif.none"));
            return;
        }
        status.set(text.get("whatif.rebuilding", executor));
        start(watch -> {
            Reconstruction r = Reconstruction.of(log, executor, watch);
            return () -> show(r);
        }, () -> {
            status.set(text.get("whatif.failed", executor));
            rebuildable.set(true);
        });
    }

    /** A job's work, on the worker: what it hands back to show on the UI thread. */
    @FunctionalInterface
    private interface Job {
        Runnable work(WhatIfWatch watch) throws WhatIfException;
    }

    /** Runs {@code job} on the worker (cancelling the one under way); {@code failed} runs on the UI thread if it is refused. */
    private void start(Job job, Runnable failed) {
        JobSlot.Ticket ticket = jobs.take();
        busy.set(true);
        progress.set(0);
        progressText.set("");
        WhatIfWatch watch = new WhatIfWatch((stage, done, total) -> {
            double share = total <= 0 ? 0 : Math.min(1, (double) done / total);
            String key = switch (stage) {
                case PLANNING -> "whatif.stage.planning";
                case RUNNING -> "whatif.stage.running";
                case COMPARING -> "whatif.stage.comparing";
            };
            String words = text.get(key, done, total);
            uiThread.execute(() -> {
                if (jobs.holds(ticket)) {
                    progress.set(share);
                    progressText.set(words);
                }
            });
        }, ticket);
        worker.execute(() -> {
            Runnable answer;
            try {
                answer = job.work(watch);
            } catch (CancellationException e) {
                return; // cancel() has said so already, on the UI thread
            } catch (WhatIfException e) {
                answer = () -> {
                    failed.run();
                    error.set(e.message(text.locale()));
                };
            } catch (RuntimeException | OutOfMemoryError e) {
                answer = () -> {
                    failed.run();
                    error.set(String.valueOf(e));
                };
            }
            Runnable then = answer;
            uiThread.execute(() -> {
                if (jobs.finish(ticket)) {
                    idle();
                    then.run();
                }
            });
        });
    }

    /** Stops the job under way without a word: another takes its place. */
    private void cancelQuietly() {
        jobs.cancel();
        idle();
    }

    private void idle() {
        busy.set(false);
        progress.set(0);
        progressText.set("");
    }

    private void show(Reconstruction r) {
        RecordedSettings s = r.settings();
        ExecutorConfig c = s.config();
        recorded.put(ExecutorConfig.EXECUTOR_MEMORY, c.systemMemory() % ByteSize.MIB == 0
                ? c.systemMemory() / ByteSize.MIB + "m" : c.systemMemory() + "b");
        recorded.put(ExecutorConfig.MEMORY_FRACTION, String.valueOf(c.memoryFraction()));
        recorded.put(ExecutorConfig.STORAGE_FRACTION, String.valueOf(c.storageFraction()));
        recorded.put(ExecutorConfig.EXECUTOR_CORES, String.valueOf(c.cores()));
        reset();
        status.set(text.get("whatif.status", r.executorId(), r.tasks(), r.outcome().steps()));
        divergence.set(divergenceLines(r));
        notRebuilt.set(r.notRebuilt().stream().map(t -> t.in(text.locale())).toList());
        rebuilt.set(r);
    }

    private List<String> divergenceLines(Reconstruction r) {
        List<String> lines = new ArrayList<>();
        RecordedSettings s = r.settings();
        if (s.logMaxOnHeap() == null) {
            lines.add(text.get("whatif.heap.none", text.exact(s.config().systemMemory()), text.exact(s.modelMaxHeap())));
        } else if (s.matchesLog()) {
            lines.add(text.get("whatif.heap.exact", text.exact(s.config().systemMemory()), text.exact(s.modelMaxHeap())));
        } else {
            lines.add(text.get("whatif.heap.off", text.exact(s.logMaxOnHeap()), text.exact(s.modelMaxHeap())));
        }
        Divergence d = r.divergence();
        for (Divergence.MetricDivergence m : d.metrics()) {
            lines.add(text.get("whatif.metric", m.metric(), text.bytes(m.sparkPeak()), text.bytes(m.modelPeak()), m.records(),
                    m.sparkAbove(), m.modelAbove(), text.bytes(m.worst().spark()), text.bytes(m.worst().model())));
        }
        lines.add(text.get("whatif.blocks", d.sparkDropped().size(), d.modelEvicted().size(), names(d.droppedOnlyBySpark()),
                names(d.evictedOnlyByModel())));
        lines.add(text.get("whatif.spills", d.sparkSpilled().size(), text.bytes(sum(d.sparkSpilled())), d.modelSpilled().size(),
                text.bytes(sum(d.modelSpilled()))));
        return List.copyOf(lines);
    }

    private List<String> outcomeLines(Reconstruction.WhatIfRun w) {
        Comparison c = w.comparison();
        RunOutcome before = c.recorded();
        RunOutcome after = c.changed();
        List<String> lines = new ArrayList<>();
        lines.add(text.get("whatif.outcome.settings", String.join(", ", w.changes().values().entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue()).toList()), text.exact(w.settings().modelMaxHeap()), w.settings().slots()));
        lines.add(text.get("whatif.outcome.evicted", after.evicted().size(), before.evicted().size(), names(c.newlyEvicted()),
                names(c.noLongerEvicted())));
        if (!after.refusedPuts().isEmpty()) {
            lines.add(text.get("whatif.outcome.refused", after.refusedPuts().size(), names(List.copyOf(after.refusedPuts()))));
        }
        lines.add(text.get("whatif.outcome.spilled", after.spilled().size(), text.bytes(after.spilledBytes()),
                before.spilled().size(), names(c.newlySpilling()), names(c.noLongerSpilling())));
        if (!after.waited().isEmpty()) {
            lines.add(text.get("whatif.outcome.waited", names(List.copyOf(after.waited()))));
        }
        lines.add(text.get("whatif.outcome.peaks", text.bytes(before.peakStorage()), text.bytes(after.peakStorage()),
                text.bytes(before.peakExecution()), text.bytes(after.peakExecution())));
        return List.copyOf(lines);
    }

    /** At most a few names, then how many more; a dash for none. */
    private String names(List<?> items) {
        if (items.isEmpty()) {
            return text.get("whatif.noneOf");
        }
        List<String> shown = items.stream().limit(NAMES_SHOWN).map(String::valueOf).toList();
        String list = String.join(", ", shown);
        return items.size() > NAMES_SHOWN ? text.get("whatif.more", list, items.size() - NAMES_SHOWN) : list;
    }

    private static long sum(Map<Long, Long> byTask) {
        return byTask.values().stream().mapToLong(Long::longValue).sum();
    }
}
