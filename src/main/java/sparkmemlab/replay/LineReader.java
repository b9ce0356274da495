package sparkmemlab.replay;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.concurrent.CancellationException;
import sparkmemlab.io.CountingInputStream;

/**
 * The lines of an event log's files, one after the other, as bytes in a buffer of bounded size:
 * decompressed with each file's codec, split at '\n' (a '\r' before it is dropped, as Scala's
 * {@code getLines} does for Spark). A line longer than {@link ReplayOptions#maxLineBytes()} is not
 * kept: only its first bytes are, so that the reader can say what it was and refuse or skip it.
 * Progress is counted in bytes of the files (compressed), and cancellation is looked at between lines.
 */
final class LineReader implements AutoCloseable {
    /** How much of an over-long line is kept, to name its event. */
    static final int HEAD_BYTES = 512;
    private static final int INITIAL_BUFFER = 1 << 20;
    private static final long PROGRESS_STEP = 1 << 20;
    /** At most this much decoded per read: a few lines, so a damaged or cut-off block costs little before it. */
    private static final int DECODED_READ = 8 * 1024;

    private final EventLogSource source;
    private final ReplayOptions options;
    private final long totalBytes;

    private int fileIndex = -1;
    private EventLogFile file;
    /** The bytes read of the file, under the codec: the progress a user sees. */
    private CountingInputStream counted;
    private InputStream in;
    private long bytesOfEarlierFiles;
    private long lastProgress = -PROGRESS_STEP;

    private byte[] buf = new byte[INITIAL_BUFFER];
    private int start;
    private int limit;
    private int scanFrom;
    // Just after the last '\n' read into the buffer (0: none since the buffer's start): lines before it are whole.
    private int complete;
    private boolean eof;

    // The current line.
    private int lineFrom;
    private int lineTo;
    private long lineNumber;
    private boolean terminated;
    private boolean open;
    private long tooLongBytes;
    private final byte[] head = new byte[HEAD_BYTES];
    private int headLength;
    private boolean cutOffTail;

    LineReader(EventLogSource source, ReplayOptions options) {
        this.source = source;
        this.options = options;
        this.totalBytes = source.totalBytes();
    }

    /** Moves to the next line of the log; false after the last line of the last file. */
    boolean next() throws EventLogException {
        if (options.cancelled().getAsBoolean()) {
            throw new CancellationException();
        }
        while (true) {
            if (in == null && !openNextFile()) {
                reportProgress(true);
                return false;
            }
            if (readLine(true)) {
                reportProgress(false);
                return true;
            }
            closeFile();
        }
    }

    EventLogFile file() {
        return file;
    }

    /** The current line's number in its file, from 1. */
    long lineNumber() {
        return lineNumber;
    }

    byte[] buffer() {
        return buf;
    }

    int lineFrom() {
        return lineFrom;
    }

    /** Where the current line ends; for an {@link #open()} line, a bound: it ends at the first '\n' before it. */
    int lineTo() {
        return lineTo;
    }

    /**
     * Whether the current line was handed out before its end was searched for: the buffer holds it whole
     * (a '\n' comes before {@link #lineTo()}) and it is not too long. A reader then finds its end by reading it
     * and says where ({@link #endsAt}), or has it searched for ({@link #findEnd}).
     */
    boolean open() {
        return open;
    }

    /** The open line ends at the '\n' at {@code newline}. */
    void endsAt(int newline) {
        if (!open || newline < lineFrom || newline >= lineTo || buf[newline] != '\n') {
            throw new IllegalStateException("not the end of the open line: " + newline);
        }
        open = false;
        lineTo = newline > lineFrom && buf[newline - 1] == '\r' ? newline - 1 : newline;
        start = scanFrom = newline + 1;
    }

    /** The open line's end, searched for, as for any line: its bounds, length and whether it ends are then known. */
    void findEnd() throws EventLogException {
        if (!open) {
            throw new IllegalStateException("no open line");
        }
        open = false;
        lineNumber--;
        readLine(false);
    }

