package sparkmemlab.ui.vm.replay;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import sparkmemlab.ui.vm.BackgroundWork;
import sparkmemlab.replay.rest.ApplicationPoller;
import sparkmemlab.replay.rest.AttachException;
import sparkmemlab.replay.rest.AttachSnapshot;
import sparkmemlab.replay.rest.RestApplication;
import sparkmemlab.replay.rest.RestExecutor;
import sparkmemlab.replay.rest.RestRdd;
import sparkmemlab.replay.rest.SparkRestClient;
import sparkmemlab.ui.picture.MetricsPicture;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.JobSlot;

/**
 * Attach to a running application: a driver's UI ({@code http://host:4040}) or a History Server, whose REST API
 * is polled every {@link #INTERVAL} on a thread of its own; each poll's executors (their storage memory now, their
 * peaks so far, their tasks) and cached RDDs are shown as Spark's REST API gives them, and the executor picked is
 * charted over the time attached ({@link LiveMemory}). A failed poll says why (unreachable, slow, not Spark) and
 * the polling goes on, as a restarting server may answer the next one.
 */
public final class AttachViewModel {
    static final Duration INTERVAL = Duration.ofSeconds(2);
    static final Duration TIMEOUT = Duration.ofSeconds(5);
    /** The peaks shown for each executor, of its "peakMemoryMetrics". */
    private static final List<String> PEAKS = List.of("JVMHeapMemory", "OnHeapExecutionMemory", "OnHeapStorageMemory",
            "OffHeapExecutionMemory", "OffHeapStorageMemory", "ProcessTreeJVMRSSMemory");

    private final UiText text;
    private final Executor uiThread;
    private final StringProperty url = new SimpleStringProperty(this, "url", "http://localhost:4040");
    private final ReadOnlyBooleanWrapper attached = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper failing = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<List<ReplayMomentViewModel.Row>> executors = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyObjectWrapper<List<ReplayMomentViewModel.Row>> rdds = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyObjectWrapper<MetricsPicture> live = new ReadOnlyObjectWrapper<>();
    private final LiveMemory polls = new LiveMemory();
    /** The executors' ids, in the order of {@link #executorsProperty()}'s rows. */
    private List<String> executorIds = List.of();
    /** The executor charted: the one picked, else the first listed. */
    private String charted;
    /** The attachment under way, so that what a stopped one hands back late is dropped. */
    private final JobSlot attachments = new JobSlot();
    private ApplicationPoller poller;

    public AttachViewModel(UiText text, Executor uiThread) {
        this.text = text;
        this.uiThread = uiThread;
    }

