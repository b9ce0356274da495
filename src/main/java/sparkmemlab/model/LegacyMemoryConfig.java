package sparkmemlab.model;

import sparkmemlab.model.config.LegacyConfig;

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

    public static final String USE_LEGACY_MODE = LegacyConfig.Keys.USE_LEGACY_MODE;
    public static final String STORAGE_MEMORY_FRACTION = LegacyConfig.Keys.STORAGE_MEMORY_FRACTION;
    public static final String STORAGE_SAFETY_FRACTION = LegacyConfig.Keys.STORAGE_SAFETY_FRACTION;
    public static final String SHUFFLE_MEMORY_FRACTION = LegacyConfig.Keys.SHUFFLE_MEMORY_FRACTION;
    public static final String SHUFFLE_SAFETY_FRACTION = LegacyConfig.Keys.SHUFFLE_SAFETY_FRACTION;
    public static final String UNROLL_FRACTION = LegacyConfig.Keys.UNROLL_FRACTION;

    /** Spark 2.4's defaults, legacy mode off: what every scenario without these keys has. */
    public static final LegacyMemoryConfig UNIFIED = new LegacyMemoryConfig(LegacyConfig.USE_LEGACY_MODE.defaultValue(),
            LegacyConfig.STORAGE_MEMORY_FRACTION.defaultValue(), LegacyConfig.STORAGE_SAFETY_FRACTION.defaultValue(),
            LegacyConfig.SHUFFLE_MEMORY_FRACTION.defaultValue(), LegacyConfig.SHUFFLE_SAFETY_FRACTION.defaultValue(),
            LegacyConfig.UNROLL_FRACTION.defaultValue());

    /** These fractions with legacy mode on or off. */
    public LegacyMemoryConfig withLegacyMode(boolean on) {
        return new LegacyMemoryConfig(on, storageMemoryFraction, storageSafetyFraction, shuffleMemoryFraction,
                shuffleSafetyFraction, unrollFraction);
    }
}
