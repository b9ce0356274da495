package sparkmemlab.text;

import java.util.Locale;

/** Sizes for people: binary units with one decimal, as Spark's web UI shows them. */
public final class ByteFormat {
    private static final String[] UNITS = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};

    private ByteFormat() {
    }

    public static String format(long bytes, Locale locale) {
        if (bytes < 1024 && bytes > -1024) {
            return bytes + " B";
        }
        double value = bytes;
        int unit = 0;
        while (Math.abs(value) >= 1024 && unit < UNITS.length - 1) {
            value /= 1024;
            unit++;
        }
        // Group commas as in every size the lessons write: 1,023.5 MiB.
        return String.format(locale, "%,.1f %s", value, UNITS[unit]);
    }
}
