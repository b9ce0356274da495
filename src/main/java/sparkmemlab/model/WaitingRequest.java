package sparkmemlab.model;

/** A parked execution request: the step's own {@code bytes}, as the trace's {@code waiting} shows it. */
public record WaitingRequest(long task, long bytes, MemoryMode mode) {
}
