package sparkmemlab.container;

/**
 * Spark 3.5.3's and 4.2.0's {@code ResourceProfile.getResourcesForClusterManager} for the default profile: the
 * heap, the overhead, the off-heap size and (for a Python application) the PySpark memory, in MiB,
 * added up. The overhead factor is the cluster manager's: YARN passes
 * {@code spark.executor.memoryOverheadFactor}; Kubernetes passes it when set, else
 * {@code spark.kubernetes.memoryOverheadFactor} ({@code BasicExecutorFeatureStep}).
 */
public final class ResourceProfile {
    /** {@code ResourceProfile.MEMORY_OVERHEAD_MIN_MIB}. */
    public static final long MEMORY_OVERHEAD_MIN_MIB = 384L;

    private ResourceProfile() {
    }

    /**
     * {@code calculateOverHeadMemory}: the configured overhead if set (instead of the computed one, not
     * on top of it), else the factor times the heap, cut to an int, but at least 384 MiB.
     */
    public static long calculateOverHeadMemory(java.util.OptionalLong overheadFromConf, long executorMemoryMiB,
            double overheadFactor) {
        return calculateOverHeadMemory(overheadFromConf, MEMORY_OVERHEAD_MIN_MIB, executorMemoryMiB, overheadFactor);
    }

    /** 4.0's {@code calculateOverHeadMemory}: the minimum is passed in ({@code spark.executor.minMemoryOverhead}, SPARK-47208). */
    public static long calculateOverHeadMemory(java.util.OptionalLong overheadFromConf, long minimumOverheadMiB, long executorMemoryMiB,
            double overheadFactor) {
        if (overheadFromConf.isPresent()) {
            return overheadFromConf.getAsLong();
        }
        // Scala's Double.toInt, like Java's cast, saturates at Int.MaxValue.
        return Math.max((int) (overheadFactor * executorMemoryMiB), minimumOverheadMiB);
    }

    public static ExecutorResources getResourcesForClusterManager(ContainerConfig config) {
        double factor = config.overheadFactor();
        long overhead = calculateOverHeadMemory(config.memoryOverheadMiB(), config.minMemoryOverheadMiB(), config.executorMemoryMiB(),
                factor);
        long pyspark = config.pythonApp() ? config.pysparkMemoryMiB().orElse(0L) : 0L;
        long offHeap = config.offHeapMemoryMiB();
        long total = config.executorMemoryMiB() + overhead + offHeap + pyspark;
        return new ExecutorResources(config.executorMemoryMiB(), overhead, offHeap, pyspark, total, factor);
    }
}
