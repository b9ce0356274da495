package sparkmemlab.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The events of the step under way. Recording can be switched off when only the states matter; the events
 * are still counted (and an out-of-memory error noted), for a step's {@link StepOutline}.
 */
final class EventLog {
    private final ArrayList<MemoryEvent> events = new ArrayList<>();
    private boolean recording = true;
    private int counted;
    private boolean outOfMemory;

    void add(MemoryEvent event) {
        counted++;
        outOfMemory |= StepOutline.isOutOfMemory(event);
        if (recording) {
            events.add(event);
        }
    }

    /** The events added since the last drain or outline, counted whether recorded or not. */
    int counted() {
        return counted;
    }

    boolean outOfMemory() {
        return outOfMemory;
    }

    boolean recording() {
        return recording;
    }

    void setRecording(boolean recording) {
        this.recording = recording;
    }

    List<MemoryEvent> drain() {
        List<MemoryEvent> out = List.copyOf(events);
        events.clear();
        resetCount();
        return out;
    }

    /** Starts counting the next step's events. */
    void resetCount() {
        counted = 0;
        outOfMemory = false;
    }
}
