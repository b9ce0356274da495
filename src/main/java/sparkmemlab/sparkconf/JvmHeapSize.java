package sparkmemlab.sparkconf;

import java.math.BigInteger;
import java.util.OptionalLong;

/**
 * The JVM's reading of {@code -Xmx<size>} (HotSpot's {@code parse_memory_size}): a decimal or 0x-hex whole
 * number, with at most one suffix k, m, g or t in either case, more than 0 and within 64 bits. Spark's
 * launcher writes the driver's memory after {@code -Xmx} as given, so in local mode, where the executor is
 * the driver, this is what sizes the executor's heap ({@code 4gb} or {@code 1.5g} stop the JVM).
 */
final class JvmHeapSize {
    private static final BigInteger MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    private JvmHeapSize() {
    }

    /**
     * The heap's bytes, or empty for a heap the JVM would read but that is beyond a long (8 EiB and more).
     *
     * @throws IllegalArgumentException with the JVM's words when it would not start
     */
    static OptionalLong parse(String size) {
        String digits = size;
        long unit = 1;
        if (!size.isEmpty()) {
            char last = Character.toLowerCase(size.charAt(size.length() - 1));
            int shift = switch (last) {
                case 'k' -> 10;
                case 'm' -> 20;
                case 'g' -> 30;
                case 't' -> 40;
                default -> 0;
            };
            if (shift > 0) {
                digits = size.substring(0, size.length() - 1);
                unit = 1L << shift;
            }
        }
        boolean hex = digits.length() > 2 && digits.charAt(0) == '0' && (digits.charAt(1) == 'x' || digits.charAt(1) == 'X');
        String number = hex ? digits.substring(2) : digits;
        if (number.isEmpty() || !(hex ? number.matches("[0-9a-fA-F]+") : number.matches("[0-9]+"))) {
            throw refused(size);
        }
        BigInteger bytes = new BigInteger(number, hex ? 16 : 10).multiply(BigInteger.valueOf(unit));
        if (bytes.signum() == 0 || bytes.compareTo(MAX) > 0) {
            throw refused(size);
        }
        return bytes.bitLength() > 63 ? OptionalLong.empty() : OptionalLong.of(bytes.longValueExact());
    }

    private static IllegalArgumentException refused(String size) {
        return new IllegalArgumentException(SparkWords.invalidMaximumHeap("-Xmx" + size));
    }
}
