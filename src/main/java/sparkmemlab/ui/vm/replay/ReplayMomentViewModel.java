package sparkmemlab.ui.vm.replay;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.replay.ExecutorHistory;
import sparkmemlab.replay.TaskEndRecord;
import sparkmemlab.ui.text.UiText;

/**
 * The executor at the moment picked: its task slots (one per core, each with the task that ran in it then, and
 * what its TaskEnd later recorded: its peak execution memory and spills) and the blocks it held then.
 */
public final class ReplayMomentViewModel {
    /** A row of a list: its words, its detail, and a style class for its state. */
    public record Row(String title, String detail, String styleClass, String tooltip) {
    }

    private final ReplaySession session;
    private final ReadOnlyObjectWrapper<List<Row>> slots = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyObjectWrapper<List<Row>> blocks = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyStringWrapper slotsTitle = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper blocksTitle = new ReadOnlyStringWrapper("");

    public ReplayMomentViewModel(ReplaySession session) {
        this.session = session;
        session.historyProperty().addListener((o, a, b) -> update());
        session.momentProperty().addListener((o, a, b) -> update());
        update();
    }

    public ReadOnlyObjectProperty<List<Row>> slotsProperty() { return slots.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<List<Row>> blocksProperty() { return blocks.getReadOnlyProperty(); }
    public ReadOnlyStringProperty slotsTitleProperty() { return slotsTitle.getReadOnlyProperty(); }
    public ReadOnlyStringProperty blocksTitleProperty() { return blocksTitle.getReadOnlyProperty(); }

    private void update() {
        ExecutorHistory h = session.historyProperty().get();
        UiText text = session.text();
        if (h == null) {
            slots.set(List.of());
            blocks.set(List.of());
            slotsTitle.set(text.get("replay.slots.none"));
            blocksTitle.set(text.get("replay.blocks.none"));
            return;
        }
        long at = session.start() + session.momentProperty().get();
        String when = ReplayChartsViewModel.seconds(session.momentProperty().get());
        List<ExecutorHistory.Task> running = h.tasksAt(at);
        Integer cores = h.executor().totalCores();
        List<Row> rows = new ArrayList<>();
        for (ExecutorHistory.Task t : running) {
            rows.add(taskRow(t, at, text));
        }
        for (int i = running.size(); cores != null && i < cores; i++) {
            rows.add(new Row(text.get("replay.slot.free"), "", "replay-slot-idle", text.get("tip.replay.slot.free")));
        }
        slots.set(List.copyOf(rows));
        slotsTitle.set(cores == null ? text.get("replay.slots.noCores", running.size(), when)
                : text.get("replay.slots.title", running.size(), cores, when));
        List<Row> held = new ArrayList<>();
        long inMemory = 0;
        for (ExecutorHistory.Block b : h.blocksAt(at)) {
            inMemory += b.memorySize();
            String where = b.memorySize() > 0 ? text.get(b.offHeap() ? "replay.block.offHeap" : "replay.block.onHeap",
                    text.bytes(b.memorySize())) : "";
            String disk = b.diskSize() > 0 ? text.get("replay.block.disk", text.bytes(b.diskSize())) : "";
            held.add(new Row(b.blockId(), String.join("  ", where, disk).trim(),
                    b.memorySize() > 0 ? "replay-block-memory" : "replay-block-disk",
                    text.get("tip.replay.block", b.blockId(), text.exact(b.memorySize()), text.exact(b.diskSize()))));
        }
        blocks.set(List.copyOf(held));
        blocksTitle.set(h.executor().blockUpdates().isEmpty() ? text.get("replay.blocks.noUpdates")
                : text.get("replay.blocks.title", held.size(), text.bytes(inMemory), when));
    }

    private static Row taskRow(ExecutorHistory.Task t, long at, UiText text) {
        var start = t.start();
        String title = text.get("replay.slot.task", start.taskId(), start.stageId(), start.stageAttemptId(), start.index());
        TaskEndRecord end = t.end();
        String ran = ReplayChartsViewModel.seconds(at - t.startTime());
        if (end == null) {
            return new Row(title, text.get("replay.slot.noEnd", ran), "replay-slot-running", text.get("tip.replay.slot.noEnd"));
        }
        String peak = end.metrics() == null || end.metrics().peakExecutionMemory() == null ? text.get("replay.slot.noPeak")
                : text.bytes(end.metrics().peakExecutionMemory());
        long spilled = end.metrics() == null ? 0 : end.metrics().memoryBytesSpilled();
        String detail = text.get("replay.slot.detail", ran, peak)
                + (spilled > 0 ? "  " + text.get("replay.slot.spilled", text.bytes(spilled)) : "");
        String style = end.reason().isOutOfMemory() ? "replay-slot-oom" : end.reason().isExecutorLost() ? "replay-slot-lost"
                : end.reason().countsAsFailed() ? "replay-slot-failed" : spilled > 0 ? "replay-slot-spilling" : "replay-slot-running";
        return new Row(title, detail, style, text.get("tip.replay.slot", end.reason().reason()));
    }
}
