package sparkmemlab.sparkconf;

import java.math.BigInteger;
import java.util.OptionalLong;
import sparkmemlab.model.config.HotSpotSize;

/**
 * The JVM's reading of {@code -Xmx<size>}: a size as HotSpot reads one ({@link HotSpotSize}), more than 0. Spark's
 * launcher writes the driver's memory after {@code -Xmx} as given, so in local mode, where the executor is
 * the driver, this is what sizes the executor's heap ({@code 4gb} or {@code 1.5g} stop the JVM).
 */
final class JvmHeapSize {
    private JvmHeapSize() {
    }

    /**
     * The heap's bytes, or empty for a heap the JVM would read but that is beyond a long (8 EiB and more).
     *
     * @throws IllegalArgumentException with the JVM's words when it would not start
     */
    static OptionalLong parse(String size) {
        BigInteger bytes = HotSpotSize.parse(size).filter(b -> b.signum() > 0).orElseThrow(() -> refused(size));
        return bytes.bitLength() > 63 ? OptionalLong.empty() : OptionalLong.of(bytes.longValueExact());
    }

    private static IllegalArgumentException refused(String size) {
        return new IllegalArgumentException(SparkWords.invalidMaximumHeap("-Xmx" + size));
    }
}
