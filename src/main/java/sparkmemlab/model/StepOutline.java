package sparkmemlab.model;

import java.util.List;
import sparkmemlab.container.ContainerEvent;

/**
 * What a step did, in outline, without its state or its events: how many events it had (as many as
 * {@link StepResult#events()} would hold), whether a consumer spilled, whether Spark's
 * {@code SparkOutOfMemoryError} or the JVM's {@code OutOfMemoryError} was thrown, and its container's events
 * (none without a container). A long history keeps no result per step; this is what its log and its timeline
 * need to know of every step while it is loaded.
 */
public record StepOutline(int events, boolean spilled, boolean outOfMemory, List<ContainerEvent> containerEvents) {

    public StepOutline {
        containerEvents = List.copyOf(containerEvents);
    }

    /** The outline of a step whose full result is at hand. */
    public static StepOutline of(StepResult step) {
        boolean oom = false;
        for (MemoryEvent e : step.events()) {
            oom |= isOutOfMemory(e);
        }
        return new StepOutline(step.events().size(), !step.spills().isEmpty(), oom, step.containerEvents());
    }

    static boolean isOutOfMemory(MemoryEvent e) {
        return e instanceof MemoryEvent.SparkOutOfMemory || e instanceof MemoryEvent.JvmOutOfMemory;
    }
}
