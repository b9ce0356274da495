package sparkmemlab.scenario;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Spark's time syntax for a {@code timeConf} in milliseconds ({@code JavaUtils.timeStringAs(str, MILLISECONDS)}):
 * a whole number with an optional suffix (us, ms, s, m, min, h, d); a bare number is milliseconds.
 */
public final class SparkTime {

    private static final Pattern TIME = Pattern.compile("(-?[0-9]+)([a-z]+)?");
    private static final Map<String, TimeUnit> SUFFIXES = Map.of("us", TimeUnit.MICROSECONDS, "ms", TimeUnit.MILLISECONDS,
            "s", TimeUnit.SECONDS, "m", TimeUnit.MINUTES, "min", TimeUnit.MINUTES, "h", TimeUnit.HOURS, "d", TimeUnit.DAYS);

    private SparkTime() {
    }

    /**
     * The milliseconds {@code text} means, as Spark reads it.
     *
     * @throws NumberFormatException if Spark would not read it
     */
    public static long millis(String text) {
        Matcher m = TIME.matcher(text.toLowerCase(Locale.ROOT).trim());
        if (!m.matches()) {
            throw new NumberFormatException(text);
        }
        TimeUnit unit = m.group(2) == null ? TimeUnit.MILLISECONDS : SUFFIXES.get(m.group(2));
        if (unit == null) {
            throw new NumberFormatException(text);
        }
        return TimeUnit.MILLISECONDS.convert(Long.parseLong(m.group(1)), unit);
    }
}