    /** The address typed. */
    public StringProperty urlProperty() { return url; }
    public ReadOnlyBooleanProperty attachedProperty() { return attached.getReadOnlyProperty(); }
    /** What the last poll saw, or why it failed. */
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }
    /** Whether the last answer was a failure. */
    public ReadOnlyBooleanProperty failingProperty() { return failing.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<List<ReplayMomentViewModel.Row>> executorsProperty() { return executors.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<List<ReplayMomentViewModel.Row>> rddsProperty() { return rdds.getReadOnlyProperty(); }
    /** The executor charted over the time attached, or null before a poll saw one. */
    public ReadOnlyObjectProperty<MetricsPicture> liveProperty() { return live.getReadOnlyProperty(); }

    /** Charts the executor of row {@code index} of {@link #executorsProperty()}. */
    public void pick(int index) {
        if (index >= 0 && index < executorIds.size()) {
            charted = executorIds.get(index);
            live.set(polls.chart(charted, text).orElse(null));
        }
    }

    /** Finds the application at the address typed (off this thread) and polls it until {@link #detach()}. */
    public void attach() {
        detach();
        JobSlot.Ticket id = attachments.take();
        String address = url.get() == null ? "" : url.get();
        polls.clear();
        charted = null;
        live.set(null);
        attached.set(true);
        failing.set(false);
        status.set(text.get("attach.finding", address));
        Thread finder = BackgroundWork.thread(() -> {
            try {
                SparkRestClient client = SparkRestClient.forUrl(address, TIMEOUT);
                RestApplication app = client.application(null);
                ApplicationPoller started = ApplicationPoller.start(client, app, INTERVAL, new ApplicationPoller.Listener() {
                    @Override
                    public void polled(AttachSnapshot snapshot) {
                        onUi(id, () -> show(snapshot));
                    }

                    @Override
                    public void failed(AttachException problem) {
                        onUi(id, () -> fail(problem));
                    }
                });
                uiThread.execute(() -> {
                    if (attachments.holds(id)) {
                        poller = started;
                    } else {
                        started.close();
                    }
                });
            } catch (AttachException e) {
                onUi(id, () -> {
                    fail(e);
                    attached.set(false);
                    attachments.finish(id);
                });
            }
        }, "attach " + address);
        finder.start();
    }

    /** Stops polling; what the last poll showed stays. */
    public void detach() {
        attachments.cancel();
        if (poller != null) {
            poller.close();
            poller = null;
        }
        attached.set(false);
    }

    private void onUi(JobSlot.Ticket id, Runnable action) {
        uiThread.execute(() -> {
            if (attachments.holds(id)) {
                action.run();
            }
        });
    }

    private void fail(AttachException problem) {
        failing.set(true);
        status.set(problem.message(text.locale()));
    }

    private void show(AttachSnapshot s) {
        failing.set(false);
        status.set(text.get("attach.polled", String.valueOf(s.application().name()), s.application().id(), s.apiRoot(),
                s.polledAt().truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString()));
        polls.add(s);
        List<ReplayMomentViewModel.Row> rows = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (RestExecutor e : s.executors()) {
            ids.add(e.id());
            RestExecutor.MemoryMetrics m = e.memoryMetrics();
            String storage = m == null ? text.get("attach.storage", text.bytes(e.memoryUsed()), text.bytes(e.maxMemory()))
                    : text.get("attach.storage", text.bytes(m.usedOnHeapStorageMemory() + m.usedOffHeapStorageMemory()),
                            text.bytes(m.totalOnHeapStorageMemory() + m.totalOffHeapStorageMemory()));
            rows.add(new ReplayMomentViewModel.Row(text.get("attach.executor", e.id(), e.totalCores(), e.activeTasks(),
                    e.failedTasks()), storage + "\n" + peaks(e.peakMemoryMetrics()),
                    e.isActive() ? "replay-slot-running" : "replay-slot-idle", text.get("tip.attach.executor", e.hostPort())));
        }
        executorIds = List.copyOf(ids);
        executors.set(List.copyOf(rows));
        if (charted == null && !ids.isEmpty()) {
            charted = ids.get(0);
        }
        live.set(charted == null ? null : polls.chart(charted, text).orElse(null));
        List<ReplayMomentViewModel.Row> cached = new ArrayList<>();
        for (RestRdd r : s.rdds()) {
            cached.add(new ReplayMomentViewModel.Row(text.get("attach.rdd", r.id(), String.valueOf(r.name())),
                    text.get("attach.rdd.detail", r.numCachedPartitions(), r.numPartitions(), text.bytes(r.memoryUsed()),
                            text.bytes(r.diskUsed())), "replay-block-memory", String.valueOf(r.storageLevel())));
        }
        rdds.set(List.copyOf(cached));
    }

    private String peaks(Map<String, Long> peaks) {
        if (peaks.isEmpty()) {
            return text.get("attach.noPeaks");
        }
        List<String> parts = new ArrayList<>();
        for (String key : PEAKS) {
            Long v = peaks.get(key);
            if (v != null && v > 0) {
                parts.add(key + " " + text.bytes(v));
            }
        }
        return text.get("attach.peaks", String.join(", ", parts));
    }
}
