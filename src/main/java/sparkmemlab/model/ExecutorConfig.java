package sparkmemlab.model;

import sparkmemlab.i18n.Messages;

import java.util.Optional;
import java.util.OptionalLong;
import sparkmemlab.container.ContainerConfig;
import sparkmemlab.model.config.SparkConfig;

/**
 * The settings the memory manager reads, already turned into numbers. The checks Spark's config
 * entries make on their own values ({@code checkValue}) are made here; the checks that need the
 * whole picture (heap against reserved memory) are made by {@link UnifiedMemoryManager#apply}, or,
 * in legacy mode, all of Spark 2.4's by {@link StaticMemoryManager#apply}, in Spark's order.
 *
 * @param systemMemory the heap the memory manager sees ({@code spark.testing.memory} in Spark)
 * @param reservedMemory {@code spark.testing.reservedMemory}, 300 MiB unless set
 * @param memoryFraction {@code spark.memory.fraction}
 * @param storageFraction {@code spark.memory.storageFraction}
 * @param offHeapEnabled {@code spark.memory.offHeap.enabled}
 * @param offHeapSize {@code spark.memory.offHeap.size}
 * @param cores {@code spark.executor.cores}
 * @param pageSize {@code spark.buffer.pageSize}, if set
 * @param legacy {@code spark.memory.useLegacyMode} and the keys of Spark 2.4's legacy manager
 * @param container the container the cluster manager runs the executor in, when {@code spark.master} is set
 * @param tungsten the settings Spark's Tungsten consumers read (the sorter's first array, its force-spill threshold)
 * @param sparkVersion the Spark the executor runs (the scenario's top-level {@code "sparkVersion"})
 * @param unmanagedMemoryPollingInterval {@code spark.memory.unmanagedMemoryPollingInterval} in milliseconds
 *     (Spark 4.1+; 0, the default, or less: off, and then unmanaged memory counts as 0)
 */
