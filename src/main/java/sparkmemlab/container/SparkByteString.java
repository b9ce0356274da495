package sparkmemlab.container;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Spark's byte strings as a {@code bytesConf} setting reads them ({@code ConfigHelpers.byteFromString},
 * then {@code JavaUtils.byteStringAs}): a leading minus, a whole number, an optional binary suffix (b,
 * k, m, g, t, p, with or without a trailing b), case and spaces ignored; a bare number is in the
 * setting's own unit, and the result is in that unit, truncated.
 */
public final class SparkByteString {
    private static final Pattern WHOLE = Pattern.compile("([0-9]+)([a-z]+)?");
    private static final Pattern FRACTION = Pattern.compile("([0-9]+\\.[0-9]+)([a-z]+)?");
    private static final Map<String, ByteUnit> SUFFIXES = Map.ofEntries(
            Map.entry("b", ByteUnit.BYTE),
            Map.entry("k", ByteUnit.KiB), Map.entry("kb", ByteUnit.KiB),
            Map.entry("m", ByteUnit.MiB), Map.entry("mb", ByteUnit.MiB),
            Map.entry("g", ByteUnit.GiB), Map.entry("gb", ByteUnit.GiB),
            Map.entry("t", ByteUnit.TiB), Map.entry("tb", ByteUnit.TiB),
            Map.entry("p", ByteUnit.PiB), Map.entry("pb", ByteUnit.PiB));
    /** Spark's words, the first line of every refusal. */
    static final String BYTE_ERROR = "Size must be specified as bytes (b), kibibytes (k), mebibytes (m), gibibytes (g), "
            + "tebibytes (t), or pebibytes(p). E.g. 50b, 100k, or 250m.";

    private SparkByteString() {
    }

    /**
     * {@code byteFromString(text, unit)}.
     *
     * @throws NumberFormatException with Spark's message, for text that is not a byte string
     * @throws IllegalArgumentException with Spark's message, for a value too large for a long in {@code unit}
     */
    public static long parse(String text, ByteUnit unit) {
        if (!text.isEmpty() && text.charAt(0) == '-') {
            return -byteStringAs(text.substring(1), unit);
        }
        return byteStringAs(text, unit);
    }

    /** {@code JavaUtils.byteStringAs(text, unit)}: as {@link #parse}, without the leading minus. */
    public static long byteStringAs(String text, ByteUnit unit) {
        String lower = text.toLowerCase(Locale.ROOT).trim();
        try {
            Matcher m = WHOLE.matcher(lower);
            if (m.matches()) {
                long value = Long.parseLong(m.group(1));
                String suffix = m.group(2);
                if (suffix != null && !SUFFIXES.containsKey(suffix)) {
                    throw new NumberFormatException("Invalid suffix: \"" + suffix + "\"");
                }
                return unit.convertFrom(value, suffix == null ? unit : SUFFIXES.get(suffix));
            }
            Matcher fraction = FRACTION.matcher(lower);
            if (fraction.matches()) {
                throw new NumberFormatException("Fractional values are not supported. Input was: " + fraction.group(1));
            }
            throw new NumberFormatException("Failed to parse byte string: " + text);
        } catch (NumberFormatException e) {
            throw new NumberFormatException(BYTE_ERROR + "\n" + e.getMessage());
        }
    }
}
