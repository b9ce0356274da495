package sparkmemlab.model;

/** A consumer that spilled during a step, and the bytes it freed. */
public record Spill(long task, String consumer, long bytes) {
}