public record ExecutorConfig(
        long systemMemory,
        long reservedMemory,
        double memoryFraction,
        double storageFraction,
        boolean offHeapEnabled,
        long offHeapSize,
        int cores,
        OptionalLong pageSize,
        LegacyMemoryConfig legacy,
        Optional<ContainerConfig> container,
        sparkmemlab.model.TungstenConf tungsten,
        SparkVersion sparkVersion,
        long unmanagedMemoryPollingInterval) {

    public static final String EXECUTOR_MEMORY = SparkConfig.Keys.EXECUTOR_MEMORY;
    public static final String RESERVED_MEMORY = SparkConfig.Keys.TEST_RESERVED_MEMORY;
    public static final String MEMORY_FRACTION = SparkConfig.Keys.MEMORY_FRACTION;
    public static final String STORAGE_FRACTION = SparkConfig.Keys.MEMORY_STORAGE_FRACTION;
    public static final String OFF_HEAP_ENABLED = SparkConfig.Keys.MEMORY_OFFHEAP_ENABLED;
    public static final String OFF_HEAP_SIZE = SparkConfig.Keys.MEMORY_OFFHEAP_SIZE;
    public static final String EXECUTOR_CORES = SparkConfig.Keys.EXECUTOR_CORES;
    public static final String PAGE_SIZE = SparkConfig.Keys.BUFFER_PAGESIZE;
    /** Spark 4.1's (SPARK-53001): how often the unified manager polls its unmanaged memory consumers. */
    public static final String UNMANAGED_MEMORY_POLLING_INTERVAL = "spark.memory.unmanagedMemoryPollingInterval";

    /** Spark's RESERVED_SYSTEM_MEMORY_BYTES. */
    public static final long DEFAULT_RESERVED_MEMORY = SparkConfig.RESERVED_SYSTEM_MEMORY_BYTES;
    public static final long DEFAULT_SYSTEM_MEMORY = SparkConfig.EXECUTOR_MEMORY.defaultValue();

    public ExecutorConfig {
        if (systemMemory < 0) {
            throw new SparkConfigException(EXECUTOR_MEMORY, Messages.get("config.negativeMemory"));
        }
        if (reservedMemory < 0) {
            throw new SparkConfigException(RESERVED_MEMORY, Messages.get("config.negativeReserved"));
        }
        java.util.Objects.requireNonNull(legacy, "legacy");
        java.util.Objects.requireNonNull(container, "container");
        java.util.Objects.requireNonNull(tungsten, "tungsten");
        java.util.Objects.requireNonNull(sparkVersion, "sparkVersion");
        if (legacy.useLegacyMode() && sparkVersion != SparkVersion.SPARK_3_5_3) {
            throw new SparkConfigException(SparkVersion.FIELD, Messages.get("config.legacyVersion", sparkVersion.label()));
        }
        if (unmanagedMemoryPollingInterval != 0 && !sparkVersion.unmanaged().exists()) {
            throw new SparkConfigException(UNMANAGED_MEMORY_POLLING_INTERVAL,
                    Messages.get("config.unmanagedVersion", sparkVersion.label()));
        }
        // Spark does not check spark.memory.fraction at all (1.7 gives a region larger than the heap);
        // we refuse a fraction above 1. One of 0 or below gives a region of 0 or less, which leaves
        // execution nothing: Spark's UnifiedMemoryManager.apply refuses that, in its words (said here,
        // with the other keys' checks). Neither key is checked in legacy mode: Spark 2.4's static manager
        // ignores the first and splits off-heap memory with the second.
        if (!legacy.useLegacyMode() && !(memoryFraction <= 1.0)) {
            throw new SparkConfigException(MEMORY_FRACTION, Messages.get("config.fraction", memoryFraction));
        }
        if (!legacy.useLegacyMode() && memoryFraction <= 0.0) {
            throw new SparkConfigException(MEMORY_FRACTION, Messages.get("spark.noExecutionMemory"));
        }
        if (!legacy.useLegacyMode() && !(storageFraction >= 0.0 && storageFraction < 1.0)) {
            throw new SparkConfigException(STORAGE_FRACTION, sparkVersion.messages().storageFraction(storageFraction));
        }
        if (offHeapSize < 0) {
            throw new SparkConfigException(OFF_HEAP_SIZE, sparkVersion.messages().offHeapNegative(offHeapSize));
        }
        if (!legacy.useLegacyMode() && offHeapEnabled && offHeapSize <= 0) {
            throw new SparkConfigException(OFF_HEAP_SIZE, Messages.get("spark.offHeapZero"));
        }
        if (cores < 1) {
            throw new SparkConfigException(EXECUTOR_CORES, Messages.get("config.cores.min", cores));
        }
        // 0 is Spark's too: each page is then exactly what was asked.
        if (pageSize.isPresent() && pageSize.getAsLong() < 0) {
            throw new SparkConfigException(PAGE_SIZE, Messages.get("config.pageSize", pageSize.getAsLong()));
        }
    }

    /** A configuration of Spark 3.5.3 (no unmanaged memory). */
    public ExecutorConfig(long systemMemory, long reservedMemory, double memoryFraction, double storageFraction,
            boolean offHeapEnabled, long offHeapSize, int cores, OptionalLong pageSize, LegacyMemoryConfig legacy,
            Optional<ContainerConfig> container, sparkmemlab.model.TungstenConf tungsten) {
        this(systemMemory, reservedMemory, memoryFraction, storageFraction, offHeapEnabled, offHeapSize, cores, pageSize,
                legacy, container, tungsten, SparkVersion.DEFAULT, 0);
    }

    /** This executor on another Spark, with {@code spark.memory.unmanagedMemoryPollingInterval} in milliseconds. */
    public ExecutorConfig withSparkVersion(SparkVersion version, long pollingInterval) {
        return new ExecutorConfig(systemMemory, reservedMemory, memoryFraction, storageFraction, offHeapEnabled,
                offHeapSize, cores, pageSize, legacy, container, tungsten, version, pollingInterval);
    }

    /** Whether the unified manager polls unmanaged memory (Spark 4.1+ with a positive interval). */
    public boolean pollsUnmanagedMemory() {
        return sparkVersion.unmanaged().exists() && unmanagedMemoryPollingInterval > 0;
    }

    /** A configuration with Spark's default Tungsten settings. */
    public ExecutorConfig(long systemMemory, long reservedMemory, double memoryFraction, double storageFraction,
            boolean offHeapEnabled, long offHeapSize, int cores, OptionalLong pageSize, LegacyMemoryConfig legacy,
            Optional<ContainerConfig> container) {
        this(systemMemory, reservedMemory, memoryFraction, storageFraction, offHeapEnabled, offHeapSize, cores, pageSize,
                legacy, container, sparkmemlab.model.TungstenConf.DEFAULTS);
    }

    /** This configuration with other Tungsten settings. */
    public ExecutorConfig withTungsten(sparkmemlab.model.TungstenConf other) {
        return new ExecutorConfig(systemMemory, reservedMemory, memoryFraction, storageFraction, offHeapEnabled,
                offHeapSize, cores, pageSize, legacy, container, other, sparkVersion, unmanagedMemoryPollingInterval);
    }

    /** A configuration with no container around the executor (no {@code spark.master}). */
    public ExecutorConfig(long systemMemory, long reservedMemory, double memoryFraction, double storageFraction,
            boolean offHeapEnabled, long offHeapSize, int cores, OptionalLong pageSize, LegacyMemoryConfig legacy) {
        this(systemMemory, reservedMemory, memoryFraction, storageFraction, offHeapEnabled, offHeapSize, cores, pageSize,
                legacy, Optional.empty());
    }

    /** A configuration of the unified manager (no {@code spark.memory.useLegacyMode}). */
    public ExecutorConfig(long systemMemory, long reservedMemory, double memoryFraction, double storageFraction,
            boolean offHeapEnabled, long offHeapSize, int cores, OptionalLong pageSize) {
        this(systemMemory, reservedMemory, memoryFraction, storageFraction, offHeapEnabled, offHeapSize, cores, pageSize,
                LegacyMemoryConfig.UNIFIED);
    }

    /** This configuration with another legacy setting, e.g. the same executor under the other manager. */
    public ExecutorConfig withLegacy(LegacyMemoryConfig other) {
        return new ExecutorConfig(systemMemory, reservedMemory, memoryFraction, storageFraction, offHeapEnabled,
                offHeapSize, cores, pageSize, other, container, tungsten, sparkVersion, unmanagedMemoryPollingInterval);
    }

    /** This executor in that container (or in none). */
    public ExecutorConfig withContainer(Optional<ContainerConfig> other) {
        return new ExecutorConfig(systemMemory, reservedMemory, memoryFraction, storageFraction, offHeapEnabled,
                offHeapSize, cores, pageSize, legacy, other, tungsten, sparkVersion, unmanagedMemoryPollingInterval);
    }

    /** Whether Spark 2.4's {@link StaticMemoryManager} manages this executor's memory. */
    public boolean useLegacyMode() {
        return legacy.useLegacyMode();
    }

    /** Spark's defaults: a 1 GiB heap, 300 MiB reserved, fractions 0.6 and 0.5, off-heap off, one core. */
    public static ExecutorConfig defaults() {
        return new ExecutorConfig(DEFAULT_SYSTEM_MEMORY, DEFAULT_RESERVED_MEMORY, SparkConfig.MEMORY_FRACTION.defaultValue(),
                SparkConfig.MEMORY_STORAGE_FRACTION.defaultValue(), SparkConfig.MEMORY_OFFHEAP_ENABLED.defaultValue(),
                SparkConfig.MEMORY_OFFHEAP_SIZE.defaultValue(), SparkConfig.EXECUTOR_CORES.defaultValue(), OptionalLong.empty());
    }

    /** Spark's tungsten memory mode: off-heap when off-heap is enabled. */
    public MemoryMode tungstenMemoryMode() {
        return offHeapEnabled ? MemoryMode.OFF_HEAP : MemoryMode.ON_HEAP;
    }
}
