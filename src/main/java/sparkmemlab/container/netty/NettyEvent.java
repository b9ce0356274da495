package sparkmemlab.container.netty;

/** Why Netty's pools changed during a step, in the order it happened, naming the method. */
public sealed interface NettyEvent {

    NettyMethod method();

    /** A thread's first allocation from an allocator bound it to arenas (-1: none of that kind). */
    record ThreadBound(String allocator, String thread, int heapArena, int directArena, boolean caching)
            implements NettyEvent {
        public NettyMethod method() {
            return NettyMethod.THREAD_LOCAL_CACHE_INITIAL_VALUE;
        }
    }

    /** A buffer was made; {@code sizeClass} is small, normal, huge or unpooled, {@code capacity} what it takes. */
    record Allocated(String buffer, String allocator, String thread, int bytes, int capacity, String sizeClass,
            boolean direct, int arena) implements NettyEvent {
        public NettyMethod method() {
            return NettyMethod.ARENA_ALLOCATE;
        }
    }

    /** The thread's cache had a released allocation of this size: no arena was asked. */
    record ServedFromCache(String allocator, String thread, int capacity) implements NettyEvent {
        public NettyMethod method() {
            return NettyMethod.THREAD_CACHE_ALLOCATE;
        }
    }

    /** No chunk of the arena had room: Netty took a new chunk from the JVM. */
    record ChunkCreated(String allocator, boolean direct, int arena, int chunk, int chunkSize) implements NettyEvent {
        public NettyMethod method() {
            return NettyMethod.ALLOCATE_NORMAL;
        }
    }

    /** A chunk emptied out of q000 and was given back to the JVM. */
    record ChunkDestroyed(String allocator, boolean direct, int arena, int chunk, int chunkSize) implements NettyEvent {
        public NettyMethod method() {
            return NettyMethod.FREE_CHUNK;
        }
    }

    /** An allocation larger than a chunk got an unpooled chunk of exactly its size. */
    record HugeAllocated(String allocator, boolean direct, int arena, int bytes) implements NettyEvent {
        public NettyMethod method() {
            return NettyMethod.ALLOCATE_HUGE;
        }
    }

    /** A huge allocation's chunk was given back at once. */
    record HugeFreed(String allocator, boolean direct, int arena, int bytes) implements NettyEvent {
        public NettyMethod method() {
            return NettyMethod.ARENA_FREE;
        }
    }

    /** The allocator has no arena of this kind: the buffer is outside the pools. */
    record Unpooled(String allocator, boolean direct, int bytes) implements NettyEvent {
        public NettyMethod method() {
            return direct ? NettyMethod.NEW_DIRECT_BUFFER : NettyMethod.NEW_HEAP_BUFFER;
        }
    }

    /** A buffer's last reference was released. */
    record Released(String buffer, String allocator, int capacity) implements NettyEvent {
        public NettyMethod method() {
            return NettyMethod.DEALLOCATE;
        }
    }

    /** The release went into the allocating thread's cache: its chunk keeps the memory. */
    record Cached(String allocator, String thread, int capacity) implements NettyEvent {
        public NettyMethod method() {
            return NettyMethod.THREAD_CACHE_ADD;
        }
    }

    /** 8192 cache allocations since the last trim: unused cached entries went back to their chunks. */
    record Trimmed(String allocator, String thread, int entries) implements NettyEvent {
        public NettyMethod method() {
            return NettyMethod.THREAD_CACHE_TRIM;
        }
    }

    /** A Netty thread ended: its cache gave every entry back to the chunks. */
    record CacheFreed(String allocator, String thread, int entries) implements NettyEvent {
        public NettyMethod method() {
            return NettyMethod.THREAD_CACHE_FREE;
        }
    }
}
