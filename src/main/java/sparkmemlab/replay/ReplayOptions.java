package sparkmemlab.replay;

import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * How a log is read: the longest line kept in memory (a longer one is refused, or skipped when it is
 * an event we do not read), who hears of the progress, and what asks to stop.
 */
public record ReplayOptions(long maxLineBytes, Progress progress, BooleanSupplier cancelled) {
    /** 64 MiB: far above Spark's usual lines (a TaskEnd is a few KiB), below what hurts a 1 GiB heap. */
    public static final long DEFAULT_MAX_LINE_BYTES = 64L << 20;

    /** Told the bytes of the files read so far (compressed, as on disk) out of their total, at most every MiB. */
    @FunctionalInterface
    public interface Progress {
        Progress NONE = (read, total) -> { };

        void progress(long bytesRead, long totalBytes);
    }

    public ReplayOptions {
        if (maxLineBytes < LineReader.HEAD_BYTES || maxLineBytes > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("maxLineBytes: " + maxLineBytes);
        }
        Objects.requireNonNull(progress, "progress");
        Objects.requireNonNull(cancelled, "cancelled");
    }

    public static ReplayOptions defaults() {
        return new ReplayOptions(DEFAULT_MAX_LINE_BYTES, Progress.NONE, () -> false);
    }

    public ReplayOptions withProgress(Progress listener) {
        return new ReplayOptions(maxLineBytes, listener, cancelled);
    }

    public ReplayOptions withCancellation(BooleanSupplier stop) {
        return new ReplayOptions(maxLineBytes, progress, stop);
    }

    public ReplayOptions withMaxLineBytes(long bytes) {
        return new ReplayOptions(bytes, progress, cancelled);
    }
}
