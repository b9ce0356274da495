package sparkmemlab.model;

/**
 * Spark 2.4's switch to its legacy memory manager and the keys that manager reads. With
 * {@code useLegacyMode} false (Spark's default) none of the fractions has any effect.
 *
 * @param useLegacyMode {@code spark.memory.useLegacyMode}: run on {@link StaticMemoryManager}
 * @param storageMemoryFraction {@code spark.storage.memoryFraction}
 * @param storageSafetyFraction {@code spark.storage.safetyFraction}
 * @param shuffleMemoryFraction {@code spark.shuffle.memoryFraction}
 * @param shuffleSafetyFraction {@code spark.shuffle.safetyFraction}
 * @param unrollFraction {@code spark.storage.unrollFraction}
 */
public record LegacyMemoryConfig(
        boolean useLegacyMode,
        double storageMemoryFraction,
        double storageSafetyFraction,
        double shuffleMemoryFraction,
        double shuffleSafetyFraction,
        double unrollFraction) {

    public static final String USE_LEGACY_MODE = "spark.memory.useLegacyMode";
    public static final String STORAGE_MEMORY_FRACTION = "spark.storage.memoryFraction";
    public static final String STORAGE_SAFETY_FRACTION = "spark.storage.safetyFraction";
    public static final String SHUFFLE_MEMORY_FRACTION = "spark.shuffle.memoryFraction";
    public static final String SHUFFLE_SAFETY_FRACTION = "spark.shuffle.safetyFraction";
    public static final String UNROLL_FRACTION = "spark.storage.unrollFraction";

    /** Spark 2.4's defaults, legacy mode off: what every scenario without these keys has. */
    public static final LegacyMemoryConfig UNIFIED = new LegacyMemoryConfig(false, 0.6, 0.9, 0.2, 0.8, 0.2);

    /** These fractions with legacy mode on or off. */
    public LegacyMemoryConfig withLegacyMode(boolean on) {
        return new LegacyMemoryConfig(on, storageMemoryFraction, storageSafetyFraction, shuffleMemoryFraction,
                shuffleSafetyFraction, unrollFraction);
    }
}
