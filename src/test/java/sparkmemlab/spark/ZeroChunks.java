package sparkmemlab.spark;

import java.nio.ByteBuffer;
import org.apache.spark.util.io.ChunkedByteBuffer;

/**
 * A {@link ChunkedByteBuffer} of any size that allocates nothing: its chunks are heap buffers that
 * all wrap one shared zero array, with limits adding up to the size. Heap buffers make Spark's
 * {@code dispose()} a no-op, so the shared array is never freed or written.
 */
public final class ZeroChunks {

    static final int CHUNK = 64 << 20;
    private static final byte[] ZEROS = new byte[CHUNK];

    private ZeroChunks() {
    }

    static ChunkedByteBuffer of(long size) {
        return new ChunkedByteBuffer(chunks(size));
    }

    /** The chunks of such a buffer, for a Spark version of its own (2.4.8's {@code ChunkedByteBuffer}). */
    public static ByteBuffer[] chunks(long size) {
        if (size < 0) {
            throw new IllegalArgumentException("negative size " + size);
        }
        long count = (size + CHUNK - 1) / CHUNK;
        if (count > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("block too large: " + size);
        }
        ByteBuffer[] chunks = new ByteBuffer[(int) count];
        long left = size;
        for (int i = 0; i < chunks.length; i++) {
            int n = (int) Math.min(CHUNK, left);
            chunks[i] = ByteBuffer.wrap(ZEROS, 0, n);
            left -= n;
        }
        return chunks;
    }
}
