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
        return TaskShares.of(pools.activeTasks(), pools.executionPool(), maxExecutionPoolSize(state, mode));
    }

    /**
     * What execution of {@code mode} may grow to now ({@code computeMaxPoolSize}): under the unified manager the
     * region less the storage it may not evict, less the unmanaged memory the manager subtracts (SPARK-53001);
     * under the static one the pool itself.
     */
    public long maxExecutionPoolSize(ExecutorState state, MemoryMode mode) {
        if (this != UNIFIED) {
            return state.pools(mode).executionPool();
        }
        MemoryLayout layout = state.layout();
        long available = UnifiedMemoryManager.maxExecutionPoolSize(layout.maxMemory(mode), state.pools(mode).storageUsed(),
                layout.storageRegionSize(mode));
        // The state's unmanaged memory is what the manager subtracts: 0 on a Spark without SPARK-53001 or while it
        // does not poll, where this rule and 3.5's agree.
        return SUBTRACTS_UNMANAGED.maxExecutionPoolSize(available, state.unmanaged().get(mode));
    }

    /** Unmanaged memory that lies in the unified region of {@code mode} and is no pool's (0 but on 4.1+). */
    public long unmanagedMemory(ExecutorState state, MemoryMode mode) {
        return this == UNIFIED ? Math.min(state.unmanaged().get(mode), state.layout().maxMemory(mode)) : 0;
    }

    private static final UnmanagedMemoryRule SUBTRACTS_UNMANAGED = new Spark53001UnmanagedMemory();

    /**
     * The most execution memory of {@code mode} could ever be: the unified region (storage can be evicted down
     * to nothing but its own region, and borrowed free space is execution's), or the static manager's fixed pool.
     */
    public long executionReach(ExecutorState state, MemoryMode mode) {
        return this == UNIFIED ? state.layout().maxMemory(mode) : state.pools(mode).executionPool();
    }
}
