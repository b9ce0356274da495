package sparkmemlab.sparkconf;

/**
 * Spark's {@code org.apache.spark.network.util.ByteUnit}: the binary units of its byte strings, and the
 * conversion between them that Spark makes (truncating down, refusing to overflow up).
 */
public enum ByteUnit {
    BYTE(1),
    KiB(1L << 10),
    MiB(1L << 20),
    GiB(1L << 30),
    TiB(1L << 40),
    PiB(1L << 50);

    private final long multiplier;

    ByteUnit(long multiplier) {
        this.multiplier = multiplier;
    }

    public long bytes() {
        return multiplier;
    }

    /** {@code d} of unit {@code u} in this unit ({@code ByteUnit.convertFrom}). */
    long convertFrom(long d, ByteUnit u) {
        return u.convertTo(d, this);
    }

    /** {@code d} of this unit in unit {@code u} ({@code ByteUnit.convertTo}): whole units, rounded toward zero. */
    long convertTo(long d, ByteUnit u) {
        if (multiplier > u.multiplier) {
            long ratio = multiplier / u.multiplier;
            if (Long.MAX_VALUE / ratio < d) {
                throw new IllegalArgumentException(SparkWords.conversionOverflow(d, name()));
            }
            return d * ratio;
        }
        return d / (u.multiplier / multiplier);
    }
}
