package sparkmemlab.lesson;

import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a number answer as a person types it: {@code 569.4}, {@code 569}, {@code 1,500.5}, {@code 1 500},
 * {@code 569,4} (a decimal comma), full-width digits from a Chinese keyboard, and an optional unit
 * ({@code MiB} when none; {@code MB} and Spark's {@code m} are taken as MiB, as Spark takes them;
 * {@code 2.2 GiB}, {@code 512 KiB}, {@code 兆}).
 */
public final class NumberAnswer {

    private static final Map<String, Double> MIB_PER_UNIT = Map.ofEntries(
            Map.entry("", 1.0), Map.entry("b", 1.0 / (1 << 20)), Map.entry("bytes", 1.0 / (1 << 20)),
            Map.entry("字节", 1.0 / (1 << 20)),
            Map.entry("k", 1.0 / 1024), Map.entry("kb", 1.0 / 1024), Map.entry("kib", 1.0 / 1024),
            Map.entry("m", 1.0), Map.entry("mb", 1.0), Map.entry("mib", 1.0), Map.entry("兆", 1.0),
            Map.entry("g", 1024.0), Map.entry("gb", 1024.0), Map.entry("gib", 1024.0),
            Map.entry("t", 1024.0 * 1024), Map.entry("tb", 1024.0 * 1024), Map.entry("tib", 1024.0 * 1024));

    /** Digits with group commas, or with a decimal comma, or plain; then a unit or none. */
    private static final Pattern TYPED = Pattern.compile(
            "([0-9]{1,3}(?:,[0-9]{3})+(?:\\.[0-9]+)?|[0-9]+(?:[.,][0-9]+)?|\\.[0-9]+)\\s*([a-z字节兆]*)");

    private NumberAnswer() {
    }

    /** The answer in MiB, or empty when the text is not a size. */
    public static OptionalDouble readMiB(String typed) {
        if (typed == null) {
            return OptionalDouble.empty();
        }
        String t = fullWidthToAscii(typed).strip().toLowerCase(Locale.ROOT);
        // Spaces (and the thin or no-break spaces some keyboards give) between digit groups: "1 500".
        t = t.replaceAll("(?<=[0-9])[\\s\u00a0\u202f](?=[0-9]{3}(?![0-9]))", "");
        Matcher m = TYPED.matcher(t);
        if (!m.matches() || !MIB_PER_UNIT.containsKey(m.group(2))) {
            return OptionalDouble.empty();
        }
        String number = m.group(1);
        // A comma is a decimal comma unless it separates groups of three digits.
        number = number.matches("[0-9]{1,3}(,[0-9]{3})+(\\.[0-9]+)?") ? number.replace(",", "") : number.replace(',', '.');
        return OptionalDouble.of(Double.parseDouble(number) * MIB_PER_UNIT.get(m.group(2)));
    }

    /** Full-width digits, point and comma (a Chinese keyboard's) as their ASCII selves. */
    private static String fullWidthToAscii(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            out.append(c >= '\uff01' && c <= '\uff5e' ? (char) (c - 0xfee0) : c == '\u3000' ? ' ' : c);
        }
        return out.toString();
    }
}
