package sparkmemlab.container.netty;

import java.util.Map;

/**
 * What Spark's transport configuration decides about each service's allocator, already read from
 * the Spark settings ({@code TransportConf}, filled in by {@code SparkTransportConf.fromSparkConf}).
 *
 * @param sharedByteBufAllocators {@code spark.network.sharedByteBufAllocators.enabled}
 * @param preferDirectBufsForShared {@code spark.network.io.preferDirectBufs}
 * @param services the services this executor has, each with its module's {@code preferDirectBufs}
 *     and its IO threads ({@code serverThreads} or {@code clientThreads}), used when not shared
 */
public record TransportSettings(
        boolean sharedByteBufAllocators,
        boolean preferDirectBufsForShared,
        Map<TransportService, Service> services) {

    public TransportSettings {
        services = Map.copyOf(services);
    }

    /** One service's own settings. */
    public record Service(boolean preferDirectBufs, int ioThreads) {
    }
}
