package sparkmemlab.model.storage;

/**
 * The two facts about the JVM that Spark's {@code SizeEstimator} reads when it starts: whether it is
 * 64-bit and whether it compresses object pointers. From them come the size of a bare
 * {@code java.lang.Object} (8, 12 or 16 bytes) and of a reference (4 or 8).
 *
 * <p>The model's executors run on the usual server JVM: 64-bit with compressed oops (any heap under
 * 32 GiB), {@link #COMPRESSED_OOPS}.
 */
public record JvmLayout(boolean is64bit, boolean compressedOops) {

    public static final JvmLayout COMPRESSED_OOPS = new JvmLayout(true, true);

    /** Spark's {@code objectSize}: the header of an object with no fields. */
    public int objectSize() {
        if (!is64bit) {
            return 8;
        }
        return compressedOops ? 12 : 16;
    }

    /** Spark's {@code pointerSize}. */
    public int pointerSize() {
        return is64bit && !compressedOops ? 8 : 4;
    }
}
