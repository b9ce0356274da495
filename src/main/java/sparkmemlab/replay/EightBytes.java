package sparkmemlab.replay;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Eight bytes of a line read as one long, to look for a byte in all eight at once: {@link #equalTo} marks
 * the high bit of each byte equal to the given one, exactly for the lowest such byte (a borrow can mark
 * bytes above it, never below), so the lowest mark is the first match.
 */
final class EightBytes {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    static final long LOW_BITS = 0x0101010101010101L;
    static final long HIGH_BITS = 0x8080808080808080L;

    private EightBytes() {
    }

    /** The bytes {@code b[i, i + 8)}, the first in the lowest bits. */
    static long at(byte[] b, int i) {
        return (long) LONGS.get(b, i);
    }

    /** Each byte of {@code spread} is the byte to look for (e.g. 0x0A0A...). */
    static long equalTo(long x, long spread) {
        long y = x ^ spread;
        return (y - LOW_BITS) & ~y & HIGH_BITS;
    }

    /** The index (0-7) of the lowest marked byte of a non-zero mark. */
    static int first(long marks) {
        return Long.numberOfTrailingZeros(marks) >>> 3;
    }
}
