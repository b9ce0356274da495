package sparkmemlab.container;

/** The Spark 3.5.3, Netty 4.1.96, Hadoop and JVM code the container model's events stand for. */
public enum ContainerMethod {
    GET_RESOURCES_FOR_CLUSTER_MANAGER("ResourceProfile", "getResourcesForClusterManager"),
    CALCULATE_OVERHEAD_MEMORY("ResourceProfile", "calculateOverHeadMemory"),
    THREAD_START("Thread", "start"),
    THREAD_EXIT("Thread", "exit"),
    NETTY_ALLOCATE("PooledByteBufAllocator", "newDirectBuffer"),
    NETTY_RELEASE("PooledByteBuf", "deallocate"),
    SEND_REQUEST("ShuffleBlockFetcherIterator", "sendRequest"),
    FETCH_RESULT_READ("BufferReleasingInputStream", "close"),
    FETCHER_CLEANUP("ShuffleBlockFetcherIterator", "cleanup"),
    DEFINE_CLASS("ClassLoader", "defineClass"),
    JIT_COMPILE("CompileBroker", "compile_method"),
    UNSAFE_ALLOCATE("UnsafeMemoryAllocator", "allocate"),
    UNSAFE_FREE("UnsafeMemoryAllocator", "free"),
    ALLOCATE_DIRECT("ByteBuffer", "allocateDirect"),
    DIRECT_CLEANER("DirectByteBuffer.Deallocator", "run"),
    YARN_CONTAINER_COMPLETED("YarnAllocator", "processCompletedContainers"),
    PODS_LIFECYCLE("ExecutorPodsLifecycleManager", "exitReasonMessage"),
    UNCAUGHT_EXCEPTION("SparkUncaughtExceptionHandler", "uncaughtException");

    private final String sourceClass;
    private final String methodName;

    ContainerMethod(String sourceClass, String methodName) {
        this.sourceClass = sourceClass;
        this.methodName = methodName;
    }

    public String qualifiedName() {
        return sourceClass + "." + methodName;
    }
}
