package sparkmemlab.ui.vm;

import java.util.ArrayList;
import java.util.List;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.StepResult;
import sparkmemlab.text.EventNarrator;
import sparkmemlab.ui.UiText;

/** A line of the event log: a step's heading, or one of its events in plain words with its Spark method. */
public record LogEntry(int step, boolean heading, String text, String method, boolean current) {

    /** The log for steps 1 to {@code position}, the current (latest) step first, its lines marked. */
    public static List<LogEntry> of(List<StepResult> steps, int position, EventNarrator narrator, OperationText ops,
            UiText text) {
        List<LogEntry> entries = new ArrayList<>();
        for (int i = Math.min(position, steps.size()) - 1; i >= 0; i--) {
            StepResult step = steps.get(i);
            boolean current = step.step() == position;
            entries.add(new LogEntry(step.step(), true,
                    text.get("log.step", step.step(), ops.describe(step.operation()), ops.result(step)), "", current));
            for (MemoryEvent event : step.events()) {
                entries.add(new LogEntry(step.step(), false, narrator.narrate(event), narrator.where(event), current));
            }
        }
        return entries;
    }
}
