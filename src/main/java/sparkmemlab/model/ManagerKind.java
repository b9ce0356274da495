package sparkmemlab.model;

/**
 * Which of Spark's memory managers the model runs, and of which Spark: the rules a state was made by. The
 * window asks this for every number it draws that is a rule's (the per-task bounds, how far execution can
 * reach, the legacy regions) and for the Spark version its source links point at; it computes none itself.
 */
public enum ManagerKind {
    /** Spark 3.5.3's {@code UnifiedMemoryManager}: one region, storage and execution borrow from each other. */
    UNIFIED("UnifiedMemoryManager", "3.5.3"),
    /** Spark 2.4.8's {@code StaticMemoryManager} ({@code spark.memory.useLegacyMode}): two fixed pools. */
    STATIC("StaticMemoryManager", "2.4.8");

    private final String className;
    private final String sparkVersion;

    ManagerKind(String className, String sparkVersion) {
        this.className = className;
        this.sparkVersion = sparkVersion;
    }

    /** The manager {@code config} selects. */
    public static ManagerKind of(ExecutorConfig config) {
        return config.useLegacyMode() ? STATIC : UNIFIED;
    }

    /** Spark's class name of the manager. */
    public String className() {
        return className;
    }

    /** The Spark release the model ports this manager from ({@code 3.5.3}, {@code 2.4.8}). */
    public String sparkVersion() {
        return sparkVersion;
    }

    /** The per-task bounds of {@code mode} in {@code state}, as the pool's next pass would compute them. */
    public TaskShares taskShares(ExecutorState state, MemoryMode mode) {
        PoolState pools = state.pools(mode);
        MemoryLayout layout = state.layout();
        long maxPoolSize = this == UNIFIED
                ? unmanagedRule(state).maxExecutionPoolSize(UnifiedMemoryManager.maxExecutionPoolSize(layout.maxMemory(mode),
                        pools.storageUsed(), layout.storageRegionSize(mode)), state.unmanaged().get(mode))
                : pools.executionPool();
        return TaskShares.of(pools.activeTasks(), pools.executionPool(), maxPoolSize);
    }

    /**
     * The unmanaged-memory rule a state was made by: a state only holds unmanaged memory when its Spark counts it
     * (SPARK-53001, 4.1+; 0 on 3.5.3 and while polling is off), so a state that holds some was made by 4.x's rule.
     */
    private static UnmanagedMemoryRule unmanagedRule(ExecutorState state) {
        boolean any = state.unmanaged().onHeap() > 0 || state.unmanaged().offHeap() > 0;
        return any ? SparkVersion.SPARK_4_2_0.unmanaged() : UnmanagedMemoryRule.NONE;
    }

    /**
     * The most execution memory of {@code mode} could ever be: the unified region (storage can be evicted down
     * to nothing but its own region, and borrowed free space is execution's), or the static manager's fixed pool.
     */
    public long executionReach(ExecutorState state, MemoryMode mode) {
        return this == UNIFIED ? state.layout().maxMemory(mode) : state.pools(mode).executionPool();
    }
}
