package sparkmemlab.container;

/**
 * How the cluster manager ended the container, in its own words and Spark's.
 *
 * @param exitStatus YARN's container exit status ({@code ContainerExitStatus.KILLED_EXCEEDED_PMEM}, -104)
 *     or the pod's container exit code (137: SIGKILL)
 * @param reason YARN's {@code KILLED_EXCEEDED_PMEM} or Kubernetes' {@code OOMKilled}
 * @param message what Spark's driver reports for the lost executor
 */
public record ContainerKill(ClusterManager clusterManager, int exitStatus, String reason, String message,
        ContainerMethod method) {

    /** Hadoop's {@code ContainerExitStatus.KILLED_EXCEEDED_PMEM}. */
    public static final int KILLED_EXCEEDED_PMEM = -104;
    /** 128 + SIGKILL (9): the exit code of a container the kernel's OOM killer ended. */
    public static final int SIGKILL_EXIT_CODE = 137;

    /** The kill of a container using {@code used} bytes over a limit of {@code limit}. */
    static ContainerKill of(ClusterManager manager, String executorId, long used, long limit) {
        if (manager == ClusterManager.YARN) {
            // The NodeManager's diagnostics say "<used>B of <limit>B physical memory used; ..."; Spark's
            // YarnAllocator finds "[0-9.]+ [KMG]B of [0-9.]+ [KMG]B physical memory used" in them.
            String diagnostics = HadoopUnits.long2String(used) + "B of " + HadoopUnits.long2String(limit)
                    + "B physical memory used";
            String diag = diagnostics.matches("[0-9.]+ [KMG]B of [0-9.]+ [KMG]B physical memory used")
                    ? diagnostics + "." : "";
            return new ContainerKill(manager, KILLED_EXCEEDED_PMEM, "KILLED_EXCEEDED_PMEM",
                    "Container killed by YARN for exceeding physical memory limits. " + diag
                            + " Consider boosting " + ContainerConfig.MEMORY_OVERHEAD + ".",
                    ContainerMethod.YARN_CONTAINER_COMPLETED);
        }
        return new ContainerKill(manager, SIGKILL_EXIT_CODE, "OOMKilled",
                "The executor with id " + executorId + " exited with exit code " + SIGKILL_EXIT_CODE
                        + "(SIGKILL, possible container OOM).",
                ContainerMethod.PODS_LIFECYCLE);
    }
}
