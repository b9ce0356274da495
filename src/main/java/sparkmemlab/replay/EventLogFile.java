package sparkmemlab.replay;

import java.nio.file.Path;

/**
 * One file of an event log: a single-file log, or one {@code events_N_...} file of a rolling log
 * ({@code index} N; 0 for a single file).
 */
public record EventLogFile(Path path, EventLogCodec codec, long size, long index, boolean compacted) {
}
