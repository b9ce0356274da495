package sparkmemlab.snapshot;

import java.util.Objects;

/**
 * A replayed event log's moment: which log (named as it was opened, with its size and SHA-256, so that another
 * file is refused), which executor of it, and which time on its timeline. The log is not copied: opening the
 * snapshot reads it again.
 *
 * @param executor the executor's id, as the log names it ({@code "driver"}, {@code "1"})
 * @param atMs the moment shown, in milliseconds since the application's start (the log's first time)
 */
public record ReplayMoment(LogFingerprint log, String executor, long atMs, ViewState view) implements SnapshotMoment {

    public ReplayMoment {
        Objects.requireNonNull(log);
        Objects.requireNonNull(view);
        if (executor == null || executor.isEmpty()) {
            throw new IllegalArgumentException("a replay moment names its executor");
        }
        if (atMs < 0) {
            throw new IllegalArgumentException("the moment is counted from the application's start: " + atMs);
        }
    }
}
