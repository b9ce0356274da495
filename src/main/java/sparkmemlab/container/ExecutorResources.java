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

    /**
     * The container's memory Spark asks for, in bytes. Kubernetes enforces it as the pod's limit; YARN enforces
     * what its scheduler grants for it, which may be more ({@code ContainerConfig.grantedMiB}).
     */
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
