package sparkmemlab.container.netty;

import java.util.ArrayDeque;

/**
 * One thread's cache in one allocator ({@code io.netty.buffer.PoolThreadCache}): the heap and direct
 * arena the thread is bound to and, for a thread that caches, a queue per small size and per normal
 * size up to {@code maxCachedBufferCapacity} (32 KiB) of released allocations, served first-in
 * first-out before the arena is asked. Every {@code freeSweepAllocationThreshold} (8192) attempts
 * to allocate from the cache it trims: each queue gives back to its chunks as many entries as it
 * was not asked for since the last trim.
 */
final class PoolThreadCache {
    final String thread;
    final PoolArena heapArena;
    final PoolArena directArena;
    private final MemoryRegionCache[] smallSubPageHeapCaches;
    private final MemoryRegionCache[] smallSubPageDirectCaches;
    private final MemoryRegionCache[] normalHeapCaches;
    private final MemoryRegionCache[] normalDirectCaches;
    private final int freeSweepAllocationThreshold;
    private int allocations;
    boolean freed;

    PoolThreadCache(String thread, PoolArena heapArena, PoolArena directArena, int smallCacheSize, int normalCacheSize,
            int maxCachedBufferCapacity, int freeSweepAllocationThreshold) {
        this.thread = thread;
        this.heapArena = heapArena;
        this.directArena = directArena;
        this.freeSweepAllocationThreshold = freeSweepAllocationThreshold;
        smallSubPageDirectCaches = directArena == null ? null : subPageCaches(smallCacheSize, directArena);
        normalDirectCaches = directArena == null ? null : normalCaches(normalCacheSize, maxCachedBufferCapacity, directArena);
        smallSubPageHeapCaches = heapArena == null ? null : subPageCaches(smallCacheSize, heapArena);
        normalHeapCaches = heapArena == null ? null : normalCaches(normalCacheSize, maxCachedBufferCapacity, heapArena);
        if (directArena != null) {
            directArena.numThreadCaches++;
        }
        if (heapArena != null) {
            heapArena.numThreadCaches++;
        }
    }

    private static MemoryRegionCache[] subPageCaches(int cacheSize, PoolArena arena) {
        if (cacheSize <= 0 || arena.numSmallSubpagePools <= 0) {
            return null;
        }
        MemoryRegionCache[] caches = new MemoryRegionCache[arena.numSmallSubpagePools];
        for (int i = 0; i < caches.length; i++) {
            caches[i] = new MemoryRegionCache(cacheSize, true);
        }
        return caches;
    }

    private static MemoryRegionCache[] normalCaches(int cacheSize, int maxCachedBufferCapacity, PoolArena arena) {
        if (cacheSize <= 0 || maxCachedBufferCapacity <= 0) {
            return null;
        }
        SizeClasses sizes = arena.sizes;
        int max = Math.min(sizes.chunkSize, maxCachedBufferCapacity);
        int count = 0;
        for (int idx = arena.numSmallSubpagePools; idx < sizes.nSizes && sizes.sizeIdx2size(idx) <= max; idx++) {
            count++;
        }
        MemoryRegionCache[] caches = new MemoryRegionCache[count];
        for (int i = 0; i < count; i++) {
            caches[i] = new MemoryRegionCache(cacheSize, false);
        }
        return caches;
    }

    boolean caches() {
        return smallSubPageDirectCaches != null || normalDirectCaches != null
                || smallSubPageHeapCaches != null || normalHeapCaches != null;
    }

    PooledByteBuf allocateSmall(PoolArena arena, int reqCapacity, int sizeIdx, NettyListener listener) {
        return allocate(cacheFor(arena, sizeIdx, true), reqCapacity, listener);
    }

    PooledByteBuf allocateNormal(PoolArena arena, int reqCapacity, int sizeIdx, NettyListener listener) {
        return allocate(cacheFor(arena, sizeIdx, false), reqCapacity, listener);
    }

    private PooledByteBuf allocate(MemoryRegionCache cache, int reqCapacity, NettyListener listener) {
        if (cache == null) {
            return null;
        }
        PooledByteBuf buf = cache.allocate(reqCapacity, this);
        if (buf != null) {
            listener.servedFromCache(buf.chunk().arena, this, buf.maxLength());
        }
        if (++allocations >= freeSweepAllocationThreshold) {
            allocations = 0;
            listener.trimmed(this, trim(listener));
        }
        return buf;
    }

