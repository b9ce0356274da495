package sparkmemlab.diagnose;

import java.util.Locale;

/** Spark's {@code Utils.bytesToString(Long)}: how Spark writes a size in its messages ("1024.0 MiB"). */
final class SparkUnits {
    private static final long[] SIZES = {1L << 60, 1L << 50, 1L << 40, 1L << 30, 1L << 20, 1L << 10, 1};
    private static final String[] SUFFIXES = {"EiB", "PiB", "TiB", "GiB", "MiB", "KiB", "B"};

    private SparkUnits() {
    }

    static String bytesToString(long size) {
        int i = 0;
        // The largest unit of which the size is at least two.
        while (i < SIZES.length - 1 && size < 2 * SIZES[i]) {
            i++;
        }
        return String.format(Locale.US, "%.1f %s", size / (double) SIZES[i], SUFFIXES[i]);
    }
}
