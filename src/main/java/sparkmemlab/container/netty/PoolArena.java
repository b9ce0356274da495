package sparkmemlab.container.netty;

import java.util.ArrayList;
import java.util.List;

/**
 * One arena of an allocator ({@code io.netty.buffer.PoolArena}): its chunks in six usage lists and its
 * pools of subpages by small size. Each thread is bound to one arena of each kind the first time it
 * allocates; an allocation the thread's cache cannot serve comes here: a small one from a subpage
 * with room, else (and for a normal one) from the first chunk with room in the order q050, q025,
 * q000, qInit, q075, else from a new chunk. A huge one gets an unpooled chunk of its own.
 */
final class PoolArena {
    final PooledByteBufAllocator parent;
    final boolean direct;
    final int index;
    final SizeClasses sizes;
    final int numSmallSubpagePools;
    private final PoolSubpage[] smallSubpagePools;
    private final PoolChunkList q050;
    private final PoolChunkList q025;
    private final PoolChunkList q000;
    private final PoolChunkList qInit;
    private final PoolChunkList q075;
    private final PoolChunkList q100;
    /** In Netty's metric order: qInit, q000, q025, q050, q075, q100. */
    final List<PoolChunkList> chunkLists;
    long activeBytesHuge;
    int numThreadCaches;
    private int chunksMade;

    PoolArena(PooledByteBufAllocator parent, boolean direct, int index, SizeClasses sizes) {
        this.parent = parent;
        this.direct = direct;
        this.index = index;
        this.sizes = sizes;
        numSmallSubpagePools = sizes.nSubpages;
        smallSubpagePools = new PoolSubpage[numSmallSubpagePools];
        for (int i = 0; i < numSmallSubpagePools; i++) {
            smallSubpagePools[i] = new PoolSubpage();
        }
        int chunkSize = sizes.chunkSize;
        q100 = new PoolChunkList("q100", this, null, 100, Integer.MAX_VALUE, chunkSize);
        q075 = new PoolChunkList("q075", this, q100, 75, 100, chunkSize);
        q050 = new PoolChunkList("q050", this, q075, 50, 100, chunkSize);
        q025 = new PoolChunkList("q025", this, q050, 25, 75, chunkSize);
        q000 = new PoolChunkList("q000", this, q025, 1, 50, chunkSize);
        qInit = new PoolChunkList("qInit", this, q000, Integer.MIN_VALUE, 25, chunkSize);
        q100.prevList(q075);
        q075.prevList(q050);
        q050.prevList(q025);
        q025.prevList(q000);
        q000.prevList(null);
        qInit.prevList(qInit);
        chunkLists = List.of(qInit, q000, q025, q050, q075, q100);
    }

    PoolSubpage subpagePoolHead(int sizeIdx) {
        return smallSubpagePools[sizeIdx];
    }

    /** {@code PoolArena.allocate}: the thread cache first, then the arena. */
    PooledByteBuf allocate(PoolThreadCache cache, int reqCapacity, NettyListener listener) {
        int sizeIdx = sizes.size2SizeIdx(reqCapacity);
        if (sizeIdx <= sizes.smallMaxSizeIdx) {
            PooledByteBuf cached = cache.allocateSmall(this, reqCapacity, sizeIdx, listener);
            if (cached != null) {
                return cached;
            }
            PoolSubpage head = smallSubpagePools[sizeIdx];
            PoolSubpage s = head.next;
            if (s != head) {
                long handle = s.allocate();
                return PooledByteBuf.subpage(s.chunk, handle, reqCapacity, s.elemSize, cache);
            }
            return allocateNormal(reqCapacity, sizeIdx, cache, listener);
        }
        if (sizeIdx < sizes.nSizes) {
            PooledByteBuf cached = cache.allocateNormal(this, reqCapacity, sizeIdx, listener);
            return cached != null ? cached : allocateNormal(reqCapacity, sizeIdx, cache, listener);
        }
        PoolChunk huge = new PoolChunk(this, chunksMade++, reqCapacity);
        activeBytesHuge += reqCapacity;
        listener.hugeAllocated(this, reqCapacity);
        return PooledByteBuf.unpooledChunk(huge, reqCapacity);
    }

    private PooledByteBuf allocateNormal(int reqCapacity, int sizeIdx, PoolThreadCache cache, NettyListener listener) {
        for (PoolChunkList list : List.of(q050, q025, q000, qInit, q075)) {
            PooledByteBuf buf = list.allocate(sizeIdx, reqCapacity, cache);
            if (buf != null) {
                return buf;
            }
        }
        PoolChunk chunk = new PoolChunk(this, chunksMade++);
        listener.chunkCreated(this, chunk);
        long handle = chunk.allocate(sizeIdx);
        if (handle < 0) {
            throw new IllegalStateException("a new chunk could not hold " + reqCapacity + " bytes");
        }
        qInit.add(chunk);
        return PooledByteBuf.of(chunk, handle, reqCapacity, cache);
    }

    /** {@code PoolArena.free}: a huge chunk is destroyed; a pooled buffer goes to its cache or its chunk. */
    void free(PooledByteBuf buf, NettyListener listener) {
        PoolChunk chunk = buf.chunk();
        if (chunk.unpooled) {
            activeBytesHuge -= chunk.chunkSize;
            listener.hugeFreed(this, chunk.chunkSize);
            return;
        }
        boolean small = Handles.isSubpage(buf.handle());
        PoolThreadCache cache = buf.cache();
        if (cache != null && cache.add(this, chunk, buf.handle(), buf.maxLength(), small)) {
            listener.cached(this, cache, buf.maxLength());
            return;
        }
        freeChunk(chunk, buf.handle(), buf.maxLength(), listener);
    }

    /** Frees into the chunk's list; a chunk that empties out of q000 is destroyed. */
    void freeChunk(PoolChunk chunk, long handle, int normCapacity, NettyListener listener) {
        if (!chunk.parent.free(chunk, handle, normCapacity)) {
            listener.chunkDestroyed(this, chunk);
        }
    }

    /** Netty's {@code numActiveBytes}: the bytes of every chunk in the lists, plus the huge allocations. */
    long numActiveBytes() {
        long bytes = activeBytesHuge;
        for (PoolChunkList list : chunkLists) {
            bytes += (long) list.chunks().size() * sizes.chunkSize;
        }
        return Math.max(0, bytes);
    }

    List<PoolChunk> chunks() {
        List<PoolChunk> all = new ArrayList<>();
        for (PoolChunkList list : chunkLists) {
            all.addAll(list.chunks());
        }
        return all;
    }
}