    /** Whether the current line ended with '\n' (the last line of a file being written may not). */
    boolean terminated() {
        return terminated;
    }

    /** The length of the current line when it was too long to keep (then only {@link #head()} is kept), else 0. */
    long tooLongBytes() {
        return tooLongBytes;
    }

    byte[] head() {
        return Arrays.copyOf(head, headLength);
    }

    /**
     * Whether the current (last) file of a log still being written ended inside a compressed block:
     * those bytes could not be decoded, as Spark's replay also gives up on them.
     */
    boolean cutOffTail() {
        return cutOffTail;
    }

    /** Whether the current file is the last one and the log was still being written. */
    boolean inProgressTail() {
        return source.inProgress() && fileIndex == source.files().size() - 1;
    }

    private boolean openNextFile() throws EventLogException {
        if (fileIndex + 1 >= source.files().size()) {
            return false;
        }
        if (file != null) {
            bytesOfEarlierFiles += file.size();
        }
        fileIndex++;
        file = source.files().get(fileIndex);
        lineNumber = 0;
        start = limit = scanFrom = complete = 0;
        eof = false;
        cutOffTail = false;
        String name = file.path().toString();
        if (file.size() == 0) {
            throw new EventLogException(name, new Text("files.empty"), null);
        }
        try {
            counted = new CountingInputStream(Files.newInputStream(file.path()));
            BufferedInputStream raw = new BufferedInputStream(counted, 1 << 16);
            raw.mark(16);
            byte[] first = new byte[16];
            int n = raw.readNBytes(first, 0, first.length);
            raw.reset();
            if (!file.codec().startsLike(first, n)) {
                throw new EventLogException(name, new Text(file.codec() == EventLogCodec.NONE ? "codec.notPlain" : "codec.notThisCodec",
                        file.codec().shortName().orElse(""), EventLogCodec.describe(first, n)), null);
            }
            in = file.codec().open(raw, inProgressTail());
            return true;
        } catch (IOException | RuntimeException | LinkageError e) {
            closeQuietly();
            throw new EventLogException(name, new Text("codec.cannotOpen", file.codec().shortName().orElse("none"),
                    String.valueOf(e.getMessage())), e);
        }
    }

    /**
     * Reads the next line of the current file into [lineFrom, lineTo), {@link #open()} if {@code mayOpen} and
     * it can be; false at the end of the file.
     */
    private boolean readLine(boolean mayOpen) throws EventLogException {
        tooLongBytes = 0;
        headLength = 0;
        if (mayOpen && start < complete && complete - start <= options.maxLineBytes()) {
            // Whole in the buffer and within the limit, so no need to search for its end before reading it.
            lineNumber++;
            terminated = true;
            open = true;
            lineFrom = start;
            lineTo = complete;
            return true;
        }
        long dropped = 0;
        while (true) {
            int newline = indexOfNewline(scanFrom, limit);
            if (newline >= 0) {
                finishLine(newline, true, dropped);
                start = newline + 1;
                scanFrom = start;
                return true;
            }
            scanFrom = limit;
            if (eof) {
                if (start == limit && dropped == 0) {
                    return false;
                }
                finishLine(limit, false, dropped);
                start = scanFrom = limit;
                return true;
            }
            long length = dropped + (limit - start);
            if (length > options.maxLineBytes()) {
                // Too long to keep: remember its head, drop the rest as it comes.
                if (dropped == 0) {
                    headLength = Math.min(HEAD_BYTES, limit - start);
                    System.arraycopy(buf, start, head, 0, headLength);
                }
                dropped += limit - start;
                start = limit = scanFrom = complete = 0;
            }
            fill();
        }
    }

