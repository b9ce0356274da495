package sparkmemlab.container.netty;

/** The Netty 4.1.96 and Spark 3.5.3 methods the Netty model ports, for the events that name them. */
public enum NettyMethod {
    CREATE_POOLED_BYTE_BUF_ALLOCATOR("NettyUtils", "createPooledByteBufAllocator"),
    GET_SHARED_POOLED_BYTE_BUF_ALLOCATOR("NettyUtils", "getSharedPooledByteBufAllocator"),
    THREAD_LOCAL_CACHE_INITIAL_VALUE("PooledByteBufAllocator.PoolThreadLocalCache", "initialValue"),
    NEW_DIRECT_BUFFER("PooledByteBufAllocator", "newDirectBuffer"),
    NEW_HEAP_BUFFER("PooledByteBufAllocator", "newHeapBuffer"),
    ARENA_ALLOCATE("PoolArena", "allocate"),
    ALLOCATE_NORMAL("PoolArena", "allocateNormal"),
    ALLOCATE_HUGE("PoolArena", "allocateHuge"),
    ARENA_FREE("PoolArena", "free"),
    FREE_CHUNK("PoolArena", "freeChunk"),
    THREAD_CACHE_ALLOCATE("PoolThreadCache", "allocate"),
    THREAD_CACHE_ADD("PoolThreadCache", "add"),
    THREAD_CACHE_TRIM("PoolThreadCache", "trim"),
    THREAD_CACHE_FREE("PoolThreadCache", "free"),
    DEALLOCATE("PooledByteBuf", "deallocate");

    private final String nettyClass;
    private final String methodName;

    NettyMethod(String nettyClass, String methodName) {
        this.nettyClass = nettyClass;
        this.methodName = methodName;
    }

    public String qualifiedName() {
        return nettyClass + "." + methodName;
    }
}
