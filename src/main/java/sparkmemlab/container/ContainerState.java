package sparkmemlab.container;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import sparkmemlab.container.netty.NettyState;

/**
 * The container after a step: Spark's request, the limit the cluster manager enforces, the process memory part
 * by part, Netty's pools, the fetches in flight, and how the executor ended if it did.
 *
 * @param resources what Spark asked for ({@code ResourceProfile.getResourcesForClusterManager})
 * @param limit the container's memory the cluster manager enforces, in bytes: YARN's grant, the ask rounded up to a
 *     multiple of {@code yarn.scheduler.minimum-allocation-mb}; Kubernetes' pod limit, the ask
 * @param fetchesInFlight each fetch request in flight and the task whose it is, oldest first
 * @param jvmError the JVM's own {@code OutOfMemoryError} that ended the executor, if one did
 */
public record ContainerState(
        ExecutorResources resources,
        ClusterManager clusterManager,
        Map<ContainerPart, Long> parts,
        NettyState netty,
        long bytesInFlight,
        Map<String, Long> fetchesInFlight,
        int threads,
        Optional<ContainerKill> kill,
        Optional<String> jvmError,
        long limit) {

    public ContainerState {
        parts = Collections.unmodifiableMap(new EnumMap<>(parts));
        fetchesInFlight = Collections.unmodifiableMap(new java.util.LinkedHashMap<>(fetchesInFlight));
    }

    /** What Spark asked for, in bytes. */
    public long request() {
        return resources.limitBytes();
    }

    /** The process memory the cluster manager measures. */
    public long used() {
        return parts.values().stream().mapToLong(Long::longValue).sum();
    }

    public boolean killed() {
        return kill.isPresent();
    }

    public long part(ContainerPart part) {
        return parts.get(part);
    }

    /** The overhead the request left for everything but the heap, off-heap and PySpark, and what is left of it. */
    public long overheadFree() {
        return resources.memoryOverheadMiB() * ExecutorResources.MIB
                - (used() - part(ContainerPart.HEAP) - part(ContainerPart.OFF_HEAP));
    }
}
