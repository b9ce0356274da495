package sparkmemlab.container;

/**
 * What Spark asks a cluster manager for, per executor ({@code ResourceProfile.ExecutorResourcesOrDefaults}),
 * all in MiB, with the overhead factor the cluster manager passed in.
 */
public record ExecutorResources(
        long executorMemoryMiB,
        long memoryOverheadMiB,
        long memoryOffHeapMiB,
        long pysparkMemoryMiB,
        long totalMemMiB,
        double overheadFactor) {

    public static final long MIB = 1L << 20;

    /** The container's memory in bytes: what the cluster manager enforces. */
    public long limitBytes() {
        return totalMemMiB * MIB;
    }

    /** The pod's memory request and limit as {@code BasicExecutorFeatureStep} writes them. */
    public String kubernetesQuantity() {
        return totalMemMiB + "Mi";
    }

    /** The YARN container's memory, {@code Resource.newInstance(totalMemMiB.toInt, cores)}. */
    public int yarnMemoryMb() {
        return (int) totalMemMiB;
    }
}
