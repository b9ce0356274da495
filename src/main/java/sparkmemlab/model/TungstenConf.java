package sparkmemlab.model;

/**
 * The settings Spark's Tungsten consumers read from {@code SparkEnv.get().conf()}.
 *
 * @param initialBufferSize {@code spark.shuffle.sort.initialBufferSize}: the records a sorter's first
 *     pointer array holds (Spark's default 4096)
 * @param numElementsForceSpillThreshold {@code spark.shuffle.spill.numElementsForceSpillThreshold}: a
 *     sorter holding this many records spills before the next (Spark's default {@code Integer.MAX_VALUE})
 */
public record TungstenConf(int initialBufferSize, int numElementsForceSpillThreshold) {
    public static final String INITIAL_BUFFER_SIZE = "spark.shuffle.sort.initialBufferSize";
    public static final String NUM_ELEMENTS_FORCE_SPILL_THRESHOLD = "spark.shuffle.spill.numElementsForceSpillThreshold";

    /** Spark 3.5.3's defaults. */
    public static final TungstenConf DEFAULTS = new TungstenConf(4096, Integer.MAX_VALUE);

    public TungstenConf {
        if (initialBufferSize <= 0) {
            throw new IllegalArgumentException(INITIAL_BUFFER_SIZE + " must be greater than 0");
        }
    }

    public boolean isDefault() {
        return equals(DEFAULTS);
    }
}
