package sparkmemlab.snapshot;

/**
 * When opening a replay snapshot reads its whole event log for the SHA-256: at once, or later, off the thread
 * that opens it (a window's: a log of a gigabyte takes seconds), through {@link LoadedReplay#checkLog()}. Its
 * size is checked at once either way, which refuses most other files without reading them.
 */
public enum LogCheck {
    NOW,
    LATER
}
