package sparkmemlab.sparkconf;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Spark's byte strings, read as Spark 3.5.3 reads them: {@code JavaUtils.byteStringAs} (a whole number with
 * an optional suffix b, k, kb, m, mb, g, gb, t, tb, p, pb, any case, space around ignored; a bare number is
 * in the key's own unit) and, for configuration entries, {@code ConfigHelpers.byteFromString}, which first
 * takes off a leading minus sign. A value Spark cannot read throws with Spark's own message.
 */
public final class SparkBytes {
    private static final Pattern WHOLE = Pattern.compile("([0-9]+)([a-z]+)?");
    private static final Pattern FRACTION = Pattern.compile("([0-9]+\\.[0-9]+)([a-z]+)?");
    private static final Map<String, ByteUnit> SUFFIXES = Map.ofEntries(
            Map.entry("b", ByteUnit.BYTE),
            Map.entry("k", ByteUnit.KiB), Map.entry("kb", ByteUnit.KiB),
            Map.entry("m", ByteUnit.MiB), Map.entry("mb", ByteUnit.MiB),
            Map.entry("g", ByteUnit.GiB), Map.entry("gb", ByteUnit.GiB),
            Map.entry("t", ByteUnit.TiB), Map.entry("tb", ByteUnit.TiB),
            Map.entry("p", ByteUnit.PiB), Map.entry("pb", ByteUnit.PiB));

    private SparkBytes() {
    }

    /**
     * {@code JavaUtils.byteStringAs(text, unit)}: the size in whole {@code unit}s.
     *
     * @throws NumberFormatException with Spark's message for text that is not a byte string
     * @throws IllegalArgumentException with Spark's message for a size beyond a long in {@code unit}
     */
    public static long byteStringAs(String text, ByteUnit unit) {
        String lower = text.toLowerCase(Locale.ROOT).trim();
        try {
            Matcher whole = WHOLE.matcher(lower);
            if (whole.matches()) {
                long value = Long.parseLong(whole.group(1));
                String suffix = whole.group(2);
                if (suffix != null && !SUFFIXES.containsKey(suffix)) {
                    throw new NumberFormatException(SparkWords.invalidSuffix(suffix));
                }
                return unit.convertFrom(value, suffix == null ? unit : SUFFIXES.get(suffix));
            }
            Matcher fraction = FRACTION.matcher(lower);
            if (fraction.matches()) {
                throw new NumberFormatException(SparkWords.fractional(fraction.group(1)));
            }
            throw new NumberFormatException(SparkWords.notAByteString(text));
        } catch (NumberFormatException e) {
            throw new NumberFormatException(SparkWords.byteStringError(e.getMessage()));
        }
    }

    /** {@code ConfigHelpers.byteFromString}: as {@link #byteStringAs}, with a leading '-' read as a negative size. */
    public static long byteFromString(String text, ByteUnit unit) {
        if (!text.isEmpty() && text.charAt(0) == '-') {
            return -byteStringAs(text.substring(1), unit);
        }
        return byteStringAs(text, unit);
    }

    /** The shortest byte string Spark reads back as exactly {@code bytes} ("4g", "1536m", "300k", "7b"). */
    public static String format(long bytes) {
        ByteUnit[] units = {ByteUnit.PiB, ByteUnit.TiB, ByteUnit.GiB, ByteUnit.MiB, ByteUnit.KiB};
        String[] suffixes = {"p", "t", "g", "m", "k"};
        for (int i = 0; i < units.length; i++) {
            if (bytes != 0 && bytes % units[i].bytes() == 0) {
                return bytes / units[i].bytes() + suffixes[i];
            }
        }
        return bytes + "b";
    }
}
