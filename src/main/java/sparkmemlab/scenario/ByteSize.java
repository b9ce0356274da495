package sparkmemlab.scenario;

import sparkmemlab.i18n.Messages;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Spark's byte-string syntax ({@code JavaUtils.byteStringAs}): a whole number with an optional
 * binary suffix, b k m g t p (or kb mb gb tb pb), case and surrounding space ignored; a bare number
 * takes the key's default unit.
 */
public final class ByteSize {

    private static final Pattern WHOLE = Pattern.compile("([0-9]+)([a-z]+)?");
    private static final Pattern FRACTION = Pattern.compile("([0-9]+\\.[0-9]+)([a-z]+)?");
    private static final Map<String, Long> SUFFIXES = Map.ofEntries(
            Map.entry("b", 1L),
            Map.entry("k", 1L << 10), Map.entry("kb", 1L << 10),
            Map.entry("m", 1L << 20), Map.entry("mb", 1L << 20),
            Map.entry("g", 1L << 30), Map.entry("gb", 1L << 30),
            Map.entry("t", 1L << 40), Map.entry("tb", 1L << 40),
            Map.entry("p", 1L << 50), Map.entry("pb", 1L << 50));

    public static final long BYTE = 1;
    public static final long MIB = 1L << 20;

    private ByteSize() {
    }

    /**
     * Parses {@code text} to bytes; {@code defaultUnit} is the bytes in one unit of a bare number.
     *
     * @throws IllegalArgumentException saying what Spark expects
     */
    public static long parse(String text, long defaultUnit) {
        String lower = text.toLowerCase(Locale.ROOT).trim();
        Matcher m = WHOLE.matcher(lower);
        if (m.matches()) {
            String suffix = m.group(2);
            Long unit = suffix == null ? Long.valueOf(defaultUnit) : SUFFIXES.get(suffix);
            if (unit == null) {
                throw new IllegalArgumentException(Messages.get("size.suffix", suffix, Messages.get("size.expected")));
            }
            try {
                return Math.multiplyExact(Long.parseLong(m.group(1)), unit);
            } catch (ArithmeticException | NumberFormatException e) {
                throw new IllegalArgumentException(Messages.get("size.tooLarge", text));
            }
        }
        if (FRACTION.matcher(lower).matches()) {
            throw new IllegalArgumentException(Messages.get("size.fraction", text, Messages.get("size.expected")));
        }
        throw new IllegalArgumentException(Messages.get("size.notSize", text, Messages.get("size.expected")));
    }
}
