package sparkmemlab.model.config;

/**
 * The keys and defaults of Spark 3.5.3 the executor's memory model reads, named as in Spark's
 * {@code org.apache.spark.internal.config} package object ({@code package.scala}), with the constant of
 * {@code UnifiedMemoryManager}'s companion. {@code SparkConfigTest} reads each default from the real entries.
 */
public final class SparkConfig {
    private SparkConfig() {
    }

    /** The keys alone, as constants a {@code switch} can name. */
    public static final class Keys {
        private Keys() {
        }

        public static final String EXECUTOR_MEMORY = "spark.executor.memory";
        public static final String EXECUTOR_CORES = "spark.executor.cores";
        public static final String MEMORY_FRACTION = "spark.memory.fraction";
        public static final String MEMORY_STORAGE_FRACTION = "spark.memory.storageFraction";
        public static final String MEMORY_OFFHEAP_ENABLED = "spark.memory.offHeap.enabled";
        public static final String MEMORY_OFFHEAP_SIZE = "spark.memory.offHeap.size";
        public static final String BUFFER_PAGESIZE = "spark.buffer.pageSize";
        public static final String TEST_RESERVED_MEMORY = "spark.testing.reservedMemory";
    }

    private static final long MIB = 1024L * 1024;

    /** {@code spark.executor.memory}: the executor's heap ({@code -Xmx}), 1g unless set. */
    public static final ConfigEntry<Long> EXECUTOR_MEMORY = new ConfigEntry<>(Keys.EXECUTOR_MEMORY, 1024 * MIB);

    /** {@code spark.executor.cores}: the task slots of one executor. */
    public static final ConfigEntry<Integer> EXECUTOR_CORES = new ConfigEntry<>(Keys.EXECUTOR_CORES, 1);

    /** {@code spark.memory.fraction}: the share of (heap − reserved) the unified region gets. */
    public static final ConfigEntry<Double> MEMORY_FRACTION = new ConfigEntry<>(Keys.MEMORY_FRACTION, 0.6);

    /** {@code spark.memory.storageFraction}: the share of the region storage keeps from eviction. */
    public static final ConfigEntry<Double> MEMORY_STORAGE_FRACTION =
            new ConfigEntry<>(Keys.MEMORY_STORAGE_FRACTION, 0.5);

    /** {@code spark.memory.offHeap.enabled}. */
    public static final ConfigEntry<Boolean> MEMORY_OFFHEAP_ENABLED =
            new ConfigEntry<>(Keys.MEMORY_OFFHEAP_ENABLED, false);

    /** {@code spark.memory.offHeap.size}, in bytes. */
    public static final ConfigEntry<Long> MEMORY_OFFHEAP_SIZE = new ConfigEntry<>(Keys.MEMORY_OFFHEAP_SIZE, 0L);

    /** {@code spark.buffer.pageSize}: unset, {@code TaskMemoryManager}'s page size is worked out from the memory and cores. */
    public static final OptionalConfigEntry BUFFER_PAGESIZE = new OptionalConfigEntry(Keys.BUFFER_PAGESIZE);

    /**
     * {@code UnifiedMemoryManager.RESERVED_SYSTEM_MEMORY_BYTES}: the heap kept from the region, 300 MiB; what
     * {@code spark.testing.reservedMemory} is when unset (0 when {@code spark.testing} is set).
     */
    public static final long RESERVED_SYSTEM_MEMORY_BYTES = 300 * MIB;

    /** {@code spark.testing.reservedMemory} ({@code Tests.TEST_RESERVED_MEMORY}), the reserved memory in bytes. */
    public static final ConfigEntry<Long> TEST_RESERVED_MEMORY =
            new ConfigEntry<>(Keys.TEST_RESERVED_MEMORY, RESERVED_SYSTEM_MEMORY_BYTES);
}
