package sparkmemlab.container;

import java.util.Locale;

/**
 * Hadoop 3.3's {@code StringUtils.TraditionalBinaryPrefix.long2String(n, "", 1)}, as the NodeManager
 * writes memory in a container's diagnostics: the largest binary prefix not above the number, a
 * whole number when it divides exactly, else one decimal ("1.4 G", "2 G").
 */
final class HadoopUnits {
    private static final char[] SYMBOLS = {'K', 'M', 'G', 'T', 'P', 'E'};

    private HadoopUnits() {
    }

    static String long2String(long n) {
        if (n == Long.MIN_VALUE) {
            return "-8 E";
        }
        StringBuilder b = new StringBuilder();
        if (n < 0) {
            b.append('-');
            n = -n;
        }
        if (n < 1024) {
            return b.append(n).toString();
        }
        int i = 0;
        while (i < SYMBOLS.length && n >= 1L << 10 * (i + 1)) {
            i++;
        }
        int prefix = i - 1;
        int shift = 10 * (prefix + 1);
        if ((n & (1L << shift) - 1) == 0) {
            b.append(n >> shift);
        } else {
            String s = String.format(Locale.ENGLISH, "%.1f", n / (double) (1L << shift));
            if (s.startsWith("1024")) {
                prefix++;
                shift += 10;
                s = String.format(Locale.ENGLISH, "%.1f", n / (double) (1L << shift));
            }
            b.append(s);
        }
        return b.append(' ').append(SYMBOLS[prefix]).toString();
    }
}
