package sparkmemlab.replay;

/** Something a user of a replay should know about the log: what it cannot hold, what was off, what was skipped. */
public record ReplayNotice(Kind kind, Text text) {
    public enum Kind {
        /** Spark never writes it to an event log (per-acquire detail, pool sizes over time). */
        NEVER_IN_A_LOG,
        /** A setting was off when the log was written, so these events are missing. */
        OFF_WHEN_WRITTEN,
        /** The log was still being written, or stops early. */
        INCOMPLETE_LOG,
        /** Events that are in the log but not read, by name. */
        EVENTS_NOT_READ
    }
}
