package sparkmemlab.lesson;

/**
 * Spark 3.5.3's defaults for settings that lessons quote but the model does not run (what a reduce task
 * keeps in flight, what a container adds beside the heap). {@code SparkDefaultsTest} reads each one from
 * Spark's own config entries, so a lesson's number is Spark's.
 */
final class SparkDefaults {

    /** {@code spark.reducer.maxSizeInFlight}: 48m. */
    static final long REDUCER_MAX_SIZE_IN_FLIGHT_MIB = 48;

    /** {@code spark.shuffle.spill.initialMemoryThreshold}: 5 MiB, a spillable collection's first threshold. */
    static final long SPILL_INITIAL_MEMORY_THRESHOLD = 5L << 20;

    /** {@code spark.executor.memoryOverheadFactor}: 0.10 (JVM jobs). */
    static final double MEMORY_OVERHEAD_FACTOR = 0.10;

    /** {@code ResourceProfile.MEMORY_OVERHEAD_MIN_MIB}: the least overhead a container gets. */
    static final long MEMORY_OVERHEAD_MIN_MIB = 384;

    private SparkDefaults() {
    }

    /**
     * {@code spark.executor.memoryOverhead} when it is not set: what {@code ResourceProfile.calculateOverHeadMemory}
     * gives, the factor times the executor's memory (truncated to whole MiB), at least 384 MiB.
     */
    static long memoryOverheadMiB(long executorMemoryMiB) {
        return Math.max((int) (MEMORY_OVERHEAD_FACTOR * executorMemoryMiB), MEMORY_OVERHEAD_MIN_MIB);
    }
}
