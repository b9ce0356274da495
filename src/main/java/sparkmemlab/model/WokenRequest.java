package sparkmemlab.model;

import java.util.Objects;
import java.util.Optional;

/**
 * A parked request that completed during a step, with what its own call returned: the bytes it was
 * granted (a page's bytes, for {@code allocatePage}; what its ask got, for {@code maybeSpill}), or,
 * for a page that still could not be had, Spark's {@code SparkOutOfMemoryError}.
 *
 * @param outcome {@link OpResult.Bytes} or {@link OpResult.Error}
 */
public record WokenRequest(long task, OpResult outcome) {

    public WokenRequest {
        Objects.requireNonNull(outcome);
        if (!(outcome instanceof OpResult.Bytes || outcome instanceof OpResult.Error)) {
            throw new IllegalArgumentException("a woken request returns bytes or an error, not " + outcome);
        }
    }

    /** A request that was granted {@code granted} bytes. */
    public WokenRequest(long task, long granted) {
        this(task, new OpResult.Bytes(granted));
    }

    /** The bytes granted; 0 if the call ended in an error. */
    public long granted() {
        return outcome instanceof OpResult.Bytes b ? b.bytes() : 0;
    }

    /** Spark's error message, if the call ended in one. */
    public Optional<String> failure() {
        return outcome instanceof OpResult.Error e ? Optional.of(e.message()) : Optional.empty();
    }
}
