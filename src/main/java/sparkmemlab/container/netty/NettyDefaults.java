package sparkmemlab.container.netty;

import java.util.Map;

/**
 * The defaults Netty 4.1.96's {@code PooledByteBufAllocator} computes once per JVM, from the JVM's
 * processors and memory and the {@code io.netty.allocator.*} system properties: the number of arenas
 * ({@code min(2 x processors, memory / chunkSize / 2 / 3)}, so that three chunks per arena take at most
 * half the memory), page size 8 KiB, max order 9 (4 MiB chunks), cache sizes 256 small and 64 normal,
 * buffers cached up to 32 KiB, a trim every 8192 cache allocations, and no caches for ordinary
 * threads. Spark's {@code NettyUtils} reads these through Netty's static {@code default*()} methods.
 *
 * @param availableProcessors {@code NettyRuntime.availableProcessors()} ({@code io.netty.availableProcessors}
 *     or the JVM's processors)
 * @param maxMemory {@code Runtime.maxMemory()}
 * @param maxDirectMemory {@code PlatformDependent.maxDirectMemory()}
 */
public record NettyDefaults(
        int availableProcessors,
        long maxMemory,
        long maxDirectMemory,
        int numHeapArena,
        int numDirectArena,
        int pageSize,
        int maxOrder,
        int smallCacheSize,
        int normalCacheSize,
        int maxCachedBufferCapacity,
        int cacheTrimInterval,
        boolean useCacheForAllThreads,
        boolean noPreferDirect) {

    static final int DEFAULT_PAGE_SIZE = 8192;
    static final int DEFAULT_MAX_ORDER = 9;
    private static final int MIN_PAGE_SIZE = 4096;
    private static final int MAX_CHUNK_SIZE = (int) (((long) Integer.MAX_VALUE + 1) / 2);

    /**
     * The defaults of a JVM with these processors, memory and {@code -D} system properties.
     *
     * @throws IllegalArgumentException for a property Netty would not read as a number
     */
    public static NettyDefaults of(int availableProcessors, long maxMemory, long maxDirectMemory,
            Map<String, String> properties) {
        int pageSize = intProperty(properties, "io.netty.allocator.pageSize", DEFAULT_PAGE_SIZE);
        if (!validPageSize(pageSize)) {
            pageSize = DEFAULT_PAGE_SIZE; // Netty falls back silently (it logs at debug level)
        }
        int maxOrder = intProperty(properties, "io.netty.allocator.maxOrder", DEFAULT_MAX_ORDER);
        if (!validMaxOrder(pageSize, maxOrder)) {
            maxOrder = DEFAULT_MAX_ORDER;
        }
        long chunkSize = (long) pageSize << maxOrder;
        int minNumArena = availableProcessors * 2;
        int heapArenas = Math.max(0, intProperty(properties, "io.netty.allocator.numHeapArenas",
                (int) Math.min(minNumArena, maxMemory / chunkSize / 2 / 3)));
        int directArenas = Math.max(0, intProperty(properties, "io.netty.allocator.numDirectArenas",
                (int) Math.min(minNumArena, maxDirectMemory / chunkSize / 2 / 3)));
        return new NettyDefaults(availableProcessors, maxMemory, maxDirectMemory, heapArenas, directArenas, pageSize,
                maxOrder,
                intProperty(properties, "io.netty.allocator.smallCacheSize", 256),
                intProperty(properties, "io.netty.allocator.normalCacheSize", 64),
                intProperty(properties, "io.netty.allocator.maxCachedBufferCapacity", 32 * 1024),
                intProperty(properties, "io.netty.allocator.cacheTrimInterval", 8192),
                booleanProperty(properties, "io.netty.allocator.useCacheForAllThreads", false),
                booleanProperty(properties, "io.netty.noPreferDirect", false));
    }

    private static boolean validPageSize(int pageSize) {
        return pageSize >= MIN_PAGE_SIZE && (pageSize & pageSize - 1) == 0;
    }

    private static boolean validMaxOrder(int pageSize, int maxOrder) {
        if (maxOrder > 14) {
            return false;
        }
        int chunkSize = pageSize;
        for (int i = maxOrder; i > 0; i--) {
            if (chunkSize > MAX_CHUNK_SIZE / 2) {
                return false;
            }
            chunkSize <<= 1;
        }
        return true;
    }

    /** Netty's {@code SystemPropertyUtil.getInt}: a value that is not an int falls back to the default. */
    public static int intProperty(Map<String, String> properties, String key, int fallback) {
        String value = properties.get(key);
        if (value == null) {
            return fallback;
        }
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /** Netty's {@code SystemPropertyUtil.getBoolean}: "true"/"yes"/"1" or "false"/"no"/"0", else the default. */
    private static boolean booleanProperty(Map<String, String> properties, String key, boolean fallback) {
        String value = properties.get(key);
        if (value == null) {
            return fallback;
        }
        String v = value.trim().toLowerCase(java.util.Locale.ROOT);
        if (v.equals("true") || v.equals("yes") || v.equals("1")) {
            return true;
        }
        if (v.equals("false") || v.equals("no") || v.equals("0")) {
            return false;
        }
        return fallback;
    }

    public int chunkSize() {
        return pageSize << maxOrder;
    }

    /** {@code PlatformDependent.directBufferPreferred()}, on a JVM where Netty has {@code Unsafe}. */
    public boolean directBufferPreferred() {
        return !noPreferDirect;
    }
}
