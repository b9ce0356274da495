package sparkmemlab.model.config;

import java.math.BigInteger;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * How HotSpot reads a memory size on its command line ({@code -Xmx}, {@code -Xss}, {@code -XX:MaxDirectMemorySize=},
 * ...): {@code Arguments::atojulong}. The text starts with a digit; it is a decimal number, or a hexadecimal one
 * after {@code 0x}/{@code 0X} ({@code strtoull}); at most one character may follow, one of k, m, g, t in either
 * case; the bytes must fit in 64 unsigned bits. Each option then checks its own range (the heap is more than 0;
 * a stack size is at most 1 GiB): that is the caller's. The one reader of these sizes in the app.
 */
public final class HotSpotSize {
    private static final BigInteger MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    private HotSpotSize() {
    }

    /** The bytes {@code text} means to HotSpot (0 to 2<sup>64</sup> − 1), or empty if HotSpot refuses it. */
    public static Optional<BigInteger> parse(String text) {
        if (text.isEmpty() || !isDigit(text.charAt(0))) {
            return Optional.empty();
        }
        boolean hex = text.length() > 1 && text.charAt(0) == '0' && (text.charAt(1) == 'x' || text.charAt(1) == 'X');
        int radix = hex ? 16 : 10;
        int start = hex ? 2 : 0;
        int end = start;
        while (end < text.length() && Character.digit(text.charAt(end), radix) >= 0) {
            end++;
        }
        // strtoull reads "0x" with no hex digit after it as the number 0 followed by "x..."
        BigInteger number = end == start ? BigInteger.ZERO : new BigInteger(text.substring(start, end), radix);
        String rest = end == start ? text.substring(1) : text.substring(end);
        if (number.compareTo(MAX) > 0 || rest.length() > 1) {
            return Optional.empty();
        }
        int shift = rest.isEmpty() ? 0 : switch (Character.toLowerCase(rest.charAt(0))) {
            case 'k' -> 10;
            case 'm' -> 20;
            case 'g' -> 30;
            case 't' -> 40;
            default -> -1;
        };
        if (shift < 0) {
            return Optional.empty();
        }
        BigInteger bytes = number.shiftLeft(shift);
        return bytes.compareTo(MAX) > 0 ? Optional.empty() : Optional.of(bytes);
    }

    /** The size as a {@code long}, or empty if HotSpot refuses it or it is 2<sup>63</sup> bytes or more. */
    public static OptionalLong parseLong(String text) {
        return parse(text).filter(b -> b.bitLength() < 64).map(b -> OptionalLong.of(b.longValueExact()))
                .orElse(OptionalLong.empty());
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
