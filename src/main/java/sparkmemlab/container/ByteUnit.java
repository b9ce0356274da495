package sparkmemlab.container;

/** Spark's {@code org.apache.spark.network.util.ByteUnit}: binary units, converted the way Spark converts. */
public enum ByteUnit {
    BYTE(1L),
    KiB(1L << 10),
    MiB(1L << 20),
    GiB(1L << 30),
    TiB(1L << 40),
    PiB(1L << 50);

    private final long multiplier;

    ByteUnit(long multiplier) {
        this.multiplier = multiplier;
    }

    /**
     * {@code convertFrom}: {@code d} of unit {@code u} in this unit; down to a smaller unit it refuses
     * an overflow, up to a larger one it truncates (1500k as MiB is 1).
     */
    public long convertFrom(long d, ByteUnit u) {
        if (u.multiplier > multiplier) {
            long ratio = u.multiplier / multiplier;
            if (Long.MAX_VALUE / ratio < d) {
                throw new IllegalArgumentException("Conversion of " + d + " exceeds Long.MAX_VALUE in " + u.name()
                        + ". Try a larger unit (e.g. MiB instead of KiB)");
            }
            return d * ratio;
        }
        return d / (multiplier / u.multiplier);
    }
}
