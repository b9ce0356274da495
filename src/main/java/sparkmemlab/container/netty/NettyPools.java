package sparkmemlab.container.netty;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An executor's Netty allocators and the buffers they have handed out. With shared allocators (Spark's
 * default) every server uses one allocator with caches and every client one without, both built
 * with {@code defaultNumThreads(0)} arenas: the JVM's processors, at most 8, whatever the IO threads.
 * Without, each service builds its own from its module's {@code preferDirectBufs} and IO threads.
 */
public final class NettyPools {
    /** The names of the two shared allocators ({@code _sharedPooledByteBufAllocator[0]} and {@code [1]}). */
    public static final String SHARED_WITH_CACHE = "sharedWithCache";
    public static final String SHARED_WITHOUT_CACHE = "sharedWithoutCache";

    private final Map<String, PooledByteBufAllocator> allocators = new LinkedHashMap<>();
    private final Map<String, List<TransportService>> servicesOf = new LinkedHashMap<>();
    private final Map<TransportService, PooledByteBufAllocator> byService = new EnumMap<>(TransportService.class);
    private final Map<String, Live> buffers = new LinkedHashMap<>();
    private long unpooledDirect;
    private long unpooledHeap;

    private record Live(PooledByteBufAllocator allocator, String thread, PooledByteBufAllocator.Buffer buffer) {
    }

    private NettyPools() {
    }

    /** The allocators Spark's transport layer builds for these services. */
    public static NettyPools forExecutor(TransportSettings settings, NettyDefaults defaults) {
        NettyPools pools = new NettyPools();
        for (TransportService service : TransportService.values()) {
            TransportSettings.Service own = settings.services().get(service);
            if (own == null) {
                continue;
            }
            PooledByteBufAllocator allocator;
            if (settings.sharedByteBufAllocators()) {
                String name = service.server() ? SHARED_WITH_CACHE : SHARED_WITHOUT_CACHE;
                allocator = pools.allocators.get(name);
                if (allocator == null) {
                    allocator = NettyUtils.createPooledByteBufAllocator(name, settings.preferDirectBufsForShared(),
                            service.server(), NettyUtils.defaultNumThreads(0, defaults), defaults);
                }
            } else {
                allocator = NettyUtils.createPooledByteBufAllocator(service.key(), own.preferDirectBufs(),
                        service.server(), own.ioThreads(), defaults);
            }
            pools.allocators.putIfAbsent(allocator.name, allocator);
            pools.servicesOf.computeIfAbsent(allocator.name, n -> new ArrayList<>()).add(service);
            pools.byService.put(service, allocator);
        }
        return pools;
    }

    public boolean has(TransportService service) {
        return byService.containsKey(service);
    }

    public boolean hasBuffer(String buffer) {
        return buffers.containsKey(buffer);
    }

    /** The bytes of a live buffer. */
    public int bytes(String buffer) {
        return buffers.get(buffer).buffer().length();
    }

    /** {@code alloc.buffer(bytes)} (or ioBuffer, directBuffer, heapBuffer) by {@code service} on {@code thread}. */
    public List<NettyEvent> allocate(String buffer, TransportService service, String thread, boolean nettyThread,
            ByteBufAllocatorMethod method, int bytes) {
        PooledByteBufAllocator allocator = byService.get(service);
        Events events = new Events(allocator.name);
        boolean direct = method.direct(allocator);
        PooledByteBufAllocator.Buffer made = allocator.allocate(thread, nettyThread, direct, bytes, events);
        buffers.put(buffer, new Live(allocator, thread, made));
        if (made instanceof PooledByteBufAllocator.Pooled p) {
            PooledByteBuf b = p.buf();
            String sizeClass = b.chunk().unpooled ? "huge" : Handles.isSubpage(b.handle()) ? "small" : "normal";
            events.add(new NettyEvent.Allocated(buffer, allocator.name, thread, bytes, b.maxLength(), sizeClass, direct,
                    b.chunk().arena.index));
        } else {
            if (direct) {
                unpooledDirect += bytes;
            } else {
                unpooledHeap += bytes;
            }
            events.add(new NettyEvent.Allocated(buffer, allocator.name, thread, bytes, bytes, "unpooled", direct, -1));
        }
        return events.list;
    }

