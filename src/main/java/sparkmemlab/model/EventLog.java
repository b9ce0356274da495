package sparkmemlab.model;

import java.util.ArrayList;
import java.util.List;

/** The events of the step under way. Recording can be switched off when only the states matter. */
final class EventLog {
    private final ArrayList<MemoryEvent> events = new ArrayList<>();
    private boolean recording = true;

    void add(MemoryEvent event) {
        if (recording) {
            events.add(event);
        }
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
        return out;
    }
}
