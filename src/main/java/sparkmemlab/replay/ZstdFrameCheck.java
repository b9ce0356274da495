package sparkmemlab.replay;

import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Follows the zstd frame format (RFC 8878: frame headers, block headers, checksums, skippable frames) in
 * the compressed bytes on their way to the decoder, only to tell at the end whether the file stops
 * between frames. zstd-jni's stream does not always notice a file cut inside a frame (the part of a
 * frame already in its buffer is dropped as if the file ended cleanly), so a cut-off log would lose its
 * last lines without a word.
 */
final class ZstdFrameCheck extends FilterInputStream {
    private enum State { MAGIC, SKIPPABLE_SIZE, SKIP, DESCRIPTOR, HEADER_REST, BLOCK_HEADER, BLOCK_CONTENT, CHECKSUM }

    private State state = State.MAGIC;
    private final byte[] field = new byte[8];
    private int fieldLength;
    private int need = 4;
    private long skip;
    private boolean checksum;
    private boolean lastBlock;

    ZstdFrameCheck(InputStream in) {
        super(in);
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n = in.read(b, off, len);
        if (n < 0) {
            if (state != State.MAGIC || fieldLength > 0) {
                throw new EOFException("the zstd data ends inside a frame");
            }
            return n;
        }
        for (int i = off; i < off + n; ) {
            i = consume(b, i, off + n);
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        // The decoder never skips its input; refusing keeps the walk exact.
        throw new IOException("skip is not supported");
    }

    /** Takes bytes from {@code b[i, end)} for the current state; returns where it stopped. */
    private int consume(byte[] b, int i, int end) throws IOException {
        if (state == State.SKIP || state == State.BLOCK_CONTENT) {
            long take = Math.min(skip, end - i);
            skip -= take;
            i += (int) take;
            if (skip == 0) {
                next();
            }
            return i;
        }
        while (i < end && fieldLength < need) {
            field[fieldLength++] = b[i++];
        }
        if (fieldLength == need) {
            fieldDone();
        }
        return i;
    }

    private void fieldDone() throws IOException {
        fieldLength = 0;
        switch (state) {
            case MAGIC -> {
                long magic = littleEndian(4);
                if (magic == 0xFD2FB528L) {
                    expect(State.DESCRIPTOR, 1);
                } else if ((magic & 0xFFFFFFF0L) == 0x184D2A50L) {
                    expect(State.SKIPPABLE_SIZE, 4);
                } else {
                    throw new IOException("not a zstd frame (magic 0x" + Long.toHexString(magic) + ")");
                }
            }
            case SKIPPABLE_SIZE -> {
                skip = littleEndian(4);
                if (skip == 0) {
                    expect(State.MAGIC, 4);
                } else {
                    state = State.SKIP;
                }
            }
            case DESCRIPTOR -> {
                int d = field[0] & 0xFF;
                int contentSizeFlag = d >>> 6;
                boolean singleSegment = (d & 0x20) != 0;
                checksum = (d & 0x04) != 0;
                int dictionary = new int[] {0, 1, 2, 4}[d & 0x03];
                int contentSize = new int[] {singleSegment ? 1 : 0, 2, 4, 8}[contentSizeFlag];
                int rest = (singleSegment ? 0 : 1) + dictionary + contentSize;
                if (rest == 0) {
                    expect(State.BLOCK_HEADER, 3);
                } else {
                    expect(State.HEADER_REST, rest);
                }
            }
            case HEADER_REST -> expect(State.BLOCK_HEADER, 3);
            case BLOCK_HEADER -> {
                long header = littleEndian(3);
                lastBlock = (header & 1) != 0;
                int type = (int) (header >>> 1) & 3;
                long size = header >>> 3;
                if (type == 3) {
                    throw new IOException("a reserved zstd block type");
                }
                skip = type == 1 ? 1 : size;
                if (skip == 0) {
                    next();
                } else {
                    state = State.BLOCK_CONTENT;
                }
            }
            case CHECKSUM -> expect(State.MAGIC, 4);
            default -> throw new IllegalStateException(state.name());
        }
    }

    /** After a skipped stretch: the next frame, the next block, or the frame's checksum. */
    private void next() {
        if (state == State.SKIP) {
            expect(State.MAGIC, 4);
        } else if (!lastBlock) {
            expect(State.BLOCK_HEADER, 3);
        } else if (checksum) {
            expect(State.CHECKSUM, 4);
        } else {
            expect(State.MAGIC, 4);
        }
    }

    private void expect(State next, int bytes) {
        state = next;
        need = bytes;
        fieldLength = 0;
    }

    private long littleEndian(int bytes) {
        long v = 0;
        for (int i = bytes - 1; i >= 0; i--) {
            v = (v << 8) | (field[i] & 0xFF);
        }
        return v;
    }
}
