package sparkmemlab.model;

/** A parked request that completed during a step, with what it was granted. */
public record WokenRequest(long task, long granted) {
}
