package sparkmemlab.io;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Counts the bytes read through it: the progress a reader shows of a file (as on disk, under any codec). A
 * subclass may look at the count as it grows ({@link #counted}), to tell it on or to stop the reading.
 */
public class CountingInputStream extends FilterInputStream {
    private long count;

    public CountingInputStream(InputStream in) {
        super(in);
    }

    /** Bytes read so far. */
    public final long count() {
        return count;
    }

    /** Told after every read that moved the count (by default nothing): the count is {@link #count()}. */
    protected void counted() throws IOException {
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            count++;
            counted();
        }
        return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n = super.read(b, off, len);
        if (n > 0) {
            count += n;
            counted();
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long skipped = super.skip(n);
        count += skipped;
        counted();
        return skipped;
    }
}
