package sparkmemlab.container.netty;

/**
 * Spark 3.5.3's {@code org.apache.spark.network.util.NettyUtils}: how Spark builds its Netty allocators.
 */
public final class NettyUtils {
    /** Spark's {@code MAX_DEFAULT_NETTY_THREADS}: more IO threads than this only when set by hand. */
    static final int MAX_DEFAULT_NETTY_THREADS = 8;

    private NettyUtils() {
    }

    /** {@code defaultNumThreads}: the usable cores (or the JVM's processors when 0), at most 8. */
    public static int defaultNumThreads(int numUsableCores, NettyDefaults defaults) {
        int availableCores = numUsableCores > 0 ? numUsableCores : defaults.availableProcessors();
        return Math.min(availableCores, MAX_DEFAULT_NETTY_THREADS);
    }

    /**
     * {@code createPooledByteBufAllocator}: as many arenas as cores (0 means the JVM's processors), but
     * no more than Netty's default, and no direct arena unless direct buffers are allowed; Netty's page
     * size and order; caches only when {@code allowCache} (servers: yes, clients: no, because a
     * client's buffers are released by another thread than the one that allocated them).
     */
    static PooledByteBufAllocator createPooledByteBufAllocator(String name, boolean allowDirectBufs, boolean allowCache,
            int numCores, NettyDefaults defaults) {
        int cores = numCores == 0 ? defaults.availableProcessors() : numCores;
        return new PooledByteBufAllocator(name,
                allowDirectBufs && defaults.directBufferPreferred(),
                Math.min(defaults.numHeapArena(), cores),
                Math.min(defaults.numDirectArena(), allowDirectBufs ? cores : 0),
                defaults.pageSize(),
                defaults.maxOrder(),
                allowCache ? defaults.smallCacheSize() : 0,
                allowCache ? defaults.normalCacheSize() : 0,
                allowCache && defaults.useCacheForAllThreads(),
                defaults);
    }
}