    /** {@code PoolThreadCache.add}: keeps a released allocation if its queue has room. */
    boolean add(PoolArena arena, PoolChunk chunk, long handle, int normCapacity, boolean small) {
        MemoryRegionCache cache = cacheFor(arena, arena.sizes.size2SizeIdx(normCapacity), small);
        if (cache == null || freed) {
            return false;
        }
        return cache.add(chunk, handle, normCapacity);
    }

    /** The thread ended (a Netty thread's {@code FastThreadLocal.removeAll}): everything cached goes back. */
    int free(NettyListener listener) {
        if (freed) {
            return 0;
        }
        freed = true;
        int numFreed = free(smallSubPageDirectCaches, listener) + free(normalDirectCaches, listener)
                + free(smallSubPageHeapCaches, listener) + free(normalHeapCaches, listener);
        if (directArena != null) {
            directArena.numThreadCaches--;
        }
        if (heapArena != null) {
            heapArena.numThreadCaches--;
        }
        return numFreed;
    }

    private static int free(MemoryRegionCache[] caches, NettyListener listener) {
        int numFreed = 0;
        if (caches != null) {
            for (MemoryRegionCache c : caches) {
                numFreed += c.free(Integer.MAX_VALUE, listener);
            }
        }
        return numFreed;
    }

    private int trim(NettyListener listener) {
        return trim(smallSubPageDirectCaches, listener) + trim(normalDirectCaches, listener)
                + trim(smallSubPageHeapCaches, listener) + trim(normalHeapCaches, listener);
    }

    private static int trim(MemoryRegionCache[] caches, NettyListener listener) {
        int numFreed = 0;
        if (caches != null) {
            for (MemoryRegionCache c : caches) {
                numFreed += c.trim(listener);
            }
        }
        return numFreed;
    }

    private MemoryRegionCache cacheFor(PoolArena arena, int sizeIdx, boolean small) {
        int idx = small ? sizeIdx : sizeIdx - arena.numSmallSubpagePools;
        MemoryRegionCache[] caches = arena.direct
                ? (small ? smallSubPageDirectCaches : normalDirectCaches)
                : (small ? smallSubPageHeapCaches : normalHeapCaches);
        return caches == null || idx > caches.length - 1 ? null : caches[idx];
    }

    /** The bytes this cache holds back from its chunks (in use by no buffer). */
    long cachedBytes(PoolArena arena) {
        if (arena != heapArena && arena != directArena) {
            return 0;
        }
        long bytes = 0;
        for (MemoryRegionCache[] caches : arena.direct
                ? new MemoryRegionCache[][] {smallSubPageDirectCaches, normalDirectCaches}
                : new MemoryRegionCache[][] {smallSubPageHeapCaches, normalHeapCaches}) {
            if (caches != null) {
                for (MemoryRegionCache c : caches) {
                    bytes += c.bytes();
                }
            }
        }
        return bytes;
    }

    /** One size's queue ({@code PoolThreadCache.MemoryRegionCache}), as long as the next power of two. */
    private static final class MemoryRegionCache {
        private record Entry(PoolChunk chunk, long handle, int normCapacity) {
        }

        private final int size;
        private final boolean small;
        private final ArrayDeque<Entry> queue = new ArrayDeque<>();
        private int allocations;

        MemoryRegionCache(int size, boolean small) {
            this.size = size <= 1 ? 1 : size >= 1 << 30 ? 1 << 30 : Integer.highestOneBit(size - 1) << 1;
            this.small = small;
        }

        boolean add(PoolChunk chunk, long handle, int normCapacity) {
            if (queue.size() >= size) {
                return false;
            }
            queue.addLast(new Entry(chunk, handle, normCapacity));
            return true;
        }

        PooledByteBuf allocate(int reqCapacity, PoolThreadCache cache) {
            Entry entry = queue.pollFirst();
            if (entry == null) {
                return null;
            }
            allocations++;
            return PooledByteBuf.of(entry.chunk(), entry.handle(), reqCapacity, cache);
        }

        int free(int max, NettyListener listener) {
            int numFreed = 0;
            for (; numFreed < max; numFreed++) {
                Entry entry = queue.pollFirst();
                if (entry == null) {
                    return numFreed;
                }
                entry.chunk().arena.freeChunk(entry.chunk(), entry.handle(), entry.normCapacity(), listener);
            }
            return numFreed;
        }

        int trim(NettyListener listener) {
            int free = size - allocations;
            allocations = 0;
            return free > 0 ? free(free, listener) : 0;
        }

        long bytes() {
            long bytes = 0;
            for (Entry e : queue) {
                bytes += e.normCapacity();
            }
            return bytes;
        }

        @Override
        public String toString() {
            return (small ? "small" : "normal") + " cache of " + size + ": " + queue.size();
        }
    }
}
