package sparkmemlab.snapshot;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;
import sparkmemlab.replay.EventLogException;
import sparkmemlab.replay.EventLogFile;
import sparkmemlab.replay.EventLogSource;

/**
 * Which event log a replay snapshot was taken of: its path as it was opened, and its size and SHA-256, so that
 * a different file at that path (or beside the snapshot) is refused rather than shown as if it were the same.
 * A rolling log ({@code eventlog_v2_…}) counts as the files Spark's reader reads, in that order: its size is
 * theirs together and its SHA-256 that of their bytes one after the other; a single file's is the file's own
 * ({@code sha256sum} gives the same).
 *
 * @param path the log's path as it was opened (a file, or a rolling log's folder); a relative one is taken from the
 *     snapshot's folder
 * @param bytes the log's size on disk
 * @param sha256 64 lower-case hexadecimal digits
 */
public record LogFingerprint(String path, long bytes, String sha256) {
    static final Pattern SHA256 = Pattern.compile("[0-9a-f]{64}");

    public LogFingerprint {
        Objects.requireNonNull(path);
        if (path.isEmpty() || bytes < 0 || !SHA256.matcher(sha256).matches()) {
            throw new IllegalArgumentException("not a log's fingerprint: " + path + ", " + bytes + ", " + sha256);
        }
    }

    /** The log at {@code log} as it is on disk now, named by its absolute path; reads all of it. */
    public static LogFingerprint of(Path log) throws IOException {
        List<Path> files = files(log);
        MessageDigest digest = newDigest();
        long bytes = 0;
        byte[] buffer = new byte[1 << 16];
        for (Path file : files) {
            try (InputStream in = Files.newInputStream(file)) {
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                    digest.update(buffer, 0, n);
                    bytes += n;
                }
            }
        }
        return new LogFingerprint(log.toAbsolutePath().toString(), bytes, HexFormat.of().formatHex(digest.digest()));
    }

    /** The log's size on disk now, without reading it: enough to refuse most other files at once. */
    static long size(Path log) throws IOException {
        long bytes = 0;
        for (Path file : files(log)) {
            bytes += Files.size(file);
        }
        return bytes;
    }

    private static List<Path> files(Path log) throws IOException {
        try {
            return EventLogSource.resolve(log).files().stream().map(EventLogFile::path).toList();
        } catch (EventLogException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    private static MessageDigest newDigest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
