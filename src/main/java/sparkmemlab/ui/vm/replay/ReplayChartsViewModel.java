package sparkmemlab.ui.vm.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import sparkmemlab.container.ContainerConfig;
import sparkmemlab.container.ContainerConfigException;
import sparkmemlab.replay.ExecutorHistory;
import sparkmemlab.replay.ExecutorHistory.Failure;
import sparkmemlab.replay.ReplayedLog;
import sparkmemlab.ui.picture.MetricsPicture;
import sparkmemlab.ui.picture.MetricsPicture.Level;
import sparkmemlab.ui.picture.MetricsPicture.Line;
import sparkmemlab.ui.picture.MetricsPicture.Mark;
import sparkmemlab.ui.text.UiText;

/**
 * The executor's memory over the application's time, as two charts of Spark's own figures: its unified memory
 * (execution and storage, on and off the heap, below the block manager's "Maximum Onheap Memory") and its process
 * (JVM heap, the process tree's RSS, and the container's limit when the log's configuration sizes a container).
 * The stages are spans over both and the failures marks; the moment picked is the cursor. The charts are made
 * once for the executor shown; picking a moment only moves their cursor (a drag picks dozens a second).
 */
public final class ReplayChartsViewModel {
    /** The unified memory's figures, in the order drawn, each with its series' colour. */
    private static final List<String> UNIFIED = List.of("OnHeapExecutionMemory", "OnHeapStorageMemory",
            "OffHeapExecutionMemory", "OffHeapStorageMemory");
    private static final List<String> PROCESS = List.of("JVMHeapMemory", "JVMOffHeapMemory", "ProcessTreeJVMRSSMemory");

    private final ReplaySession session;
    private final ReadOnlyObjectWrapper<MetricsPicture> unified = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<MetricsPicture> process = new ReadOnlyObjectWrapper<>();

    public ReplayChartsViewModel(ReplaySession session) {
        this.session = session;
        session.historyProperty().addListener((o, a, b) -> update());
        session.momentProperty().addListener((o, a, b) -> moved());
        update();
    }

    public ReadOnlyObjectProperty<MetricsPicture> unifiedProperty() { return unified.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<MetricsPicture> processProperty() { return process.getReadOnlyProperty(); }

    /** A click on a chart: the moment, in milliseconds since the application's start. */
    public void pick(long sinceStart) {
        session.pick(sinceStart);
    }

    private void update() {
        ExecutorHistory h = session.historyProperty().get();
        UiText text = session.text();
        if (h == null) {
            unified.set(null);
            process.set(null);
            return;
        }
        List<Level> unifiedLevels = new ArrayList<>();
        h.executor().lastBlockManager().ifPresent(bm -> {
            if (bm.maxOnHeapMemory() != null) {
                unifiedLevels.add(new Level(text.get("replay.level.maxOnHeap", text.bytes(bm.maxOnHeapMemory())),
                        bm.maxOnHeapMemory(), "m-level-max"));
            }
            if (bm.maxOffHeapMemory() != null && bm.maxOffHeapMemory() > 0) {
                unifiedLevels.add(new Level(text.get("replay.level.maxOffHeap", text.bytes(bm.maxOffHeapMemory())),
                        bm.maxOffHeapMemory(), "m-level-max-off"));
            }
        });
        unified.set(chart(h, text.get("replay.chart.unified"), UNIFIED, unifiedLevels));
        List<Level> processLevels = new ArrayList<>();
        containerLimit(session.logProperty().get()).ifPresent(limit -> processLevels.add(
                new Level(text.get("replay.level.container", text.bytes(limit)), limit, "m-level-limit")));
        process.set(chart(h, text.get("replay.chart.process"), PROCESS, processLevels));
    }

    private void moved() {
        long cursor = session.momentProperty().get();
        String label = session.text().get("replay.at", seconds(cursor));
        if (unified.get() != null) {
            unified.set(unified.get().withCursor(cursor, label));
            process.set(process.get().withCursor(cursor, label));
        }
    }

    private MetricsPicture chart(ExecutorHistory h, String title, List<String> metrics, List<Level> levels) {
        UiText text = session.text();
        long start = session.start();
        long duration = session.duration();
        List<Line> lines = new ArrayList<>();
        for (int i = 0; i < metrics.size(); i++) {
            String metric = metrics.get(i);
            Optional<ExecutorHistory.Series> s = h.series(metric);
            // A figure that stayed 0 throughout (off-heap memory not enabled, RSS not measured) is left out.
            if (s.isPresent() && s.get().max() > 0) {
                lines.add(MetricsPicture.line(s.get(), start, duration, text.get("replay.series", metric), i,
                        text.get("tip.replay.series", metric, s.get().size(), text.bytes(s.get().max()))));
            }
        }
        List<Mark> marks = new ArrayList<>();
        for (Failure f : h.failures()) {
            String style = "m-mark-" + f.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
            String what = f.taskId() >= 0 ? text.get("replay.failure.task." + f.kind().name(), f.taskId(), String.valueOf(f.detail()))
                    : text.get("replay.failure." + f.kind().name(), String.valueOf(f.detail()));
            marks.add(new Mark(f.time() - start, style, what));
        }
        long cursor = session.momentProperty().get();
        long top = MetricsPicture.top(lines, levels);
        return new MetricsPicture(title, duration, top, text.bytes(top), seconds(0), seconds(duration), lines, levels,
                MetricsPicture.stages(session.logProperty().get().stages(), start, start + duration,
                        (n, first, last) -> text.get("replay.stages.grouped", n, first, last)),
                MetricsPicture.marks(marks, duration, (n, first, last) -> text.get("replay.failures.grouped", n, first, last)),
                cursor, text.get("replay.at", seconds(cursor)), text.get("replay.chart.noFigures"));
    }

    static String seconds(long millis) {
        return String.format(java.util.Locale.ROOT, "%.1f s", millis / 1000.0);
    }

    /**
     * The memory a YARN or Kubernetes container of this application's executors is held to: Spark's ask
     * (ResourceProfile) as the cluster manager grants it (YARN rounds it up to its minimum allocation), only for a
     * log whose spark.master runs executors in containers.
     */
    static Optional<Long> containerLimit(ReplayedLog log) {
        Map<String, String> conf = log.sparkProperties();
        if (conf.get(ContainerConfig.MASTER) == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(ContainerConfig.from(conf).grantedBytes());
        } catch (ContainerConfigException | IllegalArgumentException e) {
            return Optional.empty(); // local or standalone: no container
        }
    }
}
