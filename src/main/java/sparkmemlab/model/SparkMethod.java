package sparkmemlab.model;

/**
 * The Spark 3.5.3 methods our model ports, by class and name, so that every event can point a
 * student at the code that made it happen; the {@code STATIC_} ones are Spark 2.4.8's legacy
 * {@code StaticMemoryManager}'s (the pools, the memory store and the block locks are the same classes in
 * both versions).
 */
public enum SparkMethod {
    ACQUIRE_EXECUTION_MEMORY("UnifiedMemoryManager", "acquireExecutionMemory"),
    MAYBE_GROW_EXECUTION_POOL("UnifiedMemoryManager", "maybeGrowExecutionPool"),
    COMPUTE_MAX_EXECUTION_POOL_SIZE("UnifiedMemoryManager", "computeMaxExecutionPoolSize"),
    ACQUIRE_STORAGE_MEMORY("UnifiedMemoryManager", "acquireStorageMemory"),
    ACQUIRE_UNROLL_MEMORY("UnifiedMemoryManager", "acquireUnrollMemory"),
    STATIC_ACQUIRE_EXECUTION_MEMORY("StaticMemoryManager", "acquireExecutionMemory"),
    STATIC_ACQUIRE_STORAGE_MEMORY("StaticMemoryManager", "acquireStorageMemory"),
    STATIC_ACQUIRE_UNROLL_MEMORY("StaticMemoryManager", "acquireUnrollMemory"),
    RELEASE_EXECUTION_MEMORY("MemoryManager", "releaseExecutionMemory"),
    RELEASE_ALL_EXECUTION_MEMORY_FOR_TASK("MemoryManager", "releaseAllExecutionMemoryForTask"),
    RELEASE_STORAGE_MEMORY("MemoryManager", "releaseStorageMemory"),
    EXECUTION_POOL_ACQUIRE_MEMORY("ExecutionMemoryPool", "acquireMemory"),
    EXECUTION_POOL_RELEASE_MEMORY("ExecutionMemoryPool", "releaseMemory"),
    STORAGE_POOL_ACQUIRE_MEMORY("StorageMemoryPool", "acquireMemory"),
    FREE_SPACE_TO_SHRINK_POOL("StorageMemoryPool", "freeSpaceToShrinkPool"),
    PUT_BYTES("MemoryStore", "putBytes"),
    GET_BYTES("MemoryStore", "getBytes"),
    REMOVE("MemoryStore", "remove"),
    EVICT_BLOCKS_TO_FREE_SPACE("MemoryStore", "evictBlocksToFreeSpace"),
    RESERVE_UNROLL_MEMORY_FOR_THIS_TASK("MemoryStore", "reserveUnrollMemoryForThisTask"),
    RELEASE_UNROLL_MEMORY_FOR_THIS_TASK("MemoryStore", "releaseUnrollMemoryForThisTask"),
    LOCK_FOR_READING("BlockInfoManager", "lockForReading"),
    UNLOCK("BlockInfoManager", "unlock"),
    RELEASE_ALL_LOCKS_FOR_TASK("BlockInfoManager", "releaseAllLocksForTask"),
    BLOCK_ID_APPLY("BlockId", "apply"),
    BLOCK_MANAGER_PUT_BYTES("BlockManager", "putBytes"),
    BLOCK_MANAGER_REMOVE_BLOCK("BlockManager", "removeBlock"),
    DROP_FROM_MEMORY("BlockManager", "dropFromMemory"),
    TASK_RUNNER_FINALLY("Executor.TaskRunner", "run"),
    TMM_ACQUIRE_EXECUTION_MEMORY("TaskMemoryManager", "acquireExecutionMemory"),
    TRY_SPILL_AND_ACQUIRE("TaskMemoryManager", "trySpillAndAcquire"),
    TMM_ALLOCATE_PAGE("TaskMemoryManager", "allocatePage"),
    CLEAN_UP_ALL_ALLOCATED_MEMORY("TaskMemoryManager", "cleanUpAllAllocatedMemory"),
    CONSUMER_ACQUIRE_MEMORY("MemoryConsumer", "acquireMemory"),
    CONSUMER_FREE_MEMORY("MemoryConsumer", "freeMemory"),
    CONSUMER_ALLOCATE_PAGE("MemoryConsumer", "allocatePage"),
    CONSUMER_SPILL("MemoryConsumer", "spill"),
    SPILLABLE_MAYBE_SPILL("Spillable", "maybeSpill"),
    SPILLABLE_SPILL("Spillable", "spill"),
    /** Not Spark's: the task's own code, making and dropping objects on the heap. */
    USER_CODE("Task", "runTask"),
    UNCAUGHT_EXCEPTION_HANDLER("SparkUncaughtExceptionHandler", "uncaughtException"),
    PUT_ITERATOR_AS_VALUES("MemoryStore", "putIteratorAsValues"),
    DO_PUT_ITERATOR("BlockManager", "doPutIterator"),
    GET_LOCAL_VALUES("BlockManager", "getLocalValues"),
    MAYBE_CACHE_DISK_VALUES_IN_MEMORY("BlockManager", "maybeCacheDiskValuesInMemory"),
    DISK_STORE_PUT("DiskStore", "put"),
    RELEASE_UNROLL_MEMORY("PartiallyUnrolledIterator", "releaseUnrollMemory"),
    SORTER_INSERT_RECORD("UnsafeExternalSorter", "insertRecord"),
    GROW_POINTER_ARRAY("UnsafeExternalSorter", "growPointerArrayIfNecessary"),
    ACQUIRE_NEW_PAGE("UnsafeExternalSorter", "acquireNewPageIfNecessary"),
    SORTER_SPILL("UnsafeExternalSorter", "spill"),
    CONSUMER_ALLOCATE_ARRAY("MemoryConsumer", "allocateArray"),
    SORTER_CLEANUP_RESOURCES("UnsafeExternalSorter", "cleanupResources"),
    MAP_APPEND("BytesToBytesMap.Location", "append"),
    MAP_ACQUIRE_NEW_PAGE("BytesToBytesMap", "acquireNewPage"),
    MAP_GROW_AND_REHASH("BytesToBytesMap", "growAndRehash"),
    MAP_SPILL("BytesToBytesMap", "spill"),
    MAP_FREE("BytesToBytesMap", "free"),
    SHUFFLE_SORTER_INSERT_RECORD("ShuffleExternalSorter", "insertRecord"),
    SHUFFLE_SORTER_GROW_POINTER_ARRAY("ShuffleExternalSorter", "growPointerArrayIfNecessary"),
    SHUFFLE_SORTER_ACQUIRE_NEW_PAGE("ShuffleExternalSorter", "acquireNewPageIfNecessary"),
    SHUFFLE_SORTER_SPILL("ShuffleExternalSorter", "spill"),
    SHUFFLE_SORTER_CLEANUP_RESOURCES("ShuffleExternalSorter", "cleanupResources");

    private final String sparkClass;
    private final String methodName;

    SparkMethod(String sparkClass, String methodName) {
        this.sparkClass = sparkClass;
        this.methodName = methodName;
    }

    public String sparkClass() {
        return sparkClass;
    }

    public String methodName() {
        return methodName;
    }

    /** {@code Class.method}, as a student would search Spark's source for it. */
    public String qualifiedName() {
        return sparkClass + "." + methodName;
    }
}
