package sparkmemlab.ui.picture;

import java.util.ArrayList;
import java.util.List;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.StepResult;
import sparkmemlab.text.ContainerNarrator;
import sparkmemlab.text.EventNarrator;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.text.OperationText;

/**
 * A line of the event log: a step's heading, or one of its events in plain words with its Spark method.
 * Whether it is the current step's is not part of it ({@link #current(int)}): the log marks the lines of the
 * step shown from the position, so a step adds its own lines and never replaces the previous step's.
 */
public record LogEntry(int step, boolean heading, String text, String method) {

    /** Whether this line belongs to the step shown at {@code position}. */
    public boolean current(int position) {
        return step == position;
    }

    /** The log for steps 1 to {@code position}, the current (latest) step first. */
    public static List<LogEntry> of(List<StepResult> steps, int position, EventNarrator narrator, OperationText ops,
            UiText text) {
        List<LogEntry> entries = new ArrayList<>();
        for (int i = Math.min(position, steps.size()) - 1; i >= 0; i--) {
            StepResult step = steps.get(i);
            entries.add(new LogEntry(step.step(), true,
                    text.get("log.step", step.step(), ops.describe(step.operation()), ops.result(step)), ""));
            for (MemoryEvent event : step.events()) {
                entries.add(new LogEntry(step.step(), false, narrator.narrate(event), narrator.where(event)));
            }
            for (ContainerNarrator.Line line : narrator.narrate(step.containerEvents())) {
                entries.add(new LogEntry(step.step(), false, line.text(), line.method()));
            }
        }
        return entries;
    }
}
