package sparkmemlab.model.config;

/**
 * The keys and defaults of Spark 2.4.8's legacy memory manager: {@code SparkEnv} reads
 * {@code spark.memory.useLegacyMode} and {@code StaticMemoryManager} the fractions, each with
 * {@code conf.getDouble(key, default)} in the class itself (2.4 has no config entries for them).
 * {@code LegacyConfigDefaultsTest} checks each default against a real 2.4.8 {@code StaticMemoryManager}.
 */
public final class LegacyConfig {
    private LegacyConfig() {
    }

    /** The keys alone, as constants a {@code switch} can name. */
    public static final class Keys {
        private Keys() {
        }

        public static final String USE_LEGACY_MODE = "spark.memory.useLegacyMode";
        public static final String STORAGE_MEMORY_FRACTION = "spark.storage.memoryFraction";
        public static final String STORAGE_SAFETY_FRACTION = "spark.storage.safetyFraction";
        public static final String SHUFFLE_MEMORY_FRACTION = "spark.shuffle.memoryFraction";
        public static final String SHUFFLE_SAFETY_FRACTION = "spark.shuffle.safetyFraction";
        public static final String UNROLL_FRACTION = "spark.storage.unrollFraction";
    }

    /** {@code spark.memory.useLegacyMode}: run on {@code StaticMemoryManager}; removed in Spark 3.0. */
    public static final ConfigEntry<Boolean> USE_LEGACY_MODE = new ConfigEntry<>(Keys.USE_LEGACY_MODE, false);

    /** {@code spark.storage.memoryFraction}: the storage pool's share of the heap. */
    public static final ConfigEntry<Double> STORAGE_MEMORY_FRACTION =
            new ConfigEntry<>(Keys.STORAGE_MEMORY_FRACTION, 0.6);

    /** {@code spark.storage.safetyFraction}: the part of the storage share that is the pool. */
    public static final ConfigEntry<Double> STORAGE_SAFETY_FRACTION =
            new ConfigEntry<>(Keys.STORAGE_SAFETY_FRACTION, 0.9);

    /** {@code spark.shuffle.memoryFraction}: the execution pool's share of the heap. */
    public static final ConfigEntry<Double> SHUFFLE_MEMORY_FRACTION =
            new ConfigEntry<>(Keys.SHUFFLE_MEMORY_FRACTION, 0.2);

    /** {@code spark.shuffle.safetyFraction}: the part of the execution share that is the pool. */
    public static final ConfigEntry<Double> SHUFFLE_SAFETY_FRACTION =
            new ConfigEntry<>(Keys.SHUFFLE_SAFETY_FRACTION, 0.8);

    /** {@code spark.storage.unrollFraction}: the storage pool's part that unrolling may not evict beyond. */
    public static final ConfigEntry<Double> UNROLL_FRACTION = new ConfigEntry<>(Keys.UNROLL_FRACTION, 0.2);
}