    /** The last {@code release()} of a buffer, on any thread. */
    public List<NettyEvent> release(String buffer) {
        Live live = buffers.remove(buffer);
        Events events = new Events(live.allocator().name);
        PooledByteBufAllocator.Buffer b = live.buffer();
        int capacity = b instanceof PooledByteBufAllocator.Pooled p ? p.buf().maxLength() : b.length();
        events.add(new NettyEvent.Released(buffer, live.allocator().name, capacity));
        if (b instanceof PooledByteBufAllocator.Unpooled u) {
            if (u.direct()) {
                unpooledDirect -= u.length();
            } else {
                unpooledHeap -= u.length();
            }
        }
        live.allocator().release(b, events);
        return events.list;
    }

    /** A thread ended; a Netty thread's caches in every allocator go back to their chunks. */
    public List<NettyEvent> threadEnded(String thread, boolean nettyThread) {
        List<NettyEvent> all = new ArrayList<>();
        if (!nettyThread) {
            return all; // an ordinary thread's cache is freed by a finalizer, at a GC the model does not run
        }
        for (PooledByteBufAllocator allocator : allocators.values()) {
            Events events = new Events(allocator.name);
            allocator.threadEnded(thread, events);
            all.addAll(events.list);
        }
        return all;
    }

    /** The names of the live buffers a thread allocated, oldest first. */
    public List<String> buffersOf(String thread) {
        return buffers.entrySet().stream().filter(e -> e.getValue().thread().equals(thread)).map(Map.Entry::getKey)
                .toList();
    }

    public NettyState state() {
        List<AllocatorState> states = new ArrayList<>();
        for (PooledByteBufAllocator a : allocators.values()) {
            long[] inUse = new long[2];
            for (Live live : buffers.values()) {
                if (live.allocator() == a && live.buffer() instanceof PooledByteBufAllocator.Pooled p) {
                    inUse[p.direct() ? 1 : 0] += p.buf().maxLength();
                }
            }
            long[] cached = new long[2];
            for (PoolThreadCache cache : a.threadCaches()) {
                for (PoolArena arena : a.heapArenas()) {
                    cached[0] += cache.cachedBytes(arena);
                }
                for (PoolArena arena : a.directArenas()) {
                    cached[1] += cache.cachedBytes(arena);
                }
            }
            states.add(new AllocatorState(a.name, servicesOf.get(a.name), a.preferDirect,
                    a.caches(),
                    a.heapArenas().stream().map(NettyPools::arenaState).toList(),
                    a.directArenas().stream().map(NettyPools::arenaState).toList(),
                    a.usedHeapMemory(), a.usedDirectMemory(), inUse[0], inUse[1], cached[0], cached[1]));
        }
        return new NettyState(states, unpooledDirect, unpooledHeap, buffers.size());
    }

    private static ArenaState arenaState(PoolArena arena) {
        List<ChunkState> chunks = new ArrayList<>();
        for (PoolChunkList list : arena.chunkLists) {
            for (PoolChunk c : list.chunks()) {
                chunks.add(new ChunkState(c.id, list.name, c.chunkSize, c.freeBytes, c.usage()));
            }
        }
        return new ArenaState(arena.index, arena.direct, arena.numThreadCaches, arena.activeBytesHuge, chunks,
                arena.numActiveBytes());
    }

