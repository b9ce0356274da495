package sparkmemlab.container.netty;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One Netty allocator ({@code io.netty.buffer.PooledByteBufAllocator}) with the arguments Spark's
 * {@code NettyUtils.createPooledByteBufAllocator} gives it. A thread's first allocation binds it to
 * the heap and the direct arena with the fewest threads (the first such), and gives it a cache if it
 * is a Netty thread ({@code FastThreadLocalThread}) or {@code useCacheForAllThreads} is on, and the
 * allocator caches at all. With no arena of a kind, a buffer of that kind is unpooled.
 */
public final class PooledByteBufAllocator {
    final String name;
    final boolean preferDirect;
    private final PoolArena[] heapArenas;
    private final PoolArena[] directArenas;
    private final int smallCacheSize;
    private final int normalCacheSize;
    private final boolean useCacheForAllThreads;
    private final NettyDefaults defaults;
    private final Map<String, PoolThreadCache> threadCaches = new LinkedHashMap<>();

    PooledByteBufAllocator(String name, boolean preferDirect, int nHeapArena, int nDirectArena, int pageSize,
            int maxOrder, int smallCacheSize, int normalCacheSize, boolean useCacheForAllThreads, NettyDefaults defaults) {
        if (nHeapArena < 0 || nDirectArena < 0) {
            throw new IllegalArgumentException("nHeapArena: " + nHeapArena + ", nDirectArena: " + nDirectArena
                    + " (expected: >= 0)");
        }
        this.name = name;
        this.preferDirect = preferDirect;
        this.smallCacheSize = smallCacheSize;
        this.normalCacheSize = normalCacheSize;
        this.useCacheForAllThreads = useCacheForAllThreads;
        this.defaults = defaults;
        int pageShifts = SizeClasses.log2(pageSize);
        SizeClasses sizes = new SizeClasses(pageSize, pageShifts, pageSize << maxOrder);
        heapArenas = arenas(nHeapArena, false, sizes);
        directArenas = arenas(nDirectArena, true, sizes);
    }

    private PoolArena[] arenas(int count, boolean direct, SizeClasses sizes) {
        if (count == 0) {
            return null;
        }
        PoolArena[] arenas = new PoolArena[count];
        for (int i = 0; i < count; i++) {
            arenas[i] = new PoolArena(this, direct, i, sizes);
        }
        return arenas;
    }

    /** The buffer a {@code ByteBufAllocator} call makes, and what it holds until released. */
    public sealed interface Buffer {
        int length();

        boolean direct();
    }

    /** From an arena (a chunk's run or subpage element, or a huge chunk). */
    record Pooled(PooledByteBuf buf, boolean direct) implements Buffer {
        public int length() {
            return buf.length();
        }
    }

    /** Made outside the pools because the allocator has no arena of this kind. */
    record Unpooled(int length, boolean direct) implements Buffer {
    }

    /** {@code newDirectBuffer} / {@code newHeapBuffer}, on {@code thread}. */
    Buffer allocate(String thread, boolean netty, boolean direct, int capacity, NettyListener listener) {
        PoolThreadCache cache = threadCache(thread, netty, listener);
        PoolArena arena = direct ? cache.directArena : cache.heapArena;
        if (arena == null) {
            listener.unpooledAllocated(direct, capacity);
            return new Unpooled(capacity, direct);
        }
        return new Pooled(arena.allocate(cache, capacity, listener), direct);
    }

    /** {@code ByteBuf.release} of the last reference. */
    void release(Buffer buffer, NettyListener listener) {
        if (buffer instanceof Pooled p) {
            p.buf().chunk().arena.free(p.buf(), listener);
        }
    }

    /** A Netty thread ended: its caches go back to the chunks (an ordinary thread's stay). */
    void threadEnded(String thread, NettyListener listener) {
        PoolThreadCache cache = threadCaches.get(thread);
        if (cache != null && !cache.freed) {
            listener.cacheFreed(cache, cache.free(listener));
        }
    }

    /** {@code PoolThreadLocalCache.initialValue}, the first time {@code thread} allocates here. */
    private PoolThreadCache threadCache(String thread, boolean netty, NettyListener listener) {
        PoolThreadCache cache = threadCaches.get(thread);
        if (cache != null) {
            return cache;
        }
        PoolArena heapArena = leastUsedArena(heapArenas);
        PoolArena directArena = leastUsedArena(directArenas);
        if (useCacheForAllThreads || netty) {
            cache = new PoolThreadCache(thread, heapArena, directArena, smallCacheSize, normalCacheSize,
                    defaults.maxCachedBufferCapacity(), defaults.cacheTrimInterval());
        } else {
            cache = new PoolThreadCache(thread, heapArena, directArena, 0, 0, 0, 0);
        }
        threadCaches.put(thread, cache);
        listener.threadBound(cache);
        return cache;
    }

    private static PoolArena leastUsedArena(PoolArena[] arenas) {
        if (arenas == null || arenas.length == 0) {
            return null;
        }
        PoolArena min = arenas[0];
        if (min.numThreadCaches == 0) {
            return min;
        }
        for (int i = 1; i < arenas.length; i++) {
            if (arenas[i].numThreadCaches < min.numThreadCaches) {
                min = arenas[i];
            }
        }
        return min;
    }

    /** Whether a Netty thread gets a cache here ({@code allowCache}). */
    boolean caches() {
        return smallCacheSize > 0 || normalCacheSize > 0;
    }

    /** {@code PooledByteBufAllocatorMetric.usedHeapMemory}: -1 with no heap arena. */
    public long usedHeapMemory() {
        return usedMemory(heapArenas);
    }

    /** {@code PooledByteBufAllocatorMetric.usedDirectMemory}: -1 with no direct arena. */
    public long usedDirectMemory() {
        return usedMemory(directArenas);
    }

    private static long usedMemory(PoolArena[] arenas) {
        if (arenas == null) {
            return -1;
        }
        long used = 0;
        for (PoolArena arena : arenas) {
            used += arena.numActiveBytes();
            if (used < 0) {
                return Long.MAX_VALUE;
            }
        }
        return used;
    }

    List<PoolArena> heapArenas() {
        return heapArenas == null ? List.of() : List.of(heapArenas);
    }

    List<PoolArena> directArenas() {
        return directArenas == null ? List.of() : List.of(directArenas);
    }

    /** Every thread cache, in the order the threads first allocated here. */
    List<PoolThreadCache> threadCaches() {
        return new ArrayList<>(threadCaches.values());
    }
}