    private void finishLine(int at, boolean withNewline, long dropped) {
        lineNumber++;
        terminated = withNewline;
        if (dropped == 0 && at - start > options.maxLineBytes()) {
            // Over the limit although it fitted in the buffer: treated alike, so the limit means one thing.
            headLength = Math.min(HEAD_BYTES, at - start);
            System.arraycopy(buf, start, head, 0, headLength);
            tooLongBytes = at - start;
            lineFrom = lineTo = at;
            return;
        }
        if (dropped > 0) {
            tooLongBytes = dropped + (at - start);
            lineFrom = lineTo = at;
            return;
        }
        lineFrom = start;
        lineTo = at > start && buf[at - 1] == '\r' ? at - 1 : at;
    }

    private static final long NEWLINES = 0x0A0A0A0A0A0A0A0AL;

    /** The first '\n' in {@code b[from, to)}, or -1; eight bytes at a time. */
    private static int indexOfNewlineIn(byte[] b, int from, int to) {
        int i = from;
        for (; i + 8 <= to; i += 8) {
            long found = EightBytes.equalTo(EightBytes.at(b, i), NEWLINES);
            if (found != 0) {
                return i + EightBytes.first(found);
            }
        }
        for (; i < to; i++) {
            if (b[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    /** Just after the last '\n' in {@code buf[from, to)}, or {@code otherwise} when it has none. */
    private int afterLastNewline(int from, int to, int otherwise) {
        for (int i = to - 1; i >= from; i--) {
            if (buf[i] == '\n') {
                return i + 1;
            }
        }
        return otherwise;
    }

    private int indexOfNewline(int from, int to) {
        return indexOfNewlineIn(buf, from, to);
    }

    /** Reads more bytes after {@code limit}, moving the current line to the front or growing the buffer first. */
    private void fill() throws EventLogException {
        if (start > 0) {
            System.arraycopy(buf, start, buf, 0, limit - start);
            limit -= start;
            scanFrom -= start;
            complete = Math.max(0, complete - start);
            start = 0;
        }
        if (limit == buf.length) {
            long grown = Math.min((long) buf.length * 2, Math.max(options.maxLineBytes() + 1L, INITIAL_BUFFER));
            buf = Arrays.copyOf(buf, (int) Math.min(grown, Integer.MAX_VALUE - 16));
        }
        try {
            // A decoder drops what one read call decoded when a later block in it is damaged or cut off:
            // short reads keep the lines before it.
            int ask = file.codec() == EventLogCodec.NONE ? buf.length - limit : Math.min(buf.length - limit, DECODED_READ);
            int n = in.read(buf, limit, ask);
            if (n < 0) {
                eof = true;
            } else {
                limit += n;
                complete = afterLastNewline(limit - n, limit, complete);
            }
        } catch (EOFException e) {
            if (!inProgressTail()) {
                throw undecodable(e);
            }
            // A log still being written ends inside a compressed block; Spark stops there too.
            eof = true;
            cutOffTail = true;
        } catch (IOException | RuntimeException e) {
            if (inProgressTail() && counted.count() >= file.size()) {
                eof = true;
                cutOffTail = true;
                return;
            }
            throw undecodable(e);
        }
    }

    private EventLogException undecodable(Exception e) {
        return new EventLogException(file.path().toString(), lineNumber + 1, null, 0,
                new Text("codec.corrupt", file.codec().shortName().orElse("none"), String.valueOf(e.getMessage())), e);
    }

    private void reportProgress(boolean done) {
        long read = bytesOfEarlierFiles + (counted == null ? 0 : counted.count());
        if (done) {
            read = totalBytes;
        } else if (read - lastProgress < PROGRESS_STEP) {
            return;
        }
        lastProgress = read;
        options.progress().progress(Math.min(read, totalBytes), totalBytes);
    }

    private void closeFile() throws EventLogException {
        try {
            in.close();
        } catch (IOException e) {
            throw new EventLogException(file.path().toString(), new Text("files.unreadable", String.valueOf(e.getMessage())), e);
        } finally {
            in = null;
        }
    }

    private void closeQuietly() {
        try {
            if (in != null) {
                in.close();
            } else if (counted != null) {
                counted.close();
            }
        } catch (IOException ignored) {
            // Already failing with a better message.
        }
        in = null;
    }

    @Override
    public void close() {
        closeQuietly();
    }
}
