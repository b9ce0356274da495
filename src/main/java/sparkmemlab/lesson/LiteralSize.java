package sparkmemlab.lesson;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A size written out in a lesson's text rather than filled in from a placeholder: {@code 569.4 MiB},
 * {@code 48 MiB}, {@code 4g}, {@code 104857600 bytes}. It stands for every size that shows as it when
 * rounded to the digits written, so {@code 569.4 MiB} is any size within 0.05 MiB of it.
 * {@code src/docs/lesson-format.md} ("Numbers in texts") has the rule {@code lesson check} applies.
 *
 * @param written the text as written, for messages
 * @param number the number written (group commas removed)
 * @param unit bytes per unit: {@code MiB} is 2^20; {@code MB} and Spark's {@code m} are taken as Spark takes them, binary
 */
public record LiteralSize(String written, BigDecimal number, long unit) {

    private static final Map<String, Long> UNITS = Map.ofEntries(
            Map.entry("B", 1L), Map.entry("byte", 1L), Map.entry("bytes", 1L), Map.entry("字节", 1L),
            Map.entry("KiB", 1L << 10), Map.entry("KB", 1L << 10), Map.entry("k", 1L << 10),
            Map.entry("MiB", 1L << 20), Map.entry("MB", 1L << 20), Map.entry("m", 1L << 20),
            Map.entry("GiB", 1L << 30), Map.entry("GB", 1L << 30), Map.entry("g", 1L << 30),
            Map.entry("TiB", 1L << 40), Map.entry("TB", 1L << 40), Map.entry("t", 1L << 40));

    /**
     * A number (with group commas or not, a decimal point or not) and a unit right after it, a space
     * between them or none; Spark's one-letter units ({@code 48m}, {@code 4g}) only with no space. The
     * number may not continue a word ({@code rdd_1_0}, {@code G1}; {@code -Xmx4g} is read) and the unit may not
     * run on into one.
     */
    private static final Pattern SIZE = Pattern.compile(
            "(?:(?<=-Xm[xs])|(?<![\\p{L}\\p{N}_.,]))((?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?)"
                    + "(?:\\s?(B|bytes?|KiB|KB|MiB|MB|GiB|GB|TiB|TB|字节)|([kmgt]))(?![A-Za-z0-9_])");

    /** The literal sizes of a text, in order; placeholders ({@code {...}}) are not read. */
    public static List<LiteralSize> find(String text) {
        Matcher m = SIZE.matcher(withoutPlaceholders(text));
        List<LiteralSize> found = new ArrayList<>();
        while (m.find()) {
            String unit = m.group(2) != null ? m.group(2) : m.group(3);
            found.add(new LiteralSize(m.group(), new BigDecimal(m.group(1).replace(",", "")), UNITS.get(unit)));
        }
        return found;
    }

    /**
     * Whether it is written in the one number style of every language: group commas from 1,000 up. Spark's own
     * setting syntax ({@code 2048m}, {@code -Xmx4096m}) is exempt, since Spark reads no commas there.
     */
    public boolean grouped() {
        boolean sparkUnit = written.matches(".*\\d[kmgt]");
        return sparkUnit || written.contains(",") || number.abs().compareTo(BigDecimal.valueOf(1000)) < 0;
    }

    /** Whether {@code bytes} shows as this size, rounded to the digits written. */
    public boolean matches(long bytes) {
        BigDecimal inUnits = BigDecimal.valueOf(bytes).divide(BigDecimal.valueOf(unit), 12, java.math.RoundingMode.HALF_EVEN);
        BigDecimal halfDigit = BigDecimal.ONE.movePointLeft(Math.max(0, number.scale())).divide(BigDecimal.valueOf(2));
        return inUnits.subtract(number).abs().compareTo(halfDigit) <= 0;
    }

    /** The text with each placeholder replaced by a mark no size can touch. */
    private static String withoutPlaceholders(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if ((c == '{' || c == '}') && i + 1 < text.length() && text.charAt(i + 1) == c) {
                out.append(c);
                i += 2;
            } else if (c == '{') {
                int end = text.indexOf('}', i);
                out.append('\u00a7');
                i = end < 0 ? text.length() : end + 1;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }
}