    /**
     * Netty's own consistency, checked after every step: each chunk's free bytes are its free runs,
     * each chunk sits in the list its usage belongs to, each arena counts the threads bound to it,
     * and the live and cached allocations fit in the chunks.
     *
     * @throws IllegalStateException naming what broke
     */
    public void checkInvariants() {
        for (PooledByteBufAllocator a : allocators.values()) {
            for (PoolArena arena : concat(a.heapArenas(), a.directArenas())) {
                long bound = a.threadCaches().stream()
                        .filter(c -> !c.freed && (c.heapArena == arena || c.directArena == arena)).count();
                check(bound == arena.numThreadCaches, a, arena, "numThreadCaches " + arena.numThreadCaches
                        + " but " + bound + " threads are bound to it");
                long held = 0;
                for (PoolChunkList list : arena.chunkLists) {
                    for (PoolChunk c : list.chunks()) {
                        check(c.parent == list && list.holds(c), a, arena,
                                "chunk " + c.id + " (" + c.freeBytes + " free) is in " + list.name);
                        check(c.freeBytes == c.freeBytesOfRuns(), a, arena,
                                "chunk " + c.id + " counts " + c.freeBytes + " free bytes, its free runs "
                                        + c.freeBytesOfRuns());
                        held += c.chunkSize - c.freeBytes;
                    }
                }
                long live = arena.activeBytesHuge;
                for (Live l : buffers.values()) {
                    if (l.buffer() instanceof PooledByteBufAllocator.Pooled p && p.buf().chunk().arena == arena
                            && !p.buf().chunk().unpooled) {
                        live += p.buf().maxLength();
                    }
                }
                for (PoolThreadCache cache : a.threadCaches()) {
                    live += cache.cachedBytes(arena);
                }
                check(live <= held + arena.activeBytesHuge, a, arena,
                        "live and cached allocations (" + live + " bytes) exceed the chunks' used bytes (" + held + ")");
            }
        }
        check(unpooledDirect >= 0 && unpooledHeap >= 0, null, null, "negative unpooled bytes");
    }

    private static List<PoolArena> concat(List<PoolArena> a, List<PoolArena> b) {
        List<PoolArena> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    private static void check(boolean holds, PooledByteBufAllocator allocator, PoolArena arena, String what) {
        if (!holds) {
            throw new IllegalStateException("Netty invariant broken"
                    + (allocator == null ? "" : " in " + allocator.name + (arena.direct ? " direct" : " heap")
                            + " arena " + arena.index) + ": " + what);
        }
    }

    /** Collects one allocator's events for a step. */
    private static final class Events implements NettyListener {
        private final String allocator;
        final List<NettyEvent> list = new ArrayList<>();

        Events(String allocator) {
            this.allocator = allocator;
        }

        void add(NettyEvent e) {
            list.add(e);
        }

        public void threadBound(PoolThreadCache cache) {
            list.add(new NettyEvent.ThreadBound(allocator, cache.thread,
                    cache.heapArena == null ? -1 : cache.heapArena.index,
                    cache.directArena == null ? -1 : cache.directArena.index, cache.caches()));
        }

        public void servedFromCache(PoolArena arena, PoolThreadCache cache, int bytes) {
            list.add(new NettyEvent.ServedFromCache(allocator, cache.thread, bytes));
        }

        public void chunkCreated(PoolArena arena, PoolChunk chunk) {
            list.add(new NettyEvent.ChunkCreated(allocator, arena.direct, arena.index, chunk.id, chunk.chunkSize));
        }

        public void chunkDestroyed(PoolArena arena, PoolChunk chunk) {
            list.add(new NettyEvent.ChunkDestroyed(allocator, arena.direct, arena.index, chunk.id, chunk.chunkSize));
        }

        public void hugeAllocated(PoolArena arena, int bytes) {
            list.add(new NettyEvent.HugeAllocated(allocator, arena.direct, arena.index, bytes));
        }

        public void hugeFreed(PoolArena arena, int bytes) {
            list.add(new NettyEvent.HugeFreed(allocator, arena.direct, arena.index, bytes));
        }

        public void cached(PoolArena arena, PoolThreadCache cache, int bytes) {
            list.add(new NettyEvent.Cached(allocator, cache.thread, bytes));
        }

        public void trimmed(PoolThreadCache cache, int entries) {
            list.add(new NettyEvent.Trimmed(allocator, cache.thread, entries));
        }

        public void cacheFreed(PoolThreadCache cache, int entries) {
            list.add(new NettyEvent.CacheFreed(allocator, cache.thread, entries));
        }

        public void unpooledAllocated(boolean direct, int bytes) {
            list.add(new NettyEvent.Unpooled(allocator, direct, bytes));
        }
    }
}
