package sparkmemlab.container.netty;

/** What an allocator tells the model while it works, so that each step can list why memory moved. */
interface NettyListener {
    void threadBound(PoolThreadCache cache);

    void servedFromCache(PoolArena arena, PoolThreadCache cache, int bytes);

    void chunkCreated(PoolArena arena, PoolChunk chunk);

    void chunkDestroyed(PoolArena arena, PoolChunk chunk);

    void hugeAllocated(PoolArena arena, int bytes);

    void hugeFreed(PoolArena arena, int bytes);

    void cached(PoolArena arena, PoolThreadCache cache, int bytes);

    void trimmed(PoolThreadCache cache, int entries);

    void cacheFreed(PoolThreadCache cache, int entries);

    void unpooledAllocated(boolean direct, int bytes);
}
