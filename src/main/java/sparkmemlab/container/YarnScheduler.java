package sparkmemlab.container;

/**
 * What YARN's ResourceManager grants for Spark's ask: Hadoop's {@code SchedulerUtils.normalizeRequest}, by which
 * {@code DefaultResourceCalculator.normalize} rounds the memory asked up to a multiple of the scheduler's step,
 * never below its minimum. The Capacity scheduler (Hadoop's default) steps by
 * {@code yarn.scheduler.minimum-allocation-mb}, 1024 by default; the Fair scheduler by its own increment
 * ({@code yarn.resource-types.memory-mb.increment-allocation}), which a scenario gives as the same key. The
 * NodeManager then enforces the granted size, not the ask: 1,408 MiB asked is a 2,048 MiB container.
 */
public final class YarnScheduler {

    /** The cluster's setting (yarn-site.xml), not Spark's. */
    public static final String MINIMUM_ALLOCATION_MB = "yarn.scheduler.minimum-allocation-mb";
    /** Hadoop's default of {@link #MINIMUM_ALLOCATION_MB} ({@code DEFAULT_RM_SCHEDULER_MINIMUM_ALLOCATION_MB}). */
    public static final long DEFAULT_MINIMUM_ALLOCATION_MB = 1024;

    private YarnScheduler() {
    }

    /** The container's memory in MiB for an ask of {@code askMiB}: rounded up to a multiple of the minimum. */
    public static long grantMiB(long askMiB, long minimumAllocationMb) {
        long atLeast = Math.max(askMiB, minimumAllocationMb);
        return (atLeast + minimumAllocationMb - 1) / minimumAllocationMb * minimumAllocationMb;
    }
}
